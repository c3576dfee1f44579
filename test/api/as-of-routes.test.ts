import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/api/index.js";
import { issueApiKey } from "../../src/auth/index.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { registerMcpEndpoint } from "../../src/mcp/index.js";
import { CachingFilingStore, openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { ResultCache } from "../../src/tools/result-cache.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();

const K2023 = "0001045810-23-000017";
const K2025 = "0001045810-25-000023";
const EPS_2023 = "/api/metric?ticker=NVDA&year=2023&quarter=4&metric_name=eps_diluted&basis=latest";
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!corpus)("as_of over HTTP and MCP", () => {
  let server: RunningServer;
  let keys: ApiKeyStore;
  let key: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["NVDA", "AAPL"]);
    const store = new CachingFilingStore(stored.deps.store, { checkEveryMs: 0 });
    // No EDGAR: an as_of before every stored report cannot be answered by fetching.
    const deps = { ...stored.deps, store, results: new ResultCache(store) };
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    key = (await issueApiKey(keys, { name: "internal", tier: "internal" })).key;
    server = await startServer({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
      port: 0,
      host: "127.0.0.1",
      extend: (app) => registerMcpEndpoint(app, IMPLEMENTED_TOOLS),
    });
    cleanup = async () => {
      await server.close();
      await keys.close();
      await stored.close();
    };
  }, 120_000);
  afterAll(() => cleanup?.());

  const get = (url: string) => server.app.inject({ url, headers: { authorization: `Bearer ${key}` } });
  const post = (url: string, payload: object) =>
    server.app.inject({ method: "POST", url, payload, headers: { authorization: `Bearer ${key}` } });

  it("states the day it answered for; the result cache keeps answers of different days (and none) apart", async () => {
    const before = await get(`${EPS_2023}&as_of=2025-02-25`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ as_of: "2025-02-25", filing: { accession: K2023 }, current: { value: 1.74 } });
    const now = await get(EPS_2023);
    expect(now.json()).toMatchObject({ filing: { accession: K2025 }, current: { value: 0.17 } });
    expect(now.json()).not.toHaveProperty("as_of");
    const on = await get(`${EPS_2023}&as_of=2025-02-26`);
    expect(on.json()).toMatchObject({ as_of: "2025-02-26", current: { value: 0.17, restated: { as_reported: { value: 1.74 } } } });
    // Asked again, each from the result cache: the same bodies.
    expect((await get(`${EPS_2023}&as_of=2025-02-25`)).body).toBe(before.body);
    expect((await get(EPS_2023)).body).toBe(now.body);
  });

  it("every as_of tool takes it (query or body) and states it", async () => {
    const asOf = "2025-03-31";
    const answers = [
      await get(`/api/financials?ticker=NVDA&year=2025&quarter=4&as_of=${asOf}`),
      await get(`/api/metric/series?ticker=NVDA&metric_name=revenue&end_year=2025&end_quarter=4&periods=2&date_type=FY&as_of=${asOf}`),
      await get(`/api/statement?ticker=NVDA&statement=income&year=2025&quarter=4&as_of=${asOf}`),
      await get(`/api/concept?ticker=NVDA&year=2025&quarter=4&concept_name=revenue&as_of=${asOf}`),
      await get(`/api/concept/trend?ticker=NVDA&concept_name=revenue&period_from=FY2024&period_to=FY2025&as_of=${asOf}`),
      await post("/api/concept/compare", { concept: "revenue", tickers: ["NVDA", "AAPL"], year: 2024, as_of: asOf }),
      await post("/api/concept/cite", { ticker: "NVDA", year: 2025, quarter: 4, concept_name: "revenue", as_of: asOf }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      expect(answer.json().as_of).toBe(asOf);
    }
  });

  it("a malformed day is a 422 naming as_of; a day after today a 400 saying so", async () => {
    for (const bad of ["2025-02-30", "2025-2-26", "yesterday", "2025-02-26T00:00:00Z"]) {
      const answer = await get(`${EPS_2023}&as_of=${encodeURIComponent(bad)}`);
      expect(answer.statusCode, bad).toBe(422);
      expect(answer.json().detail[0].loc, bad).toEqual(["query", "as_of"]);
    }
    const body = await post("/api/concept/compare", { concept: "revenue", tickers: ["NVDA"], year: 2024, as_of: "2025-13-01" });
    expect(body.statusCode).toBe(422);
    expect(body.json().detail[0].loc).toEqual(["body", "as_of"]);
    const day = tomorrow();
    for (const url of [
      `${EPS_2023}&as_of=${day}`,
      `/api/statement?ticker=NVDA&statement=income&year=2025&quarter=4&as_of=${day}`,
      `/api/metric/series?ticker=NVDA&metric_name=revenue&end_year=2025&end_quarter=4&as_of=${day}`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error).toMatchObject({ code: "bad_request", message: expect.stringContaining(`as_of ${day} is in the future`) });
    }
  });

  it("before every stored report of the company: filing_not_found saying what is stored and from when (404, or 400 where the route declares no 404)", async () => {
    const said = `no stored periodic report of NVDA was filed on or before 2022-12-31 (as_of): the store's 3 periodic reports of NVDA were filed from 2023-02-24 (10-K ${K2023}) to 2025-08-27`;
    const cases: [string, number][] = [
      [`${EPS_2023}&as_of=2022-12-31`, 404],
      ["/api/concept/trend?ticker=NVDA&concept_name=revenue&period_from=FY2022&period_to=FY2023&as_of=2022-12-31", 404],
      ["/api/statement?ticker=NVDA&statement=income&year=2023&quarter=4&as_of=2022-12-31", 400],
      ["/api/metric/series?ticker=NVDA&metric_name=revenue&end_year=2023&end_quarter=4&as_of=2022-12-31", 400],
    ];
    for (const [url, status] of cases) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(status);
      expect(answer.json().error, url).toMatchObject({ code: "filing_not_found", message: expect.stringContaining(said) });
    }
    // Several companies: the one with nothing filed by then says so in its own entry; the others answer.
    const compared = await post("/api/concept/compare", { concept: "revenue", tickers: ["NVDA", "AAPL"], year: 2022, as_of: "2022-12-31" });
    expect(compared.statusCode).toBe(200);
    const [nvda, aapl] = compared.json().companies;
    expect(nvda.error.message).toContain(said);
    expect(aapl).toMatchObject({ ticker: "AAPL", fiscal_year: 2022, error: null, result: { filing: { filed_date: "2022-10-28" } } });
  });

  it("over MCP: the tool lists as_of, and its answer equals the HTTP route's", async () => {
    const client = new Client({ name: "fds-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
    );
    try {
      const { tools } = await client.listTools();
      for (const name of [
        "get_metric",
        "get_metric_series",
        "get_financials",
        "get_statement",
        "get_concept",
        "concept_trend",
        "compare_concept",
        "cite_concept",
      ])
        expect(tools.find((t) => t.name === name)?.inputSchema.properties, name).toHaveProperty("as_of");
      const args = { ticker: "NVDA", year: 2023, quarter: 4, metric_name: "eps_diluted", basis: "latest", as_of: "2025-02-25" };
      const result = await client.callTool({ name: "get_metric", arguments: args });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual((await get(`${EPS_2023}&as_of=2025-02-25`)).json());
      expect(result.structuredContent).toMatchObject({ as_of: "2025-02-25", current: { value: 1.74 } });
    } finally {
      await client.close();
    }
  });
});

