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
export const WARM_PERIOD_STATUSES = ["pending", "fetched", "already_cached", "not_on_edgar", "failed"] as const;
export type WarmPeriodStatus = (typeof WARM_PERIOD_STATUSES)[number];

/** `resolved`: its quarters are listed; `not_on_edgar` / `failed`: where they end could not be found (`reason`). */
export const WARM_TICKER_STATUSES = ["pending", "resolved", "not_on_edgar", "failed"] as const;
export type WarmTickerStatus = (typeof WARM_TICKER_STATUSES)[number];

export interface WarmTicker {
  readonly ticker: string;
  readonly status: WarmTickerStatus;
  /** The quarters' end: as asked, or the newest periodic report on EDGAR; null until known. */
  readonly end_year: number | null;
  readonly end_quarter: number | null;
  readonly reason: string | null;
}

export interface WarmPeriod {
  readonly ticker: string;
  /** The company's fiscal year and quarter; quarter 4 is the annual report (10-K). */
  readonly fiscal_year: number;
  readonly quarter: number;
  readonly status: WarmPeriodStatus;
  /** The period's own filing, once at hand. */
  readonly accession: string | null;
  readonly form: string | null;
  /** Why `not_on_edgar` or `failed` (the error's code and message); null otherwise. */
  readonly reason: string | null;
  /** Metrics asked for that stored filings report for the period, and those they do not. */
  readonly metrics_found: readonly string[];
  readonly metrics_missing: readonly string[];
  /** Times this period was tried (one per job attempt that reached it). */
  readonly tries: number;
  /** How long its last try took, in ms; null before. */
  readonly duration_ms: number | null;
  /** ISO time its last try ended; null before. */
  readonly finished_at: string | null;
}

export interface WarmCounts {
  readonly total: number;
  readonly pending: number;
  readonly fetched: number;
  readonly already_cached: number;
  readonly not_on_edgar: number;
  readonly failed: number;
}

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
  return { tickers: tickers.map((ticker) => ({ ticker, status: "pending", end_year: null, end_quarter: null, reason: null })), periods: [], counts: countPeriods([]) };
}

/** Whether a progress value read back from a job has this shape (else the job starts afresh). */
export function isWarmProgress(value: unknown): value is WarmProgress {
  const v = value as WarmProgress | null;
  return v !== null && typeof v === "object" && Array.isArray(v.tickers) && Array.isArray(v.periods);
}
