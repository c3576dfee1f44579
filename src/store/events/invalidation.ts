/** One entry of the invalidations log: something cached changed for this filing. */
export interface Invalidation {
  /** Position in the log: increasing in commit order, never reused (gaps are possible). */
  readonly seq: number;
  /** ISO timestamp of the write. */
  readonly at: string;
  /**
   * `filing_ingested` (new), `filing_replaced` (re-ingest with changed content),
   * `filing_amended` (a new amendment, see `amends`) or `filing_deleted`.
   */
  readonly kind: string;
  readonly accession: string;
  readonly cik: number | null;
  /** Ticker, form and fiscal period of the filing; null in entries written before migration 0007. */
  readonly ticker: string | null;
  readonly form: string | null;
  readonly fiscalYear: number | null;
  readonly fiscalPeriod: string | null;
  readonly periodEnd: string | null;
  /**
   * Parts of the stored filing that changed (`meta`, `files`, `documents`, `facts`, `linkbases`,
   * `issues`, `text_index`): all of them for a new or deleted filing; empty for entries written
   * before migration 0007 (unknown: assume everything).
   */
  readonly changes: readonly string[];
  /** For `filing_amended`: the stored filings of the same company, form and period it amends. */
  readonly amends: readonly string[];
}
