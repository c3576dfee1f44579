import { useApi, type ApiCall, type Loaded } from "./api";

/** A filing the store holds, as GET /api/filings/events lists it. */
export interface StoredFiling {
  readonly accession: string;
  readonly form: string;
  readonly company: string | null;
  readonly ticker: string | null;
  readonly cik: number | null;
  readonly filed_date: string | null;
  /** The period's end (10-K, 10-Q) or the earliest event's date (8-K). */
  readonly period: string | null;
  readonly primary_document: string | null;
  readonly url: string | null;
  readonly items: readonly { number: string; title: string }[];
  readonly has_earnings_release: boolean;
}

interface EventsAnswer {
  readonly total: number;
  readonly events: readonly StoredFiling[];
}

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

/** The fiscal year a periodic filing most likely reports: the year its period ends in. */
export function latestYear(filings: readonly StoredFiling[], ticker: string): number | null {
  const years = filings.filter((f) => f.ticker === ticker && f.form.startsWith("10-K") && f.period).map((f) => Number(f.period!.slice(0, 4)));
  return years.length ? Math.max(...years) : null;
}
