import { edgarFilingUrl } from "../../model/index.js";
import { Type } from "typebox";
import { FdsError, type IssuerDirectory, Nullable, type Wire } from "../shared/index.js";

export type { IssuerDirectory } from "../shared/index.js";

/** get_issuer_submissions_meta's answer. */
export const IssuerMetaSchema = Type.Object({
  cik: Type.Integer(),
  name: Nullable(Type.String()),
  tickers: Type.Array(Type.String()),
  exchanges: Type.Array(Type.String()),
  /** `MM-DD` of the fiscal year end (`09-27`); null when EDGAR does not say. */
  fiscal_year_end: Nullable(Type.String()),
  sic: Nullable(Type.String()),
  sic_description: Nullable(Type.String()),
  /** Number of filings on EDGAR by form, all years. */
  filing_counts: Type.Record(Type.String(), Type.Integer()),
  total_filings: Type.Integer(),
  /** The newest filings first. */
  latest_filings: Type.Array(
    Type.Object({
      accession: Type.String(),
      form: Type.String(),
      filed_date: Nullable(Type.String()),
      report_date: Nullable(Type.String()),
      primary_document: Nullable(Type.String()),
      items: Nullable(Type.String()),
      url: Nullable(Type.String()),
    }),
  ),
  source: Type.Literal("sec_submissions"),
});

type IssuerMeta = Wire<typeof IssuerMetaSchema>;

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
