import type { CompanyFactsStore, StoredCompany } from "../../store/index.js";
import { PeriodReader, type StorePort } from "../shared/index.js";
import { CompanyFactsFilings } from "./company-facts-filings.js";

/** SEC's company facts (`fds ingest-companyfacts`); absent or null: not available to this process. */
export interface CompanyFactsPort {
  readonly companyFacts?: CompanyFactsStore | null;
  /** Loads a company's facts from SEC when none are loaded; absent or null when EDGAR is not configured. */
  readonly companyFactsFetcher?: CompanyFactsFetcher | null;
}

/** A company's facts loaded from SEC on demand (implemented over the EDGAR client by the composition root). */
export interface CompanyFactsFetcher {
  /**
   * Loads the company's facts into the company facts store, replacing any; null when SEC lists no
   * such ticker or publishes no company facts for it. `differ`: loaded values that a stored filing
   * of the same accession holds with another value (stored filings win where both exist).
   */
  fetchCompanyFacts(ticker: string): Promise<{ readonly cik: number; readonly differ: number } | null>;
}

/** The command that loads company facts, for messages saying how to get what is missing. */
export const LOAD_COMPANY_FACTS = "`fds ingest-companyfacts <folder|companyfacts.zip>` or `fds ingest <corpus>`";

/** The company facts reader of each request's stored-filings reader: one per request, its reads kept. */
const companions = new WeakMap<PeriodReader, Promise<PeriodReader | null>>();

/**
 * A reader of the company's SEC company facts, on the same terms as `stored` (ticker, basis):
 * those loaded, else (EDGAR configured, and `stored` may fetch) those SEC publishes, loaded now
 * in one request rather than the period's filings one by one; null when this process has no
 * company facts store or none of this company. Values it finds are marked `source: companyfacts`
 * and cite accession, form, filed date and frame.
 */
export function companyFactsReader(deps: StorePort & CompanyFactsPort, stored: PeriodReader): Promise<PeriodReader | null> {
  let reader = companions.get(stored);
  if (!reader) {
    reader = openReader(deps, stored);
    companions.set(stored, reader);
  }
  return reader;
}

async function openReader(deps: StorePort & CompanyFactsPort, stored: PeriodReader): Promise<PeriodReader | null> {
  const store = deps.companyFacts;
  if (!store) return null;
  let company = await companyOf(deps, store, stored.ticker);
  let differ = 0;
  if (!company && !stored.cacheOnly && deps.companyFactsFetcher) {
    const fetched = await deps.companyFactsFetcher.fetchCompanyFacts(stored.ticker);
    if (fetched) [company, differ] = [await store.company(fetched.cik), fetched.differ];
  }
  if (!company) return null;
  const filings = new CompanyFactsFilings(store, company, stored.ticker);
  const reader = new PeriodReader({ store: filings, fetcher: null }, stored.ticker, true, stored.basis, filings.citer);
  if (differ > 0)
    reader.warnings.push(
      `SEC's company facts of ${stored.ticker.toUpperCase()}, fetched from EDGAR, differ from stored filings of the same accession on ${differ} value(s); ` +
        "a stored filing's own facts answer wherever it reports the period",
    );
  return reader;
}

/** The company listed under the ticker, else the one of the CIK its stored filings give. */
async function companyOf(deps: StorePort, store: CompanyFactsStore, ticker: string): Promise<StoredCompany | null> {
  const listed = await store.companyOfTicker(ticker);
  if (listed) return listed;
  const cik = (await deps.store.listFilings({ ticker: ticker.toUpperCase() })).find((f) => f.cik !== null)?.cik;
  return cik == null ? null : store.company(cik);
}

/**
 * What to add to a message saying a period is not stored: that the company's facts are not
 * loaded either and how to load them, or that SEC publishes none (when `reader` may fetch and
 * EDGAR is configured, they were asked for); empty when this process has no company facts store
 * (or they are loaded, and did not answer for their own reasons).
 */
export async function companyFactsHint(deps: StorePort & CompanyFactsPort, reader: PeriodReader): Promise<string> {
  const store = deps.companyFacts;
  const ticker = reader.ticker.toUpperCase();
  if (!store || (await companyOf(deps, store, ticker))) return "";
  if (!deps.companyFactsFetcher) return `; SEC's company facts of ${ticker} are not loaded either: ${LOAD_COMPANY_FACTS} loads them`;
  return reader.cacheOnly
    ? `; SEC's company facts of ${ticker} are not loaded either: a request that may fetch loads them from EDGAR`
    : `; SEC publishes no company facts of ${ticker} either`;
}