describe.skipIf(!corpus)("as_of and EDGAR: no filing filed after the day is fetched", () => {
  let server: RunningServer;
  let replica: Replica;
  let keys: ApiKeyStore;
  let key: string;
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // The store holds none of NVIDIA's filings: EDGAR (the corpus replica) is asked for them.
    stored = await corpusStore(corpus as string, ["AAPL"]);
    replica = await startReplica({ corpusDir: corpus as string });
    const cacheDir = await mkdtemp(join(tmpdir(), "fds-as-of-edgar-"));
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }),
      { gate: new LocalRequestGate({ requestsPerSecond: 1000 }) },
    );
    const deps = { ...stored.deps, fetcher: new EdgarFilingFetcher(client, stored.deps.store) };
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    key = (await issueApiKey(keys, { name: "internal", tier: "internal" })).key;
    server = await startServer({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
      port: 0,
      host: "127.0.0.1",
    });
    cleanup = async () => {
      await server.close();
      await keys.close();
      await replica.close();
      await stored.close();
      await rm(cacheDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => cleanup?.());

  const get = (url: string) => server.app.inject({ url, headers: { authorization: `Bearer ${key}` } });
  const fiscal2025 = "/api/metric?ticker=NVDA&year=2025&quarter=4&metric_name=eps_diluted";
  const folder = K2025.replace(/-/g, "");

  it("the day before NVIDIA's fiscal 2025 10-K was filed, EDGAR is not asked for it; from its filing day it is fetched", async () => {
    const before = await get(`${fiscal2025}&as_of=2025-02-25`);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toMatchObject({
      code: "filing_not_found",
      message: expect.stringContaining("no 10-K of NVDA (CIK 1045810) on EDGAR for fiscal year 2025 filed on or before 2025-02-25 (as_of)"),
    });
    expect(replica.requests.some((r) => r.path.includes(folder))).toBe(false);
    expect(await stored.deps.store.getFiling(K2025)).toBeNull();

    const on = await get(`${fiscal2025}&as_of=2025-02-26`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      as_of: "2025-02-26",
      filing: { accession: K2025, cache_status: "fetched" },
      current: { value: 2.94 },
    });
    expect(replica.requests.some((r) => r.path.includes(folder))).toBe(true);
  });
});
