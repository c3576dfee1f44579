import { checkStoredAgreement, type CompanyFactsFetcher } from "../domain/companyfacts/index.js";
import { EdgarError, parseCompanyFacts, type EdgarClient } from "../edgar/index.js";
import { companyFactsRecords, companyMeta } from "../ingest/index.js";
import type { CompanyFactsStore, FilingStore } from "../store/index.js";

/** Tickers remembered as having no company facts, at most. */
const MAX_ABSENT = 10_000;

/**
 * SEC's company facts of a ticker, fetched from EDGAR when a request finds none loaded: one
 * request for every period the company reported (`/api/xbrl/companyfacts/`), stored as
 * `fds ingest-companyfacts` stores them and checked against the stored filings of the same
 * accessions. Concurrent requests for one company share a fetch; a company SEC has no facts
 * of is not asked again for as long as EDGAR's metadata is kept (its TTL).
 */
export class EdgarCompanyFactsFetcher implements CompanyFactsFetcher {
  private readonly inFlight = new Map<string, Promise<{ cik: number; differ: number } | null>>();
  /** Tickers SEC had no facts of, with when it said so. */
  private readonly absent = new Map<string, number>();

  constructor(
    private readonly client: EdgarClient,
    private readonly stores: { readonly companyFacts: CompanyFactsStore; readonly filings: FilingStore },
  ) {}

  fetchCompanyFacts(ticker: string): Promise<{ cik: number; differ: number } | null> {
    const key = ticker.toUpperCase();
    const said = this.absent.get(key);
    if (said !== undefined && Date.now() - said < this.client.config.metadataTtlMs) return Promise.resolve(null);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async load(ticker: string): Promise<{ cik: number; differ: number } | null> {
    let bytes: Buffer | null;
    let cik: number | null;
    try {
      cik = await this.client.lookupCik(ticker);
      bytes = cik === null ? null : await this.client.getCompanyFacts(cik);
    } catch (error) {
      // EDGAR out of reach: the period's filing is asked for next, and its failure is the one said.
      if (error instanceof EdgarError) return null;
      throw error;
    }
    if (cik === null || bytes === null) {
      // Any text may be asked as a ticker: the list is bounded, forgotten whole when full.
      if (this.absent.size >= MAX_ABSENT) this.absent.clear();
      this.absent.set(ticker, Date.now());
      return null;
    }
    const file = parseCompanyFacts(bytes);
    const profile = await this.client.getSubmissionsPage(cik).catch(() => null);
    const records = companyFactsRecords(file, `EDGAR CIK${String(cik).padStart(10, "0")}.json`, companyMeta(profile, ticker));
    await this.stores.companyFacts.saveCompany(records.company, records.filings, records.facts);
    const agreement = await checkStoredAgreement({ store: this.stores.filings }, cik, records.facts);
    return { cik, differ: agreement.differ.length };
  }
}
