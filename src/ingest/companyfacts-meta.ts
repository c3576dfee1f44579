import type { LocalIssuerDirectory } from "../edgar/index.js";
import type { CompanyMeta } from "./companyfacts-records.js";

/**
 * A company's ticker and fiscal year end from shipped SEC data: its submissions JSON (main
 * ticker, `fiscalYearEnd` as MMDD), else SEC's ticker map; nulls when neither names them.
 */
export function issuerMeta(issuers: LocalIssuerDirectory): (cik: number) => Promise<CompanyMeta> {
  return async (cik) => {
    const submissions = await issuers.findSubmissions(cik).catch(() => null);
    const ticker = submissions?.tickers[0] ?? (await issuers.tickerOf(cik));
    const end = submissions?.fiscalYearEnd ?? null;
    return { ticker, fiscalYearEnd: end !== null && /^\d{4}$/.test(end) ? `--${end.slice(0, 2)}-${end.slice(2)}` : null };
  };
}
