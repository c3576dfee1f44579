/**
 * Generates the web workspace's API types (web/src/api-schema.d.ts) from the OpenAPI document the
 * server serves, with openapi-typescript: `paths` for openapi-fetch and `components` for the
 * records the views read. Run by `npm run build` (so the types follow the routes); the file is
 * committed too, so a checkout typechecks before its first build. `--check` fails when the
 * committed file is not what the document gives.
 *
 *   tsx scripts/openapi-client.ts [--check]
 */
import { readFile, writeFile } from "node:fs/promises";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "./openapi-dump.js";

export const CLIENT_TYPES = fileURLToPath(new URL("../web/src/api-schema.d.ts", import.meta.url));

const HEADER = "// Generated from /openapi.json by scripts/openapi-client.ts (openapi-typescript): do not edit.\n";

export async function clientTypes(document?: Record<string, unknown>): Promise<string> {
  register("./typescript5-hook.mjs", import.meta.url);
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  const ast = await openapiTS((document ?? (await openApiDocument())) as never, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await clientTypes();
  if (process.argv.includes("--check")) {
    const committed = await readFile(CLIENT_TYPES, "utf8").catch(() => "");
    if (committed !== text) {
      console.error(`${CLIENT_TYPES} is not what /openapi.json gives: run \`tsx scripts/openapi-client.ts\` and commit it`);
      process.exit(1);
    }
  } else {
    await writeFile(CLIENT_TYPES, text);
  }
}
