import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/api/index.js";
import { issueApiKey } from "../../src/auth/index.js";
import { registerMcpEndpoint } from "../../src/mcp/index.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";
import { requireCorpus } from "../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../support/extraction-app.js";

const corpus = requireCorpus();
const ROUTE = "/api/operational-kpis/drivers";

type Row = {
  status: string;
  topic: string;
  value: number | null;
  source: { kind: string; start: number | null; end: number | null; text: string | null; document: string } | null;
};

describe.skipIf(!corpus)("GET /api/operational-kpis/drivers and the MCP-only get_operational_kpi_drivers", () => {
  let x: ExtractionApp;
  let keys: ApiKeyStore;
  let server: RunningServer;
  let mcpKey: string;
  const keysDir = mkdtempSync(path.join(tmpdir(), "fds-kpi-keys-"));
  const get = (query: string, key: string | null) =>
    x.app.inject({ method: "GET", url: `${ROUTE}?${query}`, headers: key ? { authorization: `Bearer ${key}` } : {} });

  beforeAll(async () => {
    x = await extractionApp(corpus as string, ["NFLX", "TSLA"]);
    // The MCP server's own key store (the app's keys are not exposed by the helper).
    keys = await openApiKeyStore({ dataDir: keysDir });
    mcpKey = (await issueApiKey(keys, { name: "paid", tier: "paid" })).key;
    server = await startServer({
      deps: x.deps,
      tools: IMPLEMENTED_TOOLS,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
      port: 0,
      host: "127.0.0.1",
      extend: (app) => registerMcpEndpoint(app, IMPLEMENTED_TOOLS),
    });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await keys?.close();
    await x?.close();
    rmSync(keysDir, { recursive: true, force: true });
  });

  it("paid tier: 401 without a key, 403 for a registered key, 200 for paid; rows cite the markdown the document route serves", async () => {
    expect((await get("ticker=NFLX&year=2024&quarter=4", null)).statusCode).toBe(401);
    expect((await get("ticker=NFLX&year=2024&quarter=4", x.key.registered)).statusCode).toBe(403);
    const res = await get("ticker=NFLX&year=2024&quarter=4&topic=subscribers_members", x.key.paid);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filing.accession).toBe("0001065280-25-000044");
    const rows: Row[] = body.rows;
    expect(rows[0]!.topic).toBe("subscribers_members");
    expect(rows.some((r) => r.source?.kind === "extension_concept")).toBe(true);
    const doc = await x.app.inject({
      method: "GET",
      url: `/api/filing/document?accession=${body.filing.accession}&max_chars=2000000`,
      headers: { authorization: `Bearer ${x.key.paid}` },
    });
    const markdown: string = doc.json().markdown;
    for (const r of rows)
      if (r.source?.start != null && r.source.kind !== "transcript_turn")
        expect(markdown.slice(r.source.start, r.source.end!)).toBe(r.source.text);
  });

  it("bounds and errors: quarter 1-4 and integers, unknown topic or source (422), an unknown company (400, the route declares no 404)", async () => {
    expect((await get("ticker=NFLX&year=2024&quarter=5", x.key.paid)).statusCode).toBe(422);
    expect((await get("ticker=NFLX&year=2024&quarter=0", x.key.paid)).statusCode).toBe(422);
    expect((await get("ticker=NFLX&year=1e309&quarter=4", x.key.paid)).statusCode).toBe(422);
    expect((await get("ticker=NFLX&year=2024", x.key.paid)).statusCode).toBe(422);
    expect((await get("ticker=NFLX&year=2024&quarter=4&filter_to_topic=maybe", x.key.paid)).statusCode).toBe(422);
    const topic = await get("ticker=NFLX&year=2024&quarter=4&topic=weather", x.key.paid);
    expect(topic.statusCode).toBe(422);
    expect(topic.json().detail[0]).toMatchObject({ loc: ["query", "topic"], type: "string_pattern_mismatch" });
    // Topics and aliases in any case, a space or dash for an underscore, as the tool reads them.
    for (const spelled of ["Subscribers_Members", "subscribers-members", "subscribers%20members"]) {
      expect((await get(`ticker=NFLX&year=2024&quarter=4&topic=${spelled}`, x.key.paid)).statusCode).toBe(200);
    }
    expect((await get("ticker=NFLX&year=2024&quarter=4&source=8k", x.key.paid)).statusCode).toBe(422);
    expect((await get("ticker=NFLX&year=2024&quarter=4&source=XBRL", x.key.paid)).statusCode).toBe(200);
    const unknown = await get("ticker=ZZZZ&year=2024&quarter=4", x.key.paid);
    expect(unknown.statusCode).toBe(400);
  });

  it("absence row over HTTP: a topic not found has value null; filter_to_topic=1 answers it alone", async () => {
    const body = (await get("ticker=TSLA&year=2024&quarter=4&topic=backlog&filter_to_topic=1", x.key.paid)).json();
    expect(body.rows).toEqual([expect.objectContaining({ status: "absent", topic: "backlog", value: null, source: null })]);
    expect(body.counts).toMatchObject({ rows: 0, absent: 1 });
  });

  it("the second identical request is served from the result cache (same body)", async () => {
    const q = "ticker=TSLA&year=2024&quarter=4&include_non_numeric=true";
    const first = await get(q, x.key.paid);
    const hitsBefore = x.deps.results!.counts().hits;
    const second = await get(q, x.key.paid);
    expect(second.body).toBe(first.body);
    expect(x.deps.results!.counts().hits).toBe(hitsBefore + 1);
  });

  it("get_operational_kpi_drivers exists over MCP only: grouped by topic with one-line summaries", async () => {
    expect(
      (
        await x.app.inject({
          method: "POST",
          url: "/_mcp/get_operational_kpi_drivers",
          headers: { authorization: `Bearer ${x.key.paid}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    const client = new Client({ name: "fds-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${mcpKey}` } } }),
    );
    const listed = (await client.listTools()).tools.map((t) => t.name);
    expect(listed).toEqual(expect.arrayContaining(["get_operational_kpi_drivers", "get_operational_kpi_driver_rows"]));
    const result = await client.callTool({
      name: "get_operational_kpi_drivers",
      arguments: { ticker: "NFLX", year: 2024, quarter: 4, topic: "arpu" },
    });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as { topics: { topic: string; summary: string; rows: Row[] }[] };
    expect(out.topics[0]!.topic).toBe("arpu");
    expect(out.topics[0]!.summary).toContain("Average monthly revenue per paying membership $11.7 (fiscal 2024 FY)");
    const members = out.topics.find((t) => t.topic === "subscribers_members")!;
    expect(members.summary).toContain("value(s) from");
    expect(members.rows.length).toBeGreaterThan(5);
    const absent = await client.callTool({
      name: "get_operational_kpi_drivers",
      arguments: { ticker: "NFLX", year: 2024, quarter: 4, topic: "backlog", filter_to_topic: true },
    });
    expect((absent.structuredContent as { topics: { summary: string }[] }).topics[0]!.summary).toContain("not reported");
    await client.close();
  });
});
