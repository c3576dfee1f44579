import type { FilingMeta } from "./filing.js";

/** A periodic filing to look for on EDGAR, by the company's fiscal calendar. */
export interface PeriodicFilingQuery {
  readonly ticker: string;
  readonly form: "10-K" | "10-Q";
  readonly fiscalYear: number;
  /** `FY` for the annual report, `Q1`..`Q3` for quarterly reports. */
  readonly fiscalPeriod: "FY" | "Q1" | "Q2" | "Q3";
  /** Only a filing filed on or before this day (`YYYY-MM-DD`, judged by `filedBy`): an answer as of a date fetches nothing later. */
  readonly asOf?: string;
}

/**
 * Fetches a filing that is not in the store from EDGAR, ingests it, and returns what was
 * stored. Implemented over the EDGAR client by the composition root; tools never see HTTP.
 */
export interface FilingFetcher {
  fetchPeriodic(query: PeriodicFilingQuery): Promise<FilingMeta>;
  /**
   * The company's newest periodic report (10-K or 10-Q) on EDGAR, from the store when it holds
   * that accession, else fetched and stored (`fetched: true`). Throws `filing_not_found` when
   * EDGAR knows no such ticker or it has no periodic report. Optional: warm jobs use it to find
   * where "the last quarters" end.
   */
  fetchLatestPeriodic?(ticker: string): Promise<{ readonly filing: FilingMeta; readonly fetched: boolean }>;
  /**
   * One filing of a company by accession, from the store when it holds it, else fetched and
   * stored (`fetched: true`); `filing_not_found` when EDGAR has no such filing. Optional: used by
   * `POST /api/documents/ingest`.
   */
  fetchAccession?(ticker: string, accession: string): Promise<{ readonly filing: FilingMeta; readonly fetched: boolean }>;
}
