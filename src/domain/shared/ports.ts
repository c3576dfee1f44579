import type { CompanySubmissions } from "../../edgar/index.js";
import type { FilingStore, ExtractionStore } from "../../store/index.js";
import { FdsError } from "../../model/index.js";
import type { FilingFetcher } from "../../model/index.js";

/**
 * The ports the domain reads through, one field each, so a function states exactly what it uses
 * (`StorePort & FetcherPort`). The composition root builds one object that satisfies them all.
 */

/** The filings, facts and documents held locally. */
export interface StorePort {
  readonly store: FilingStore;
}

/**
 * What reading a company's periods (PeriodReader) needs of a store: its filings, their facts and
 * the days those end on. The filing store has it; so has a company's SEC company facts.
 */
export type PeriodStore = Pick<FilingStore, "listFilings" | "getFacts" | "getFactsByFiling" | "factEnds">;

/** Fetches a missing filing from EDGAR into the store; null when EDGAR is not configured. */
export interface FetcherPort {
  readonly fetcher: FilingFetcher | null;
}

/** EDGAR's issuer submissions; absent or null when EDGAR is not configured. */
export interface IssuersPort {
  readonly issuers?: IssuerDirectory | null;
}

/** Where issuers' EDGAR submissions come from (the EDGAR client, through its disk cache). */
export interface IssuerDirectory {
  lookupCik(ticker: string): Promise<number | null>;
  getSubmissions(cik: number): Promise<CompanySubmissions>;
}

/** Transcripts and cached extraction results; absent: the callers answer 503. */
export interface ExtractionStorePort {
  readonly extractions?: ExtractionStore;
}

/** The extraction store, or 503 `extractions_unavailable` when this process has none. */
export function extractionStoreOf(store: ExtractionStore | undefined): ExtractionStore {
  if (!store)
    throw new FdsError(
      "extractions_unavailable",
      "this process has no extraction store (documents and extractions are served by `fds serve`)",
    );
  return store;
}
