import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/api/index.js";
import { issueApiKey } from "../../src/auth/index.js";
import { registerMcpEndpoint } from "../../src/mcp/index.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import { TOOL_MANIFEST } from "../../src/tools/manifest.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import type { Tool } from "../../src/tools/tool.js";
import { ECHO_TOOLS } from "../api/support/echo-tool.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "../api/support/test-app.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { toolError } from "../support/mcp-tool-error.js";

const corpus = requireCorpus();

/** Valid input for each implemented HTTP tool, on cached Apple data. */
const INPUTS: Record<string, Record<string, unknown>> = {
  get_financials: { ticker: "AAPL", year: 2024, quarter: 4 },
  get_metric: { ticker: "AAPL", year: 2024, quarter: 4, metric_name: "revenue" },
  get_metric_series: { ticker: "AAPL", metric_name: "revenue", end_year: 2024, end_quarter: 4, periods: 3, cached_only: true },
  list_metrics: { ticker: "AAPL", year: 2024, quarter: 4, limit: 5 },
  search_metrics: { ticker: "AAPL", year: 2024, quarter: 4, query: "diluted", role: ["operations"] },
  get_filings: { ticker: "AAPL", year: 2024, quarter: 4 },
  describe_filing: { ticker: "AAPL", year: 2024, quarter: 4 },
};

async function connect(url: string, authorization?: string): Promise<Client> {
  const client = new Client({ name: "fds-test", version: "1.0.0" });
  const headers: Record<string, string> = authorization ? { authorization } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  return client;
}

function queryOf(input: Record<string, unknown>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, String(x));
  return p.toString();
}

