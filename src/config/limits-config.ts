import { DEFAULT_RATE_LIMITS, parseRateLimit, rateLimitEnvName, type RateLimit, type RateLimitConfig } from "../auth/settings.js";
import { CALLER_TIERS, type CallerTier } from "../tools/settings.js";
import type { Env } from "./env.js";

/** The defaults, with each tier overridden by its `FDS_LIMIT_<TIER>` variable when set. */
export function rateLimitConfigFromEnv(env: Env): RateLimitConfig {
  const entries = CALLER_TIERS.map((tier) => {
    const text = env[rateLimitEnvName(tier)]?.trim();
    return [tier, text ? parseRateLimit(text) : DEFAULT_RATE_LIMITS[tier]] as const;
  });
  return Object.fromEntries(entries) as Record<CallerTier, RateLimit | null>;
}
