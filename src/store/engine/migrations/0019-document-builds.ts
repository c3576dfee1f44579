import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * The markdown build of each stored document (primary and exhibits), made at ingest by the
 * same conversion the document routes run, so the first request for a document reads it
 * instead of converting the HTML again (~0.2-0.6 s for a 10-K, against ~15 ms to read this).
 * - `version`: the markdown stage version that built it (`markdown=1`); a build of another
 *   version is not read.
 * - `build`: the MarkdownDocument as JSON.
 * Not part of the filing's content (or its hash): derived from `filing_documents`, written in
 * the same transaction as the filing, removed with it.
 */
export function documentBuildsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("document_builds")
        .addColumn("accession", "text", (c) => c.notNull().references("filings.accession").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("version", "text", (c) => c.notNull())
        .addColumn("build", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("document_builds_pkey", ["accession", "name"])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("document_builds").execute();
    },
  };
}
