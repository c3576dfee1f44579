import type { ApiKeyRecord, ApiKeyStore, NewApiKey } from "./api-key-store.js";

/**
 * Remembers key lookups for a few seconds, so a keyed request does not cost a database query.
 * A revocation through this store takes effect at once; one made by another process (`fds keys
 * revoke`) within `ttlMs`.
 */
export class CachingApiKeyStore implements ApiKeyStore {
  private readonly byHash = new Map<string, { record: ApiKeyRecord | null; until: number }>();

  constructor(
    private readonly inner: ApiKeyStore,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    const kept = this.findKeptByHash(keyHash);
    if (kept !== undefined) return kept;
    const now = Date.now();
    const record = await this.inner.findByHash(keyHash);
    if (this.byHash.size >= this.maxEntries) this.byHash.clear();
    this.byHash.set(keyHash, { record, until: now + this.ttlMs });
    return record;
  }

  findKeptByHash(keyHash: string): ApiKeyRecord | null | undefined {
    const hit = this.byHash.get(keyHash);
    return hit !== undefined && hit.until > Date.now() ? hit.record : undefined;
  }

  async revoke(id: string): Promise<ApiKeyRecord | null> {
    const record = await this.inner.revoke(id);
    this.byHash.clear();
    return record;
  }

  async create(key: NewApiKey): Promise<ApiKeyRecord> {
    const record = await this.inner.create(key);
    this.byHash.delete(key.keyHash);
    return record;
  }

  list(): Promise<ApiKeyRecord[]> {
    return this.inner.list();
  }

  close(): Promise<void> {
    this.byHash.clear();
    return this.inner.close();
  }
}
