import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SQLITE_FILE, isPostgresUrl, openStore } from "../../src/store/index.js";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { migrationProvider } from "../../src/store/engine/migrations/index.js";
import { catalogChangedMeanwhile } from "../../src/store/engine/migrate.js";
import { ACCESSION, record } from "./records.js";

describe("openStore", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "fds-open-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates a missing data directory and a WAL-mode SQLite file with the schema", async () => {
    const dataDir = join(root, "nested", "data");
    const store = await openStore({ dataDir, databaseUrl: null });
    await store.close();
    const database = new BetterSqlite3(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      expect(database.pragma("journal_mode", { simple: true })).toBe("wal");
      const tables = database.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(["companies", "facts", "filing_documents", "filings", "invalidations", "labels"]));
      const applied = database.prepare("select name from kysely_migration").pluck().all();
      expect(applied).toEqual(Object.keys(await migrationProvider("sqlite").getMigrations()).sort());
      expect(applied.slice(0, 5)).toEqual([
        "0001-initial",
        "0002-api-keys",
        "0003-filing-documents",
        "0004-text-index",
        "0005-filing-builds",
      ]);
    } finally {
      database.close();
    }
  });

  it("dates periods from an index alone: factEnds reads no fact row (a row's value, a text block, lies before its period_end)", async () => {
    const dataDir = join(root, "data");
    await (await openStore({ dataDir, databaseUrl: null })).close();
    const database = new BetterSqlite3(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      // The query of src/store/filings/read-facts.ts getFactEnds for a filing stored before its fact ends were saved in its row (0021).
      const plan = database
        .prepare(
          "explain query plan select period_end, count(*) as facts, min(ordinal) as first_ordinal from facts where accession = ? and period_end is not null group by period_end order by first_ordinal",
        )
        .all("0000320193-24-000123") as { detail: string }[];
      expect(plan.map((step) => step.detail).join("; ")).toMatch(/USING COVERING INDEX facts_accession_end_idx/);
    } finally {
      database.close();
    }
  });

  it("reads a concept's facts of a filing through the (accession, concept) index, not by walking the filing's facts", async () => {
    const dataDir = join(root, "data");
    await (await openStore({ dataDir, databaseUrl: null })).close();
    const database = new BetterSqlite3(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      // The query of src/store/filings/read-facts.ts getFactsByFiling (getFacts with concepts): one filing or
      // several, with or without an axis key; no ORDER BY, sorted after.
      const accessions = ["0000320193-24-000123", "0000320193-24-000777"];
      for (const filings of [accessions.slice(0, 1), accessions]) {
        for (const axis of ["", ' and "axis_key" = ?']) {
          const sql = `explain query plan select * from "facts" where "accession" in (${filings.map(() => "?").join(", ")}) and "concept" in (?, ?)${axis}`;
          const plan = database.prepare(sql).all(...filings, "us-gaap:Revenues", "us-gaap:NetIncomeLoss", ...(axis ? [""] : [])) as {
            detail: string;
          }[];
          expect(plan.map((step) => step.detail).join("; ")).toMatch(
            /USING INDEX facts_accession_concept_idx \(accession=\? AND concept=\?\)/,
          );
        }
      }
    } finally {
      database.close();
    }
  });

  it("0022 rebuilds the SQLite text index with each block's accession, and its down migration rebuilds it without", async () => {
    const dataDir = join(root, "data");
    const store = await openStore({ dataDir, databaseUrl: null });
    await store.saveFiling(record());
    const migrator = (database: Kysely<unknown>) => new Migrator({ db: database, provider: migrationProvider("sqlite") });
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(join(dataDir, SQLITE_FILE)) }) });
    try {
      expect((await migrator(db).migrateTo("0021-filing-fact-ends")).error).toBeUndefined();
      // Before 0022 the index has one column: an accession filter is an error, a word still matches.
      await expect(sql`select rowid from text_blocks_fts where text_blocks_fts match '{accession} : "x"'`.execute(db)).rejects.toThrow(
        /no such column/,
      );
      expect((await sql`select rowid from text_blocks_fts where text_blocks_fts match '"supply"'`.execute(db)).rows).toHaveLength(2);
      expect((await migrator(db).migrateToLatest()).error).toBeUndefined();
      await sql`insert into text_blocks_fts(text_blocks_fts) values ('integrity-check')`.execute(db);
    } finally {
      await db.destroy();
    }
    expect((await store.searchText(ACCESSION, "supply chain", 10)).hits.map((h) => h.ordinal)).toEqual([3, 4]);
    await store.close();
  });

  it("refuses a URL it does not know, and a schema without PostgreSQL", async () => {
    await expect(openStore({ dataDir: root, databaseUrl: "postgress://u:secret@h/db" })).rejects.toThrow(
      /unsupported database URL.*u:\*\*\*@h/,
    );
    await expect(openStore({ dataDir: root, schema: "fds" })).rejects.toThrow(/PostgreSQL only/);
    await expect(openStore({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", schema: "Robert'); drop" })).rejects.toThrow(
      /invalid PostgreSQL schema name/,
    );
  });

  it("recognises both PostgreSQL URL schemes", () => {
    expect(isPostgresUrl("postgres://h/db")).toBe(true);
    expect(isPostgresUrl("postgresql://h/db")).toBe(true);
    expect(isPostgresUrl("sqlite:///tmp/x")).toBe(false);
    expect(isPostgresUrl(null)).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
  });
});

describe("migrating beside other tenants of a PostgreSQL database", () => {
  const dropped = (schema: string) => Object.assign(new Error(`schema "${schema}" does not exist`), { code: "3F000" });
  it("tries again when another schema was dropped while the migrator listed the tables, not when its own is missing", () => {
    expect(catalogChangedMeanwhile(dropped("fds_other_1"), "fds_mine")).toBe(true);
    expect(catalogChangedMeanwhile(dropped("fds_other_1"), undefined)).toBe(true);
    expect(catalogChangedMeanwhile(dropped("fds_mine"), "fds_mine")).toBe(false);
    expect(catalogChangedMeanwhile(Object.assign(new Error("permission denied for schema fds_mine"), { code: "42501" }), "fds_mine")).toBe(
      false,
    );
    expect(catalogChangedMeanwhile(new Error('schema "x" does not exist'), "fds_mine")).toBe(false);
  });

  it("tries again when another tenant renamed or dropped a table or column while the migrator listed the columns", () => {
    const renamed = Object.assign(new Error('column "source_type" of relation "extraction_results" does not exist'), { code: "42703" });
    const droppedTable = Object.assign(new Error('relation "fds_other_1.facts" does not exist'), { code: "42P01" });
    expect(catalogChangedMeanwhile(renamed, "fds_mine")).toBe(true);
    expect(catalogChangedMeanwhile(droppedTable, "fds_mine")).toBe(true);
    expect(catalogChangedMeanwhile(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }), "fds_mine")).toBe(false);
  });
});
