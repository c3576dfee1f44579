import type { FilingMeta } from "../../model/index.js";
import type { CacheStatus } from "./filing-lookup.js";
import type { ReportedIn } from "./metric-value.js";

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
  /** For a fiscal period's answer: whether this is the period's own filing or a later one that reports it as a comparative. */
  readonly reported_in?: ReportedIn;
}

export function filingRefOf(f: FilingMeta, cacheStatus?: CacheStatus, reportedIn?: ReportedIn): FilingRef {
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
    ...(reportedIn ? { reported_in: reportedIn } : {}),
  };
}

/** The filing most of an answer's values were read from (what a mixed answer cites); null for none. */
export function mostUsedFiling(filings: readonly FilingMeta[]): FilingMeta | null {
  const counts = new Map<string, { filing: FilingMeta; n: number }>();
  for (const f of filings) counts.set(f.accession, { filing: f, n: (counts.get(f.accession)?.n ?? 0) + 1 });
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.filing ?? null;
}
