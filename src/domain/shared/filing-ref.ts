import type { FilingMeta } from "../../model/index.js";
import type { CacheStatus } from "./filing-lookup.js";

/** A filing as responses cite it. */
export interface FilingRef {
  /** EDGAR accession, or the synthetic `fds-…` id (then `accession_is_synthetic` and no URL). */
  readonly accession: string;
  readonly accession_is_synthetic: boolean;
  readonly cik: number | null;
  readonly ticker: string | null;
  readonly company: string | null;
  readonly form: string;
  readonly filed_date: string | null;
  readonly period_end: string | null;
  readonly fiscal_year: number | null;
  readonly fiscal_period: string | null;
  readonly primary_document: string | null;
  readonly url: string | null;
  readonly is_inline_xbrl: boolean | null;
  /** `cached`: answered from the store; `fetched`: fetched from EDGAR for this request. */
  readonly cache_status?: CacheStatus;
}

export function filingRefOf(f: FilingMeta, cacheStatus?: CacheStatus): FilingRef {
  return {
    accession: f.accession,
    accession_is_synthetic: f.accessionIsSynthetic,
    cik: f.cik,
    ticker: f.ticker,
    company: f.company,
    form: f.form,
    filed_date: f.filedDate,
    period_end: f.periodEnd,
    fiscal_year: f.fiscalYear,
    fiscal_period: f.fiscalPeriod,
    primary_document: f.primaryDocument,
    url: f.url,
    is_inline_xbrl: f.isInlineXbrl,
    ...(cacheStatus ? { cache_status: cacheStatus } : {}),
  };
}
