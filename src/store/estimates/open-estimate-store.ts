import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import type { EstimateStore } from "./estimate-store.js";
import { SqlEstimateStore } from "./sql-estimate-store.js";

/**
 * Opens the estimates store on the same database `openStore` would use with these options (its
 * own connections) and brings the schema to the latest migration.
 */
export async function openEstimateStore(
  options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema"> = {},
): Promise<EstimateStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  return new SqlEstimateStore(await openMigratedBackend(options));
}
