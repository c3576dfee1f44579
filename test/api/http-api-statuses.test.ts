import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPLEMENTED_SERVICE_OPERATIONS, IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/** docs/http-api.md's table of error statuses per operation, between its `statuses` markers. */
function documentedStatuses(): Map<string, string> {
  const text = readFileSync(resolve(import.meta.dirname, "../../docs/http-api.md"), "utf8");
  const block = /<!-- statuses:[^>]*-->([\s\S]*?)<!-- \/statuses -->/.exec(text)?.[1] ?? "";
  const rows = [...block.matchAll(/^\| `([A-Z]+ [^`]+)` \| ([\d, ]+) \|$/gm)];
  return new Map(rows.map((m) => [m[1] as string, (m[2] as string).trim()]));
}

/** The HTTP API page says exactly what the server answers: its status table equals /openapi.json. */
describe("docs/http-api.md statuses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tools: [...IMPLEMENTED_TOOLS, ...IMPLEMENTED_SERVICE_OPERATIONS] });
  });
  afterAll(() => t?.close());

  it("lists every operation of /openapi.json with exactly its error statuses", async () => {
    const doc = (await t.app.inject({ url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const fromOpenApi = new Map<string, string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const errors = Object.keys(operation.responses)
          .map(Number)
          .filter((s) => s >= 400);
        fromOpenApi.set(`${method.toUpperCase()} ${path}`, errors.sort((a, b) => a - b).join(", "));
      }
    }
    const documented = documentedStatuses();
    expect(documented.size).toBeGreaterThan(0);
    expect(Object.fromEntries([...documented].sort())).toEqual(Object.fromEntries([...fromOpenApi].sort()));
  });
});
