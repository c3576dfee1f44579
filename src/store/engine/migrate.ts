import { Migrator } from "kysely";
import { migrationProvider } from "./migrations/index.js";
import type { StoreBackend } from "./store-backend.js";

/**
 * Brings the schema to the latest migration. Safe to call from several processes at once:
 * Kysely's migrator takes a lock and skips migrations already applied.
 */
export async function migrateToLatest(backend: StoreBackend): Promise<void> {
  const migrator = new Migrator({
    db: backend.writer,
    provider: migrationProvider(backend.dialect),
    // Names compare by code unit, as Kysely sorts the provided ones: our names are numbered ASCII.
    // Its default, localeCompare, loads ICU's collator on every open (about 20 ms of a CLI start).
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    ...(backend.migrationSchema === undefined ? {} : { migrationTableSchema: backend.migrationSchema }),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (error === undefined) return;
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    if (failed === undefined && attempt < SETUP_ATTEMPTS && catalogChangedMeanwhile(error, backend.migrationSchema)) continue;
    throw new Error(`store migration ${failed ?? "(setup)"} failed: ${String(error)}`, { cause: error });
  }
}

const SETUP_ATTEMPTS = 3;

/**
 * Whether the migrator's setup failed because another tenant of the database changed its schema
 * while the migrator looked. Kysely finds its migration table by listing the tables and columns of
 * every schema, and PostgreSQL fails that listing when DDL lands meanwhile: 3F000 ("schema ... does
 * not exist") when a schema is dropped, 42P01 or 42703 from the catalog functions the listing calls
 * (pg_get_serial_sequence) when a table or column is dropped or renamed. Tried again, the listing
 * sees the new catalog. Our own schema missing is a real error.
 */
export function catalogChangedMeanwhile(error: unknown, ownSchema: string | undefined): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "42P01" || code === "42703") return true;
  if (code !== "3F000") return false;
  const missing = /schema "([^"]+)" does not exist/.exec(String(message))?.[1];
  return missing !== undefined && missing !== ownSchema;
}
