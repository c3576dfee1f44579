import type { FilingMeta, PeriodicFilingQuery } from "../../model/index.js";
import { FdsError } from "../../model/index.js";
import { FiscalCalendar, isPeriodicReport } from "./fiscal-calendar.js";
import { daysBetween, PERIOD_END_TOLERANCE_DAYS } from "./fiscal-period.js";
import type { FetcherPort, PeriodStore } from "./ports.js";

/** How a filing was found: already in the store, or fetched from EDGAR for this request. */
export type CacheStatus = "cached" | "fetched";

export interface FoundFiling {
  readonly filing: FilingMeta;
  readonly cacheStatus: CacheStatus;
}

const ANNUAL_FORMS = ["10-K", "20-F", "40-F"];

/**
 * Whether a filing reports the company's fiscal year and quarter (4 = the annual report).
 * Pre-2009 filings have no dei fiscal focus: an annual report is the fiscal year its period ends
 * in, named as the company names the years its other filings state (with a calendar; the
 * calendar year of its end without one), and a 10-Q is the quarter whose end, on the company's
 * fiscal calendar, is its period end.
 */
export function reportsPeriod(f: FilingMeta, fiscalYear: number, quarter: number, calendar?: FiscalCalendar): boolean {
  const base = f.form.replace(/\/A$/, "");
  if (quarter === 4) {
    if (!ANNUAL_FORMS.includes(base)) return false;
    if (f.fiscalYear !== null) return f.fiscalYear === fiscalYear;
    if (f.periodEnd === null) return false;
    return (calendar ? calendar.fiscalYearEnding(f.periodEnd) : Number(f.periodEnd.slice(0, 4))) === fiscalYear;
  }
  if (base !== "10-Q") return false;
  if (f.fiscalYear !== null || f.fiscalPeriod !== null) return f.fiscalYear === fiscalYear && f.fiscalPeriod === `Q${quarter}`;
  const estimate = f.periodEnd === null ? null : calendar?.quarterEnd(fiscalYear, quarter);
  return !!estimate && Math.abs(daysBetween(estimate.end, f.periodEnd as string)) <= PERIOD_END_TOLERANCE_DAYS;
}

/** The filings of a ticker's fiscal period in the store: originals first, then amendments by filing date. */
export async function storedPeriodFilings(
  deps: { readonly store: Pick<PeriodStore, "listFilings"> },
  ticker: string,
  fiscalYear: number,
  quarter: number,
): Promise<FilingMeta[]> {
  const filings = await deps.store.listFilings({ ticker: ticker.toUpperCase() });
  const calendar = new FiscalCalendar(filings.filter(isPeriodicReport));
  return filings
    .filter((f) => reportsPeriod(f, fiscalYear, quarter, calendar))
    .sort((a, b) => Number(a.form.endsWith("/A")) - Number(b.form.endsWith("/A")) || (a.filedDate ?? "").localeCompare(b.filedDate ?? ""));
}

/**
 * The filing that reports a ticker's fiscal period: from the store, else fetched from EDGAR
 * (never when `cacheOnly`). Amendments never stand in for the original report.
 */
export async function findPeriodFiling(
  deps: { readonly store: Pick<PeriodStore, "listFilings"> } & FetcherPort,
  request: { readonly ticker: string; readonly fiscalYear: number; readonly quarter: number; readonly cacheOnly: boolean },
): Promise<FoundFiling> {
  const { ticker, fiscalYear, quarter } = request;
  const stored = (await storedPeriodFilings(deps, ticker, fiscalYear, quarter)).find((f) => !f.form.endsWith("/A"));
  if (stored) return { filing: stored, cacheStatus: "cached" };
  const what = `${ticker.toUpperCase()} fiscal ${fiscalYear} ${quarter === 4 ? "annual report" : `Q${quarter}`}`;
  if (request.cacheOnly)
    throw new FdsError("not_cached", `${what} is not cached, and this request may only read cached filings`, {
      ticker,
      fiscal_year: fiscalYear,
      quarter,
    });
  if (!deps.fetcher) throw new FdsError("edgar_unavailable", `${what} is not cached and EDGAR is not configured (set FDS_SEC_USER_AGENT)`);
  const query: PeriodicFilingQuery =
    quarter === 4
      ? { ticker, form: "10-K", fiscalYear, fiscalPeriod: "FY" }
      : { ticker, form: "10-Q", fiscalYear, fiscalPeriod: `Q${quarter}` as "Q1" | "Q2" | "Q3" };
  return { filing: await deps.fetcher.fetchPeriodic(query), cacheStatus: "fetched" };
}
