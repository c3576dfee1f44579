import type { SubmissionEntry, SubmissionsFileRef } from "./submissions.js";

/**
 * Which of a company's filings `findFilings` returns. Dates are `YYYY-MM-DD`, bounds inclusive;
 * an unset field does not filter.
 *
 * There is no fiscal-year filter on purpose: the submissions JSON has no fiscal year, and none
 * can be derived from the report date (Home Depot calls the year ending 2025-02-02 "fiscal 2024",
 * Walmart calls the year ending 2025-01-31 "fiscal 2025"). The fiscal year comes from the
 * document's `dei:DocumentFiscalYearFocus` at parse time; pick candidates by report date here.
 */
export interface FilingQuery {
  /** One form or several, matched exactly (`10-K` does not match `10-K/A`). */
  readonly form?: string | readonly string[];
  /** Period of report bounds; filings without a report date never match a set bound. */
  readonly reportDateFrom?: string;
  readonly reportDateTo?: string;
  /** Filed date bounds. */
  readonly filedFrom?: string;
  readonly filedTo?: string;
}

/** Whether one submissions row satisfies the query. */
export function matchesFilingQuery(entry: SubmissionEntry, query: FilingQuery): boolean {
  if (query.form !== undefined) {
    const forms = typeof query.form === "string" ? [query.form] : query.form;
    if (!forms.includes(entry.form)) return false;
  }
  return within(entry.reportDate, query.reportDateFrom, query.reportDateTo) && within(entry.filedDate, query.filedFrom, query.filedTo);
}

/**
 * Whether an extra submissions file may hold a match, from the filed-date range it declares.
 * A report date never follows its filing date, so a file filed entirely before `reportDateFrom`
 * cannot match either. Files that declare no range are always read.
 */
export function mayHoldMatches(ref: SubmissionsFileRef, query: FilingQuery): boolean {
  if (ref.filingTo !== null) {
    if (query.filedFrom !== undefined && ref.filingTo < query.filedFrom) return false;
    if (query.reportDateFrom !== undefined && ref.filingTo < query.reportDateFrom) return false;
  }
  if (ref.filingFrom !== null && query.filedTo !== undefined && ref.filingFrom > query.filedTo) return false;
  return true;
}

function within(date: string | null, from: string | undefined, to: string | undefined): boolean {
  if (from === undefined && to === undefined) return true;
  if (date === null) return false;
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}
