import type { BatchListener, StoreBackend } from "./store-backend.js";
import { migrateToLatest } from "./migrate.js";
import type { PostgresDeadlines } from "./postgres-backend.js";
import { openSqliteBackend } from "./sqlite-backend.js";

export interface OpenStoreOptions {
  /** Directory of the SQLite file `fds.sqlite` (created if missing); default `./data`. */
  readonly dataDir?: string;
  /**
   * A `postgres://` or `postgresql://` URL selects PostgreSQL; absent, null or empty means
   * SQLite in `dataDir`. Any other URL is refused rather than silently ignored.
   */
  readonly databaseUrl?: string | null;
  /**
   * PostgreSQL only: schema to hold the tables, created if missing (lower-case letters, digits,
   * `_`). Default: the connection's search_path.
   */
  readonly schema?: string;
  /** PostgreSQL only: connect and query deadlines of serving; default `POSTGRES_DEADLINES`. */
  readonly deadlines?: PostgresDeadlines;
  /**
   * Called inside each save's transaction after every multi-row insert statement, with the
   * table and the rows it wrote: for progress reporting, and for crash tests.
   */
  readonly onBatchWritten?: BatchListener;
}

/** Data directory used when none is given. */
const DEFAULT_DATA_DIR = "data";

/** Whether `databaseUrl` selects PostgreSQL. */
export function isPostgresUrl(databaseUrl: string | null | undefined): databaseUrl is string {
  return databaseUrl !== undefined && databaseUrl !== null && /^postgres(ql)?:\/\//i.test(databaseUrl);
}

/** The backend the options select (SQLite file or PostgreSQL), brought to the latest migration. */
export async function openMigratedBackend(
  options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema" | "deadlines">,
): Promise<StoreBackend> {
  const { databaseUrl } = options;
  if (isPostgresUrl(databaseUrl)) {
    // Loaded only here: a SQLite process (the default, and every short CLI command) never loads pg.
    const { openPostgresBackend, POSTGRES_DEADLINES } = await import("./postgres-backend.js");
    const schema = options.schema === undefined ? {} : { schema: options.schema };
    // A migration may rebuild an index over every stored fact: it gets its own, patient pool.
    await migrated(await openPostgresBackend({ databaseUrl, ...schema, deadlines: MIGRATION_DEADLINES }), async (migrator) =>
      migrator.close(),
    );
    return openPostgresBackend({ databaseUrl, ...schema, deadlines: options.deadlines ?? POSTGRES_DEADLINES });
  }
  return migrated(await openSqliteBackend(options.dataDir ?? DEFAULT_DATA_DIR), async (backend) => backend);
}

const MIGRATION_DEADLINES: PostgresDeadlines = { connectMs: 10_000, queryMs: 30 * 60_000 };

/** Brings `backend` to the latest migration and hands it on (closed if migrating fails). */
async function migrated<T>(backend: StoreBackend, then: (backend: StoreBackend) => Promise<T>): Promise<T> {
  try {
    await migrateToLatest(backend);
  } catch (error) {
    await backend.close();
    throw error;
  }
  return then(backend);
}
