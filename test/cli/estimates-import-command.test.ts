import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importEstimates } from "../../src/cli/estimates-import-command.js";
import type { EstimateStore } from "../../src/store/index.js";
import { openEstimateStore } from "../../src/store/index.js";
import { requireEstimates } from "../support/estimates.js";

const estimates = requireEstimates();

describe.skipIf(!estimates)("fds estimates import on the shared provider responses", () => {
  let dataDir: string;
  let store: EstimateStore;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-import-"));
    store = await openEstimateStore({ dataDir });
  });
  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores AAPL's 2025-02-24 consensus for the quarter ending 2025-03-31 with its provider history marked", async () => {
    await importEstimates(store, path.join(estimates!, "2025-02", "AAPL.earningsTrend.json"));
    const rows = await store.observations({ ticker: "AAPL", fiscalDate: "2025-03-31" });
    const eps = rows.find((o) => o.metric === "eps" && o.basis === "observed")!;
    expect(eps).toMatchObject({
      periodKind: "quarter",
      periodCode: "0q",
      observedAt: "2025-02-24T09:35:00.000Z",
      mean: 1.60796,
      low: 1.5,
      high: 1.67,
      analysts: 27,
      revisions: { up7d: 0, up30d: 3, down7d: 1, down30d: 20 },
      currency: "USD",
      provider: "yahoo-quote-summary",
      source: "AAPL.earningsTrend.json",
    });
    const history = rows.filter((o) => o.basis === "provider_history").map((o) => [o.historyDays, o.observedAt.slice(0, 10), o.mean]);
    expect(history).toEqual([
      [90, "2024-11-26", 1.68215],
      [60, "2024-12-26", 1.6786],
      [30, "2025-01-25", 1.67117],
      [7, "2025-02-17", 1.61018],
    ]);
    expect(rows.find((o) => o.metric === "revenue")).toMatchObject({ mean: 94076168920, analysts: 27, basis: "observed" });
  });

  it("records every earningsTrend response as a run: the real 404s failed with the provider's reason, re-import adds nothing", async () => {
    const first = await importEstimates(store, estimates!);
    expect(first.runsFailed).toBe(6);
    expect(first.runsOk).toBeGreaterThan(20);
    const failed = (await store.runs(null)).filter((r) => r.outcome === "failed");
    expect(new Set(failed.map((r) => r.ticker))).toEqual(new Set(["ADH", "AFRAF", "CRON", "QQQ"]));
    expect(failed.every((r) => r.httpStatus === 404 && r.reason!.startsWith("Not Found: No fundamentals data found"))).toBe(true);
    expect(first.files.filter((f) => f.outcome === "skipped").every((f) => !f.file.includes("earningsTrend"))).toBe(true);
    const again = await importEstimates(store, estimates!);
    expect([again.runsOk, again.runsFailed, again.observationsAdded]).toEqual([0, 0, 0]);
  });

  it("fails the run with the field's path when the payload lost an expected field, storing nothing of it", async () => {
    const recorded = JSON.parse(await readFile(path.join(estimates!, "2025-02", "AAPL.earningsTrend.json"), "utf8"));
    // What a provider change looks like: the field renamed.
    const period = recorded.body.quoteSummary.result[0].earningsTrend.trend[1];
    period.earningsEstimate.mean = period.earningsEstimate.avg;
    delete period.earningsEstimate.avg;
    const file = path.join(dataDir, "AAPL.earningsTrend.json");
    await writeFile(file, JSON.stringify(recorded));
    const summary = await importEstimates(store, file);
    expect(summary.files[0]).toMatchObject({ outcome: "failed_run", ticker: "AAPL" });
    const [run] = await store.runs(["AAPL"]);
    expect(run).toMatchObject({ outcome: "failed", httpStatus: 200, observations: 0 });
    expect(run!.reason).toContain("/quoteSummary/result/0/earningsTrend/trend/1/earningsEstimate/avg: missing field");
    expect(await store.observations({ ticker: "AAPL" })).toEqual([]);
  });
});
