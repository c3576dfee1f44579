import { describe, expect, it } from "vitest";
import { isOwnJson, OWN_FORMAT_COLUMNS, OwnFormatError, readOwnCsv, readOwnJson } from "../../../src/domain/estimates/own-format.js";
import { readTrendResponse } from "../../../src/domain/estimates/trend-response.js";
import type { EstimateObservation } from "../../../src/store/estimates/estimate-store.js";
import { requireEstimates } from "../../support/estimates.js";
import { recordedTrends } from "./recorded.js";

const dir = requireEstimates();

/** An observation as a row of our format (every column named). */
function rowOf(o: EstimateObservation): Record<(typeof OWN_FORMAT_COLUMNS)[number], string | number | null> {
  return {
    ticker: o.ticker,
    fiscal_date: o.fiscalDate,
    period_kind: o.periodKind,
    metric: o.metric,
    mean: o.mean,
    low: o.low,
    high: o.high,
    analysts: o.analysts,
    observed_at: o.observedAt,
    provider: o.provider,
    currency: o.currency,
    basis: o.basis,
    history_days: o.basis === "provider_history" ? o.historyDays : null,
    period_code: o.periodCode,
    up_7d: o.revisions.up7d,
    up_30d: o.revisions.up30d,
    down_7d: o.revisions.down7d,
    down_30d: o.revisions.down30d,
  };
}

describe.skipIf(!dir)("our own estimates format, written from the recorded provider observations", () => {
  const aapl = dir ? readTrendResponse(recordedTrends(dir, "2025-02").find((r) => r.response.ticker === "AAPL")!.response) : null;

  it("reads back as CSV every observation the provider's response gave, field for field, as one ok run", () => {
    const observations = aapl!.observations;
    const csv = [OWN_FORMAT_COLUMNS.join(","), ...observations.map((o) => OWN_FORMAT_COLUMNS.map((c) => rowOf(o)[c] ?? "").join(","))].join(
      "\n",
    );
    const read = readOwnCsv(csv, "desk.csv");
    expect(read.runs).toHaveLength(1);
    expect(read.runs[0]!.observations).toEqual(observations.map((o) => ({ ...o, source: "desk.csv" })));
    expect(read.runs[0]!.run).toMatchObject({
      ticker: "AAPL",
      outcome: "ok",
      observations: observations.length,
      at: aapl!.run.at,
      source: "desk.csv",
    });
  });

  it("reads the same rows as JSON, and knows a JSON document of ours from another", () => {
    const doc = { estimates: aapl!.observations.map(rowOf) };
    expect(isOwnJson(doc)).toBe(true);
    expect(isOwnJson({ quoteSummary: {} })).toBe(false);
    expect(readOwnJson(doc, "desk.json").runs[0]!.observations).toEqual(aapl!.observations.map((o) => ({ ...o, source: "desk.json" })));
  });

  it("keeps one run per ticker and provider, dated by its newest observation", () => {
    const eps = aapl!.observations.filter((o) => o.metric === "eps");
    const rows = [
      ...eps.map((o) => ({ ...rowOf(o), provider: "desk" })),
      ...eps.slice(0, 2).map((o) => ({ ...rowOf(o), provider: "other" })),
    ];
    const runs = readOwnJson({ estimates: rows }, "two.json").runs;
    expect(runs.map((r) => [r.run.provider, r.observations.length])).toEqual([
      ["desk", eps.length],
      ["other", 2],
    ]);
    expect(runs[0]!.run.at).toBe(
      eps
        .map((o) => o.observedAt)
        .sort()
        .at(-1),
    );
  });

  it.each([
    [
      "revision counts on a revenue row",
      (o: Record<string, unknown>) => ({ ...o, metric: "revenue" }),
      "estimates[0], up_7d: revision counts are for observed EPS only",
    ],
    [
      "a fractional analyst count",
      (o: Record<string, unknown>) => ({ ...o, analysts: 2.5 }),
      'estimates[0], analysts: not a whole number: "2.5"',
    ],
    [
      "days back on an observed row",
      (o: Record<string, unknown>) => ({ ...o, history_days: 7 }),
      "estimates[0], history_days: only provider_history rows have days back",
    ],
    [
      "a fiscal date that is no date",
      (o: Record<string, unknown>) => ({ ...o, fiscal_date: "2025-13-45" }),
      'estimates[0], fiscal_date: not a date YYYY-MM-DD: "2025-13-45"',
    ],
    [
      "a field of another format",
      (o: Record<string, unknown>) => ({ ...o, numberOfAnalysts: 27 }),
      'estimates[0]: unknown field "numberOfAnalysts"',
    ],
  ])("refuses %s, naming the row and column", (_, change, message) => {
    const observed = aapl!.observations.find((o) => o.metric === "eps" && o.basis === "observed")!;
    expect(() => readOwnJson({ estimates: [change(rowOf(observed))] }, "bad.json")).toThrow(new OwnFormatError(message));
  });

  it("refuses a file with no rows", () => {
    expect(() => readOwnCsv(OWN_FORMAT_COLUMNS.join(","), "empty.csv")).toThrow(new OwnFormatError("no estimates in the file"));
  });
});
