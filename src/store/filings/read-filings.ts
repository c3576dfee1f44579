import type { Kysely } from "kysely";
import type {
  FilingDocument,
  FilingFile,
  FilingIssue,
  FilingMeta,
  Label,
  Linkbases,
  PresentationLinkbase,
  XbrlDeclarations,
} from "../../model/index.js";
import type { Database } from "../engine/index.js";
import type { FilingBuild, FilingFilter } from "./filing-store.js";
import { META_COLUMNS, rowToDocument, rowToFile, rowToIssue, rowToMeta } from "./filing-mapper.js";
import { rowToCalculation, rowToDefinition, rowToLabel, rowToPresentation, rowToRole } from "./linkbase-mapper.js";

/** The filing's meta, or null when the store does not hold that accession. */
export async function getFiling(db: Kysely<Database>, accession: string): Promise<FilingMeta | null> {
  const row = await db.selectFrom("filings").select(META_COLUMNS).where("accession", "=", accession).executeTakeFirst();
  return row === undefined ? null : rowToMeta(row);
}

/** What the filing's XBRL declares besides its facts; null when it has no XBRL, was stored before 0023, or is not stored. */
export async function getXbrlDeclarations(db: Kysely<Database>, accession: string): Promise<XbrlDeclarations | null> {
  const row = await db.selectFrom("filings").select("xbrl_declarations").where("accession", "=", accession).executeTakeFirst();
  return row?.xbrl_declarations ? (JSON.parse(row.xbrl_declarations) as XbrlDeclarations) : null;
}

/** How the filing was built (null fields: stored before builds were recorded); null when not stored. */
export async function getBuild(db: Kysely<Database>, accession: string): Promise<FilingBuild | null> {
  const row = await db
    .selectFrom("filings")
    .select(["source_hash", "pipeline_version"])
    .where("accession", "=", accession)
    .executeTakeFirst();
  return row === undefined ? null : { sourceHash: row.source_hash, pipelineVersion: row.pipeline_version };
}

/** The build of every stored filing, by accession. */
export async function listBuilds(db: Kysely<Database>): Promise<(FilingBuild & { accession: string })[]> {
  const rows = await db.selectFrom("filings").select(["accession", "source_hash", "pipeline_version"]).orderBy("accession").execute();
  return rows.map((r) => ({ accession: r.accession, sourceHash: r.source_hash, pipelineVersion: r.pipeline_version }));
}

/**
 * Filings matching every given field, latest period first, then latest filed; filings with
 * no period end or filed date come after those that have one (the same in both dialects).
 */
export async function listFilings(db: Kysely<Database>, filter: FilingFilter = {}): Promise<FilingMeta[]> {
  if (filter.forms !== undefined && filter.forms.length === 0) return [];
  let query = db.selectFrom("filings").select(META_COLUMNS);
  if (filter.cik !== undefined) query = query.where("cik", "=", filter.cik);
  if (filter.ticker !== undefined) query = query.where("ticker", "=", filter.ticker);
  if (filter.forms !== undefined) query = query.where("form", "in", filter.forms);
  if (filter.periodEndFrom !== undefined) query = query.where("period_end", ">=", filter.periodEndFrom);
  if (filter.periodEndTo !== undefined) query = query.where("period_end", "<=", filter.periodEndTo);
  if (filter.fiscalYear !== undefined) query = query.where("fiscal_year", "=", filter.fiscalYear);
  const rows = await query
    .orderBy("period_end", (ob) => ob.desc().nullsLast())
    .orderBy("filed_date", (ob) => ob.desc().nullsLast())
    .orderBy("accession")
    .execute();
  return rows.map(rowToMeta);
}

/** The filing's files in saved order; empty for an unknown accession. */
export async function getFiles(db: Kysely<Database>, accession: string): Promise<FilingFile[]> {
  const rows = await db.selectFrom("filing_files").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  return rows.map(rowToFile);
}

/** One document of a filing by file name; null when the filing has no such document. */
export async function getDocument(db: Kysely<Database>, accession: string, name: string): Promise<FilingDocument | null> {
  const row = await db
    .selectFrom("filing_documents")
    .selectAll()
    .where("accession", "=", accession)
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? rowToDocument(row) : null;
}

/** The filing's issues in saved order; empty for an unknown accession. */
export async function getIssues(db: Kysely<Database>, accession: string): Promise<FilingIssue[]> {
  const rows = await db.selectFrom("filing_issues").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  return rows.map(rowToIssue);
}

/** The filing's roles, labels and arcs in saved order; all empty for an unknown accession. */
export async function getLinkbases(db: Kysely<Database>, accession: string): Promise<Linkbases> {
  const { roles, presentation } = await getPresentation(db, accession);
  const labels = await getLabels(db, accession);
  const calculation = await db.selectFrom("calculation_arcs").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  const definition = await db.selectFrom("definition_arcs").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  return { roles, labels, presentation, calculation: calculation.map(rowToCalculation), definition: definition.map(rowToDefinition) };
}

/** The filing's roles and presentation arcs in saved order; both empty for an unknown accession. */
export async function getPresentation(db: Kysely<Database>, accession: string): Promise<PresentationLinkbase> {
  // Sequential, not Promise.all: SQLite has one connection, and on PostgreSQL a pool connection
  // each for one small read would starve concurrent requests.
  const roles = await db.selectFrom("roles").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  const presentation = await db.selectFrom("presentation_arcs").selectAll().where("accession", "=", accession).orderBy("ordinal").execute();
  return { roles: roles.map(rowToRole), presentation: presentation.map(rowToPresentation) };
}

/** The filing's labels in saved order, of `concepts` only when given (an empty list: none). */
export async function getLabels(db: Kysely<Database>, accession: string, concepts?: readonly string[]): Promise<Label[]> {
  if (concepts !== undefined && concepts.length === 0) return [];
  let query = db.selectFrom("labels").selectAll().where("accession", "=", accession);
  if (concepts !== undefined) query = query.where("concept", "in", concepts);
  return (await query.orderBy("ordinal").execute()).map(rowToLabel);
}
