import type { Fact } from "./fact.js";
import type { FilingFile, FilingMeta } from "./filing.js";
import type { Linkbases } from "./linkbase.js";

/** A problem met while reading a filing that did not stop it from being stored. */
export interface FilingIssue {
  /** Stable code: `unknown_format`, `bad_number`, `missing_context`, `duplicate_inconsistent` ... */
  readonly code: string;
  readonly message: string;
  readonly document: string | null;
  readonly elementId: string | null;
  readonly concept: string | null;
}

/** Everything ingest stores for one filing, in one transaction. */
export interface FilingRecord {
  readonly meta: FilingMeta;
  readonly files: readonly FilingFile[];
  readonly facts: readonly Fact[];
  readonly linkbases: Linkbases;
  readonly issues: readonly FilingIssue[];
}
