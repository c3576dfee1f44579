import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import type { FilingStore } from "./filing-store.js";
import { SqlFilingStore } from "./sql-filing-store.js";

/** Opens the store and brings its schema to the latest migration. */
export async function openStore(options: OpenStoreOptions = {}): Promise<FilingStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl)) {
    // A typo such as `postgress://` must not quietly store everything in a local file.
    if (databaseUrl) throw new Error(`unsupported database URL (expected postgres:// or postgresql://): ${redact(databaseUrl)}`);
    if (options.schema !== undefined) throw new Error("the schema option applies to PostgreSQL only");
  }
  return new SqlFilingStore(await openMigratedBackend(options), options.onBatchWritten);
}

/** The URL without its password, for error messages. */
function redact(url: string): string {
  return url.replace(/\/\/([^/:@]*):[^/@]*@/, "//$1:***@");
}
