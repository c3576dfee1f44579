import type { CompanyFactsStore, StoredCompany } from "../../store/index.js";
import { PeriodReader, type StorePort } from "../shared/index.js";
import { CompanyFactsFilings } from "./company-facts-filings.js";

/** SEC's company facts (`fds ingest-companyfacts`); absent or null: not available to this process. */
export interface CompanyFactsPort {
  readonly companyFacts?: CompanyFactsStore | null;
}

/** The command that loads company facts, for messages saying how to get what is missing. */
export const LOAD_COMPANY_FACTS = "`fds ingest-companyfacts <folder|companyfacts.zip>` or `fds ingest <corpus>`";

/** The company facts reader of each request's stored-filings reader: one per request, its reads kept. */
const companions = new WeakMap<PeriodReader, Promise<PeriodReader | null>>();

/**
 * A reader of the company's SEC company facts, on the same terms as `stored` (ticker, basis),
 * never fetching; null when this process has no company facts or none of this company. Values
 * it finds are marked `source: companyfacts` and cite accession, form, filed date and frame.
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
  const company = await companyOf(deps, store, stored.ticker);
  if (!company) return null;
  const filings = new CompanyFactsFilings(store, company, stored.ticker);
  return new PeriodReader({ store: filings, fetcher: null }, stored.ticker, true, stored.basis, filings.citer);
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
 * loaded either and how to load them; empty when this process has no company facts store (or
 * they are loaded, and did not answer for their own reasons).
 */
export async function companyFactsHint(deps: StorePort & CompanyFactsPort, ticker: string): Promise<string> {
  const store = deps.companyFacts;
  if (!store || (await companyOf(deps, store, ticker))) return "";
  return `; SEC's company facts of ${ticker.toUpperCase()} are not loaded either: ${LOAD_COMPANY_FACTS} loads them`;
}
