import type { Fact } from "./fact.js";
import type { FileRole, FilingFile, FilingMeta } from "./filing.js";
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

/** A document of the filing (primary or exhibit) as text, decoded from its bytes, kept for reading and citing. */
export interface FilingDocument {
  readonly name: string;
  readonly role: FileRole;
  /** EDGAR document type (`10-K`, `EX-99.1` ...), when known. */
  readonly type: string | null;
  /** The whole document as decoded text (HTML, or plain text for old `.txt` filings). */
  readonly text: string;
}

/** Everything ingest stores for one filing, in one transaction. */
export interface FilingRecord {
  readonly meta: FilingMeta;
  readonly files: readonly FilingFile[];
  /** The primary document and exhibits, as text; XBRL and R pages are not kept here. */
  readonly documents: readonly FilingDocument[];
  readonly facts: readonly Fact[];
  readonly linkbases: Linkbases;
  readonly issues: readonly FilingIssue[];
}
