import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
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
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }),
      {
        gate: new LocalRequestGate({ requestsPerSecond: 1000 }),
      },
    );
    deps = { ...stored.deps, fetcher: new EdgarFilingFetcher(client, stored.deps.store) };
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    for (const tier of ["registered", "paid", "internal"] as const) keyOf[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
    internal = keyOf.internal as string;
    app = await buildApp({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
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
      {
        q: "ticker=AAPL&year=2024&quarter=4&metric_name=net_income",
        cik: 320193,
        acc: "0000320193-24-000123",
        period: { start: "2023-10-01", end: "2024-09-28" },
      },
      {
        q: "ticker=NVDA&year=2026&quarter=2&metric_name=revenue",
        cik: 1045810,
        acc: "0001045810-25-000209",
        period: { start: "2025-04-28", end: "2025-07-27" },
      },
      {
        q: "ticker=NVDA&year=2025&quarter=4&metric_name=operating_cash_flow",
        cik: 1045810,
        acc: "0001045810-25-000023",
        period: { start: "2024-01-29", end: "2025-01-26" },
      },
      {
        q: "ticker=GOOGL&year=2024&quarter=4&metric_name=revenue",
        cik: 1652044,
        acc: "0001652044-25-000014",
        period: { start: "2024-01-01", end: "2024-12-31" },
      },
      {
        q: "ticker=GOOGL&year=2024&quarter=4&metric_name=eps_diluted",
        cik: 1652044,
        acc: "0001652044-25-000014",
        period: { start: "2024-01-01", end: "2024-12-31" },
      },
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
    expect(revenue).toMatchObject({
      value: 25_500_000_000,
      period: { start: "2024-04-01", end: "2024-06-30" },
      source_ref: { context_id: "c-33" },
    });
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
      for (const [quarter, status] of [
        ["0", 422],
        ["1", null],
        ["4", 200],
        ["5", 422],
      ] as const) {
        const res = await get(`${path}?${query.replace(new RegExp(`${param}=\\d`), `${param}=${quarter}`)}`);
        if (status === null) expect(res.statusCode, `${path} ${param}=1`).not.toBe(422);
        else expect(res.statusCode, `${path} ${param}=${quarter}: ${res.body}`).toBe(status);
      }
    }
    const series = (periods: number) =>
      get(`/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2024&end_quarter=4&cached_only=true&periods=${periods}`);
    expect((await series(0)).statusCode).toBe(422);
    expect((await series(1)).json().points).toHaveLength(1);
    expect((await series(20)).json().points).toHaveLength(20);
    expect((await series(21)).json()).toMatchObject({ detail: [{ loc: ["query", "periods"], type: "less_than_equal" }] });
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4")).json().metrics).toHaveLength(200);
    expect(
      (await get("/api/financials/search_metrics?ticker=AAPL&year=2024&quarter=4&query=income")).json().metrics.length,
    ).toBeLessThanOrEqual(20);
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4&limit=0")).statusCode).toBe(422);
    expect((await get("/api/financials/list_metrics?ticker=AAPL&year=2024&quarter=4&date_type=H")).statusCode).toBe(422);
    expect((await get("/api/metric?ticker=AAPL&year=2024&quarter=4")).json()).toMatchObject({
      detail: [{ loc: ["query", "metric_name"], type: "missing" }],
    });
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

  // Issue 9.
  it("periods that only a later filing reports are answered from the store, citing it, without EDGAR", async () => {
    const noEdgar = await buildApp({
      deps: { ...deps, fetcher: null },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      for (const server of [app, noEdgar]) {
        const call = (q: string) => server.inject({ url: `/api/metric?${q}`, headers: { authorization: `Bearer ${internal}` } });
        // Apple fiscal 2022 Q4 alone (was 404): its 10-K's year minus the nine months in the fiscal 2023 Q3 10-Q's comparative column.
        const q4 = await call("ticker=AAPL&year=2022&quarter=4&metric_name=revenue&date_type=Q");
        expect(q4.statusCode, q4.body).toBe(200);
        const fy = secValue(corpus!, 320193, q4.json().metric.concept, { start: "2021-09-26", end: "2022-09-24" }, "0000320193-22-000108")!;
        const nine = secValue(
          corpus!,
          320193,
          q4.json().metric.concept,
          { start: "2021-09-26", end: "2022-06-25" },
          "0000320193-23-000077",
        )!;
        expect(q4.json().current).toMatchObject({ value: fy - nine, source: "derived", reported_in: "comparative" });
        expect(q4.json().current.value).toBe(90_146_000_000);
        expect(q4.json().current.derivation.inputs.map((i: { accession: string }) => i.accession)).toEqual([
          "0000320193-22-000108",
          "0000320193-23-000077",
        ]);
        // NVIDIA fiscal 2024 (was edgar_unavailable without EDGAR): the fiscal 2025 10-K's comparative column, EDGAR never asked.
        const before = replica.requests.length;
        const nvda = await call("ticker=NVDA&year=2024&quarter=4&metric_name=revenue");
        // Nothing about NVIDIA is asked of EDGAR (the no-EDGAR server below answers the same).
        const asked = replica.requests.slice(before).map((r) => r.path);
        expect(
          asked.filter((path) => /1045810|nvda/i.test(path)),
          asked.join(", "),
        ).toEqual([]);
        expect(nvda.statusCode, nvda.body).toBe(200);
        expect(nvda.json().current).toMatchObject({
          value: 60_922_000_000,
          reported_in: "comparative",
          period: { start: "2023-01-30", end: "2024-01-28" },
        });
        expect(nvda.json().current.value).toBe(
          secValue(corpus!, 1045810, nvda.json().metric.concept, { start: "2023-01-30", end: "2024-01-28" }, "0001045810-25-000023"),
        );
        expect(nvda.json().filing).toMatchObject({ accession: "0001045810-25-000023", reported_in: "comparative", cache_status: "cached" });
        // A period no stored filing reports still goes to EDGAR (503 without it).
        if (server === noEdgar) {
          const absent = await call("ticker=AAPL&year=2019&quarter=4&metric_name=revenue");
          expect(absent.statusCode).toBe(503);
          expect(absent.json().error.code).toBe("edgar_unavailable");
        }
      }
    } finally {
      await noEdgar.close();
    }
  });

  // Issue 9.
  it("basis=as_reported (default) or latest on metric, series and financials; a restatement shows both", async () => {
    const asReported = (await get("/api/metric?ticker=NVDA&year=2023&quarter=4&metric_name=eps_diluted")).json();
    const latest = (await get("/api/metric?ticker=NVDA&year=2023&quarter=4&metric_name=eps_diluted&basis=latest")).json();
    expect([asReported.basis, asReported.current.value, asReported.filing.accession]).toEqual([
      "as_reported",
      1.74,
      "0001045810-23-000017",
    ]);
    expect([latest.basis, latest.current.value, latest.filing.accession]).toEqual(["latest", 0.17, "0001045810-25-000023"]);
    expect(latest.current.restated).toMatchObject({ as_reported: { value: 1.74 }, latest: { value: 0.17 } });
    const series = (
      await get(
        "/api/metric/series?ticker=NVDA&metric_name=eps_diluted&end_year=2025&end_quarter=4&periods=3&date_type=FY&cached_only=true&basis=latest",
      )
    ).json();
    // Fiscal 2023, 2024 and 2025 as the fiscal 2025 10-K (the latest reporting each) states them, split-adjusted.
    const years = [
      ["2022-01-31", "2023-01-29"],
      ["2023-01-30", "2024-01-28"],
      ["2024-01-29", "2025-01-26"],
    ];
    const expected = years.map(([start, end]) =>
      secValue(corpus!, 1045810, "us-gaap:EarningsPerShareDiluted", { start: start!, end: end! }, "0001045810-25-000023"),
    );
    expect(expected).toEqual([0.17, 1.19, 2.94]);
    expect(series.points.map((p: { value: { value: number } | null }) => p.value?.value ?? null)).toEqual(expected);
    expect(series.points.map((p: { reported_in: string }) => p.reported_in)).toEqual(["comparative", "comparative", "own_filing"]);
    const financials = (await get("/api/financials?ticker=NVDA&year=2024&quarter=4")).json();
    expect(financials).toMatchObject({ basis: "as_reported", filing: { accession: "0001045810-25-000023", reported_in: "comparative" } });
    expect(financials.counts.rows).toBeGreaterThan(50);
    expect(financials.counts.comparative).toBe(financials.counts.rows);
    for (const row of financials.rows) expect(row.period.end).toBe("2024-01-28");
    const bad = await get("/api/metric?ticker=NVDA&year=2023&quarter=4&metric_name=eps_diluted&basis=newest");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(["query", "basis"]);
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

  it("cached_only and the playground never fetch; what a stored filing reports as a comparative is cached", async () => {
    const before = replica.requests.length;
    // Netflix's fiscal 2024 10-K (fetched above) reports fiscal 2023 and 2022 as comparatives; nothing stored reports 2021 or 2020.
    const series = await get(
      "/api/metric/series?ticker=NFLX&metric_name=revenue&end_year=2023&end_quarter=4&periods=4&date_type=FY&cached_only=true",
    );
    expect(series.statusCode).toBe(200);
    expect(
      series
        .json()
        .points.map(
          (p: { fiscal_year: number; cache_status: string; reported_in: string | null }) =>
            `${p.fiscal_year} ${p.cache_status} ${p.reported_in}`,
        ),
    ).toEqual(["2020 not_cached null", "2021 not_cached null", "2022 cached comparative", "2023 cached comparative"]);
    const playground = (year: number) =>
      app.inject({
        url: `/api/metric?ticker=NFLX&year=${year}&quarter=4&metric_name=revenue`,
        headers: { authorization: `Bearer ${PLAYGROUND_TOKEN}` },
      });
    expect((await playground(2021)).statusCode).toBe(403);
    expect((await playground(2023)).json().current.reported_in).toBe("comparative");
    expect(replica.requests.length).toBe(before);
  });

  it("EDGAR failing is 502; EDGAR not having the filing is filing_not_found (400 on /api/filings, which declares no 404)", async () => {
    const deadClient = new EdgarClient(
      edgarConfigFromEnv(
        {},
        {
          userAgent: "fds tests tests@example.com",
          wwwUrl: "http://127.0.0.1:9",
          dataUrl: "http://127.0.0.1:9",
          cacheDir: join(tmpdir(), "fds-dead-cache"),
          maxRetries: 0,
          timeoutMs: 2000,
        },
      ),
    );
    const broken = await buildApp({
      deps: { ...deps, fetcher: new EdgarFilingFetcher(deadClient, deps.store) },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      const res = await broken.inject({
        url: "/api/filings?ticker=NFLX&year=2021&quarter=4",
        headers: { authorization: `Bearer ${internal}` },
      });
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
