import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateFailures, estimateFreshness } from "../../../src/domain/estimates/estimate-health.js";
import { periodKindOf, requestedTickers } from "../../../src/domain/estimates/estimate-lookup.js";
import { estimateRevisions, latestEstimates } from "../../../src/domain/estimates/estimate-views.js";
import { revisionSummary } from "../../../src/domain/estimates/revision-summary.js";
import { readTrendResponse, type ReadRun } from "../../../src/domain/estimates/trend-response.js";
import { FdsError } from "../../../src/model/index.js";
import type { EstimateStore } from "../../../src/store/estimates/estimate-store.js";
import { openEstimateStore } from "../../../src/store/estimates/open-estimate-store.js";
import { requireEstimates } from "../../support/estimates.js";
import { recordedTrends, trendRows } from "./recorded.js";

const dir = requireEstimates();
/** AAPL (covered in both snapshots), GOOG (Alphabet's class C) and QQQ (a fund the provider refused twice). */
const TICKERS = ["AAPL", "GOOG", "QQQ"];

describe.skipIf(!dir)("estimate views, revision summary and health over the recorded 2021 and 2025 snapshots", () => {
  let dataDir: string;
  let store: EstimateStore;
  const reads = new Map<string, ReadRun>();
  const trend2025 = (ticker: string) => recordedTrends(dir!, "2025-02").find((r) => r.response.ticker === ticker)!.response;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-views-"));
    store = await openEstimateStore({ dataDir });
    for (const snapshot of ["2021-04", "2025-02"]) {
      for (const { response } of recordedTrends(dir!, snapshot).filter((r) => TICKERS.includes(r.response.ticker))) {
        const read = readTrendResponse(response);
        reads.set(`${snapshot}/${response.ticker}`, read);
        await store.recordRun(read.run, read.observations);
      }
    }
  });
  afterAll(async () => {
    await store?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("latest: only the newest snapshot's observed consensus, not 2021's nor the provider's history", async () => {
    const latest = await latestEstimates(store, "aapl", "quarter");
    const expected = reads.get("2025-02/AAPL")!.observations.filter((o) => o.basis === "observed" && o.periodKind === "quarter");
    expect(latest.map((p) => [p.fiscal_date, p.metric, p.mean])).toEqual(
      expect.arrayContaining(expected.map((o) => [o.fiscalDate, o.metric, o.mean])),
    );
    expect(latest).toHaveLength(expected.length);
    expect(new Set(latest.map((p) => p.observed_at))).toEqual(new Set([reads.get("2025-02/AAPL")!.run.at]));
  });

  it("revisions: every stored point of one period oldest first, the 90-day-old value before the observed one", async () => {
    const current = trendRows(trend2025("AAPL")).find((p) => p.period === "0q")!;
    const points = await estimateRevisions(store, "AAPL", current.endDate!, "quarter");
    const eps = points.filter((p) => p.metric === "eps");
    expect(eps.map((p) => [p.basis, p.history_days])).toEqual([
      ["provider_history", 90],
      ["provider_history", 60],
      ["provider_history", 30],
      ["provider_history", 7],
      ["observed", 0],
    ]);
    expect(eps.at(-1)!.revisions).not.toBeNull();
    await expect(estimateRevisions(store, "AAPL", "1999-12-31", "quarter")).rejects.toMatchObject({ code: "estimate_period_unknown" });
  });

  it("revision summary over 7 days: the mean's change from the provider's 7-day-old value and its 7-day revision counts", async () => {
    const rows = trendRows(trend2025("AAPL"));
    const summaries = await revisionSummary(store, "AAPL", 7, "quarter");
    for (const s of summaries.filter((x) => x.metric === "eps")) {
      const row = rows.find((p) => p.endDate === s.fiscal_date)!;
      expect(s.mean_before, s.period_code).toBe(row.epsTrend["7daysAgo"]!.raw);
      expect(s.mean_change).toBeCloseTo(s.mean - row.epsTrend["7daysAgo"]!.raw!, 12);
      expect([s.up, s.down]).toEqual([row.epsRevisions.upLast7days!.raw, row.epsRevisions.downLast7Days!.raw]);
    }
    // Revenue has no provider history and the 2021 snapshot's periods are others: nothing to compare with.
    for (const s of summaries.filter((x) => x.metric === "revenue"))
      expect([s.mean_before, s.mean_change, s.up, s.down]).toEqual([null, null, null, null]);
  });

  it("revision summary over 90 days starts from the 90-day-old value; the provider counts revisions for 7 and 30 days only", async () => {
    const rows = trendRows(trend2025("AAPL"));
    const eps = (await revisionSummary(store, "AAPL", 90, "quarter")).filter((x) => x.metric === "eps");
    expect(eps.length).toBeGreaterThan(0);
    for (const s of eps) {
      expect(s.mean_before).toBe(rows.find((p) => p.endDate === s.fiscal_date)!.epsTrend["90daysAgo"]!.raw);
      expect([s.up, s.down]).toEqual([null, null]);
    }
  });

  it("revision summary of every covered ticker leaves out the one the provider always refused", async () => {
    const tickers = new Set((await revisionSummary(store, null, 30, "year")).map((s) => s.ticker));
    expect(tickers).toEqual(new Set(["AAPL", "GOOG"]));
    await expect(revisionSummary(store, "AAPL,MSFT", 30, "year")).rejects.toMatchObject({
      code: "estimate_ticker_unknown",
      message: expect.stringContaining("MSFT"),
    });
  });

  it("freshness: the newest observation's time, null for a ticker only refused or never collected, a share class answering for another", async () => {
    const fresh = await estimateFreshness(store, "aapl,QQQ,MSFT,GOOGL", "quarter", async (t) => (t === "GOOGL" ? ["GOOGL", "GOOG"] : []));
    expect(fresh).toEqual({ AAPL: reads.get("2025-02/AAPL")!.run.at, QQQ: null, MSFT: null, GOOGL: reads.get("2025-02/GOOG")!.run.at });
  });

  it("failures: a ticker whose every run failed, newest first, with the provider's reason", async () => {
    const failures = await estimateFailures(store, 2);
    expect(failures.map((f) => [f.ticker, f.consecutive_failures, f.last_ok_at])).toEqual([["QQQ", 2, null]]);
    expect(failures[0]!.runs.map((r) => [r.at, r.http_status, r.reason])).toEqual(
      ["2025-02/QQQ", "2021-04/QQQ"].map((k) => [reads.get(k)!.run.at, 404, reads.get(k)!.run.reason]),
    );
    expect(await estimateFailures(store, 3)).toEqual([]);
  });

  it("reads a period kind in any case and refuses others; upper-cases and dedupes a ticker list", () => {
    expect([periodKindOf(undefined), periodKindOf(" Year ")]).toEqual(["quarter", "year"]);
    expect(() => periodKindOf("month")).toThrow(FdsError);
    expect(requestedTickers(" aapl,AAPL ,goog,")).toEqual(["AAPL", "GOOG"]);
    expect(() => requestedTickers(" , ")).toThrow("no ticker given");
  });
});
