import { resolve } from "node:path";
import type { Env } from "./env.js";

/** Where the store lives, read once from the environment by the composition root and passed down as values. */
export interface FdsConfig {
  /** Folder for the SQLite file and the EDGAR file cache (`FDS_DATA_DIR`, default `./data`). */
  readonly dataDir: string;
  /** PostgreSQL URL (`FDS_DATABASE_URL`); null selects the embedded SQLite store. */
  readonly databaseUrl: string | null;
  /** PostgreSQL schema for the tables (`FDS_DATABASE_SCHEMA`); null for the connection's default. */
  readonly databaseSchema: string | null;
}

/** `FDS_DATA_DIR` (default `./data`), `FDS_DATABASE_URL`, `FDS_DATABASE_SCHEMA`. */
export function storeConfigFromEnv(env: Env): FdsConfig {
  return {
    dataDir: resolve(env.FDS_DATA_DIR ?? "data"),
    databaseUrl: env.FDS_DATABASE_URL?.trim() || null,
    databaseSchema: env.FDS_DATABASE_SCHEMA?.trim() || null,
  };
}

/** The store's open options for this configuration (the schema applies to PostgreSQL only). */
export function storeOptionsOf(config: FdsConfig): { dataDir: string; databaseUrl: string | null; schema?: string } {
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    ...(config.databaseUrl && config.databaseSchema ? { schema: config.databaseSchema } : {}),
  };
}