describe.skipIf(!corpus)("MCP over streamable HTTP", () => {
  let keys: ApiKeyStore;
  let close: () => Promise<void>;
  let deps: Awaited<ReturnType<typeof corpusStore>>["deps"];
  const key: Record<string, string> = {};
  const servers: RunningServer[] = [];

  async function serve(tools: readonly Tool[], limits = ROOMY_LIMITS): Promise<RunningServer> {
    const server = await startServer({
      deps,
      tools,
      keys,
      limits,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
      port: 0,
      host: "127.0.0.1",
      extend: (app) => registerMcpEndpoint(app, tools),
    });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["AAPL"]);
    deps = stored.deps;
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    for (const tier of ["registered", "paid", "internal"] as const) key[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
    close = async () => {
      for (const s of servers) await s.close();
      await keys.close();
      await stored.close();
    };
  }, 120_000);
  afterAll(() => close?.());

  it("lists exactly the implemented part of the manifest, with the HTTP input schemas", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const client = await connect(server.url);
    const { tools } = await client.listTools();
    const implemented = new Set(IMPLEMENTED_TOOLS.map((t) => t.name));
    expect(tools.map((t) => t.name)).toEqual(TOOL_MANIFEST.filter((e) => implemented.has(e.name)).map((e) => e.name));
    for (const t of tools) {
      const tool = IMPLEMENTED_TOOLS.find((x) => x.name === t.name)!;
      expect(t.inputSchema).toEqual(JSON.parse(JSON.stringify(tool.input)));
      expect(t.description).toContain(`tier: ${TOOL_MANIFEST.find((e) => e.name === t.name)!.tier}`);
    }
    await client.close();
  });

  it("each tool's structured result equals the HTTP route's body for the same input", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const client = await connect(server.url, `Bearer ${key.internal}`);
    for (const [name, input] of Object.entries(INPUTS)) {
      const path = TOOL_MANIFEST.find((e) => e.name === name)!.http!.path;
      const http = await fetch(`${server.url}${path}?${queryOf(input)}`, { headers: { authorization: `Bearer ${key.internal}` } });
      expect(http.status, name).toBe(200);
      const result = await client.callTool({ name, arguments: input });
      expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result.structuredContent, name).toEqual(await http.json());
      expect((result.content as { type: string; text: string }[])[0]?.text.length).toBeGreaterThan(10);
    }
    await client.close();
  });

  it("errors are tool errors with HTTP's code and status", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const client = await connect(server.url);
    const split = await client.callTool({ name: "get_metric", arguments: { ...INPUTS.get_metric, metric_name: "debt" } });
    expect(split.isError).toBe(true);
    expect(toolError(split)).toMatchObject({ status: 400, error: { code: "equivalence_group_split" } });
    const invalid = await client.callTool({ name: "get_metric", arguments: { ...INPUTS.get_metric, quarter: 5 } });
    expect(toolError(invalid)).toMatchObject({ status: 422, detail: [{ loc: ["query", "quarter"] }] });
    // CSV and Parquet are HTTP's: over MCP, `format` is an input the tool does not take.
    const csv = await client.callTool({ name: "get_metric_series", arguments: { ...INPUTS.get_metric_series, format: "csv" } });
    expect(toolError(csv)).toMatchObject({ status: 422, detail: [{ loc: ["query", "format"], type: "extra_forbidden" }] });
    const noEdgar = await client.callTool({ name: "get_issuer_submissions_meta", arguments: { ticker: "AAPL" } });
    expect(toolError(noEdgar)).toMatchObject({ status: 503, error: { code: "edgar_unavailable" } });
    await client.close();
  });

  it("an SDK client that validates structured content (tools listed first) reads the code and message of a 401, 403, 422 and 429", async () => {
    const server = await serve(IMPLEMENTED_TOOLS, { ...ROOMY_LIMITS, registered: { points: 1, windowSeconds: 3600 } });
    const call = async (authorization: string | undefined, args: Record<string, unknown>, name = "get_metric") => {
      const client = await connect(server.url, authorization);
      // Listing caches each tool's output schema: from then on the client validates structured content.
      await client.listTools();
      try {
        return toolError(await client.callTool({ name, arguments: args }));
      } finally {
        await client.close();
      }
    };
    const refusals = {
      401: await call("Bearer fds_not_a_key_00000000000000000000", INPUTS.get_metric!),
      403: await call(`Bearer ${key.registered}`, { accession: "0000320193-24-000123", concept: "us-gaap:Revenues" }, "cite_concept"),
      422: await call(undefined, { ...INPUTS.get_metric, quarter: 9 }),
    };
    const registered = await connect(server.url, `Bearer ${key.registered}`);
    await registered.listTools();
    expect((await registered.callTool({ name: "get_filings", arguments: INPUTS.get_filings })).isError).toBeFalsy();
    const limited = toolError(await registered.callTool({ name: "get_filings", arguments: INPUTS.get_filings }));
    await registered.close();
    expect(refusals[401]).toMatchObject({ status: 401, error: { code: "unauthorized", message: expect.any(String) } });
    expect(refusals[403]).toMatchObject({ status: 403, error: { code: "forbidden_tier", message: expect.stringContaining("paid") } });
    expect(refusals[422]).toMatchObject({ status: 422, detail: [{ loc: ["query", "quarter"], msg: expect.any(String) }] });
    expect(limited).toMatchObject({
      status: 429,
      error: {
        code: "rate_limited",
        message: expect.stringContaining("rate limit of 1 requests"),
        retry_after_seconds: expect.any(Number),
      },
    });
  });

  it("malformed JSON is a JSON-RPC parse error (-32700) with HTTP 400; the API's routes keep their 422", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          authorization: `Bearer ${key.internal}`,
        },
        body,
      });
    for (const body of ['{"jsonrpc": "2.0", "method": "tools/list", "id": 1', "not json", `${"[".repeat(100)}${"]".repeat(100)}`]) {
      const res = await post("/mcp", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        jsonrpc: "2.0",
        error: { code: -32700, message: expect.stringMatching(/^Parse error/) },
        id: null,
      });
    }
    const listed = await post("/mcp", JSON.stringify({ jsonrpc: "2.0", method: "tools/list", id: 1 }));
    expect(listed.status).toBe(200);
    expect((await listed.json()).result.tools.length).toBe(IMPLEMENTED_TOOLS.length);
    const api = await post("/api/warm", "not json");
    expect(api.status).toBe(422);
  });

  it("lists each tool's behaviour hints from the manifest", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const client = await connect(server.url);
    const hints = new Map((await client.listTools()).tools.map((t) => [t.name, t.annotations]));
    await client.close();
    expect(hints.get("get_metric")).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: true });
    expect(hints.get("warm_metric_cache")).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true,
    });
    expect(hints.get("get_tag_equivalence_registry")).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect([...hints.values()].every((h) => h?.idempotentHint === true && h.destructiveHint === false)).toBe(true);
  });

  it("the tier matrix holds over MCP", async () => {
    const server = await serve(ECHO_TOOLS);
    const input = { ticker: "AAPL", year: 2024, quarter: 4 };
    const expected: [string, string | undefined, Record<string, number | "ok">][] = [
      ["no key", undefined, { get_filings: "ok", get_filing_document: 401, cite_concept: 401, list_extraction_schemas: 401 }],
      [
        "registered",
        `Bearer ${key.registered}`,
        { get_filings: "ok", get_filing_document: "ok", cite_concept: 403, list_extraction_schemas: 403 },
      ],
      ["paid", `Bearer ${key.paid}`, { get_filings: "ok", get_filing_document: "ok", cite_concept: "ok", list_extraction_schemas: 403 }],
      [
        "internal",
        `Bearer ${key.internal}`,
        { get_filings: "ok", get_filing_document: "ok", cite_concept: "ok", list_extraction_schemas: "ok" },
      ],
      [
        "playground",
        `Bearer ${PLAYGROUND_TOKEN}`,
        { get_filings: "ok", get_filing_document: "ok", cite_concept: 403, list_extraction_schemas: 403 },
      ],
      [
        "bad key",
        "Bearer fds_nope_nope_nope_nope_nope_nope_nope",
        { get_filings: 401, get_filing_document: 401, cite_concept: 401, list_extraction_schemas: 401 },
      ],
    ];
    for (const [who, authorization, outcomes] of expected) {
      const client = await connect(server.url, authorization);
      for (const [tool, outcome] of Object.entries(outcomes)) {
        const result = await client.callTool({ name: tool, arguments: input });
        if (outcome === "ok") expect(result.isError, `${who} ${tool}: ${JSON.stringify(result.content)}`).toBeFalsy();
        else expect(toolError(result), `${who} ${tool}`).toMatchObject({ status: outcome });
      }
      await client.close();
    }
  });

  it("HTTP and MCP share one bucket: 3 HTTP + 2 MCP calls use up a public bucket of 5", async () => {
    const server = await serve(IMPLEMENTED_TOOLS, { ...ROOMY_LIMITS, public: { points: 5, windowSeconds: 3600 } });
    const url = `${server.url}/api/filings?${queryOf(INPUTS.get_filings!)}`;
    for (let i = 0; i < 3; i++) expect((await fetch(url)).status).toBe(200);
    const client = await connect(server.url);
    for (let i = 0; i < 2; i++) expect((await client.callTool({ name: "get_filings", arguments: INPUTS.get_filings })).isError).toBeFalsy();
    expect((await fetch(url)).status).toBe(429);
    const limited = await client.callTool({ name: "get_filings", arguments: INPUTS.get_filings });
    expect(toolError(limited)).toMatchObject({ status: 429, error: { code: "rate_limited" } });
    // Listing tools costs nothing.
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await client.close();
  });

  it("extract_filing_file (internal, MCP only) pages a stored document as markdown or text", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const internalClient = await connect(server.url, `Bearer ${key.internal}`);
    const args = { accession: "0000320193-24-000123", max_chars: 50_000 };
    const first = await internalClient.callTool({ name: "extract_filing_file", arguments: args });
    expect(first.isError, JSON.stringify(first.content).slice(0, 300)).toBeFalsy();
    const page = first.structuredContent as {
      file: { name: string; role: string };
      total_chars: number;
      next_char_start: number | null;
      content: string;
      truncated: boolean;
    };
    expect(page.file).toMatchObject({ name: "aapl-20240928.htm", role: "primary" });
    expect(page.truncated).toBe(true);
    expect(page.content).not.toContain("ix:");
    // Pages concatenate to the whole document.
    let whole = page.content;
    for (let next = page.next_char_start; next !== null; ) {
      const more = (
        await internalClient.callTool({ name: "extract_filing_file", arguments: { ...args, char_start: next, max_chars: 2_000_000 } })
      ).structuredContent as typeof page;
      whole += more.content;
      next = more.next_char_start;
    }
    expect(whole.length).toBe(page.total_chars);
    expect(whole).toContain("| Net sales");
    const text = (await internalClient.callTool({ name: "extract_filing_file", arguments: { ...args, format: "text" } }))
      .structuredContent as typeof page;
    expect(text.content).not.toMatch(/^\|/m);
    const missing = await internalClient.callTool({
      name: "extract_filing_file",
      arguments: { accession: args.accession, file: "nope.htm" },
    });
    expect(toolError(missing)).toMatchObject({ status: 404, error: { code: "not_found", documents: ["aapl-20240928.htm"] } });
    await internalClient.close();
    const publicClient = await connect(server.url);
    expect(toolError(await publicClient.callTool({ name: "extract_filing_file", arguments: args }))).toMatchObject({
      status: 401,
      error: { code: "unauthorized", required_tier: "internal" },
    });
    await publicClient.close();
  });

  it("MCP-only tools are not reachable over plain HTTP", async () => {
    const server = await serve(IMPLEMENTED_TOOLS);
    const res = await fetch(`${server.url}/_mcp/get_issuer_submissions_meta`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ticker: "AAPL" }),
    });
    expect(res.status).toBe(404);
    const spec = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).some((p) => p.includes("_mcp") || p === "/mcp")).toBe(false);
  });
});
