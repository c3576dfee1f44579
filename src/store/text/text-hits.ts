import type { TextBlock } from "../../model/index.js";

export interface TextSearchOptions {
  /** Only blocks of this document (file name); default all of the filing's documents. */
  readonly document?: string;
}

/** A block of the full-text index matching a query, with its rank score (higher is better). */
export interface StoredTextHit extends TextBlock {
  readonly score: number;
}

export interface StoredTextSearch {
  /** Whether the filing (or the document asked for) has indexed blocks at all. */
  readonly indexed: boolean;
  /** Matching blocks, of which `hits` are the best `limit`. */
  readonly total: number;
  readonly hits: readonly StoredTextHit[];
}
