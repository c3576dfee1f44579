import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/api/index.js";
import { issueApiKey } from "../../src/auth/index.js";
import { registerMcpEndpoint } from "../../src/mcp/index.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { ROOMY_LIMITS } from "./support/test-app.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { toolError } from "../support/mcp-tool-error.js";

const corpus = requireCorpus();

/**
 * Issue 9's crash on the real tools: `periods=1e309` used to pass validation as Infinity and run
 * the series loop until the heap was exhausted (~34 s). Over HTTP and MCP, on Apple's filings.
 */
describe.skipIf(!corpus)("hardening on the real tools (corpus)", () => {
  let server: RunningServer;
  let keys: ApiKeyStore;
  let registered: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["AAPL"]);
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    registered = (await issueApiKey(keys, { name: "r", tier: "registered" })).key;
    server = await startServer({
      deps: stored.deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
      port: 0,
      host: "127.0.0.1",
      extend: (app) => registerMcpEndpoint(app, IMPLEMENTED_TOOLS),
    });
    close = async () => {
      await server.close();
      await keys.close();
      await stored.close();
    };
  });
  afterAll(() => close?.());

  const series = "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2025&end_quarter=3";

  it("periods=1e309, quarter=Infinity and max_chars=Infinity are 422; the process still answers the next request", async () => {
    for (const url of [
      `${series}&periods=1e309`,
      `${series}&periods=Infinity`,
      "/api/metric?ticker=AAPL&year=2024&quarter=Infinity&metric_name=revenue",
      "/api/filing/document?ticker=AAPL&year=2024&quarter=4&max_chars=Infinity",
      "/api/filing/document?ticker=AAPL&year=2024&quarter=4&char_start=1e309",
      "/api/tables/search?ticker=AAPL&limit=-Infinity",
    ]) {
      const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${registered}` } });
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as { detail: { type: string }[] };
      expect(
        body.detail.map((d) => d.type),
        url,
      ).toContain("finite_number");
    }
    const next = await fetch(`${server.url}/healthz`);
    expect(next.status).toBe(200);
  });

  it("zero is not 'absent': char_end=0 and cik=0 are 422 (bounds >= 1), max_words=0 is 422 not 400", async () => {
    for (const [url, field] of [
      ["/api/filing/document?ticker=AAPL&year=2024&quarter=4&char_end=0", "char_end"],
      ["/api/filing/document?cik=0&year=2024&quarter=4", "cik"],
      ["/api/sections?ticker=AAPL&year=2024&quarter=4&max_words=0", "max_words"],
      ["/api/sections?ticker=AAPL&year=2024&quarter=4&max_words=1000001", "max_words"],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${registered}` } });
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as { detail: { loc: string[] }[] };
      expect(body.detail[0]?.loc, url).toEqual(["query", field]);
    }
  });

  /** A raw JSON-RPC tools/call, as a non-JavaScript client may write it (JSON allows `1e309`). */
  async function rawToolCall(name: string, argumentsJson: string): Promise<{ status: number; body: string }> {
    const response = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}","arguments":${argumentsJson}}}`,
    });
    return { status: response.status, body: await response.text() };
  }

  it("over MCP, get_metric_series with periods 1e309 is a 422 tool error and the server stays up", async () => {
    const call = await rawToolCall(
      "get_metric_series",
      '{"ticker":"AAPL","metric_name":"revenue","end_year":2025,"end_quarter":3,"periods":1e309}',
    );
    expect(call.status).toBe(200);
    const result = (JSON.parse(call.body) as { result: { isError: boolean; content: { type: string; text: string }[] } }).result;
    expect(toolError(result)).toMatchObject({ status: 422, detail: [{ type: "finite_number" }] });

    // A 5,000-deep argument is refused by the body parser before anything walks it: a JSON-RPC parse error.
    const deep = await rawToolCall(
      "get_filings",
      `{"ticker":"AAPL","year":2024,"quarter":4,"source":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    );
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.body)).toMatchObject({
      jsonrpc: "2.0",
      error: { code: -32700, message: expect.stringContaining("nesting deeper than") },
      id: null,
    });

    const client = new Client({ name: "fds-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      const ok = await client.callTool({ name: "get_filings", arguments: { ticker: "AAPL", year: 2024, quarter: 4 } });
      expect(ok.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });
});
