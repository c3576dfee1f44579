import type {
  DocumentBuild,
  Fact,
  FilingDocument,
  FilingFile,
  FilingIssue,
  FilingMeta,
  FilingRecord,
  Label,
  Linkbases,
  PresentationLinkbase,
  XbrlDeclarations,
} from "../../model/index.js";
import type { Invalidation } from "../events/index.js";
import type { StoredTextSearch, TextSearchOptions } from "../text/index.js";

export type { Invalidation } from "../events/index.js";
export type { StoredTextHit, StoredTextSearch, TextSearchOptions } from "../text/index.js";

/** Which facts of a filing to read; every field narrows. */
export interface FactFilter {
  /** Canonical QNames (`us-gaap:Revenues`). */
  readonly concepts?: readonly string[];
  /** Exact axis key; "" selects facts without dimensions. */
  readonly axisKey?: string;
}

/** How many of a filing's facts end on a day (an instant's date, a duration's end). */
export interface FactEnd {
  readonly end: string;
  readonly facts: number;
}

export interface FilingFilter {
  readonly cik?: number;
  readonly ticker?: string;
  readonly forms?: readonly string[];
  /** Inclusive `YYYY-MM-DD` bounds on the period end. */
  readonly periodEndFrom?: string;
  readonly periodEndTo?: string;
  readonly fiscalYear?: number;
}

export interface StoreStats {
  readonly filings: number;
  readonly companies: number;
  readonly facts: number;
  readonly issues: number;
  readonly byForm: Readonly<Record<string, number>>;
}

export interface SaveResult {
  /** `inserted`: new filing; `replaced`: content changed; `unchanged`: identical re-ingest. */
  readonly outcome: "inserted" | "replaced" | "unchanged";
  readonly facts: number;
}

/**
 * How a stored filing was built: a hash of the source it was read from and the pipeline
 * version that parsed it (src/ingest/pipeline-version.ts). Both null for a filing stored before
 * builds were recorded (migration 0005) or saved without one.
 */
export interface FilingBuild {
  readonly sourceHash: string | null;
  readonly pipelineVersion: string | null;
}

export interface SaveOptions {
  /** Recorded with the filing, also when its rows are unchanged (then without an invalidation). */
  readonly build?: FilingBuild;
}

/** A section of a stored document, as the full-text index recorded it at ingest. */
interface IndexedSection {
  readonly document: string;
  readonly sectionKey: string;
  readonly sectionTitle: string | null;
}

export interface IndexedSections {
  /** Documents of the filing with indexed blocks; a document absent here was not indexed. */
  readonly documents: readonly string[];
  /** Sections of those documents, each in the order of its first block. */
  readonly sections: readonly IndexedSection[];
}

/** Writing filings: what ingest needs. */
interface FilingWriter {
  saveFiling(record: FilingRecord, options?: SaveOptions): Promise<SaveResult>;
  /**
   * Removes a filing and all its rows, appending a `filing_deleted` invalidation, in one
   * transaction. False when the store does not hold it.
   */
  deleteFiling(accession: string): Promise<boolean>;
}

/** Reading stored filings: their metadata, files and parse issues. */
interface FilingReader {
  getFiling(accession: string): Promise<FilingMeta | null>;
  listFilings(filter?: FilingFilter): Promise<FilingMeta[]>;
  getFiles(accession: string): Promise<FilingFile[]>;
  getIssues(accession: string): Promise<FilingIssue[]>;
  /**
   * What the filing's XBRL declares besides its facts (DTS references, namespaces, units): what
   * an xBRL-JSON export needs. Null when the filing has no XBRL, was stored before the store kept
   * them (migration 0023; a re-ingest records them), or is not stored.
   */
  getXbrlDeclarations(accession: string): Promise<XbrlDeclarations | null>;
}

/** Reading a filing's documents: their text and the markdown built from them at ingest. */
interface DocumentReader {
  /** A document (primary or exhibit) of the filing as text, by file name; null when not stored. */
  getDocument(accession: string, name: string): Promise<FilingDocument | null>;
  /** The markdown build ingest stored for a document, of whatever version; null when none is. */
  getDocumentBuild(accession: string, name: string): Promise<DocumentBuild | null>;
}

/** Reading facts. */
interface FactReader {
  getFacts(accession: string, filter?: FactFilter): Promise<Fact[]>;
  /**
   * Several filings' facts through one filter, in one read, by accession (each in saved order;
   * every accession asked is a key): the filings a metric reaches, read together.
   */
  getFactsByFiling(accessions: readonly string[], filter?: FactFilter): Promise<Map<string, Fact[]>>;
  /**
   * The days each filing's facts end on, with how many end on each, in the order of each day's
   * first fact, by accession (every accession asked is a key; a filing not stored has none):
   * what dates a period without reading ~1,000 facts (text blocks included).
   */
  factEnds(accessions: readonly string[]): Promise<Map<string, FactEnd[]>>;
}

/** Reading a filing's linkbases: roles, arcs and labels. */
interface LinkbaseReader {
  getLinkbases(accession: string): Promise<Linkbases>;
  /** The filing's roles and presentation arcs only (both empty for an unknown accession). */
  getPresentation(accession: string): Promise<PresentationLinkbase>;
  /** The filing's labels in saved order, of `concepts` only when given: a statement's lines, not the filing's every label. */
  getLabels(accession: string, concepts?: readonly string[]): Promise<Label[]>;
}

/** The full-text index built at ingest. */
interface TextIndexReader {
  /**
   * Full-text search of the filing's indexed text blocks (built at ingest): ranked by BM25 over
   * the filing's own blocks (SQLite FTS5) or ts_rank_cd (PostgreSQL tsvector). `"quoted text"`
   * is a required phrase; other words match any. Any input is safe: only words reach the index's query language.
   */
  searchText(accession: string, query: string, limit: number, options?: TextSearchOptions): Promise<StoredTextSearch>;
  /** The sections the full-text index recorded for the filing's documents at ingest (no parsing). */
  indexedSections(accession: string): Promise<IndexedSections>;
}

/** How stored filings and their documents were built: what reindexing compares against. */
interface BuildReader {
  /** How the filing was built; null when the store does not hold it. */
  getBuild(accession: string): Promise<FilingBuild | null>;
  /** The build of every stored filing, by accession. */
  listBuilds(): Promise<(FilingBuild & { readonly accession: string })[]>;
  /** Accessions of filings whose documents have no stored build (stored before builds were kept). */
  filingsWithoutDocumentBuilds(): Promise<string[]>;
}

/** The invalidations log, as the filing store appends it. */
interface InvalidationReader {
  invalidationsSince(seq: number, limit?: number): Promise<Invalidation[]>;
}

/** Counts over the whole store. */
interface StatsReader {
  stats(): Promise<StoreStats>;
}

/**
 * The filing store: every part above, over one database. Every write of a filing is one
 * transaction: a reader sees all of a filing or none of it, and a process killed mid-write
 * leaves the previous state. A function that uses only some parts takes those parts.
 */
export interface FilingStore
  extends FilingWriter,
    FilingReader,
    DocumentReader,
    FactReader,
    LinkbaseReader,
    TextIndexReader,
    BuildReader,
    InvalidationReader,
    StatsReader {
  close(): Promise<void>;
}
