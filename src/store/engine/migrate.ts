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
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`store migration ${failed ?? "(setup)"} failed: ${String(error)}`, { cause: error });
  }
}
