/** SEC's production hosts. Documents live on `www`, the JSON APIs on `data`. */
export const SEC_WWW_URL = "https://www.sec.gov";
export const SEC_DATA_URL = "https://data.sec.gov";

/**
 * How the EDGAR client reaches SEC (or the replica) and how hard it tries. Plain data: the
 * composition root builds it (from the configuration module's `edgarConfigFromEnv`) and hands it to the client.
 */
export interface EdgarConfig {
  /**
   * `User-Agent` sent on every request, e.g. `Acme Research admin@acme.example`. SEC's fair-access
   * policy requires a declared agent naming the company and a contact; null means "not configured"
   * and makes every fetch fail before any request is sent.
   */
  readonly userAgent: string | null;
  /** Base URL for `/files/...` and `/Archives/...` (no trailing slash). */
  readonly wwwUrl: string;
  /** Base URL for `/submissions/...` (no trailing slash). */
  readonly dataUrl: string;
  /** Directory of the raw-file cache. */
  readonly cacheDir: string;
  /** Per-attempt timeout in milliseconds (headers and body). */
  readonly timeoutMs: number;
  /** Retries after the first attempt for 5xx, timeouts and network errors. */
  readonly maxRetries: number;
  /** First backoff delay in milliseconds; doubles each retry, with jitter. */
  readonly retryBaseDelayMs: number;
  /** Ceiling of one backoff delay in milliseconds. */
  readonly retryMaxDelayMs: number;
  /** How long all requests pause after SEC signals a rate limit (429, or 403 with its block page). */
  readonly rateLimitPauseMs: number;
  /** Retries after a rate-limit answer (each waits out the pause); then `EdgarRateLimitedError`. */
  readonly maxRateLimitRetries: number;
  /** How long a cached submissions JSON or ticker map stays fresh, in milliseconds. */
  readonly metadataTtlMs: number;
}

/** Defaults for everything but the user agent, bases and cache dir. */
export const EDGAR_DEFAULTS = {
  timeoutMs: 30_000,
  maxRetries: 4,
  retryBaseDelayMs: 500,
  retryMaxDelayMs: 30_000,
  // SEC: "pause all requests for at least 10 minutes" after being rate limited (see PITFALLS).
  rateLimitPauseMs: 10 * 60_000,
  maxRateLimitRetries: 1,
  metadataTtlMs: 60 * 60_000,
} as const;

/** The expected shape of `FDS_SEC_USER_AGENT`, quoted in error messages. */
export const USER_AGENT_EXAMPLE = "Company Name contact@example.com";
