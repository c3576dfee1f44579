import { sql, type Kysely, type Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application.
 */

type MigrationDialect = "sqlite" | "postgres";

/**
 * Drops two indexes no query reads, whose upkeep made every save dearer as the store grew
 * (`npm run bench:scale`, issue 10):
 * - `facts_concept_idx` (0001): facts are only ever read by accession (`facts_pkey` and
 *   `facts_accession_concept_idx` serve those reads). A filing's ~1,000 facts landed all over
 *   this store-wide index; without it a save into a store of 10 corpus copies took 21% less
 *   time on SQLite.
 * - `text_blocks_tsv_idx` (0004, PostgreSQL): text search reads one filing's blocks by key and
 *   tests each block's `tsv` (src/store/search-text.ts); the GIN index would walk every stored
 *   filing's blocks holding a word. With both gone a save took 10% less time on PostgreSQL.
 * `down` builds them again.
 */
export function unusedIndexesMigration(dialect: MigrationDialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex("facts_concept_idx").ifExists().execute();
      if (dialect === "postgres") await db.schema.dropIndex("text_blocks_tsv_idx").ifExists().execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.createIndex("facts_concept_idx").on("facts").column("concept").execute();
      if (dialect === "postgres") await sql`create index text_blocks_tsv_idx on text_blocks using gin (tsv)`.execute(db);
    },
  };
}
