import { api, useApi, type ApiCall, type Loaded } from "./api";
import type { Schemas } from "./facts";

type EventsAnswer = Schemas["EventFilingsResponse"];

/** A filing the store holds, as GET /api/filings/events lists it (/openapi.json's EventFilingsResponse). */
export type StoredFiling = EventsAnswer["events"][number];

/** The events route's largest page. */
const PAGE = 200;
/** Pages asked at most (a store of up to 5,000 such filings); beyond, the list says it is cut. */
const MAX_PAGES = 25;

/**
 * Every stored filing of every company (the events route lists the store's filings of the forms
 * asked, newest first, at most 200 at a time): the company search and the company pages all read
 * this one answer, kept for the session. One request for a store of up to 200 such filings.
 */
const STORED_FILINGS_CALL: ApiCall = {
  method: "GET",
  path: "/api/filings/events",
  query: { form_types: ["10-K", "10-K/A", "10-Q", "10-Q/A", "8-K", "8-K/A"], limit: PAGE },
};

/** The stored filings, with `truncated` when the store holds more than the pages asked. */
export type StoredFilings = EventsAnswer & { readonly truncated: boolean };

/**
 * The first page, then, while the route's `total` says more are stored, the page of filings filed
 * on or before the oldest date seen (that date's filings come again; they are kept once).
 */
async function allStoredFilings(first: ApiCall): Promise<StoredFilings> {
  const answer = await api<EventsAnswer>(first);
  const byAccession = new Map(answer.events.map((e) => [e.accession, e]));
  let page = answer.events;
  for (let pages = 1; byAccession.size < answer.total && pages < MAX_PAGES && page.length > 0; pages++) {
    const oldest = page.reduce<string | null>((min, e) => (e.filed_date && (!min || e.filed_date < min) ? e.filed_date : min), null);
    if (oldest === null) break;
    page = (await api<EventsAnswer>({ ...first, query: { ...first.query, filing_date_to: oldest } })).events;
    const before = byAccession.size;
    for (const e of page) if (!byAccession.has(e.accession)) byAccession.set(e.accession, e);
    if (byAccession.size === before) break; // more than a page filed on one day: the rest cannot be reached this way
  }
  return { ...answer, events: [...byAccession.values()], count: byAccession.size, truncated: byAccession.size < answer.total };
}

export function useStoredFilings(): Loaded<StoredFilings> {
  return useApi<StoredFilings>(STORED_FILINGS_CALL, allStoredFilings);
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
  const quarter =
    f.fiscal_period === "FY"
      ? 4
      : /^Q[1-4]$/.test(f.fiscal_period ?? "")
        ? Number(f.fiscal_period![1])
        : f.form.startsWith("10-K")
          ? 4
          : null;
  return quarter === null ? null : { year: f.fiscal_year, quarter };
}

/**
 * The latest fiscal year with a stored annual report, in the company's own fiscal calendar (Home
 * Depot's fiscal 2024 ends 2025-02-02, so its 10-K of that period is fiscal 2024, not 2025).
 */
export function latestYear(filings: readonly StoredFiling[], ticker: string): number | null {
  const years = filings
    .filter((f) => f.ticker === ticker && f.form.startsWith("10-K"))
    .map((f) => fiscalQuarterOf(f)?.year ?? null)
    .filter((y): y is number => y !== null);
  return years.length ? Math.max(...years) : null;
}

/** The latest stored fiscal quarter (4: an annual report) of a ticker's periodic filings. */
export function latestQuarter(filings: readonly StoredFiling[], ticker: string): { year: number; quarter: number } | null {
  const periods = filings
    .filter((f) => f.ticker === ticker)
    .map(fiscalQuarterOf)
    .filter((p): p is { year: number; quarter: number } => p !== null);
  return periods.reduce<{ year: number; quarter: number } | null>(
    (best, p) => (!best || p.year * 4 + p.quarter > best.year * 4 + best.quarter ? p : best),
    null,
  );
}

/**
 * The stored periodic filing of a ticker's fiscal period (quarter 4: the annual report), the
 * original before an amendment; null when none is stored.
 */
export function filingFor(filings: readonly StoredFiling[], ticker: string, year: number, quarter: number): StoredFiling | null {
  const matches = filings.filter((f) => {
    const p = f.ticker === ticker ? fiscalQuarterOf(f) : null;
    return p !== null && p.year === year && p.quarter === quarter;
  });
  return matches.find((f) => !f.form.endsWith("/A")) ?? matches[0] ?? null;
}

/**
 * A ticker's stored fiscal periods of one kind, oldest first: its annual reports (quarter 4) or its
 * quarterly reports, each period once (an amendment is not another period).
 */
export function storedFiscalPeriods(
  filings: readonly StoredFiling[],
  ticker: string,
  annual: boolean,
): { year: number; quarter: number }[] {
  const seen = new Map<number, { year: number; quarter: number }>();
  for (const f of filings) {
    const p = f.ticker === ticker ? fiscalQuarterOf(f) : null;
    if (p && (p.quarter === 4) === annual) seen.set(p.year * 4 + p.quarter, p);
  }
  return [...seen].sort(([a], [b]) => a - b).map(([, p]) => p);
}
