import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openApiKeyStore, openStore, type ApiKeyStore } from "../../src/store/index.js";
import { POSTGRES_TEST_URL, storeDialects } from "../store/store-targets.js";

type KeyStoreOptions = NonNullable<Parameters<typeof openApiKeyStore>[0]>;

/** An empty database for one test: the options that open it, and how to drop it. */
interface KeyTarget {
  readonly options: KeyStoreOptions;
  dispose(): Promise<void>;
}

/** SQLite in a temporary folder; PostgreSQL in a schema of its own (when store-targets finds it). */
async function keyDialects(): Promise<{ name: string; create: (() => Promise<KeyTarget>) | null }[]> {
  const postgresUp = (await storeDialects()).some((d) => d.name === "postgres" && d.create !== null);
  return [
    {
      name: "sqlite",
      create: async () => {
        const dataDir = await mkdtemp(join(tmpdir(), "fds-keys-"));
        return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
      },
    },
    {
      name: "postgres",
      create: postgresUp
        ? async () => {
            const schema = `fds_test_${randomBytes(6).toString("hex")}`;
            return {
              options: { databaseUrl: POSTGRES_TEST_URL, schema },
              dispose: async () => {
                const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
                await client.connect();
                try {
                  await client.query(`drop schema if exists ${schema} cascade`);
                } finally {
                  await client.end();
                }
              },
            };
          }
        : null,
    },
  ];
}

/** The key store's contract, on every dialect: real rows through the same Kysely layer. */
describe("ApiKeyStore", async () => {
  for (const dialect of await keyDialects()) {
    describe.skipIf(dialect.create === null)(dialect.name, () => {
      let target: KeyTarget | null = null;
      let keys: ApiKeyStore | null = null;
      afterEach(async () => {
        await keys?.close();
        await target?.dispose();
        keys = null;
        target = null;
      });

      async function open(): Promise<ApiKeyStore> {
        target = await (dialect.create as () => Promise<KeyTarget>)();
        keys = await openApiKeyStore(target.options);
        return keys;
      }

      it("creates, finds by hash, lists and revokes", async () => {
        const store = await open();
        const hash = randomBytes(32).toString("hex");
        const created = await store.create({ name: "alice", tier: "paid", keyHash: hash });
        expect(created).toMatchObject({ name: "alice", tier: "paid", revokedAt: null });
        expect(created.id).toMatch(/^key_[0-9a-f]{12}$/);
        expect(Date.parse(created.createdAt)).not.toBeNaN();
        expect(await store.findByHash(hash)).toEqual(created);
        expect(await store.findByHash("0".repeat(64))).toBeNull();

        // A later created_at (list order is oldest first): the store stamps a key with Date, faked a second on.
        vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(created.createdAt) + 1_000 });
        const other = await store
          .create({ name: "bob", tier: "registered", keyHash: randomBytes(32).toString("hex") })
          .finally(() => vi.useRealTimers());
        expect(Date.parse(other.createdAt) - Date.parse(created.createdAt)).toBe(1_000);
        expect((await store.list()).map((r) => r.id)).toEqual([created.id, other.id]);

        const revoked = await store.revoke(created.id);
        expect(revoked?.revokedAt).not.toBeNull();
        expect((await store.findByHash(hash))?.revokedAt).toBe(revoked?.revokedAt);
        // Revoking again keeps the first time; an unknown id is null.
        expect((await store.revoke(created.id))?.revokedAt).toBe(revoked?.revokedAt);
        expect(await store.revoke("key_000000000000")).toBeNull();
        // Records never carry the hash.
        expect(JSON.stringify(await store.list())).not.toContain(hash);
      });

      it("refuses a second key with the same hash", async () => {
        const store = await open();
        const hash = randomBytes(32).toString("hex");
        await store.create({ name: "one", tier: "paid", keyHash: hash });
        await expect(store.create({ name: "two", tier: "paid", keyHash: hash })).rejects.toThrow();
      });

      it("keeps keys across reopening, beside the filing tables", async () => {
        const store = await open();
        const hash = randomBytes(32).toString("hex");
        const created = await store.create({ name: "kept", tier: "internal", keyHash: hash });
        await store.close();
        // The filing store runs the same migrations over the same database and sees no conflict.
        const filings = await openStore((target as KeyTarget).options);
        expect(await filings.listFilings()).toEqual([]);
        await filings.close();
        keys = await openApiKeyStore((target as KeyTarget).options);
        expect(await keys.findByHash(hash)).toEqual(created);
      });
    });
  }
});
