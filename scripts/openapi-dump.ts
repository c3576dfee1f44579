/**
 * Writes the service's OpenAPI document (what `/openapi.json` serves, with every implemented
 * route) to the path given, or to stdout: the build generates the web workspace's typed client
 * from it (scripts/openapi-client.ts), and `.ci/openapi-check` lints it. No server listens; the
 * app is built over an empty store in a temporary directory.
 *
 *   tsx scripts/openapi-dump.ts [out.json]
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/api/app.js";
import { openApiKeyStore, openStore } from "../src/store/index.js";
import { offlineToolDeps } from "../src/runtime/index.js";

export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-openapi-"));
  const store = await openStore({ dataDir });
  const keys = await openApiKeyStore({ dataDir });
  const app = await buildApp({
    deps: { ...offlineToolDeps(store) },
    keys,
    limits: { public: null, playground: null, registered: null, paid: null, internal: null },
    limiterBackend: "memory",
    playgroundToken: null,
    trustProxy: false,
  });
  try {
    const response = await app.inject({ url: "/openapi.json" });
    if (response.statusCode !== 200) throw new Error(`/openapi.json answered ${response.statusCode}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  } finally {
    await app.close();
    await store.close();
    await keys.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  const out = process.argv[2];
  if (out) await writeFile(out, text);
  else process.stdout.write(text);
}
