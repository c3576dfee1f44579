import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { openEventStores, openStore, SQLITE_FILE, type EventStores, type OpenStoreOptions } from "../../src/store/index.js";
import type { FilingStore } from "../../src/store/index.js";
import { POSTGRES_TEST_URL } from "../support/test-services.js";

/** One empty database of some dialect, which a test may open (and reopen) and then dispose. */
export interface StoreTarget {
  open(extra?: Pick<OpenStoreOptions, "onBatchWritten">): Promise<FilingStore>;
  /** The invalidations feed and webhook store on the same database. */
  openEvents(): Promise<EventStores>;
  /** Runs raw SQL on the target's database (its own connection), for checks the store cannot make. */
  query(text: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  dispose(): Promise<void>;
}

/** A dialect the contract suite runs against; `create` is null when it is unavailable. */
export interface StoreDialect {
  readonly name: string;
  readonly create: (() => Promise<StoreTarget>) | null;
}

export { POSTGRES_TEST_URL };

const sqlite: StoreDialect = {
  name: "sqlite",
  create: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "fds-store-"));
    return {
      open: (extra = {}) => openStore({ dataDir, ...extra }),
      openEvents: () => openEventStores({ dataDir }),
      query: async (text, params = []) => {
        const db = new BetterSqlite3(join(dataDir, SQLITE_FILE), { timeout: 10_000 });
        try {
          db.pragma("foreign_keys = ON");
          const statement = db.prepare(text);
          if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
          statement.run(...params);
          return [];
        } finally {
          db.close();
        }
      },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

/** Whether PostgreSQL answers at `url` within a couple of seconds; the reason when it does not. */
async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every test gets its own schema, dropped afterwards, so runs never see each other's rows. */
async function postgres(): Promise<StoreDialect> {
  const unreachable = await probePostgres(POSTGRES_TEST_URL);
  if (unreachable !== null) {
    console.warn(
      `\n[store tests] NOTICE: PostgreSQL at ${POSTGRES_TEST_URL} is unreachable (${unreachable}); ` +
        "the PostgreSQL dialect is SKIPPED. Set FDS_TEST_DATABASE_URL to run it.\n",
    );
    return { name: "postgres", create: null };
  }
  return {
    name: "postgres",
    create: async () => {
      const schema = `fds_test_${randomBytes(6).toString("hex")}`;
      return {
        open: (extra = {}) => openStore({ databaseUrl: POSTGRES_TEST_URL, schema, ...extra }),
        openEvents: () => openEventStores({ databaseUrl: POSTGRES_TEST_URL, schema }),
        query: async (text, params = []) => {
          const client = new pg.Client({ connectionString: POSTGRES_TEST_URL, options: `-c search_path=${schema}` });
          await client.connect();
          try {
            return (await client.query(text, [...params])).rows as Record<string, unknown>[];
          } finally {
            await client.end();
          }
        },
        dispose: async () => {
          const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
          await client.connect();
          try {
            await client.query(`drop schema if exists ${schema} cascade`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL when it answers. */
export async function storeDialects(): Promise<StoreDialect[]> {
  return [sqlite, await postgres()];
}
