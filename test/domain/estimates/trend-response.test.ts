import { describe, expect, it } from "vitest";
import { providerError, readTrendBody } from "../../../src/domain/estimates/quote-summary-trend.js";
import { QUOTE_SUMMARY_PROVIDER, readTrendResponse } from "../../../src/domain/estimates/trend-response.js";
import { requireEstimates } from "../../support/estimates.js";
import { recordedTrends, trendRows } from "./recorded.js";

const dir = requireEstimates();
const DAY_MS = 86_400_000;

describe.skipIf(!dir)("readTrendResponse on the recorded provider responses", () => {
  const all = dir ? [...recordedTrends(dir, "2021-04"), ...recordedTrends(dir, "2025-02")] : [];
  const ok = all.filter((r) => r.response.status === 200);
  const failed = all.filter((r) => r.response.status !== 200);

  it("reads every 200 response of both snapshots as an ok run whose count is its observations'", () => {
    expect(ok.length).toBeGreaterThan(10);
    for (const { file, response } of ok) {
      const read = readTrendResponse(response);
      expect(read.run.outcome, file).toBe("ok");
      expect(read.run.provider).toBe(QUOTE_SUMMARY_PROVIDER);
      expect(read.run.observations, file).toBe(read.observations.length);
    }
  });

  it("stores one observed eps and revenue mean per dated period, as the provider's avg, and none for the long-term growth rows", () => {
    for (const { file, response } of ok) {
      const read = readTrendResponse(response);
      const dated = trendRows(response).filter((p) => p.endDate !== null && /^[+-]?\d+[qy]$/.test(p.period));
      for (const p of dated) {
        for (const [metric, avg] of [
          ["eps", p.earningsEstimate.avg.raw],
          ["revenue", p.revenueEstimate.avg.raw],
        ] as const) {
          const got = read.observations.filter(
            (o) => o.fiscalDate === p.endDate && o.periodCode === p.period && o.metric === metric && o.basis === "observed",
          );
          expect(
            got.map((o) => o.mean),
            `${file} ${p.period} ${metric}`,
          ).toEqual(avg === undefined ? [] : [avg]);
        }
      }
      expect(
        read.observations.every((o) => dated.some((p) => p.period === o.periodCode)),
        file,
      ).toBe(true);
      expect(
        read.observations
          .filter((o) => o.basis === "observed")
          .every((o) => o.periodKind === (o.periodCode.endsWith("q") ? "quarter" : "year")),
      ).toBe(true);
    }
  });

  it("dates the EPS trend's 7/30/60/90-day values that many days before the response, as provider history", () => {
    expect(ok.flatMap(({ response }) => readTrendResponse(response).observations).some((o) => o.basis === "provider_history")).toBe(true);
    for (const { file, response } of ok) {
      const history = readTrendResponse(response).observations.filter((o) => o.basis === "provider_history");
      // A provider with no trend values for a period (BFLY 2021) gives no history for it.
      const values = trendRows(response)
        .filter((p) => p.endDate !== null && /^[+-]?\d+[qy]$/.test(p.period))
        .flatMap((p) => [7, 30, 60, 90].filter((d) => p.epsTrend[`${d}daysAgo`]?.raw !== undefined));
      expect(history.length, file).toBe(values.length);
      for (const o of history) {
        expect(o.metric).toBe("eps");
        expect(Date.parse(response.at) - Date.parse(o.observedAt)).toBe(o.historyDays * DAY_MS);
        const row = trendRows(response).find((p) => p.period === o.periodCode)!;
        expect(o.mean, `${file} ${o.periodCode} ${o.historyDays}d`).toBe(row.epsTrend[`${o.historyDays}daysAgo`]!.raw);
      }
    }
  });

  it("records a provider's refusal as a failed run with its status and its own error text", () => {
    expect(failed.length).toBeGreaterThan(0);
    for (const { file, response } of failed) {
      const read = readTrendResponse(response);
      expect(read.run).toMatchObject({ outcome: "failed", httpStatus: response.status, observations: 0 });
      expect(read.observations).toEqual([]);
      expect(read.run.reason, file).toBe(providerError(response.body));
      expect(read.run.reason, file).toMatch(/^Not Found: /);
    }
  });

  it("names the missing field when a 200 body lacks one the schema requires", () => {
    const { response } = ok[0]!;
    const body = structuredClone(response.body) as { quoteSummary: { result: { earningsTrend: { trend: Record<string, unknown>[] } }[] } };
    delete body.quoteSummary.result[0]!.earningsTrend.trend[0]!.epsTrend;
    const checked = readTrendBody(body);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.reason).toContain("/quoteSummary/result/0/earningsTrend/trend/0/epsTrend: missing field");
    expect(readTrendResponse({ ...response, body }).run).toMatchObject({
      outcome: "failed",
      reason: expect.stringContaining("epsTrend: missing field"),
    });
  });
});
