import { edgarFilingUrl } from "../../model/index.js";
import { FdsError, type IssuerDirectory } from "../shared/index.js";

export type { IssuerDirectory } from "../shared/index.js";

export interface IssuerMeta {
  readonly cik: number;
  readonly name: string | null;
  readonly tickers: readonly string[];
  readonly exchanges: readonly string[];
  /** `MM-DD` of the fiscal year end (`09-27`); null when EDGAR does not say. */
  readonly fiscal_year_end: string | null;
  readonly sic: string | null;
  readonly sic_description: string | null;
  /** Number of filings on EDGAR by form, all years. */
  readonly filing_counts: Readonly<Record<string, number>>;
  readonly total_filings: number;
  /** The newest filings first. */
  readonly latest_filings: readonly {
    readonly accession: string;
    readonly form: string;
    readonly filed_date: string | null;
    readonly report_date: string | null;
    readonly primary_document: string | null;
    readonly items: string | null;
    readonly url: string | null;
  }[];
  readonly source: "sec_submissions";
}

/** An issuer's EDGAR profile: names, tickers, exchanges, fiscal year end, SIC, filing counts and latest filings. */
export async function getIssuerMeta(
  directory: IssuerDirectory | null,
  q: {
    readonly ticker: string | null;
    readonly cik: number | null;
    readonly latest: number;
    readonly forms: readonly string[] | null;
    readonly cacheOnly: boolean;
  },
): Promise<IssuerMeta> {
  if (q.cacheOnly) throw new FdsError("not_cached", "issuer submissions are read from EDGAR, which this caller may not reach");
  if (!directory) throw new FdsError("edgar_unavailable", "EDGAR is not configured (set FDS_SEC_USER_AGENT)");
  if (q.ticker === null && q.cik === null) throw new FdsError("bad_request", "give a ticker or a cik");
  const cik = q.cik ?? (await directory.lookupCik(q.ticker as string));
  if (cik === null) throw new FdsError("not_found", `EDGAR's ticker map has no ${q.ticker}`);
  const s = await directory.getSubmissions(cik);
  const counts: Record<string, number> = {};
  for (const f of s.filings) counts[f.form] = (counts[f.form] ?? 0) + 1;
  const wanted = q.forms ? new Set(q.forms.map((f) => f.toUpperCase())) : null;
  return {
    cik: s.cik,
    name: s.name,
    tickers: s.tickers,
    exchanges: s.exchanges,
    fiscal_year_end:
      s.fiscalYearEnd && /^\d{4}$/.test(s.fiscalYearEnd) ? `${s.fiscalYearEnd.slice(0, 2)}-${s.fiscalYearEnd.slice(2)}` : null,
    sic: s.sic,
    sic_description: s.sicDescription,
    filing_counts: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))),
    total_filings: s.filings.length,
    latest_filings: s.filings
      .filter((f) => !wanted || wanted.has(f.form.toUpperCase()))
      .slice(0, q.latest)
      .map((f) => ({
        accession: f.accession,
        form: f.form,
        filed_date: f.filedDate,
        report_date: f.reportDate,
        primary_document: f.primaryDocument,
        items: f.items,
        url: f.primaryDocument ? edgarFilingUrl(s.cik, f.accession, f.primaryDocument) : null,
      })),
    source: "sec_submissions",
  };
}
