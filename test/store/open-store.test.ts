import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SQLITE_FILE, isPostgresUrl, openStore } from "../../src/store/index.js";
import { migrationProvider } from "../../src/store/migrations/index.js";

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
      expect(applied.slice(0, 5)).toEqual(["0001-initial", "0002-api-keys", "0003-filing-documents", "0004-text-index", "0005-filing-builds"]);
    } finally {
      database.close();
    }
  });

  it("dates periods from an index alone: factEnds reads no fact row (a row's value, a text block, lies before its period_end)", async () => {
    const dataDir = join(root, "data");
    await (await openStore({ dataDir, databaseUrl: null })).close();
    const database = new BetterSqlite3(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      // The query of src/store/read-facts.ts getFactEnds for a filing stored before its fact ends were saved in its row (0021).
      const plan = database
        .prepare("explain query plan select period_end, count(*) as facts, min(ordinal) as first_ordinal from facts where accession = ? and period_end is not null group by period_end order by first_ordinal")
        .all("0000320193-24-000123") as { detail: string }[];
      expect(plan.map((step) => step.detail).join("; ")).toMatch(/USING COVERING INDEX facts_accession_end_idx/);
    } finally {
      database.close();
    }
  });

  it("refuses a URL it does not know, and a schema without PostgreSQL", async () => {
    await expect(openStore({ dataDir: root, databaseUrl: "postgress://u:secret@h/db" })).rejects.toThrow(
      /unsupported database URL.*u:\*\*\*@h/,
    );
    await expect(openStore({ dataDir: root, schema: "fds" })).rejects.toThrow(/PostgreSQL only/);
    await expect(
      openStore({ databaseUrl: "postgres://postgres@127.0.0.1:5432/test", schema: "Robert'); drop" }),
    ).rejects.toThrow(/invalid PostgreSQL schema name/);
  });

  it("recognises both PostgreSQL URL schemes", () => {
    expect(isPostgresUrl("postgres://h/db")).toBe(true);
    expect(isPostgresUrl("postgresql://h/db")).toBe(true);
    expect(isPostgresUrl("sqlite:///tmp/x")).toBe(false);
    expect(isPostgresUrl(null)).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
  });
});
