import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "./database.js";
import { sqliteBulkInsert } from "./sqlite-bulk-insert.js";
import type { StoreBackend } from "./store-backend.js";

/** File name of the SQLite database inside the data directory. */
export const SQLITE_FILE = "fds.sqlite";

/** Size the WAL file is truncated to after a checkpoint, in bytes. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** How long a connection waits for another's lock before failing, in ms. */
const BUSY_TIMEOUT_MS = 10_000;

/** Backends open in this process, by file: every store of one file shares one (see below). */
const opened = new Map<string, { backend: Promise<StoreBackend>; refs: number }>();

/**
 * Opens (creating if missing) `<dataDir>/fds.sqlite` in WAL mode, with two connections: one
 * writer, one reader. Kysely's SQLite driver has a single connection behind a mutex, so with one
 * connection every read would wait for a whole save (hundreds of ms for a large filing).
 *
 * Every store opened on the same file in this process (filings, keys, jobs, events) shares these
 * connections, and closing one releases its share. Two writer connections in one process would
 * deadlock: better-sqlite3 waits for a lock synchronously, blocking the very event loop on which
 * the other connection's transaction (awaiting between statements) would finish and release it.
 * Sharing the writer queues writers on Kysely's mutex instead.
 */
export async function openSqliteBackend(dataDir: string): Promise<StoreBackend> {
  const path = resolve(join(dataDir, SQLITE_FILE));
  let entry = opened.get(path);
  if (entry === undefined) {
    entry = { backend: openBackend(dataDir, path), refs: 0 };
    opened.set(path, entry);
    entry.backend.catch(() => opened.delete(path));
  }
  entry.refs++;
  const shared = entry;
  const backend = await shared.backend;
  let closed = false;
  return {
    ...backend,
    async close() {
      if (closed) return;
      closed = true;
      if (--shared.refs > 0) return;
      opened.delete(path);
      await backend.close();
    },
  };
}

async function openBackend(dataDir: string, path: string): Promise<StoreBackend> {
  await mkdir(dataDir, { recursive: true });
  const writerDatabase = new BetterSqlite3(path, { timeout: BUSY_TIMEOUT_MS });
  // WAL lets readers proceed during a write; NORMAL sync keeps every committed transaction
  // across a process crash (only an OS crash may lose the last commits), at far less fsync cost.
  writerDatabase.pragma("journal_mode = WAL");
  writerDatabase.pragma("synchronous = NORMAL");
  writerDatabase.pragma("foreign_keys = ON");
  // A large filing's transaction grows the WAL to hundreds of MB; after a checkpoint, give the
  // disk back down to this size (bytes) instead of keeping the high-water mark forever.
  writerDatabase.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  // Opened after the writer switched the file to WAL (a persistent setting of the file).
  const readerDatabase = new BetterSqlite3(path, { timeout: BUSY_TIMEOUT_MS });
  readerDatabase.pragma("query_only = ON");
  const writer = new Kysely<Database>({ dialect: new SqliteDialect({ database: writerDatabase }) });
  const reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: readerDatabase }) });
  const insert = sqliteBulkInsert(writerDatabase);

  return {
    dialect: "sqlite",
    reader,
    writer,
    migrationSchema: undefined,
    async insertRows(_trx, table, rows, onBatch) {
      insert(table, rows, onBatch && ((n) => onBatch(table, n)));
    },
    async insertBulk(_trx, table, rows, onBatch) {
      insert(table, rows, onBatch);
    },
    async writeTransaction(_accession, work) {
      // One connection for the whole transaction; Kysely's SQLite driver holds a mutex on it,
      // so saves in this process run one at a time.
      return writer.connection().execute(async (conn) => {
        // IMMEDIATE takes the write lock up front: a deferred BEGIN that reads first and then
        // writes fails with SQLITE_BUSY when another process wrote in between.
        await sql`begin immediate`.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          // SQLite rolls back by itself on some errors (SQLITE_FULL, SQLITE_IOERR ...).
          if (writerDatabase.inTransaction) await sql`rollback`.execute(conn);
          throw error;
        }
      });
    },
    // A SQLite database has one writer at a time, so log order is commit order already.
    async lockInvalidationLog() {},
    async close() {
      await reader.destroy();
      await writer.destroy();
    },
  };
}
