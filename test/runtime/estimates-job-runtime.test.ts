import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectorConfigFromEnv, loadConfig } from "../../src/config/index.js";
import { openJobRuntime } from "../../src/runtime/index.js";
import { openStore, openEstimateStore } from "../../src/store/index.js";
import { eventually } from "../jobs/engine-targets.js";
import { startProviderReplica, type ProviderReplica } from "../support/estimates-provider.js";
import { requireEstimates } from "../support/estimates.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const estimates = requireEstimates();

describe("estimates collector settings", () => {
  it("off without a provider URL; a URL needs tickers; interval and timeout bounded", () => {
    expect(collectorConfigFromEnv({})).toBeNull();
    expect(
      collectorConfigFromEnv({ FDS_ESTIMATES_PROVIDER_URL: "https://query2.finance.yahoo.com", FDS_ESTIMATES_TICKERS: "aapl, msft" }),
    ).toEqual({
      providerUrl: "https://query2.finance.yahoo.com",
      tickers: ["AAPL", "MSFT"],
      intervalMs: 21_600_000,
      timeoutMs: 20_000,
      userAgent: null,
    });
    expect(() => collectorConfigFromEnv({ FDS_ESTIMATES_PROVIDER_URL: "https://p.example" })).toThrow(
      /name the tickers to collect in FDS_ESTIMATES_TICKERS/,
    );
    expect(() =>
      collectorConfigFromEnv({
        FDS_ESTIMATES_PROVIDER_URL: "https://p.example",
        FDS_ESTIMATES_TICKERS: "AAPL",
        FDS_ESTIMATES_INTERVAL_SECONDS: "5",
      }),
    ).toThrow(/at least 60/);
    expect(() => collectorConfigFromEnv({ FDS_ESTIMATES_PROVIDER_URL: "https://p.example", FDS_ESTIMATES_TICKERS: "AA PL" })).toThrow(
      /"AA PL" is not a ticker/,
    );
  });
});

describe.skipIf(!estimates)(
  "the job runtime of fds serve and fds worker collects estimates on its schedule (embedded engine, provider played by a local server)",
  () => {
    let replica: ProviderReplica;
    let dataDir: string;
    beforeAll(async () => {
      replica = await startProviderReplica(estimates!, "2025-02");
      dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-runtime-"));
    });
    afterAll(async () => {
      await replica.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("queues the current round at start and runs it: AAPL ok, QQQ failed with the provider's 404", async () => {
      const env = {
        FDS_DATA_DIR: dataDir,
        FDS_WORKERS: "1",
        FDS_METRICS: "off",
        FDS_ESTIMATES_PROVIDER_URL: replica.url,
        FDS_ESTIMATES_TICKERS: "AAPL,QQQ",
        FDS_ESTIMATES_INTERVAL_SECONDS: "3600",
      };
      const store = await openStore({ dataDir });
      const runtime = await openJobRuntime(loadConfig(env), "test");
      const estimatesStore = await openEstimateStore({ dataDir });
      try {
        // No estimates store in the deps (as in fds worker): the runtime opens its own on the same database.
        const told: string[] = [];
        runtime.startWorker(offlineToolDeps(store), { onFinished: async (job) => void told.push(job.kind) });
        expect(runtime.describe).toMatch(/estimates of 2 tickers collected every 3600 s/);
        const runs = await eventually(
          async () => {
            const r = await estimatesStore.runs(["AAPL", "QQQ"]);
            return r.length === 2 ? r : undefined;
          },
          15_000,
          "both tickers' runs",
        );
        expect(runs.map((r) => [r.ticker, r.outcome, r.httpStatus, r.reason])).toEqual([
          ["AAPL", "ok", 200, null],
          ["QQQ", "failed", 404, "Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend"],
        ]);
        expect(replica.requests).toEqual(["AAPL earningsTrend", "QQQ earningsTrend"]);
        await eventually(
          async () => ((await runtime.engine.counts()).completed === 1 ? true : undefined),
          10_000,
          "the round's job to complete",
        );
        // warm_job.finished is for warm jobs: no subscriber hears of a collection. The engine tells
        // before it records the outcome (job-engine.test.ts), so a wrong call would be in `told` by now.
        expect(told).toEqual([]);
      } finally {
        await runtime.close();
        await estimatesStore.close();
        await store.close();
      }
    });
  },
);
