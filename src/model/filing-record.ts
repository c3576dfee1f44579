import type { Fact } from "./fact.js";
import type { FileRole, FilingFile, FilingMeta } from "./filing.js";
import type { Linkbases } from "./linkbase.js";
import type { XbrlDeclarations } from "./xbrl-declarations.js";

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

/**
 * One block of a document's markdown (heading, paragraph, list item or table), as the document
 * routes serve it: `start`/`end` slice the block from `toMarkdown(document).markdown`, and `text`
 * is the block's text after its markup (from `textStart`). Indexed for full-text search.
 */
export interface TextBlock {
  /** File name of the document (primary or exhibit). */
  readonly document: string;
  /** Position of the block in the record (all documents, in order). */
  readonly ordinal: number;
  readonly kind: string;
  /** The detected section the block starts in (`item_1a`), or null outside every section. */
  readonly sectionKey: string | null;
  readonly sectionTitle: string | null;
  readonly start: number;
  readonly end: number;
  /** Offset of `text` in the markdown (after `## `, `- ` markup; equals `start` otherwise). */
  readonly textStart: number;
  readonly text: string;
}

/**
 * A document's markdown build (`toMarkdown`'s MarkdownDocument as JSON), made at ingest so the
 * document routes read it instead of converting the document again.
 */
export interface DocumentBuild {
  /** File name of the document (primary or exhibit). */
  readonly name: string;
  /** The markdown stage version that made it (`markdown=1`). */
  readonly version: string;
  readonly json: string;
}

/** Everything ingest stores for one filing, in one transaction. */
export interface FilingRecord {
  readonly meta: FilingMeta;
  readonly files: readonly FilingFile[];
  /** The primary document and exhibits, as text; XBRL and R pages are not kept here. */
  readonly documents: readonly FilingDocument[];
  readonly facts: readonly Fact[];
  readonly linkbases: Linkbases;
  /** What the XBRL declares besides its facts (DTS, namespaces, units); absent when the filing has no XBRL. */
  readonly xbrl?: XbrlDeclarations;
  readonly issues: readonly FilingIssue[];
  /** Markdown blocks of the documents, for the full-text index; empty when none were made. */
  readonly textBlocks: readonly TextBlock[];
  /** Markdown builds of the documents; derived from `documents`, so not part of the content hash. */
  readonly documentBuilds?: readonly DocumentBuild[];
}
