import { mkdir } from "node:fs/promises";
import { join } from "node:path";
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

/**
 * Opens (creating if missing) `<dataDir>/fds.sqlite` in WAL mode, with two connections: one
 * writer, one reader. Kysely's SQLite driver has a single connection behind a mutex, so with one
 * connection every read would wait for a whole save (hundreds of ms for a large filing).
 */
export async function openSqliteBackend(dataDir: string): Promise<StoreBackend> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, SQLITE_FILE);
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
