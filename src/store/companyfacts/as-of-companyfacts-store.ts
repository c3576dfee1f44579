import { filedBy } from "../../model/index.js";
import type { CompanyFactFilter, CompanyFactsStore } from "./companyfacts-store.js";

/**
 * SEC's company facts as they stood at the end of `asOf`: the filings filed later, and their
 * values, are not there. Frames are SEC's picks across the whole history and answer no `as_of`,
 * so they pass through; writes are refused, a view is read-only.
 */
export function companyFactsAsOf(inner: CompanyFactsStore, asOf: string): CompanyFactsStore {
  const refuse = (): never => {
    throw new Error(`company facts as of ${asOf} are a read-only view`);
  };
  return {
    saveCompany: refuse,
    saveCompanies: refuse,
    company: (cik) => inner.company(cik),
    companyOfTicker: (ticker) => inner.companyOfTicker(ticker),
    filings: async (cik) => (await inner.filings(cik)).filter((f) => filedBy(asOf, f.filed)),
    facts: async (cik, filter?: CompanyFactFilter) => (await inner.facts(cik, filter)).filter((f) => filedBy(asOf, f.filed)),
    frame: (query) => inner.frame(query),
    stats: () => inner.stats(),
    close: () => inner.close(),
  };
}
