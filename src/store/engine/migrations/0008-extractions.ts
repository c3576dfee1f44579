import { sql, type CreateTableBuilder, type Kysely, type Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

type MigrationDialect = "sqlite" | "postgres";

/**
 * Documents and extractions (issue 11):
 *
 * - `transcripts`: earnings-call transcripts ingested over HTTP: the text as received, its
 *   stored markdown (one paragraph per turn; extraction offsets point into it) and the company
 *   and fiscal period they belong to. `source_id` is derived from the ticker, period and the
 *   text's sha256, so ingesting the same text again finds the same row.
 * - `transcript_turns`: each turn (part of the call, speaker, role, offsets in the markdown),
 *   full-text indexed like `text_blocks` (0004): FTS5 with triggers on SQLite, a generated
 *   `tsv` column with a GIN index on PostgreSQL.
 * - `extraction_results`: the spans of one schema (and version) run by one extractor (and
 *   version) on one stored document, as JSON, with the filing's or transcript's company and
 *   period for search and series. A newer schema or extractor version is a new row; older rows
 *   are stale and served only when asked for. `document_sha256` says which content was read.
 * - `model_answers`: a language model's answer per (model, prompt) hash, so a prompt is sent
 *   once.
 */
export function extractionsMigration(dialect: MigrationDialect): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("transcripts")
        .addColumn("source_id", "text", (c) => c.primaryKey())
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("cik", "integer")
        .addColumn("fiscal_year", "integer", (c) => c.notNull())
        .addColumn("fiscal_quarter", "integer", (c) => c.notNull())
        .addColumn("call_date", "text")
        .addColumn("source", "text")
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("layout", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("markdown", "text", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("ingested_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("transcripts_ticker_period_idx")
        .on("transcripts")
        .columns(["ticker", "fiscal_year", "fiscal_quarter"])
        .execute();

      let turns: CreateTableBuilder<string, any> = db.schema.createTable("transcript_turns");
      if (dialect === "sqlite") turns = turns.addColumn("id", "integer", (c) => c.primaryKey());
      turns = turns
        .addColumn("source_id", "text", (c) => c.notNull().references("transcripts.source_id").onDelete("cascade"))
        .addColumn("ordinal", "integer", (c) => c.notNull())
        .addColumn("section", "text", (c) => c.notNull())
        .addColumn("speaker", "text")
        .addColumn("role", "text")
        .addColumn("start", "integer", (c) => c.notNull())
        .addColumn("end", "integer", (c) => c.notNull())
        .addColumn("text_start", "integer", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull());
      if (dialect === "sqlite") {
        await turns.addUniqueConstraint("transcript_turns_source_ordinal_key", ["source_id", "ordinal"]).execute();
        await sql`create virtual table transcript_turns_fts using fts5(text, content='transcript_turns', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger transcript_turns_ai after insert on transcript_turns begin
          insert into transcript_turns_fts(rowid, text) values (new.id, new.text);
        end`.execute(db);
        await sql`create trigger transcript_turns_ad after delete on transcript_turns begin
          insert into transcript_turns_fts(transcript_turns_fts, rowid, text) values ('delete', old.id, old.text);
        end`.execute(db);
        await sql`create trigger transcript_turns_au after update on transcript_turns begin
          insert into transcript_turns_fts(transcript_turns_fts, rowid, text) values ('delete', old.id, old.text);
          insert into transcript_turns_fts(rowid, text) values (new.id, new.text);
        end`.execute(db);
      } else {
        await turns
          .addColumn("tsv", sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english'::regconfig, "text")`).stored())
          .addPrimaryKeyConstraint("transcript_turns_pkey", ["source_id", "ordinal"])
          .execute();
        await sql`create index transcript_turns_tsv_idx on transcript_turns using gin (tsv)`.execute(db);
      }

      await db.schema
        .createTable("extraction_results")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("source_type", "text", (c) => c.notNull())
        .addColumn("source_id", "text", (c) => c.notNull())
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("document_sha256", "text")
        .addColumn("schema_name", "text", (c) => c.notNull())
        .addColumn("schema_version", "integer", (c) => c.notNull())
        .addColumn("extractor", "text", (c) => c.notNull())
        .addColumn("extractor_version", "integer", (c) => c.notNull())
        .addColumn("ticker", "text")
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("fiscal_year", "integer")
        .addColumn("fiscal_period", "text")
        .addColumn("period_end", "text")
        .addColumn("filed_date", "text")
        .addColumn("previous_source_id", "text")
        .addColumn("span_count", "integer", (c) => c.notNull())
        .addColumn("spans", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("extraction_results_key_idx")
        .on("extraction_results")
        .columns(["source_type", "source_id", "document", "schema_name"])
        .execute();
      await db.schema.createIndex("extraction_results_ticker_idx").on("extraction_results").columns(["ticker", "schema_name"]).execute();

      await db.schema
        .createTable("model_answers")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("model", "text", (c) => c.notNull())
        .addColumn("response", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("model_answers").execute();
      await db.schema.dropTable("extraction_results").execute();
      if (dialect === "sqlite") await sql`drop table transcript_turns_fts`.execute(db);
      await db.schema.dropTable("transcript_turns").execute();
      await db.schema.dropTable("transcripts").execute();
    },
  };
}
