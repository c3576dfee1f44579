import { Kysely, PostgresDialect, sql, type RawBuilder } from "kysely";
import pg from "pg";
import type { Database } from "./database.js";
import { postgresBulkInsert } from "./postgres-bulk-insert.js";
import type { StoreBackend } from "./store-backend.js";

/**
 * First keys of our advisory locks (two-int4 form, a key space apart from single-bigint locks
 * other software may take): one per accession being written, one for the invalidations log.
 */
const ACCESSION_LOCK_CLASS = 0x66_64_73_01;
const INVALIDATION_LOG_LOCK_CLASS = 0x66_64_73_02;

const INT8_OID = 20;

/** Plain lower-case identifiers only: the schema name goes into a connection option. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresBackendOptions {
  readonly databaseUrl: string;
  /** Schema to create (if missing) and use instead of the URL's search_path. */
  readonly schema?: string;
  /** Deadlines of a connection and of one query's answer; default `POSTGRES_DEADLINES`. */
  readonly deadlines?: PostgresDeadlines;
}

export interface PostgresDeadlines {
  readonly connectMs: number;
  readonly queryMs: number;
}

/**
 * A database that refuses or stalls must not hold a request: past these the query fails, and the
 * request is answered 503 `store_unavailable` (docs/http-api.md: errors). A bulk insert of one filing's
 * facts is sent in chunks, each far below the query deadline.
 */
export const POSTGRES_DEADLINES: PostgresDeadlines = { connectMs: 2_000, queryMs: 5_000 };

/** Connects a pg Pool to `databaseUrl`; tables live in `schema` when given. */
export async function openPostgresBackend(options: PostgresBackendOptions): Promise<StoreBackend> {
  const { databaseUrl, schema, deadlines = POSTGRES_DEADLINES } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name: ${JSON.stringify(schema)}`);
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: deadlines.connectMs,
    query_timeout: deadlines.queryMs,
    keepAlive: true,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    // bigint (cik, counts, seq) as a JS number: every value we keep is far below 2^53,
    // and pg's default (a string) would differ from SQLite's number.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener, an idle client's error (server restart, network) would crash the
  // process; the pool drops that client, and queries report their own errors. A client in use
  // whose connection ends between queries emits on itself: its next query fails instead, and
  // the pool drops it when it comes back.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const insert = postgresBulkInsert();
  try {
    if (schema !== undefined) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const migrationSchema = current.rows[0]?.schema;
    if (migrationSchema === undefined) throw new Error("PostgreSQL search_path names no schema");

    return {
      dialect: "postgres",
      // One pool serves both: every transaction has its own connection already.
      reader: db,
      writer: db,
      // Kysely's migrator looks for its tables in every schema unless told which one.
      migrationSchema,
      insertRows: (trx, table, rows, onBatch) => insert(trx, table, rows, onBatch && ((n) => onBatch(table, n))),
      insertBulk: insert,
      async writeTransaction(accession, work) {
        return db.transaction().execute(async (trx) => {
          // Two writers of one accession would both see "absent" and collide on the key;
          // this transaction-scoped lock makes the second wait and then see "unchanged".
          await waitForLock(trx, ACCESSION_LOCK_CLASS, sql`hashtext(${accession})`);
          return work(trx);
        });
      },
      async lockInvalidationLog(trx) {
        await waitForLock(trx, INVALIDATION_LOG_LOCK_CLASS, sql`0`);
      },
      async close() {
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/** How often a writer asks again for a lock another writer holds. */
const LOCK_RETRY_MS = 25;

/**
 * Takes a transaction-scoped advisory lock, waiting as long as its holder needs: asked with the
 * non-blocking form, so each query answers at once and the query deadline measures the database,
 * not another writer's transaction.
 */
async function waitForLock(trx: Kysely<Database>, lockClass: number, key: RawBuilder<unknown>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(lockClass)}, ${key}) as locked`.execute(trx);
    if (rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}
