import type { FilingStore } from "../../store/filing-store.js";
import type { ExtractionStore } from "../../store/extraction-store.js";
import type { FilingFetcher } from "./filing-fetcher.js";

/**
 * The ports the domain reads through, one field each, so a function states exactly what it uses
 * (`StorePort & FetcherPort`). The composition root builds one object that satisfies them all.
 */

/** The filings, facts and documents held locally. */
export interface StorePort {
  readonly store: FilingStore;
}

/** Fetches a missing filing from EDGAR into the store; null when EDGAR is not configured. */
export interface FetcherPort {
  readonly fetcher: FilingFetcher | null;
}

/** Transcripts and cached extraction results; absent: the callers answer 503. */
export interface ExtractionStorePort {
  readonly extractions?: ExtractionStore;
}
