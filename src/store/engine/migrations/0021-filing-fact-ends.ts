import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * `filings.fact_ends`: the days the filing's facts end on, each with its count, in order of first
 * fact (JSON `[[end, facts], ...]`), written with the filing. Metric, series and statement
 * requests date a period from the fact ends of every filing in reach; read from the filing's own
 * row they cost one page where the `facts_accession_end_idx` range (0020) cost a dozen, which at
 * 50 corpus copies on a cold cache was most of a request's reads. Null for filings stored before
 * this migration: those are still dated from their facts through that index.
 */
export function filingFactEndsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").addColumn("fact_ends", "text").execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").dropColumn("fact_ends").execute();
    },
  };
}
