import type { Kysely, Migration } from "kysely";

/*
 * FROZEN: once released, this file never changes; later schema changes are new migrations.
 * Like 0001 it imports nothing from the application: the columns are written out here.
 */

/**
 * The documents of each filing (primary and exhibits) as decoded text, so documents can be read,
 * converted and cited without going back to EDGAR, and by every process sharing the database.
 * A per-filing child table like those of 0001: (accession, ordinal), removed with its filing.
 */
export function filingDocumentsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("filing_documents")
        .addColumn("accession", "text", (c) => c.notNull().references("filings.accession").onDelete("cascade"))
        .addColumn("ordinal", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("type", "text")
        .addColumn("text", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("filing_documents_pkey", ["accession", "ordinal"])
        .execute();
      await db.schema.createIndex("filing_documents_accession_name_idx").on("filing_documents").columns(["accession", "name"]).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("filing_documents").execute();
    },
  };
}
