import { Type } from "typebox";
import { Nullable, type Wire } from "../shared/index.js";

/**
 * What a warm job reports as it goes: one entry per ticker (where its quarters end) and one per
 * fiscal period. Stored as the job's progress, so a poll sees it live and a retried or resumed
 * job carries on from it.
 */

/**
 * - `pending`: not tried yet (or failed on an earlier attempt and tried again on the next);
 * - `fetched`: the period's filing was fetched from EDGAR and stored by this job;
 * - `already_cached`: the store held it already;
 * - `not_on_edgar`: EDGAR has no such filing (or no such ticker);
 * - `failed`: EDGAR or the filing failed; `reason` says how (retried on the job's next attempt).
 */
const WARM_PERIOD_STATUSES = ["pending", "fetched", "already_cached", "not_on_edgar", "failed"] as const;

/** `resolved`: its quarters are listed; `not_on_edgar` / `failed`: where they end could not be found (`reason`). */
const WARM_TICKER_STATUSES = ["pending", "resolved", "not_on_edgar", "failed"] as const;

export const WarmTickerSchema = Type.Object({
  ticker: Type.String(),
  status: Type.Enum([...WARM_TICKER_STATUSES], {
    description: "resolved: its quarters are listed; not_on_edgar or failed: where they end could not be found (reason)",
  }),
  /** The quarters' end: as asked, or the newest periodic report on EDGAR; null until known. */
  end_year: Nullable(Type.Integer()),
  end_quarter: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
});

export type WarmTicker = Wire<typeof WarmTickerSchema>;

export const WarmPeriodSchema = Type.Object({
  ticker: Type.String(),
  /** The company's fiscal year and quarter; quarter 4 is the annual report (10-K). */
  fiscal_year: Type.Integer(),
  quarter: Type.Integer({ description: "Fiscal quarter; 4 is the annual report" }),
  status: Type.Enum([...WARM_PERIOD_STATUSES], {
    description:
      "pending (not tried yet, or retried on the next attempt), fetched (from EDGAR by this job), already_cached (the store held it), not_on_edgar (EDGAR has no such filing), failed (EDGAR or the filing failed: see reason)",
  }),
  /** The period's own filing, once at hand. */
  accession: Nullable(Type.String()),
  form: Nullable(Type.String()),
  reason: Nullable(Type.String({ description: "error code and message for not_on_edgar and failed" })),
  metrics_found: Type.Array(Type.String(), { description: "Metrics asked for that stored filings report for the period" }),
  metrics_missing: Type.Array(Type.String()),
  /** Times this period was tried (one per job attempt that reached it). */
  tries: Type.Integer(),
  /** How long its last try took, in ms; null before. */
  duration_ms: Nullable(Type.Integer()),
  /** ISO time its last try ended; null before. */
  finished_at: Nullable(Type.String()),
});

export type WarmPeriod = Wire<typeof WarmPeriodSchema>;

export const WarmCountsSchema = Type.Object({
  total: Type.Integer(),
  pending: Type.Integer(),
  fetched: Type.Integer(),
  already_cached: Type.Integer(),
  not_on_edgar: Type.Integer(),
  failed: Type.Integer(),
});

export type WarmCounts = Wire<typeof WarmCountsSchema>;

export interface WarmProgress {
  readonly tickers: readonly WarmTicker[];
  /** Per ticker, oldest quarter first. */
  readonly periods: readonly WarmPeriod[];
  readonly counts: WarmCounts;
}

export function countPeriods(periods: readonly WarmPeriod[]): WarmCounts {
  const counts = { total: periods.length, pending: 0, fetched: 0, already_cached: 0, not_on_edgar: 0, failed: 0 };
  for (const p of periods) counts[p.status] += 1;
  return counts;
}

/** The progress before anything ran: every ticker pending, no periods yet. */
export function initialWarmProgress(tickers: readonly string[]): WarmProgress {
  return {
    tickers: tickers.map((ticker) => ({ ticker, status: "pending", end_year: null, end_quarter: null, reason: null })),
    periods: [],
    counts: countPeriods([]),
  };
}

/** Whether a progress value read back from a job has this shape (else the job starts afresh). */
export function isWarmProgress(value: unknown): value is WarmProgress {
  const v = value as WarmProgress | null;
  return v !== null && typeof v === "object" && Array.isArray(v.tickers) && Array.isArray(v.periods);
}
