import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * How each filing was built, so ingest can skip a filing whose files and pipeline are unchanged
 * without parsing it, and rebuild one stored by an older pipeline:
 * - `source_hash`: sha256 (hex) over the source's metadata and its files' names, roles, types
 *   and content (see src/ingest/load-source.ts). `content_hash` (0001) is over the stored rows.
 * - `pipeline_version`: the stage versions that built the rows (`facts=1;markdown=1;...`).
 * Both null for filings stored before this migration: they count as built by an older pipeline.
 * One ALTER per column: SQLite adds one column per statement.
 */
export function filingBuildsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").addColumn("source_hash", "text").execute();
      await db.schema.alterTable("filings").addColumn("pipeline_version", "text").execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").dropColumn("pipeline_version").execute();
      await db.schema.alterTable("filings").dropColumn("source_hash").execute();
    },
  };
}
