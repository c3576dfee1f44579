import type { CallerTier } from "../tools/settings.js";

/** A bucket's size: `points` requests per `windowSeconds`, the window starting at the first request. */
export interface RateLimit {
  readonly points: number;
  readonly windowSeconds: number;
}

/** The limit of every caller tier; null means unlimited. */
export type RateLimitConfig = Readonly<Record<CallerTier, RateLimit | null>>;

const DAY = 86_400;

/** Spec part 8; internal keys are unlimited. */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  public: { points: 5, windowSeconds: 7 * DAY },
  playground: { points: 30, windowSeconds: 3_600 },
  registered: { points: 20, windowSeconds: 7 * DAY },
  paid: { points: 500, windowSeconds: 7 * DAY },
  internal: null,
};

/**
 * Longest window accepted, in seconds: the in-process limiter expires buckets with a timer, and
 * Node fires timers longer than 2^31-1 ms (24.8 days) at once, which would make a bucket unlimited.
 */
const MAX_WINDOW_SECONDS = 24 * DAY;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: DAY, w: 7 * DAY };

/**
 * Parses `<points>/<n><unit>` (`5/7d`, `30/1h`, `30/h`; units s, m, h, d, w) or `unlimited`.
 * Throws on anything else: a typo must not silently leave a tier unlimited.
 */
export function parseRateLimit(text: string): RateLimit | null {
  const t = text.trim().toLowerCase();
  if (t === "unlimited" || t === "none") return null;
  const m = /^(\d+)\s*\/\s*(\d*)\s*([smhdw])$/.exec(t);
  const unit = m ? UNIT_SECONDS[m[3] as string] : undefined;
  if (!m || unit === undefined)
    throw new Error(`invalid rate limit "${text}": expected <points>/<n><unit> such as 5/7d or 30/1h, or unlimited`);
  const points = Number(m[1]);
  const count = m[2] === "" ? 1 : Number(m[2]);
  if (points < 1 || count < 1) throw new Error(`invalid rate limit "${text}": points and window must be at least 1`);
  const windowSeconds = count * unit;
  if (windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`invalid rate limit "${text}": the window may be at most 24 days`);
  return { points, windowSeconds };
}

/** Environment variable of each tier's limit: `FDS_LIMIT_PUBLIC`, `FDS_LIMIT_PLAYGROUND` ... */
export function rateLimitEnvName(tier: CallerTier): string {
  return `FDS_LIMIT_${tier.toUpperCase()}`;
}
