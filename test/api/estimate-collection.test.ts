import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  collectionJobHandler,
  CollectionScheduler,
  COLLECTION_OWNER,
  type CollectionProgress,
} from "../../src/domain/estimates/collection-job.js";
import { collectEstimates } from "../../src/domain/estimates/estimate-collector.js";
import { EmbeddedJobEngine } from "../../src/jobs/embedded-engine.js";
import type { EstimateStore } from "../../src/store/index.js";
import { openEstimateStore, openJobStore } from "../../src/store/index.js";
import { IMPLEMENTED_SERVICE_OPERATIONS } from "../../src/tools/registry.js";
import { eventually, TEST_RETRY } from "../jobs/engine-targets.js";
import { startProviderReplica, type ProviderReplica } from "../support/estimates-provider.js";
import { requireEstimates } from "../support/estimates.js";
import { createTestApp, type TestApp } from "./support/test-app.js";
import { httpTrendProvider, httpTrendProviderAt } from "../../src/adapters/estimates-provider.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const estimates = requireEstimates();
const ESTIMATE_TOOLS = IMPLEMENTED_SERVICE_OPERATIONS.filter((t) => /estimate/.test(t.name));

/** Tickers with a recorded earningsTrend response in either snapshot. */
async function recordedTickers(dir: string): Promise<string[]> {
  const names = [...(await readdir(path.join(dir, "2021-04"))), ...(await readdir(path.join(dir, "2025-02")))];
  return [...new Set(names.filter((n) => n.endsWith(".earningsTrend.json")).map((n) => n.split(".")[0]!))].sort();
}

