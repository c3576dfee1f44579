import { useApi, type ApiCall, type Loaded } from "./api";
import type { Schemas } from "./facts";

type EventsAnswer = Schemas["EventFilingsResponse"];

/** A filing the store holds, as GET /api/filings/events lists it (/openapi.json's EventFilingsResponse). */
export type StoredFiling = EventsAnswer["events"][number];

/**
 * Every stored filing of every company in one request (the events route lists the store's filings
 * of the forms asked; 200 is its largest page): the company search and the company page both read
 * this one answer, kept for the session.
 */
export const STORED_FILINGS_CALL: ApiCall = {
  method: "GET",
  path: "/api/filings/events",
  query: { form_types: ["10-K", "10-K/A", "10-Q", "10-Q/A", "8-K", "8-K/A"], limit: 200 },
};

export function useStoredFilings(): Loaded<EventsAnswer> {
  return useApi<EventsAnswer>(STORED_FILINGS_CALL);
}

export const isPeriodic = (f: StoredFiling) => /^10-[KQ]/.test(f.form);

/** A label for a periodic filing's period: FY2024 (10-K) or the quarter's end date (10-Q). */
export function periodLabel(f: StoredFiling): string {
  if (!f.period) return "—";
  return f.form.startsWith("10-K") ? `FY ending ${f.period}` : `quarter ending ${f.period}`;
}

/** Periods stored for a ticker, for errors that should say which periods exist. */
export function storedPeriods(filings: readonly StoredFiling[] | undefined, ticker: string): string[] {
  return (filings ?? []).filter((f) => f.ticker === ticker && isPeriodic(f)).map((f) => `${f.form} ${f.period ?? "?"}`);
}

/** A periodic filing's fiscal year and quarter (4: the annual report), as its dei facts say; null when it does not say. */
function fiscalQuarterOf(f: StoredFiling): { year: number; quarter: number } | null {
  if (!isPeriodic(f) || f.fiscal_year === null) return null;
  const quarter = f.fiscal_period === "FY" ? 4 : /^Q[1-4]$/.test(f.fiscal_period ?? "") ? Number(f.fiscal_period![1]) : f.form.startsWith("10-K") ? 4 : null;
  return quarter === null ? null : { year: f.fiscal_year, quarter };
}

/**
 * The latest fiscal year with a stored annual report, in the company's own fiscal calendar (Home
 * Depot's fiscal 2024 ends 2025-02-02, so its 10-K of that period is fiscal 2024, not 2025).
 */
export function latestYear(filings: readonly StoredFiling[], ticker: string): number | null {
  const years = filings.filter((f) => f.ticker === ticker && f.form.startsWith("10-K")).map((f) => fiscalQuarterOf(f)?.year ?? null).filter((y): y is number => y !== null);
  return years.length ? Math.max(...years) : null;
}

/** The latest stored fiscal quarter (4: an annual report) of a ticker's periodic filings. */
export function latestQuarter(filings: readonly StoredFiling[], ticker: string): { year: number; quarter: number } | null {
  const periods = filings.filter((f) => f.ticker === ticker).map(fiscalQuarterOf).filter((p): p is { year: number; quarter: number } => p !== null);
  return periods.reduce<{ year: number; quarter: number } | null>((best, p) => (!best || p.year * 4 + p.quarter > best.year * 4 + best.quarter ? p : best), null);
}
