import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { isPostgresUrl, openStore, type FilingStore } from "../../src/store/index.js";

/**
 * A fresh, empty store for one test file, on the dialect the suite runs against: PostgreSQL
 * (a schema of its own) when `FDS_DATABASE_URL` names one, as CI's second run does, else a
 * SQLite file in a temporary folder. `env` configures an `fds` child process the same way.
 */
export interface TestStore {
  readonly env: Record<string, string>;
  readonly dataDir: string;
  open(): Promise<FilingStore>;
  dispose(): Promise<void>;
}

export async function createTestStore(): Promise<TestStore> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-test-"));
  const url = process.env.FDS_DATABASE_URL;
  if (!isPostgresUrl(url)) {
    return {
      env: { FDS_DATA_DIR: dataDir, FDS_DATABASE_URL: "", FDS_DATABASE_SCHEMA: "" },
      dataDir,
      open: () => openStore({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `fds_test_${randomBytes(6).toString("hex")}`;
  return {
    env: { FDS_DATA_DIR: dataDir, FDS_DATABASE_URL: url, FDS_DATABASE_SCHEMA: schema },
    dataDir,
    open: () => openStore({ databaseUrl: url, schema }),
    dispose: async () => {
      await rm(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
