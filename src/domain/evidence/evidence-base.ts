import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import { selectFiling } from "../documents/index.js";
import { findEarningsRelease } from "../events/index.js";
import {
  FdsError,
  type FetcherPort,
  FiscalCalendar,
  isPeriodicReport,
  type IssuersPort,
  resolvePeriodTarget,
  shiftMonths,
  type StorePort,
} from "../shared/index.js";
import type { MissingSource } from "./incorporation.js";

/** What evidence is read from first: the period's 10-K/10-Q, else its earnings release, else another of its 8-Ks. */
export interface EvidenceBase {
  readonly filing: FilingMeta;
  /** The document read as the filing's own: null for the primary, the release exhibit when only the period's earnings 8-K is stored. */
  readonly document: string | null;
  /** The period's 10-K/10-Q when it could not be had (coverage says so). */
  readonly missing: MissingSource | null;
}

/** Errors that mean the period's report is not to be had here (not stored, not fetchable now), not that the request is wrong. */
const UNAVAILABLE = new Set(["filing_not_found", "not_cached", "edgar_unavailable", "upstream_failed"]);

/**
 * The period's 10-K/10-Q (fetched from EDGAR when allowed); when that cannot be had, the
 * period's stored earnings release (EX-99 of an Item 2.02 8-K), dated by the company's fiscal
 * calendar or by the quarter the release names; else the period's first stored 8-K.
 * `{ unavailable }` when none is stored: the caller may still answer from the period's calls.
 */
export async function evidenceBase(
  deps: StorePort & FetcherPort & IssuersPort & DocumentsPort,
  r: { readonly ticker: string; readonly year: number; readonly quarter: number; readonly cacheOnly: boolean },
): Promise<EvidenceBase | { readonly unavailable: FdsError }> {
  try {
    const { filing } = await selectFiling(deps, { ticker: r.ticker, year: r.year, quarter: r.quarter, cacheOnly: r.cacheOnly });
    return { filing, document: null, missing: null };
  } catch (err) {
    if (!(err instanceof FdsError) || !UNAVAILABLE.has(err.code)) throw err;
    const report = r.quarter === 4 ? "10-K" : "10-Q";
    const missing: MissingSource = {
      kind: "document",
      section: null,
      name: `${r.ticker.toUpperCase()} ${report} of fiscal ${r.year}${r.quarter === 4 ? "" : ` Q${r.quarter}`}`,
      stored: false,
      reason: err.message,
    };
    try {
      const release = await findEarningsRelease(
        deps,
        r.ticker,
        resolvePeriodTarget({ fiscalYear: r.year, quarter: r.quarter, dateType: null, fullYearMode: false }),
      );
      return { filing: release.filing, document: release.exhibit.name, missing };
    } catch (noRelease) {
      if (!(noRelease instanceof FdsError)) throw noRelease;
      const event = await periodEventFiling(deps, r.ticker, r.year, r.quarter);
      return event ? { filing: event, document: null, missing } : { unavailable: err };
    }
  }
}

/** Days after a period's end its 8-Ks still report on it (the annual bonus decisions, the results' release). */
const AFTER_END_DAYS = 100;

/**
 * The period's first stored 8-K: filed from the period's start to AFTER_END_DAYS after its end.
 * The period is placed by the company's fiscal calendar when any 10-K/10-Q of it is stored, else
 * at the calendar quarter of that number (a fiscal year ending off the calendar is still within
 * the window's margin). Null when none is stored.
 */
async function periodEventFiling(deps: StorePort, ticker: string, year: number, quarter: number): Promise<FilingMeta | null> {
  const filings = await deps.store.listFilings({ ticker: ticker.toUpperCase() });
  const estimate =
    new FiscalCalendar(filings.filter(isPeriodicReport)).quarterEnd(year, quarter)?.end ??
    `${year}-${String(quarter * 3).padStart(2, "0")}-${quarter === 1 || quarter === 4 ? 31 : 30}`;
  const from = shiftMonths(estimate, quarter === 4 ? -12 : -3);
  const to = shiftDays(estimate, AFTER_END_DAYS);
  const events = filings.filter(
    (f) => /^8-K/.test(f.form) && (f.filedDate ?? f.periodEnd ?? "") > from && (f.filedDate ?? f.periodEnd ?? "") <= to,
  );
  return events.sort((a, b) => (a.filedDate ?? a.periodEnd ?? "").localeCompare(b.filedDate ?? b.periodEnd ?? ""))[0] ?? null;
}

const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
