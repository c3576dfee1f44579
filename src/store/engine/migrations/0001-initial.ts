import type { Kysely, Migration } from "kysely";

/*
 * FROZEN: once released, this file never changes; later schema changes are new migrations.
 * It deliberately imports nothing from the application (column definitions are copied, not
 * derived from model or row types) so that editing those types can never rewrite history.
 */

/** The SQL dialects this migration knows; identity columns are the only difference. */
type MigrationDialect = "sqlite" | "postgres";

/** Tables holding one filing's rows: keyed by (accession, ordinal), cascading from filings. */
const CHILD_TABLES = [
  "filing_files",
  "facts",
  "roles",
  "labels",
  "presentation_arcs",
  "calculation_arcs",
  "definition_arcs",
  "filing_issues",
] as const;

/** The initial schema: companies, filings and their rows, and the invalidations log. */
export function initialMigration(dialect: MigrationDialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("companies")
        .addColumn("cik", "bigint", (c) => c.primaryKey())
        .addColumn("ticker", "text")
        .addColumn("name", "text")
        .execute();
      await db.schema.createIndex("companies_ticker_idx").on("companies").column("ticker").execute();

      await db.schema
        .createTable("filings")
        .addColumn("accession", "text", (c) => c.primaryKey())
        .addColumn("synthetic", "boolean", (c) => c.notNull())
        .addColumn("cik", "bigint")
        .addColumn("ticker", "text")
        .addColumn("company", "text")
        .addColumn("form", "text", (c) => c.notNull())
        // Dates stay ISO text in both dialects: exact round-trip, and text order is date order.
        .addColumn("filed_date", "text")
        .addColumn("period_end", "text")
        .addColumn("fiscal_year", "integer")
        .addColumn("fiscal_period", "text")
        .addColumn("fiscal_year_end", "text")
        .addColumn("primary_document", "text")
        .addColumn("url", "text")
        .addColumn("is_inline_xbrl", "boolean")
        .addColumn("content_hash", "text", (c) => c.notNull())
        .addColumn("ingested_at", "text", (c) => c.notNull())
        .execute();
      for (const column of ["cik", "ticker", "period_end", "form"] as const) {
        await db.schema.createIndex(`filings_${column}_idx`).on("filings").column(column).execute();
      }

      await childTable(db, "filing_files")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("type", "text")
        .addColumn("bytes", "bigint")
        .addColumn("sha256", "text")
        .execute();

      await childTable(db, "facts")
        .addColumn("concept", "text", (c) => c.notNull())
        .addColumn("namespace", "text", (c) => c.notNull())
        // Exact decimal string: never a float column, so no value is ever rounded.
        .addColumn("value", "text")
        .addColumn("number", "double precision")
        .addColumn("numeric", "boolean", (c) => c.notNull())
        .addColumn("unit", "text")
        .addColumn("decimals", "text")
        .addColumn("period_kind", "text", (c) => c.notNull())
        .addColumn("period_start", "text")
        .addColumn("period_end", "text")
        .addColumn("dimensions", "text", (c) => c.notNull())
        .addColumn("axis_key", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_accession", "text")
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("element_id", "text")
        .addColumn("context_id", "text", (c) => c.notNull())
        .addColumn("duplicate_element_ids", "text")
        .addColumn("duplicate", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("facts_accession_concept_idx").on("facts").columns(["accession", "concept"]).execute();
      await db.schema.createIndex("facts_concept_idx").on("facts").column("concept").execute();

      await childTable(db, "roles")
        .addColumn("role_uri", "text", (c) => c.notNull())
        .addColumn("definition", "text")
        .execute();

      await childTable(db, "labels")
        .addColumn("concept", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .execute();

      await childTable(db, "presentation_arcs")
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("parent", "text", (c) => c.notNull())
        .addColumn("child", "text", (c) => c.notNull())
        .addColumn("arc_order", "double precision", (c) => c.notNull())
        .addColumn("preferred_label", "text")
        .execute();

      await childTable(db, "calculation_arcs")
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("parent", "text", (c) => c.notNull())
        .addColumn("child", "text", (c) => c.notNull())
        .addColumn("arc_order", "double precision", (c) => c.notNull())
        .addColumn("weight", "double precision", (c) => c.notNull())
        .execute();

      await childTable(db, "definition_arcs")
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("arcrole", "text", (c) => c.notNull())
        .addColumn("from_concept", "text", (c) => c.notNull())
        .addColumn("to_concept", "text", (c) => c.notNull())
        .addColumn("arc_order", "double precision", (c) => c.notNull())
        .execute();

      await childTable(db, "filing_issues")
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("document", "text")
        .addColumn("element_id", "text")
        .addColumn("concept", "text")
        .execute();

      // The log outlives filings (no foreign key): a consumer must learn of every change.
      await db.schema
        .createTable("invalidations")
        .addColumn("seq", dialect === "postgres" ? "bigint" : "integer", (c) =>
          // SQLite's AUTOINCREMENT never reuses a seq, even after the newest row is deleted.
          dialect === "postgres" ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("accession", "text", (c) => c.notNull())
        .addColumn("cik", "bigint")
        .addColumn("kind", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("invalidations_accession_idx").on("invalidations").column("accession").execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("invalidations").execute();
      for (const table of [...CHILD_TABLES].reverse()) await db.schema.dropTable(table).execute();
      await db.schema.dropTable("filings").execute();
      await db.schema.dropTable("companies").execute();
    },
  };
}

/** A per-filing table: (accession, ordinal) primary key, rows removed with their filing. */
function childTable(db: Kysely<any>, name: (typeof CHILD_TABLES)[number]) {
  return db.schema
    .createTable(name)
    .addColumn("accession", "text", (c) => c.notNull().references("filings.accession").onDelete("cascade"))
    .addColumn("ordinal", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pkey`, ["accession", "ordinal"]);
}
