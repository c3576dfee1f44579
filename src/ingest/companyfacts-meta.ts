import type { LocalIssuerDirectory } from "../edgar/index.js";
import type { CompanyMeta } from "./companyfacts-records.js";

/**
 * A company's ticker and fiscal year end from shipped SEC data: its submissions JSON (main
 * ticker, `fiscalYearEnd` as MMDD), else SEC's ticker map; nulls when neither names them.
 */
export function issuerMeta(issuers: LocalIssuerDirectory): (cik: number) => Promise<CompanyMeta> {
  return async (cik) => {
    const submissions = await issuers.findSubmissions(cik).catch(() => null);
    return companyMeta(submissions, submissions?.tickers[0] ?? (await issuers.tickerOf(cik)));
  };
}

/** What a submissions profile says (main ticker, `fiscalYearEnd` MMDD as `--MM-DD`), the ticker otherwise known when it names none. */
export function companyMeta(
  profile: { readonly tickers: readonly string[]; readonly fiscalYearEnd: string | null } | null,
  ticker: string | null,
): CompanyMeta {
  const end = profile?.fiscalYearEnd ?? null;
  return {
    ticker: profile?.tickers[0] ?? ticker,
    fiscalYearEnd: end !== null && /^\d{4}$/.test(end) ? `--${end.slice(0, 2)}-${end.slice(2)}` : null,
  };
}
