// auth's settings: the constants, parsers and types the configuration module reads, importable
// without loading the family (its index.ts loads all of it).
export { DEFAULT_RATE_LIMITS, parseRateLimit, type RateLimit, type RateLimitConfig, rateLimitEnvName } from "./rate-limit-config.js";