describe.skipIf(!estimates)(
  "estimates collector against the provider played by a local server (the shared recorded responses, real 404s included)",
  () => {
    let t: TestApp;
    let replica: ProviderReplica;
    const stores: EstimateStore[] = [];
    const dirs: string[] = [];
    let tickers: string[];

    const freshStore = async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-collect-"));
      dirs.push(dataDir);
      const store = await openEstimateStore({ dataDir });
      stores.push(store);
      return { store, dataDir };
    };
    const appOn = (store: EstimateStore): Promise<FastifyInstance> =>
      t.rebuild({ tools: ESTIMATE_TOOLS, deps: { ...offlineToolDeps(t.store), estimates: store } });
    const get = async (app: FastifyInstance, url: string) =>
      (await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${t.key.registered}` } })).json();

    beforeAll(async () => {
      t = await createTestApp();
      replica = await startProviderReplica(estimates!, "2021-04");
      tickers = await recordedTickers(estimates!);
    });
    afterAll(async () => {
      await replica.close();
      for (const s of stores) await s.close();
      await t.close();
      for (const d of dirs) await rm(d, { recursive: true, force: true });
    });

    it("two rounds (2021, then 2025): AAPL's consensus, revisions, freshness and failures through the routes", async () => {
      const { store } = await freshStore();
      replica.snapshot = "2021-04";
      replica.change = null;
      const first = await collectEstimates(store, httpTrendProvider({ baseUrl: replica.url }), tickers);
      expect(first.find((r) => r.ticker === "QQQ")).toMatchObject({
        outcome: "failed",
        httpStatus: 404,
        reason: "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend",
      });
      replica.snapshot = "2025-02";
      const second = await collectEstimates(store, httpTrendProvider({ baseUrl: replica.url }), tickers);
      expect(second.find((r) => r.ticker === "AAPL")).toMatchObject({ outcome: "ok", httpStatus: 200, reason: null });
      // Every ticker was asked once per round, for the earningsTrend module.
      expect(replica.requests.filter((r) => r === "AAPL earningsTrend")).toHaveLength(2);

      const app = await appOn(store);
      const latest = (await get(app, "/api/estimates/latest?ticker=AAPL")) as Array<Record<string, unknown>>;
      expect(latest.find((r) => r.fiscal_date === "2025-03-31" && r.metric === "eps")).toMatchObject({
        mean: 1.60796,
        analysts: 27,
        observed_at: "2025-02-24T09:35:00.000Z",
        source: `${replica.url}/v10/finance/quoteSummary/AAPL?formatted=false&modules=earningsTrend`,
      });
      const revisions = (
        (await get(app, "/api/estimates/revisions?ticker=AAPL&fiscal_date=2025-03-31")) as Array<Record<string, unknown>>
      ).filter((r) => r.metric === "eps");
      expect(revisions[0]).toMatchObject({ basis: "provider_history", history_days: 90, mean: 1.68215 });
      expect(revisions.at(-1)).toMatchObject({ basis: "observed", revisions: { up_30d: 3, down_30d: 20 } });
      // The 2021 round's AAPL consensus is kept beside the 2025 one (append-only).
      const years2021 = (await get(app, "/api/estimates/revisions?ticker=AAPL&fiscal_date=2021-09-30&period=year")) as Array<
        Record<string, unknown>
      >;
      expect(years2021.some((r) => r.basis === "observed" && r.observed_at === "2021-02-01T05:14:51.000Z")).toBe(true);

      expect(await get(app, "/api/estimates/freshness?tickers=AAPL,QQQ,CRON")).toEqual({
        AAPL: "2025-02-24T09:35:00.000Z",
        QQQ: null,
        CRON: "2025-02-24T09:35:03.000Z",
      });
      const failures = (await get(app, "/api/estimates/failures")) as Array<{
        ticker: string;
        consecutive_failures: number;
        last_ok_at: string | null;
        runs: Array<{ http_status: number; reason: string }>;
      }>;
      // ADH and QQQ: the provider's 404 in both rounds; AFRAF: its 404 in 2021, not recorded in 2025;
      // BRKS, SI, SIMP, SIX: ok in 2021, not recorded in 2025 (the replica's own 404).
      expect(failures.map((f) => f.ticker)).toEqual(["ADH", "AFRAF", "BRKS", "QQQ", "SI", "SIMP", "SIX"]);
      const qqq = failures.find((f) => f.ticker === "QQQ")!;
      expect(qqq).toMatchObject({ consecutive_failures: 2, last_ok_at: null });
      expect(qqq.runs.map((r) => [r.http_status, r.reason])).toEqual([
        [404, "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend"],
        [404, "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend"],
      ]);
      expect(failures.find((f) => f.ticker === "SIX")).toMatchObject({
        consecutive_failures: 1,
        last_ok_at: "2021-02-16T17:00:25.000Z",
        runs: [{ http_status: 404, reason: "HTTP 404 without the provider's error body" }],
      });
      expect(((await get(app, "/api/estimates/failures?min_runs=2")) as Array<{ ticker: string }>).map((f) => f.ticker)).toEqual([
        "ADH",
        "AFRAF",
        "QQQ",
      ]);
    });

    it("a changed payload (a renamed or a missing field), a body that is not JSON, no answer: failed runs with precise reasons, nothing stored", async () => {
      const { store } = await freshStore();
      replica.snapshot = "2025-02";
      replica.change = (ticker, body) => {
        const trend = (body as { quoteSummary: { result: Array<{ earningsTrend: { trend: Array<Record<string, any>> } }> } }).quoteSummary
          .result[0]!.earningsTrend.trend;
        if (ticker === "AAPL") {
          const estimate = trend[0]!.earningsEstimate;
          estimate.analystCount = estimate.numberOfAnalysts;
          delete estimate.numberOfAnalysts;
        }
        if (ticker === "AMZN") delete trend[1]!.endDate;
        return body;
      };
      replica.html.add("GOOG");
      try {
        const runs = await collectEstimates(store, httpTrendProvider({ baseUrl: replica.url }), ["AAPL", "AMZN", "GOOG", "ABBV"]);
        expect(runs.map((r) => [r.ticker, r.outcome, r.httpStatus])).toEqual([
          ["AAPL", "failed", 200],
          ["AMZN", "failed", 200],
          ["GOOG", "failed", 502],
          ["ABBV", "ok", 200],
        ]);
        expect(runs[0]!.reason).toBe(
          "payload does not match the earningsTrend schema: /quoteSummary/result/0/earningsTrend/trend/0/earningsEstimate/numberOfAnalysts: missing field",
        );
        expect(runs[1]!.reason).toBe(
          "payload does not match the earningsTrend schema: /quoteSummary/result/0/earningsTrend/trend/1/endDate: missing field",
        );
        expect(runs[2]!.reason).toMatch(/^response body is not JSON \(content-type text\/html, \d+ bytes\)$/);
        const down = await collectEstimates(store, httpTrendProvider({ baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 }), ["CRM"]);
        expect(down[0]).toMatchObject({ outcome: "failed", httpStatus: null });
        expect(down[0]!.reason).toMatch(/^request failed: /);
      } finally {
        replica.change = null;
        replica.html.clear();
      }
      const app = await appOn(store);
      expect(await get(app, "/api/estimates/freshness?tickers=AAPL,AMZN,GOOG,CRM")).toEqual({
        AAPL: null,
        AMZN: null,
        GOOG: null,
        CRM: null,
      });
      const failures = (await get(app, "/api/estimates/failures")) as Array<{ ticker: string; runs: Array<{ reason: string }> }>;
      expect(failures.map((f) => f.ticker)).toEqual(["AAPL", "AMZN", "CRM", "GOOG"]);
      expect(failures[0]!.runs[0]!.reason).toContain("earningsEstimate/numberOfAnalysts: missing field");
      expect(await get(app, "/api/estimates/tickers")).toEqual(["ABBV"]);
    });

    it("on a schedule, as a job of the job engine: one job per round, progress per ticker, a round run twice asks nothing again", async () => {
      const { store, dataDir } = await freshStore();
      replica.snapshot = "2025-02";
      replica.liveDates = true;
      const engine = new EmbeddedJobEngine(await openJobStore({ dataDir }), { retry: TEST_RETRY, pollMs: 20 });
      const worker = engine.work({ collect_estimates: collectionJobHandler(async () => store, httpTrendProviderAt()) });
      try {
        const lines: string[] = [];
        const scheduler = new CollectionScheduler(
          engine,
          { providerUrl: replica.url, tickers: ["AAPL", "QQQ"], intervalMs: 3_600_000 },
          (l) => lines.push(l),
        );
        const id = (await scheduler.tick())!;
        expect(id).toMatch(/^job_/);
        // The same slot is not submitted again by this process.
        expect(await scheduler.tick()).toBeNull();
        const job = await eventually(
          async () => {
            const j = await engine.get(id);
            return j?.state === "completed" ? j : undefined;
          },
          10_000,
          "the collection job",
        );
        expect(job).toMatchObject({ kind: "collect_estimates", owner: COLLECTION_OWNER });
        expect(job.progress as CollectionProgress).toEqual({
          done: ["AAPL", "QQQ"],
          ok: 1,
          failed: 1,
          skipped: 0,
          failures: [
            { ticker: "QQQ", http_status: 404, reason: "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend" },
          ],
        });
        expect(lines).toEqual([expect.stringMatching(/^estimates: round .* queued as job_/)]);

        // The round submitted again (another process's schedule): both tickers were collected in it.
        const asked = replica.requests.length;
        const again = await engine.submit({ kind: "collect_estimates", owner: COLLECTION_OWNER, input: job.input });
        const second = await eventually(
          async () => {
            const j = await engine.get(again.job.id);
            return j?.state === "completed" ? j : undefined;
          },
          10_000,
          "the repeated round",
        );
        expect(second.progress).toMatchObject({ skipped: 2, ok: 0, failed: 0 });
        expect(replica.requests.length).toBe(asked);
        expect((await store.runs(["AAPL", "QQQ"])).map((r) => [r.ticker, r.outcome])).toEqual([
          ["AAPL", "ok"],
          ["QQQ", "failed"],
        ]);
      } finally {
        replica.liveDates = false;
        await worker.stop();
        await engine.close();
      }
    });
  },
);
