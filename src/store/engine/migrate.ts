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
    if (failed === undefined && attempt < SETUP_ATTEMPTS && anotherSchemaDropped(error, backend.migrationSchema)) continue;
    throw new Error(`store migration ${failed ?? "(setup)"} failed: ${String(error)}`, { cause: error });
  }
}

const SETUP_ATTEMPTS = 3;

/**
 * Whether the migrator's setup failed because another schema of the database was dropped while it
 * looked: Kysely finds its migration table by listing the tables of every schema, and PostgreSQL
 * fails that listing (3F000, "schema ... does not exist") when another tenant of the database
 * drops its schema meanwhile. Tried again, the listing no longer sees it. Our own schema missing
 * is a real error.
 */
export function anotherSchemaDropped(error: unknown, ownSchema: string | undefined): boolean {
  if (typeof error !== "object" || error === null || (error as { code?: unknown }).code !== "3F000") return false;
  const missing = /schema "([^"]+)" does not exist/.exec(String((error as { message?: unknown }).message))?.[1];
  return missing !== undefined && missing !== ownSchema;
}
