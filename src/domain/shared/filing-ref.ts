import { Type } from "typebox";
import type { FilingMeta } from "../../model/index.js";
import type { CacheStatus } from "./filing-lookup.js";
import { ReportedInSchema, type ReportedIn } from "./metric-value.js";
import { Nullable, type Wire } from "./schema-builders.js";

export const FilingRefSchema = Type.Object(
  {
    /** EDGAR accession, or the synthetic `fds-…` id (then `accession_is_synthetic` and no URL). */
    accession: Type.String(),
    accession_is_synthetic: Type.Boolean(),
    cik: Nullable(Type.Integer()),
    ticker: Nullable(Type.String()),
    company: Nullable(Type.String()),
    form: Type.String(),
    filed_date: Nullable(Type.String()),
    period_end: Nullable(Type.String()),
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String()),
    primary_document: Nullable(Type.String()),
    url: Nullable(Type.String()),
    is_inline_xbrl: Nullable(Type.Boolean()),
    /** `cached`: answered from the store; `fetched`: fetched from EDGAR for this request. The document says string. */
    cache_status: Type.Optional(Type.Unsafe<CacheStatus>(Type.String())),
    /** For a fiscal period's answer: whether this is the period's own filing or a later one that reports it as a comparative. */
    reported_in: Type.Optional(ReportedInSchema),
  },
  { title: "FilingRef", description: "The filing a value was read from" },
);

/** A filing as responses cite it. */
export type FilingRef = Wire<typeof FilingRefSchema>;

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
