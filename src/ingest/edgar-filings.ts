import { EdgarNotFoundError, type EdgarClient } from "../edgar/index.js";
import { filedBy } from "../model/index.js";
import { buildFiling, type BuiltFiling } from "./read-filing.js";

export interface EdgarFilingQuery {
  readonly ticker: string;
  readonly form: string;
  /** The company's fiscal year (dei:DocumentFiscalYearFocus); null for the latest filing of the form. */
  readonly fiscalYear: number | null;
  /** `Q1`..`Q3` or `FY` (dei:DocumentFiscalPeriodFocus), checked when given. */
  readonly fiscalPeriod?: string | null;
  /** Only filings filed on or before this day (`filedBy`): none filed later is downloaded. */
  readonly asOf?: string;
}

/** No filing on EDGAR answers the query. */
export class FilingNotOnEdgarError extends Error {
  readonly code = "filing_not_found";
  constructor(message: string) {
    super(message);
    this.name = "FilingNotOnEdgarError";
  }
}

/**
 * Finds and reads one filing from EDGAR (with its build, to store beside it). A fiscal year cannot be read off EDGAR's index (Home
 * Depot's fiscal 2024 ends 2025-02-02, Apple's fiscal 2024 ends 2024-09-28), so the filings
 * whose period ends in that year or the next are read, newest first, until one's own dei
 * fiscal year focus matches.
 */
export async function readEdgarFiling(client: EdgarClient, query: EdgarFilingQuery): Promise<BuiltFiling> {
  const ticker = query.ticker.toUpperCase();
  const cik = await client.lookupCik(ticker);
  if (cik === null) throw new FilingNotOnEdgarError(`EDGAR's ticker map has no ${ticker}`);
  const year = query.fiscalYear;
  // A fiscal year is named by the calendar year it ends in, or (retailers ending in January or
  // February) by the year before: periods ending from January of Y to March of Y+1.
  // Quarters of fiscal Y end as early as the calendar year before (Apple's fiscal Q1 ends in December).
  const quarterly = query.fiscalPeriod !== undefined && query.fiscalPeriod !== null && query.fiscalPeriod !== "FY";
  const range = year === null ? {} : { reportDateFrom: `${quarterly ? year - 1 : year}-01-01`, reportDateTo: `${year + 1}-03-31` };
  const listed = await client.findFilings(cik, { form: query.form, ...range });
  const asOf = query.asOf;
  const candidates = asOf === undefined ? listed : listed.filter((entry) => filedBy(asOf, entry.filedDate));
  const distance = (reportDate: string | null) => (year === null ? 0 : Math.abs(Number(reportDate?.slice(0, 4)) - year));
  // Most likely first: the period ending in year Y, then newest first.
  const ordered = [...candidates].sort(
    (a, b) => distance(a.reportDate) - distance(b.reportDate) || (b.reportDate ?? "").localeCompare(a.reportDate ?? ""),
  );
  const unreachable: string[] = [];
  for (const entry of ordered) {
    let source: Awaited<ReturnType<EdgarClient["getFilingSource"]>>;
    try {
      source = await client.getFilingSource(cik, entry.accession);
    } catch (error) {
      // A listed filing whose folder EDGAR does not serve (a replica's partial copy, a filing
      // withdrawn since) cannot be the one asked for: try the next candidate.
      if (!(error instanceof EdgarNotFoundError)) throw error;
      unreachable.push(entry.accession);
      continue;
    }
    const built = await buildFiling(source);
    const { meta } = built.record;
    const periodOk = !query.fiscalPeriod || meta.fiscalPeriod === query.fiscalPeriod;
    if (periodOk && (year === null || meta.fiscalYear === year)) return built;
    // Without dei facts (pre-2009 filings) the period end is all there is to go by.
    if (meta.fiscalYear === null && entry.reportDate?.startsWith(String(year))) return built;
  }
  const which = `${year === null ? "" : ` for fiscal year ${year}`}${asOf === undefined ? "" : ` filed on or before ${asOf} (as_of)`}`;
  const skipped = unreachable.length ? ` (listed but not served: ${unreachable.join(", ")})` : "";
  throw new FilingNotOnEdgarError(`no ${query.form} of ${ticker} (CIK ${cik}) on EDGAR${which}${skipped}`);
}
