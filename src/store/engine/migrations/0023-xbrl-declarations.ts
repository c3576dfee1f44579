import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * `filings.xbrl_declarations`: what the filing's XBRL declares besides its facts (JSON: DTS
 * references, prefix namespaces, units as QNames, typed dimensions, entities), written with the
 * filing, so its facts can be exported as xBRL-JSON without its documents. Null for filings with
 * no XBRL and for those stored before this migration (a re-ingest records it: pipeline facts=2).
 */
export function xbrlDeclarationsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").addColumn("xbrl_declarations", "text").execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("filings").dropColumn("xbrl_declarations").execute();
    },
  };
}
