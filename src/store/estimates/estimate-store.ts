/**
 * The estimates store (migration 0015): append-only consensus observations and the record of
 * every collection run. Domain code reads and writes estimates only through this interface.
 */

/** Period kinds of a consensus: the fiscal quarter or the fiscal year it is for. */
export const ESTIMATE_PERIOD_KINDS = ["quarter", "year"] as const;
export type EstimatePeriodKind = (typeof ESTIMATE_PERIOD_KINDS)[number];

/** Metrics a consensus is given for: EPS (per share, in `currency`) or revenue (in `currency`). */
export const ESTIMATE_METRICS = ["eps", "revenue"] as const;
export type EstimateMetric = (typeof ESTIMATE_METRICS)[number];

/**
 * Where a value comes from: `observed` (the provider's value when we read it) or
 * `provider_history` (what the provider says the value was `historyDays` days before).
 */
export const ESTIMATE_BASES = ["observed", "provider_history"] as const;
export type EstimateBasis = (typeof ESTIMATE_BASES)[number];

/** Counts of analysts who raised (`up`) or cut (`down`) their EPS estimate in the last 7 or 30 days; null: not reported. */
interface RevisionCounts {
  readonly up7d: number | null;
  readonly up30d: number | null;
  readonly down7d: number | null;
  readonly down30d: number | null;
}

/** One consensus value as observed. */
export interface EstimateObservation {
  readonly ticker: string;
  /** End date (YYYY-MM-DD) of the fiscal period the estimate is for, as the provider gives it. */
  readonly fiscalDate: string;
  readonly periodKind: EstimatePeriodKind;
  /** The provider's relative period code when observed (`0q` current quarter, `+1q` next, `0y`, `+1y`). */
  readonly periodCode: string;
  readonly metric: EstimateMetric;
  readonly basis: EstimateBasis;
  /** 0 for `observed`; the days back for `provider_history` (7, 30, 60, 90). */
  readonly historyDays: number;
  /** ISO 8601: when the value held (for history: the response date minus `historyDays`). */
  readonly observedAt: string;
  readonly mean: number;
  /** Null when the provider reported none (always for provider history: it gives only the mean). */
  readonly low: number | null;
  readonly high: number | null;
  readonly analysts: number | null;
  /** Only for observed EPS; all null otherwise. */
  readonly revisions: RevisionCounts;
  readonly currency: string | null;
  readonly provider: string;
  /** The file or URL the value was read from. */
  readonly source: string;
}

/** One collection or import attempt for one ticker. */
export interface EstimateRun {
  readonly ticker: string;
  readonly provider: string;
  /** ISO 8601: when the provider answered (its Date header), or when we asked. */
  readonly at: string;
  readonly source: string;
  readonly outcome: "ok" | "failed";
  /** The provider's HTTP status; null when no response was received. */
  readonly httpStatus: number | null;
  /** Why it failed (provider error, or the payload field that did not match); null when ok. */
  readonly reason: string | null;
  /** Observations the run recorded (0 when failed). */
  readonly observations: number;
}

/** What one recorded run added: false when the same run was already stored (re-import). */
export interface RecordedRun {
  readonly added: boolean;
  readonly observationsAdded: number;
}

export interface ObservationQuery {
  /** One ticker, or several read at once (rows then grouped by ticker, each oldest first). */
  readonly ticker: string | readonly string[];
  readonly periodKind?: EstimatePeriodKind;
  readonly fiscalDate?: string;
}

export interface EstimateStore {
  /** Appends a run and its observations in one transaction; what is already stored is kept as is. */
  recordRun(run: EstimateRun, observations: readonly EstimateObservation[]): Promise<RecordedRun>;
  /** Observations of a ticker (or of several, by ticker), oldest first (then fiscal date, metric, basis). */
  observations(query: ObservationQuery): Promise<EstimateObservation[]>;
  /** Runs of the given tickers (all when null), newest first per ticker. */
  runs(tickers: readonly string[] | null): Promise<EstimateRun[]>;
  /** Every ticker with a run or an observation (`covered`: with an observation), sorted. */
  tickers(options?: { readonly covered?: boolean }): Promise<string[]>;
  close(): Promise<void>;
}
