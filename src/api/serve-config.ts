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
}

const DEFAULT_PORT = 8080;

export function serveConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): ServeConfig {
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
  };
}

/** A yes/no variable; anything unrecognised is an error rather than a silent default. */
function flag(text: string | undefined, fallback: boolean, name: string): boolean {
  const t = text?.trim().toLowerCase();
  if (!t) return fallback;
  if (["1", "true", "yes", "on"].includes(t)) return true;
  if (["0", "false", "no", "off"].includes(t)) return false;
  throw new Error(`${name} must be true or false, not "${text}"`);
}
