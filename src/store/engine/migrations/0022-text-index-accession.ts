import { sql, type Kysely, type Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

type MigrationDialect = "sqlite" | "postgres";

/**
 * SQLite: `text_blocks_fts` (0004) indexes each block's accession beside its text, so that a
 * search of one filing asks FTS5 for `{accession} : ^ "<its words>" AND {text} : (...)`. FTS5
 * steps an AND through each word list's page index, at a cost that follows the filing; the rowid
 * range used before was walked from the start of every list, so a common word's search read the
 * matches of every stored filing (5.8 ms for "revenue" over 50 corpus copies, 0.1 ms over one).
 * Same external content and tokenizer; the index is rebuilt from `text_blocks`.
 *
 * PostgreSQL: nothing (its search reads the filing's blocks by key).
 */
export function textIndexAccessionMigration(dialect: MigrationDialect): Migration {
  const triggers = async (db: Kysely<any>, columns: "text" | "text, accession") => {
    const values = (row: "new" | "old") => (columns === "text" ? sql.raw(`${row}.text`) : sql.raw(`${row}.text, ${row}.accession`));
    await sql`create trigger text_blocks_ai after insert on text_blocks begin
      insert into text_blocks_fts(rowid, ${sql.raw(columns)}) values (new.id, ${values("new")});
    end`.execute(db);
    await sql`create trigger text_blocks_ad after delete on text_blocks begin
      insert into text_blocks_fts(text_blocks_fts, rowid, ${sql.raw(columns)}) values ('delete', old.id, ${values("old")});
    end`.execute(db);
    await sql`create trigger text_blocks_au after update on text_blocks begin
      insert into text_blocks_fts(text_blocks_fts, rowid, ${sql.raw(columns)}) values ('delete', old.id, ${values("old")});
      insert into text_blocks_fts(rowid, ${sql.raw(columns)}) values (new.id, ${values("new")});
    end`.execute(db);
  };
  const rebuild = async (db: Kysely<any>, columns: "text" | "text, accession") => {
    for (const t of ["text_blocks_ai", "text_blocks_ad", "text_blocks_au"]) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    await sql`drop table if exists text_blocks_fts`.execute(db);
    await sql`create virtual table text_blocks_fts using fts5(${sql.raw(columns)}, content='text_blocks', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await triggers(db, columns);
    await sql`insert into text_blocks_fts(text_blocks_fts) values ('rebuild')`.execute(db);
  };
  return {
    async up(db: Kysely<any>): Promise<void> {
      if (dialect === "sqlite") await rebuild(db, "text, accession");
    },
    async down(db: Kysely<any>): Promise<void> {
      if (dialect === "sqlite") await rebuild(db, "text");
    },
  };
}
