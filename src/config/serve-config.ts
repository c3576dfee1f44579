import { DEFAULT_HTTP_LIMITS, type HttpLimits } from "../api/settings.js";
import type { Env } from "./env.js";

/** Settings of `fds serve`, read once from the environment by the composition root. */
export interface ServeConfig {
  /** `FDS_PORT`, default 8080. */
  readonly port: number;
  /** `FDS_HOST`, default 0.0.0.0 (all interfaces: the service is meant to run in a container). */
  readonly host: string;
  /** `FDS_TRUST_PROXY` (true/1/yes): client IP from X-Forwarded-For. Off by default. */
  readonly trustProxy: boolean;
  /** `FDS_PLAYGROUND_TOKEN`: the shared demo bearer token; null (unset) disables the playground. */
  readonly playgroundToken: string | null;
  /** `FDS_REDIS_URL`: share rate-limit buckets through Redis; null keeps them in-process. */
  readonly redisUrl: string | null;
  /** `FDS_REDIS_PREFIX`: prefix of the limiter's Redis keys, default `fds:rl`. */
  readonly redisPrefix: string | null;
  /** `FDS_LOG` (true/1/yes): JSON request logs on stdout; on by default for the server. */
  readonly log: boolean;
  /**
   * `FDS_REQUEST_TIMEOUT_MS`, `FDS_HEADERS_TIMEOUT_MS`, `FDS_KEEPALIVE_TIMEOUT_MS`,
   * `FDS_BODY_LIMIT_BYTES`: how long and how much the server waits for a client.
   */
  readonly http: HttpLimits;
  /** `FDS_SHUTDOWN_TIMEOUT_MS`: on SIGTERM/SIGINT, how long in-flight requests may take to finish. */
  readonly shutdownTimeoutMs: number;
}

/** Default grace for in-flight requests on shutdown (container runtimes wait 10 s before SIGKILL). */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 8_000;

const DEFAULT_PORT = 8080;

export function serveConfigFromEnv(env: Env): ServeConfig {
  const portText = env.FDS_PORT?.trim();
  const port = portText ? Number(portText) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`FDS_PORT must be a port number, not "${portText}"`);
  return {
    port,
    host: env.FDS_HOST?.trim() || "0.0.0.0",
    trustProxy: flag(env.FDS_TRUST_PROXY, false, "FDS_TRUST_PROXY"),
    playgroundToken: env.FDS_PLAYGROUND_TOKEN?.trim() || null,
    redisUrl: env.FDS_REDIS_URL?.trim() || null,
    redisPrefix: env.FDS_REDIS_PREFIX?.trim() || null,
    log: flag(env.FDS_LOG, true, "FDS_LOG"),
    http: {
      requestTimeoutMs: positive(env.FDS_REQUEST_TIMEOUT_MS, DEFAULT_HTTP_LIMITS.requestTimeoutMs, "FDS_REQUEST_TIMEOUT_MS"),
      headersTimeoutMs: positive(env.FDS_HEADERS_TIMEOUT_MS, DEFAULT_HTTP_LIMITS.headersTimeoutMs, "FDS_HEADERS_TIMEOUT_MS"),
      keepAliveTimeoutMs: positive(env.FDS_KEEPALIVE_TIMEOUT_MS, DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs, "FDS_KEEPALIVE_TIMEOUT_MS"),
      bodyLimitBytes: positive(env.FDS_BODY_LIMIT_BYTES, DEFAULT_HTTP_LIMITS.bodyLimitBytes, "FDS_BODY_LIMIT_BYTES"),
      checkIntervalMs: DEFAULT_HTTP_LIMITS.checkIntervalMs,
    },
    shutdownTimeoutMs: positive(env.FDS_SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, "FDS_SHUTDOWN_TIMEOUT_MS"),
  };
}

/** A whole positive number from the environment; anything else is an error, not a silent default. */
function positive(text: string | undefined, fallback: number, name: string): number {
  const t = text?.trim();
  if (!t) return fallback;
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not "${text}"`);
  return n;
}

/** A yes/no variable; anything unrecognised is an error rather than a silent default. */
function flag(text: string | undefined, fallback: boolean, name: string): boolean {
  const t = text?.trim().toLowerCase();
  if (!t) return fallback;
  if (["1", "true", "yes", "on"].includes(t)) return true;
  if (["0", "false", "no", "off"].includes(t)) return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}
