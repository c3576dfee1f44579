import { sql, type CreateTableBuilder, type Kysely, type Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

type MigrationDialect = "sqlite" | "postgres";

/**
 * The full-text index of each filing's document text: `text_blocks` holds the markdown blocks
 * (a per-filing child table like those of 0001: (accession, ordinal), removed with its filing).
 *
 * SQLite: `id integer primary key` gives every block a stable rowid (an implicit rowid may be
 * renumbered by VACUUM), which the external-content FTS5 table `text_blocks_fts` indexes.
 * Triggers keep it in sync inside whatever transaction writes `text_blocks`, including a
 * cascading delete from `filings`. Tokenizer: unicode61 without stemming, so a hit's words are
 * the query's words (the snippet highlights them exactly).
 *
 * PostgreSQL: a stored generated `tsv` column (`to_tsvector('english', text)`) with a GIN index.
 */
export function textIndexMigration(dialect: MigrationDialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      let table: CreateTableBuilder<string, any> = db.schema.createTable("text_blocks");
      if (dialect === "sqlite") table = table.addColumn("id", "integer", (c) => c.primaryKey());
      table = table
        .addColumn("accession", "text", (c) => c.notNull().references("filings.accession").onDelete("cascade"))
        .addColumn("ordinal", "integer", (c) => c.notNull())
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("section_key", "text")
        .addColumn("section_title", "text")
        .addColumn("start", "integer", (c) => c.notNull())
        .addColumn("end", "integer", (c) => c.notNull())
        .addColumn("text_start", "integer", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull());
      if (dialect === "sqlite") {
        await table.addUniqueConstraint("text_blocks_accession_ordinal_key", ["accession", "ordinal"]).execute();
        await sql`create virtual table text_blocks_fts using fts5(text, content='text_blocks', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger text_blocks_ai after insert on text_blocks begin
          insert into text_blocks_fts(rowid, text) values (new.id, new.text);
        end`.execute(db);
        await sql`create trigger text_blocks_ad after delete on text_blocks begin
          insert into text_blocks_fts(text_blocks_fts, rowid, text) values ('delete', old.id, old.text);
        end`.execute(db);
        await sql`create trigger text_blocks_au after update on text_blocks begin
          insert into text_blocks_fts(text_blocks_fts, rowid, text) values ('delete', old.id, old.text);
          insert into text_blocks_fts(rowid, text) values (new.id, new.text);
        end`.execute(db);
      } else {
        await table
          .addColumn("tsv", sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "text")`).stored())
          .addPrimaryKeyConstraint("text_blocks_pkey", ["accession", "ordinal"])
          .execute();
        await sql`create index text_blocks_tsv_idx on text_blocks using gin (tsv)`.execute(db);
      }
    },
    async down(db: Kysely<any>): Promise<void> {
      if (dialect === "sqlite") {
        await sql`drop table text_blocks_fts`.execute(db);
        // The triggers go with their table.
      }
      await db.schema.dropTable("text_blocks").execute();
    },
  };
}
