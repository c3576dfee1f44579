import { Redis } from "ioredis";
import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { FdsError } from "../model/index.js";
import { CALLER_TIERS, type CallerTier } from "../tools/settings.js";
import type { RateLimit, RateLimitConfig } from "./rate-limit-config.js";
import { SqliteBuckets } from "./sqlite-buckets.js";

/** Whose bucket a request draws from: the caller's tier picks the limit, `bucket` the counter. */
interface BucketIdentity {
  readonly tier: CallerTier;
  /** `ip:<address>` or `key:<id>` (see `Caller.bucket`). */
  readonly bucket: string;
}

/** The outcome of taking one request from a bucket. */
export interface RateDecision {
  readonly allowed: boolean;
  /** The bucket's size; null when the tier is unlimited (then nothing else applies). */
  readonly limit: RateLimit | null;
  /** Requests left in the current window after this one (0 when refused). */
  readonly remaining: number;
  /** Seconds until the window ends and the bucket is full again (at least 1 while limited). */
  readonly resetSeconds: number;
}

/**
 * Where the counters live: this process; a SQLite file in the data directory, shared by every
 * process of that directory (the default without Redis); the PostgreSQL store (the default
 * without Redis when the store is PostgreSQL); or Redis (a client, or a URL).
 */
export type LimiterBackend =
  | "memory"
  | {
      /** The store's PostgreSQL URL; the buckets are table `rate_limits` there. */
      readonly postgres: string;
      /** The store's schema (FDS_DATABASE_SCHEMA); default the connection's search_path. */
      readonly schema?: string;
      /** Told of pool errors (a failed count falls back to an in-process bucket). */
      readonly onError?: (error: Error) => void;
      /** Told of each request counted in-process because the shared buckets failed. */
      readonly onFallback?: () => void;
    }
  | {
      /** The data directory holding the buckets' file (`fds-limits.sqlite`). */
      readonly dataDir: string;
      /** Told of a failed bucket statement (that request is counted in-process instead). */
      readonly onError?: (error: Error) => void;
      readonly onFallback?: () => void;
    }
  | {
      readonly redis: Redis | string;
      /** Prefix of every Redis key (default `fds:rl`); tests pass their own. */
      readonly keyPrefix?: string;
      /** Told of Redis connection errors of a client opened from a URL (while it falls back). */
      readonly onError?: (error: Error) => void;
      readonly onFallback?: () => void;
    };

/** Rate limiting for every transport: HTTP and MCP call `consume` for each tool call. */
export interface RequestLimiter {
  /** Takes one request from the identity's bucket. Never throws for a full bucket: see `allowed`. */
  consume(identity: BucketIdentity): Promise<RateDecision>;
  /** Whether `tier` has no limit: `consume` would allow every call and report no limit. */
  unlimited(tier: CallerTier): boolean;
  /** Disconnects the Redis client when this limiter opened it. */
  close(): Promise<void>;
}

/** Redis key prefix when none is given; tests pass their own so runs never share counters. */
const DEFAULT_LIMITER_KEY_PREFIX = "fds:rl";

/** How long `openRequestLimiter` waits for a Redis URL to answer, in ms. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Builds the limiter. Buckets are fixed windows that start at a bucket's first request. In a
 * SQLite file, counting is one atomic upsert per request, so every process of one data directory
 * (`fds serve`, each `fds mcp`) shares buckets exactly. In the PostgreSQL store or Redis
 * (rate-limiter-flexible), one atomic statement or script per request, shared by processes on
 * any machine. When the shared counter fails, the request is counted in an in-process bucket of
 * the same size rather than refused or waved through. A Redis URL that does not answer at start
 * is an error.
 */
