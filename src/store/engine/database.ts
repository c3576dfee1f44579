import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/**
 * Row types of the store's tables, as Kysely sees them. They never leave `src/store`: the
 * mappers turn them into model types. They must match `migrations/` (the migrations copy the
 * column definitions rather than import these, so a frozen migration never changes).
 */

/**
 * A boolean column. Written as 0/1 because better-sqlite3 cannot bind JS booleans and
 * PostgreSQL's boolean input accepts `1`/`0`; read back as 0/1 (SQLite) or true/false (pg).
 */
type DbBool = ColumnType<number | boolean, 0 | 1, 0 | 1>;

interface CompaniesTable {
  cik: number;
  ticker: string | null;
  name: string | null;
}

interface FilingsTable {
  accession: string;
  synthetic: DbBool;
  cik: number | null;
  ticker: string | null;
  company: string | null;
  form: string;
  /** Dates are ISO `YYYY-MM-DD` text in both dialects, so they round-trip and sort as text. */
  filed_date: string | null;
  period_end: string | null;
  fiscal_year: number | null;
  fiscal_period: string | null;
  fiscal_year_end: string | null;
  primary_document: string | null;
  url: string | null;
  is_inline_xbrl: DbBool | null;
  /** sha256 hex of the record's stable JSON (see filings/content-hash.ts). */
  content_hash: string;
  /** ISO timestamp of the write that stored this content. */
  ingested_at: string;
  /** sha256 hex over the source the rows were built from (migration 0005); null before it. */
  source_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Stage versions of the pipeline that built the rows, `facts=1;...` (0005); null before it. */
  pipeline_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON object `{part: sha256 hex}` over the stored rows of each part (0007); null before it. */
  part_hashes: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON `[[end, facts], ...]`: the days the facts end on, in order of first fact (0021); null before it. */
  fact_ends: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON XbrlDeclarations: DTS references, namespaces, units (0023); null without XBRL or before it. */
  xbrl_declarations: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every per-filing child row keeps its position in the record so reads return saved order. */
interface FilingChild {
  accession: string;
  ordinal: number;
}

interface FilingFilesTable extends FilingChild {
  name: string;
  role: string;
  type: string | null;
  bytes: number | null;
  sha256: string | null;
}

interface FilingDocumentsTable extends FilingChild {
  name: string;
  role: string;
  type: string | null;
  /** The decoded document (HTML or plain text). */
  text: string;
}

/** 0019: a document's markdown build (not a content child: outside the hash and FILING_CHILD_TABLES). */
interface DocumentBuildsTable {
  accession: string;
  name: string;
  version: string;
  build: string;
}

interface FactsTable extends FilingChild {
  concept: string;
  namespace: string;
  /** Exact decimal or text; never rounded. */
  value: string | null;
  number: number | null;
  numeric: DbBool;
  unit: string | null;
  /** `INF`, an integer as text, or null. */
  decimals: string | null;
  period_kind: string;
  /** Null for instants and forever. */
  period_start: string | null;
  /** Duration end or the instant; null for forever. */
  period_end: string | null;
  /** JSON object `{axis: member}`; `{}` for totals. */
  dimensions: string;
  axis_key: string;
  source: string;
  /** `sourceRef.accession` when it differs from the filing's accession; null when equal. */
  source_accession: string | null;
  document: string;
  element_id: string | null;
  context_id: string;
  /** JSON array; null when the fact carries no `duplicateElementIds` at all. */
  duplicate_element_ids: string | null;
  duplicate: string;
}

interface RolesTable extends FilingChild {
  role_uri: string;
  definition: string | null;
}

interface LabelsTable extends FilingChild {
  concept: string;
  role: string;
  lang: string;
  text: string;
}

interface PresentationArcsTable extends FilingChild {
  role: string;
  parent: string;
  child: string;
  arc_order: number;
  preferred_label: string | null;
}

interface CalculationArcsTable extends FilingChild {
  role: string;
  parent: string;
  child: string;
  arc_order: number;
  weight: number;
}

interface DefinitionArcsTable extends FilingChild {
  role: string;
  arcrole: string;
  from_concept: string;
  to_concept: string;
  arc_order: number;
}

interface FilingIssuesTable extends FilingChild {
  code: string;
  message: string;
  document: string | null;
  element_id: string | null;
  concept: string | null;
}

/**
 * Markdown blocks of a filing's documents (see `TextBlock`), the full-text index's content. On
 * SQLite an FTS5 table (`text_blocks_fts`, external content, kept in sync by triggers) indexes
 * `text` and `accession` (migration 0022) by the row's `id`; on PostgreSQL a generated `tsv` column holds each block's words
 * (without a GIN index since migration 0018: a search tests the blocks of one filing).
 * Neither `id` nor `tsv` is ever written by the store.
 */
interface TextBlocksTable extends FilingChild {
  document: string;
  kind: string;
  section_key: string | null;
  section_title: string | null;
  start: number;
  end: number;
  text_start: number;
  text: string;
}

interface InvalidationsTable {
  seq: Generated<number>;
  at: string;
  accession: string;
  cik: number | null;
  kind: string;
  /** The filing's ticker, form and fiscal period (0007); null in entries written before it. */
  ticker: NullableColumn<string>;
  form: NullableColumn<string>;
  fiscal_year: NullableColumn<number>;
  fiscal_period: NullableColumn<string>;
  period_end: NullableColumn<string>;
  /** JSON array of the parts that changed (`facts`, `documents` ...); null before 0007. */
  changes: NullableColumn<string>;
  /** JSON array of the accessions an amendment amends; null when not an amendment. */
  amends: NullableColumn<string>;
}

/** A nullable column that inserts may leave out. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface Database {
  companies: CompaniesTable;
  filings: FilingsTable;
  filing_files: FilingFilesTable;
  filing_documents: FilingDocumentsTable;
  facts: FactsTable;
  roles: RolesTable;
  labels: LabelsTable;
  presentation_arcs: PresentationArcsTable;
  calculation_arcs: CalculationArcsTable;
  definition_arcs: DefinitionArcsTable;
  filing_issues: FilingIssuesTable;
  text_blocks: TextBlocksTable;
  invalidations: InvalidationsTable;
  document_builds: DocumentBuildsTable;
}

/** The tables holding one filing's child rows, in insert order (deleted in reverse). */
export const FILING_CHILD_TABLES = [
  "filing_files",
  "filing_documents",
  "facts",
  "roles",
  "labels",
  "presentation_arcs",
  "calculation_arcs",
  "definition_arcs",
  "filing_issues",
  "text_blocks",
] as const;
export type FilingChildTable = (typeof FILING_CHILD_TABLES)[number];

export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type Row<T extends keyof Database> = Selectable<Database[T]>;
