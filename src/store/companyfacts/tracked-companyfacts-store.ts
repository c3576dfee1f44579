import { type ReadTracker, CHANGING_SCOPE } from "../filings/index.js";
import type { CompanyFactsStore } from "./companyfacts-store.js";

/**
 * The company facts store noting each read in the runtime's read tracker as a read of what
 * changes unannounced (CHANGING_SCOPE): loading company facts appends nothing to the
 * invalidations log (they are no filing), so a kept answer that read them is recomputed after a
 * few minutes (docs/http-api.md: caching) rather than kept until a filing of its company changes.
 */
export function trackedCompanyFactsStore(store: CompanyFactsStore, reads: ReadTracker): CompanyFactsStore {
  const noted =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      reads.noteRead(CHANGING_SCOPE);
      return read(...args);
    };
  return {
    saveCompany: (company, filings, facts) => store.saveCompany(company, filings, facts),
    saveCompanies: (companies) => store.saveCompanies(companies),
    company: noted((cik) => store.company(cik)),
    companyOfTicker: noted((ticker) => store.companyOfTicker(ticker)),
    filings: noted((cik) => store.filings(cik)),
    facts: noted((cik, filter) => store.facts(cik, filter)),
    frame: noted((query) => store.frame(query)),
    stats: noted(() => store.stats()),
    close: () => store.close(),
  };
}
