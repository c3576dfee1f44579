/** The connection fields of a Redis URL, as ioredis (and BullMQ) options name them. */
export interface RedisUrlOptions {
  readonly host: string;
  readonly port: number;
  readonly username?: string;
  readonly password?: string;
  readonly db?: number;
  readonly tls?: Record<string, never>;
}

/**
 * ioredis options from a `redis://` or `rediss://` URL (user, password, database number in the
 * path, TLS for rediss), for libraries that take options rather than a URL.
 */
export function redisOptionsFromUrl(url: string): RedisUrlOptions {
  const parsed = new URL(url);
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:")
    throw new Error(`not a Redis URL (expected redis:// or rediss://): ${parsed.protocol}//…`);
  const db = parsed.pathname.replace(/^\//, "");
  return {
    host: parsed.hostname || "127.0.0.1",
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(parsed.protocol === "rediss:" ? { tls: {} } : {}),
  };
}
