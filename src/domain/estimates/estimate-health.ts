import { Type } from "typebox";
import type { EstimatePeriodKind, EstimateRun, EstimateStore } from "../../store/index.js";
import { estimateTickerOf, requestedTickers, type ShareClassesOf } from "./estimate-lookup.js";
import { Nullable, type Wire } from "../shared/index.js";

/** Per requested ticker, the time of its newest observed consensus; null when none was observed. */
export const EstimateFreshnessSchema = Type.Record(Type.String(), Nullable(Type.String()), { title: "EstimateFreshness" });

/**
 * `freshness`: per requested ticker, the time of its newest observed consensus of `kind`; null
 * when never, including a ticker never collected at all (spec 2.3: every requested ticker is a
 * key, so one unknown ticker does not fail the others).
 */
export async function estimateFreshness(
  store: EstimateStore,
  tickers: string,
  kind: EstimatePeriodKind,
  classesOf?: ShareClassesOf,
): Promise<Wire<typeof EstimateFreshnessSchema>> {
  const out: Record<string, string | null> = {};
  const known = new Set(await store.tickers());
  for (const ticker of requestedTickers(tickers)) {
    // Keyed as asked; a share class of the same company answers for one never collected.
    const collected = await estimateTickerOf(known, ticker, classesOf);
    if (collected === null) {
      out[ticker] = null;
      continue;
    }
    const observed = (await store.observations({ ticker: collected, periodKind: kind })).filter((o) => o.basis === "observed");
    out[ticker] = observed.length ? observed[observed.length - 1]!.observedAt : null;
  }
  return out;
}

/** A ticker whose newest runs failed, with their reasons. */
export const TickerFailuresSchema = Type.Object(
  {
    ticker: Type.String(),
    consecutive_failures: Type.Integer({ description: "Runs in a row, newest first, that failed" }),
    last_ok_at: Nullable(Type.String({ description: "The newest ok run; null when none succeeded" })),
    runs: Type.Array(
      Type.Object({
        at: Type.String(),
        http_status: Nullable(Type.Integer()),
        reason: Nullable(Type.String({ description: "The provider's error, or the payload field that did not match" })),
        source: Type.String(),
        provider: Type.String(),
      }),
    ),
  },
  { title: "EstimateTickerFailures" },
);

export type TickerFailures = Wire<typeof TickerFailuresSchema>;

/** `failures`: tickers whose last `minRuns` runs all failed, with every failed run since the last ok one. */
export async function estimateFailures(store: EstimateStore, minRuns: number): Promise<TickerFailures[]> {
  const byTicker = new Map<string, EstimateRun[]>();
  for (const run of await store.runs(null)) byTicker.set(run.ticker, [...(byTicker.get(run.ticker) ?? []), run]);
  const out: TickerFailures[] = [];
  for (const [ticker, runs] of [...byTicker].sort(([a], [b]) => a.localeCompare(b))) {
    const firstOk = runs.findIndex((r) => r.outcome === "ok");
    const failing = firstOk === -1 ? runs : runs.slice(0, firstOk);
    if (failing.length < minRuns) continue;
    out.push({
      ticker,
      consecutive_failures: failing.length,
      last_ok_at: firstOk === -1 ? null : runs[firstOk]!.at,
      runs: failing.map((r) => ({ at: r.at, http_status: r.httpStatus, reason: r.reason, source: r.source, provider: r.provider })),
    });
  }
  return out;
}
