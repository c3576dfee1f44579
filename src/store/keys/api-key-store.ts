/**
 * One API key as stored: everything but the key itself, of which only a hash is ever kept.
 * `tier` is the stored text; the auth layer narrows it to a key tier (and refuses anything else).
 */
export interface ApiKeyRecord {
  /** Public identifier (`key_<12 hex>`), shown by `fds keys list` and used to revoke. */
  readonly id: string;
  readonly name: string;
  readonly tier: string;
  /** ISO timestamp (UTC). */
  readonly createdAt: string;
  /** ISO timestamp (UTC) of the revocation; null while the key is live. */
  readonly revokedAt: string | null;
}

/** What a caller supplies to store a new key: the hash (sha256 hex), never the key. */
export interface NewApiKey {
  readonly name: string;
  readonly tier: string;
  readonly keyHash: string;
}

/**
 * The API keys table. The same contract on SQLite and PostgreSQL; lookups are by hash so the
 * key in clear never reaches the database.
 */
export interface ApiKeyStore {
  /** Stores a key and returns its record; the id and creation time are assigned here. */
  create(key: NewApiKey): Promise<ApiKeyRecord>;
  /** Every key, live and revoked, oldest first. */
  list(): Promise<ApiKeyRecord[]>;
  /**
   * Marks a key revoked. Returns its record (with the first revocation time when it was
   * revoked already), or null when no key has that id.
   */
  revoke(id: string): Promise<ApiKeyRecord | null>;
  /** The key (live or revoked) whose hash this is; null when none. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** What `findByHash` would answer now without waiting (a lookup kept in memory), else undefined. */
  findKeptByHash?(keyHash: string): ApiKeyRecord | null | undefined;
  close(): Promise<void>;
}
