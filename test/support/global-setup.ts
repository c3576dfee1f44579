import pg from "pg";
import { POSTGRES_TEST_URL } from "./test-services.js";

/**
 * Once per `vitest run`: creates the tests' own PostgreSQL database (`fds_test` unless
 * FDS_TEST_DATABASE_URL names another) when the server answers and the database is missing, so
 * the PostgreSQL tests run there instead of in a database someone else uses. A server that does
 * not answer is left alone: those tests skip with their notice.
 */
export default async function setup(): Promise<void> {
  const target = new URL(POSTGRES_TEST_URL);
  const database = decodeURIComponent(target.pathname.replace(/^\//, ""));
  if (!database) return;
  const maintenance = new URL(POSTGRES_TEST_URL);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 2_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(database)}`);
  } catch (error) {
    // Unreachable, or no right to create it: the probes of the PostgreSQL tests report it.
    const code = (error as { code?: string }).code;
    if (code !== "42P04")
      console.warn(`\n[test set-up] NOTICE: could not prepare PostgreSQL database ${database}: ${(error as Error).message}\n`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
