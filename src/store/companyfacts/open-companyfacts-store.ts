import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import type { CompanyFactsStore } from "./companyfacts-store.js";
import { SqlCompanyFactsStore } from "./sql-companyfacts-store.js";

/**
 * Opens the company facts store on the same database `openStore` would use with these options
 * (its own connections) and brings the schema to the latest migration.
 */
export async function openCompanyFactsStore(
  options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema"> = {},
): Promise<CompanyFactsStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  return new SqlCompanyFactsStore(await openMigratedBackend(options));
}
