import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { EdgarClient, edgarConfigFromEnv, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore, secValue } from "../support/corpus-store.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();

/** The seven financial-facts routes with a valid query for a cached Apple period. */
const ROUTES: Record<string, string> = {
  "/api/financials": "ticker=AAPL&year=2024&quarter=4",
  "/api/metric": "ticker=AAPL&year=2024&quarter=4&metric_name=revenue",
  "/api/metric/series": "ticker=AAPL&metric_name=revenue&end_year=2024&end_quarter=4&periods=2&cached_only=true",
  "/api/financials/list_metrics": "ticker=AAPL&year=2024&quarter=4&limit=5",
  "/api/financials/search_metrics": "ticker=AAPL&year=2024&quarter=4&query=net%20income",
  "/api/filings": "ticker=AAPL&year=2024&quarter=4",
  "/api/filing/describe": "ticker=AAPL&year=2024&quarter=4",
};

describe.skipIf(!corpus)("financial-facts routes on corpus filings", () => {
  let app: FastifyInstance;
  let keys: ApiKeyStore;
  let replica: Replica;
  let deps: ToolDeps;
  let internal: string;
  const keyOf: Record<string, string> = {};
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["AAPL", "NVDA", "GOOGL", "TSLA"]);
    replica = await startReplica({ corpusDir: corpus as string });
    const cacheDir = await mkdtemp(join(tmpdir(), "fds-routes-cache-"));
    const client = new EdgarClient(edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }), {
      gate: new LocalRequestGate({ requestsPerSecond: 1000 }),
    });
    deps = { ...stored.deps, fetcher: new EdgarFilingFetcher(client, stored.deps.store) };
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    for (const tier of ["registered", "paid", "internal"] as const) keyOf[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
    internal = keyOf.internal as string;
    app = await buildApp({ deps, keys, limits: ROOMY_LIMITS, limiterBackend: "memory", playgroundToken: PLAYGROUND_TOKEN, trustProxy: false });
    cleanup = async () => {
      await app.close();
      await keys.close();
      await replica.close();
      await stored.close();
      await rm(cacheDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = internal) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("metric: Apple (September year), NVIDIA (January year) and Alphabet (calendar year) equal the SEC's companyfacts", async () => {
    const cases = [
      { q: "ticker=AAPL&year=2024&quarter=4&metric_name=net_income", cik: 320193, acc: "0000320193-24-000123", period: { start: "2023-10-01", end: "2024-09-28" } },
      { q: "ticker=NVDA&year=2026&quarter=2&metric_name=revenue", cik: 1045810, acc: "0001045810-25-000209", period: { start: "2025-04-28", end: "2025-07-27" } },
      { q: "ticker=NVDA&year=2025&quarter=4&metric_name=operating_cash_flow", cik: 1045810, acc: "0001045810-25-000023", period: { start: "2024-01-29", end: "2025-01-26" } },
      { q: "ticker=GOOGL&year=2024&quarter=4&metric_name=revenue", cik: 1652044, acc: "0001652044-25-000014", period: { start: "2024-01-01", end: "2024-12-31" } },
      { q: "ticker=GOOGL&year=2024&quarter=4&metric_name=eps_diluted", cik: 1652044, acc: "0001652044-25-000014", period: { start: "2024-01-01", end: "2024-12-31" } },
    ];
    for (const c of cases) {
      const res = await get(`/api/metric?${c.q}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.current.period, c.q).toEqual({ type: "duration", ...c.period });
      expect(body.current.value, c.q).toBe(secValue(corpus!, c.cik, body.metric.concept, c.period, c.acc));
      expect(body.filing.accession).toBe(c.acc);
    }
  });

  it("financials: Tesla's calendar Q2 holds only that quarter's durations and instants", async () => {
    const res = await get("/api/financials?ticker=TSLA&year=2024&quarter=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.filing.accession).toBe("0001628280-24-032662");
    for (const row of body.rows) expect(row.period.end).toBe("2024-06-30");
    const revenue = body.rows.find((r: { concept: string; axis_key: string }) => r.concept === "us-gaap:Revenues" && r.axis_key === "");
    // Read by hand from tsla-20240630_htm.xml: context c-33 (2024-04-01..2024-06-30), and c-1
    // (six months, 46,801) and c-34 (Q2 2023, 24,927) must not appear.
    expect(revenue).toMatchObject({ value: 25_500_000_000, period: { start: "2024-04-01", end: "2024-06-30" }, source_ref: { context_id: "c-33" } });
    expect(body.rows.some((r: { value: number }) => r.value === 46_801_000_000 || r.value === 24_927_000_000)).toBe(false);
  });

  it("every route answers a cached period", async () => {
    for (const [path, query] of Object.entries(ROUTES)) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  });

  it("tier matrix on the real routes: public tools for every tier, 401 for a bad key", async () => {
    const callers: [string, Record<string, string>, number][] = [
      ["no key", {}, 200],
      ["registered", { authorization: `Bearer ${keyOf.registered}` }, 200],
      ["paid", { authorization: `Bearer ${keyOf.paid}` }, 200],
      ["internal", { authorization: `Bearer ${keyOf.internal}` }, 200],
      ["playground (cached)", { authorization: `Bearer ${PLAYGROUND_TOKEN}` }, 200],
      ["bad key", { authorization: "Bearer fds_not_a_real_key_000000000000000" }, 401],
    ];
    for (const [path, query] of Object.entries(ROUTES)) {
      for (const [who, headers, status] of callers) {
        const res = await app.inject({ url: `${path}?${query}`, headers });
        expect(res.statusCode, `${who} ${path}: ${res.body}`).toBe(status);
      }
    }
  });

  it("bounds of spec part 8 hold at both edges on every route", async () => {
    for (const [path, query] of Object.entries(ROUTES)) {
      const param = path === "/api/metric/series" ? "end_quarter" : "quarter";
      for (const [quarter, status] of [["0", 422], ["1", null], ["4", 200], ["5", 422]] as const) {
        const res = await get(`${path}?${query.replace(new RegExp(`${param}=\\d`), `${param}=${quarter}`)}`);
        if (status === null) expect(res.statusCode, `${path} ${param}=1`).not.toBe(422);
        else expect(res.statusCode, `${path} ${param}=${quarter}: ${res.body}`).toBe(status);
      }
    }
    const series = (periods: number) => get(`/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2024&end_quarter=4&cached_only=true&periods=${periods}`);
    expect((await series(0)).statusCode).toBe(422);
    expect((await series(1)).json().points).toHaveLength(1);
    expect((await series(20)).json().points).toHaveLength(20);
    expect((await series(21)).json()).toMatchObject({ detail: [{ loc: ["query", "periods"], type: "less_than_equal" }] });
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4")).json().metrics).toHaveLength(200);
    expect((await get("/api/financials/search_metrics?ticker=AAPL&year=2024&quarter=4&query=income")).json().metrics.length).toBeLessThanOrEqual(20);
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4&limit=0")).statusCode).toBe(422);
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4&date_type=H")).statusCode).toBe(422);
    expect((await get("/api/metric?ticker=AAPL&year=2024&quarter=4")).json()).toMatchObject({ detail: [{ loc: ["query", "metric_name"], type: "missing" }] });
  });

  it("the OpenAPI document shows each tool's corpus example", async () => {
    const spec = (await app.inject({ url: "/openapi.json" })).json();
    const params = spec.paths["/api/metric"].get.parameters as { name: string; example?: unknown }[];
    expect(params.find((p) => p.name === "metric_name")?.example).toBe("revenue");
    expect(params.find((p) => p.name === "year")?.example).toBe(2024);
    const body = spec.paths["/api/concept/compare"].post.requestBody.content["application/json"];
    expect(body.example).toMatchObject({ concept: "revenue", tickers: ["AAPL", "NVDA", "GOOGL"] });
  });

  it("errors say what went wrong with the right status", async () => {
    const split = await get("/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=debt");
    expect(split.statusCode).toBe(400);
    expect(split.json()).toMatchObject({ error: { code: "equivalence_group_split", successors: ["long_term_debt", "short_term_debt"] } });
    const missing = await get("/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=us-gaap:NoSuchThing");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("metric_not_found");
    // No earnings-release 8-K of Apple is stored: source=8k says so rather than answering empty
    // (list_metrics declares no 404, spec 4.1: its 400, code filing_not_found).
    const eightK = await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4&source=8k");
    expect(eightK.statusCode).toBe(400);
    expect(eightK.json().error.code).toBe("filing_not_found");
  });

  it("a cache miss fetches the filing from EDGAR (the replica), stores it, and answers; the next call is cached", async () => {
    const before = replica.requests.length;
    const first = await get("/api/metric?ticker=NFLX&year=2024&quarter=4&metric_name=revenue");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().filing).toMatchObject({ accession: "0001065280-25-000044", cache_status: "fetched" });
    expect(replica.requests.length).toBeGreaterThan(before);
    const afterFetch = replica.requests.length;
    const second = await get("/api/metric?ticker=NFLX&year=2024&quarter=4&metric_name=revenue");
    expect(second.json().filing.cache_status).toBe("cached");
    expect(second.json().current).toEqual(first.json().current);
    expect(replica.requests.length).toBe(afterFetch);
  });

  it("cached_only and the playground never fetch", async () => {
    const before = replica.requests.length;
    const series = await get("/api/metric/series?ticker=NFLX&metric_name=revenue&end_year=2023&end_quarter=4&periods=2&date_type=FY&cached_only=true");
    expect(series.statusCode).toBe(200);
    expect(series.json().points.map((p: { cache_status: string }) => p.cache_status)).toEqual(["not_cached", "not_cached"]);
    const playground = await app.inject({ url: "/api/metric?ticker=NFLX&year=2023&quarter=4&metric_name=revenue", headers: { authorization: `Bearer ${PLAYGROUND_TOKEN}` } });
    expect(playground.statusCode).toBe(403);
    expect(replica.requests.length).toBe(before);
  });

  it("EDGAR failing is 502; EDGAR not having the filing is filing_not_found (400 on /api/filings, which declares no 404)", async () => {
    const deadClient = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: "http://127.0.0.1:9", dataUrl: "http://127.0.0.1:9", cacheDir: join(tmpdir(), "fds-dead-cache"), maxRetries: 0, timeoutMs: 2000 }),
    );
    const broken = await buildApp({ deps: { ...deps, fetcher: new EdgarFilingFetcher(deadClient, deps.store) }, keys, limits: ROOMY_LIMITS, limiterBackend: "memory", playgroundToken: null, trustProxy: false });
    try {
      const res = await broken.inject({ url: "/api/filings?ticker=NFLX&year=2021&quarter=4", headers: { authorization: `Bearer ${internal}` } });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json().error.code).toBe("upstream_failed");
    } finally {
      await broken.close();
    }
    const absent = await get("/api/filings?ticker=NFLX&year=2015&quarter=4");
    expect(absent.statusCode, absent.body).toBe(400);
    expect(absent.json().error.code).toBe("filing_not_found");
  });
});