export async function openRequestLimiter(config: RateLimitConfig, backend: LimiterBackend = "memory"): Promise<RequestLimiter> {
  const redis = backend !== "memory" && "redis" in backend ? backend : null;
  const prefix = redis?.keyPrefix ?? DEFAULT_LIMITER_KEY_PREFIX;
  let ownClient: Redis | null = null;
  let client: Redis | null = null;
  if (redis) {
    client = typeof redis.redis === "string" ? (ownClient = await connectRedis(redis.redis, redis.onError)) : redis.redis;
  }
  const sqlite = backend !== "memory" && "dataDir" in backend ? backend : null;
  const buckets = sqlite ? new SqliteBuckets(sqlite.dataDir) : null;
  const postgres = backend !== "memory" && "postgres" in backend ? backend : null;
  // Few connections: each count is one short statement. Its commit does not wait for the WAL to
  // reach disk (a crash may forget the last counts): 0.2-0.6 ms a count here, against 3.3 ms.
  const pool = postgres ? new pg.Pool({ connectionString: postgres.postgres, max: 4, options: "-c synchronous_commit=off" }) : null;
  if (pool && postgres) pool.on("error", (error) => postgres.onError?.(error));
  const limiters = new Map<CallerTier, { limit: RateLimit; limiter: RateLimiterAbstract }>();
  try {
    for (const tier of CALLER_TIERS) {
      const limit = config[tier];
      if (limit === null) continue;
      // One limiter per tier (prefix `<prefix>:<tier>`): public and playground callers of one IP
      // have separate buckets of their own sizes.
      const opts = { points: limit.points, duration: limit.windowSeconds, keyPrefix: `${prefix}:${tier}` };
      const limiter =
        client !== null
          ? new RateLimiterRedis({
              ...opts,
              storeClient: client,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(opts),
            })
          : pool !== null
            ? await postgresLimiter(pool, postgres?.schema, { ...opts, insuranceLimiter: new RateLimiterMemory(opts) })
            : new RateLimiterMemory(opts);
      limiters.set(tier, { limit, limiter });
    }
  } catch (error) {
    buckets?.close();
    await pool?.end();
    ownClient?.disconnect();
    throw error;
  }

  return {
    async consume(identity) {
      const entry = limiters.get(identity.tier);
      if (!entry) return { allowed: true, limit: null, remaining: 0, resetSeconds: 0 };
      if (buckets) {
        const { points, windowSeconds } = entry.limit;
        try {
          const now = Date.now();
          const taken = buckets.take(`${identity.tier}:${identity.bucket}`, windowSeconds * 1000, now);
          return {
            allowed: taken.count <= points,
            limit: entry.limit,
            remaining: Math.max(0, points - taken.count),
            resetSeconds: seconds(taken.resetAt - now),
          };
        } catch (error) {
          sqlite?.onError?.(error as Error);
          sqlite?.onFallback?.();
        }
      }
      // Redis not ready: rate-limiter-flexible counts in its insurance (in-process) limiter.
      if (client !== null && client.status !== "ready") redis?.onFallback?.();
      try {
        const res = await entry.limiter.consume(identity.bucket);
        return { allowed: true, limit: entry.limit, remaining: res.remainingPoints, resetSeconds: seconds(res.msBeforeNext) };
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the bucket is empty, and with
        // an Error only when both the shared store and the insurance limiter failed.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, limit: entry.limit, remaining: 0, resetSeconds: seconds(rejection.msBeforeNext) };
      }
    },
    unlimited: (tier) => !limiters.has(tier),
    async close() {
      buckets?.close();
      await pool?.end();
      if (ownClient) await ownClient.quit().catch(() => ownClient?.disconnect());
    },
  };
}

/**
 * A limiter counting in table `rate_limits` of the PostgreSQL store: one prepared upsert per
 * request. The table is created here, once (concurrent creation by several processes is safe).
 */
function postgresLimiter(
  pool: pg.Pool,
  schema: string | undefined,
  opts: { points: number; duration: number; keyPrefix: string; insuranceLimiter: RateLimiterMemory },
): Promise<RateLimiterAbstract> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { ...opts, storeClient: pool, storeType: "pool", tableName: "rate_limits", ...(schema === undefined ? {} : { schemaName: schema }) },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/** Throws `rate_limited` (429) for a refused decision; `details` say when to come back. */
export function assertAllowed(decision: RateDecision): void {
  if (decision.allowed || decision.limit === null) return;
  const { points, windowSeconds } = decision.limit;
  throw new FdsError(
    "rate_limited",
    `rate limit of ${points} requests per ${windowSeconds} s reached; retry in ${decision.resetSeconds} s`,
    {
      retry_after_seconds: decision.resetSeconds,
      limit: points,
      window_seconds: windowSeconds,
    },
  );
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

async function connectRedis(url: string, onError: (error: Error) => void = () => undefined): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // Without a listener, ioredis reports every reconnect failure as an unhandled error event.
  client.on("error", onError);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${url.replace(/\/\/([^/:@]*):[^/@]*@/, "//$1:***@")} does not answer: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return client;
}
