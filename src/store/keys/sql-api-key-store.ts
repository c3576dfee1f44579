import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ApiKeyRecord, ApiKeyStore, NewApiKey } from "./api-key-store.js";
import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import type { StoreBackend } from "../engine/index.js";

/** Row type of `api_keys` (migration 0002); it never leaves this file. */
interface ApiKeysTable {
  id: string;
  name: string;
  tier: string;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}
type KeyDb = Kysely<{ api_keys: ApiKeysTable }>;

/** Row to record: everything but the hash. */
function toRecord(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  return { id: row.id, name: row.name, tier: row.tier, createdAt: row.created_at, revokedAt: row.revoked_at };
}

/** The ApiKeyStore over the store's Kysely backends: one query layer for both dialects. */
class SqlApiKeyStore implements ApiKeyStore {
  private readonly reader: KeyDb;
  private readonly writer: KeyDb;

  constructor(
    private readonly backend: StoreBackend,
    private readonly now: () => Date = () => new Date(),
  ) {
    // The key table is not part of the filing `Database` type; `withTables` adds it here only.
    this.reader = backend.reader.withTables<{ api_keys: ApiKeysTable }>() as unknown as KeyDb;
    this.writer = backend.writer.withTables<{ api_keys: ApiKeysTable }>() as unknown as KeyDb;
  }

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    const row: ApiKeysTable = {
      // 48 random bits: an id is a handle, not a secret; the unique key makes a clash an error.
      id: `key_${randomBytes(6).toString("hex")}`,
      name: key.name,
      tier: key.tier,
      key_hash: key.keyHash,
      created_at: this.now().toISOString(),
      revoked_at: null,
    };
    await this.writer.insertInto("api_keys").values(row).execute();
    return toRecord(row);
  }

  async list(): Promise<ApiKeyRecord[]> {
    const rows = await this.reader.selectFrom("api_keys").selectAll().orderBy("created_at").orderBy("id").execute();
    return rows.map(toRecord);
  }

  async revoke(id: string): Promise<ApiKeyRecord | null> {
    // Only a live key gets a time: revoking twice keeps the first revocation.
    await this.writer
      .updateTable("api_keys")
      .set({ revoked_at: this.now().toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .execute();
    const row = await this.writer.selectFrom("api_keys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const row = await this.reader.selectFrom("api_keys").selectAll().where("key_hash", "=", keyHash).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}

/**
 * Opens the key store on the same database `openStore` would use with these options (its own
 * connections) and brings the schema to the latest migration.
 */
export async function openApiKeyStore(
  options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema" | "deadlines"> = {},
): Promise<ApiKeyStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  return new SqlApiKeyStore(await openMigratedBackend(options));
}
