import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importEstimates } from "../../src/cli/estimates-import-command.js";
import type { EstimateStore } from "../../src/store/index.js";
import { openEstimateStore } from "../../src/store/index.js";
import { IMPLEMENTED_SERVICE_OPERATIONS } from "../../src/tools/registry.js";
import { requireEstimates } from "../support/estimates.js";
import { createTestApp, type TestApp } from "./support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const estimates = requireEstimates();
const ESTIMATE_TOOLS = IMPLEMENTED_SERVICE_OPERATIONS.filter((t) => /estimate/.test(t.name));

describe.skipIf(!estimates)("estimate routes on the shared provider responses (both snapshots imported, real 404s included)", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let dataDir: string;
  let store: EstimateStore;
  const get = (url: string, key: string | null = t.key.registered) =>
    app.inject({ method: "GET", url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-routes-"));
    store = await openEstimateStore({ dataDir });
    await importEstimates(store, estimates!);
    t = await createTestApp();
    const deps = offlineToolDeps(t.store);
    app = await t.rebuild({ tools: ESTIMATE_TOOLS, deps: { ...deps, estimates: store } });
    bare = await t.rebuild({ tools: ESTIMATE_TOOLS, deps });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves six routes, all service operations", () => {
    expect(ESTIMATE_TOOLS.map((x) => x.name).sort()).toEqual([
      "get_estimate_failures",
      "get_estimate_freshness",
      "get_estimate_revision_summary",
      "get_estimate_revisions",
      "get_latest_estimates",
      "list_estimate_tickers",
    ]);
  });

  it("latest: AAPL's 2025-02-24 consensus for the quarter ending 2025-03-31 (mean 1.60796, 27 analysts)", async () => {
    const response = await get("/api/estimates/latest?ticker=AAPL");
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(new Set(rows.map((r) => r.fiscal_date))).toEqual(new Set(["2025-03-31", "2025-06-30"]));
    expect(rows.find((r) => r.fiscal_date === "2025-03-31" && r.metric === "eps")).toMatchObject({
      mean: 1.60796,
      analysts: 27,
      observed_at: "2025-02-24T09:35:00.000Z",
      basis: "observed",
      source: "2025-02/AAPL.earningsTrend.json",
    });
    const years = (await get("/api/estimates/latest?ticker=aapl&period=year")).json() as Array<Record<string, unknown>>;
    expect(years.every((r) => r.period_kind === "year")).toBe(true);
  });

  it("revisions: the history of that quarter, provider history marked (1.68215 ninety days earlier)", async () => {
    const rows = (await get("/api/estimates/revisions?ticker=AAPL&fiscal_date=2025-03-31")).json() as Array<Record<string, unknown>>;
    const eps = rows.filter((r) => r.metric === "eps");
    expect(eps[0]).toMatchObject({ basis: "provider_history", history_days: 90, mean: 1.68215, observed_at: "2024-11-26T09:35:00.000Z" });
    expect(eps.at(-1)).toMatchObject({ basis: "observed", mean: 1.60796, revisions: { up_30d: 3, down_30d: 20 } });
  });

  it("revision-summary: 3 up and 20 down in 30 days, mean from 1.67117", async () => {
    const rows = (await get("/api/estimates/revision-summary?tickers=AAPL&days=30")).json() as Array<Record<string, unknown>>;
    const q = rows.find((r) => r.fiscal_date === "2025-03-31" && r.metric === "eps")!;
    expect(q).toMatchObject({ up: 3, down: 20, mean_before: 1.67117, mean_before_at: "2025-01-25T09:35:00.000Z" });
    expect(q.mean_change as number).toBeCloseTo(1.60796 - 1.67117, 10);
    const all = (await get("/api/estimates/revision-summary")).json() as Array<Record<string, unknown>>;
    expect(new Set(all.map((r) => r.ticker)).has("QQQ")).toBe(false);
  });

  it("freshness: the newest observation, null for a ticker whose every run failed", async () => {
    expect((await get("/api/estimates/freshness?tickers=AAPL,QQQ,CRON")).json()).toEqual({
      AAPL: "2025-02-24T09:35:00.000Z",
      QQQ: null,
      CRON: "2025-02-24T09:35:03.000Z",
    });
  });

  it("freshness: a ticker never collected is a key with null, not a 400 for the whole request (spec 2.3)", async () => {
    const response = await get("/api/estimates/freshness?tickers=AAPL,ZZZZ,zzzz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ AAPL: "2025-02-24T09:35:00.000Z", ZZZZ: null });
    const none = await get("/api/estimates/freshness?tickers=%20,%20");
    expect(none.statusCode).toBe(422);
  });

  it("failures: the real 404s with their reasons; min_runs 2 keeps only tickers that failed twice in a row", async () => {
    const once = (await get("/api/estimates/failures")).json() as Array<Record<string, unknown>>;
    expect(once.map((f) => f.ticker)).toEqual(["ADH", "AFRAF", "QQQ"]);
    expect(once[0]).toMatchObject({
      consecutive_failures: 2,
      last_ok_at: null,
      runs: [{ http_status: 404, at: "2025-02-24T09:35:01.000Z" }, { http_status: 404 }],
    });
    expect((once[0]!.runs as Array<{ reason: string }>)[0]!.reason).toBe(
      "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend",
    );
    expect(((await get("/api/estimates/failures?min_runs=2")).json() as Array<{ ticker: string }>).map((f) => f.ticker)).toEqual([
      "ADH",
      "QQQ",
    ]);
  });

  it("tickers: the covered ones only", async () => {
    const tickers = (await get("/api/estimates/tickers")).json() as string[];
    expect(tickers).toContain("AAPL");
    expect(tickers).not.toContain("QQQ");
    expect(tickers).toEqual([...tickers].sort());
  });

  it("400 with a clear code for an unknown ticker or fiscal period; 422 for a period kind outside quarter/year and out of bounds", async () => {
    const unknown = await get("/api/estimates/latest?ticker=ZZZZ");
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, "estimate_ticker_unknown"]);
    // The period kind is a closed vocabulary of the contract, on every estimates route (ST202 found freshness's 400).
    for (const url of [
      "/api/estimates/latest?ticker=AAPL",
      "/api/estimates/revisions?ticker=AAPL&fiscal_date=2025-03-31",
      "/api/estimates/revision-summary?tickers=AAPL",
      "/api/estimates/freshness?tickers=AAPL",
    ]) {
      const period = await get(`${url}&period=decade`);
      expect([period.statusCode, period.json().detail?.[0]?.loc], url).toEqual([422, ["query", "period"]]);
    }
    expect((await get("/api/estimates/freshness?tickers=AAPL&period=%20Year%20")).statusCode).toBe(200);
    const fiscal = await get("/api/estimates/revisions?ticker=AAPL&fiscal_date=1999-12-31");
    expect([fiscal.statusCode, fiscal.json().error.code]).toEqual([400, "estimate_period_unknown"]);
    expect((await get("/api/estimates/revision-summary?days=-1")).statusCode).toBe(422);
    expect((await get("/api/estimates/failures?min_runs=0")).statusCode).toBe(422);
  });

  it("tiers: registered; no key 401; 503 without an estimates store", async () => {
    expect((await get("/api/estimates/tickers", null)).statusCode).toBe(401);
    expect((await get("/api/estimates/tickers", t.key.paid)).statusCode).toBe(200);
    const down = await bare.inject({
      method: "GET",
      url: "/api/estimates/tickers",
      headers: { authorization: `Bearer ${t.key.registered}` },
    });
    expect([down.statusCode, down.json().error.code]).toEqual([503, "estimates_unavailable"]);
  });
});
