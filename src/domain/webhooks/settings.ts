// domain/webhooks's settings: the constants, parsers and types the configuration module reads, importable
// without loading the family (its index.ts loads all of it).
export { parseAllowedRanges } from "./address-policy.js";
export { parseDuration, parseSchedule } from "./retry-policy.js";
export { DEFAULT_WEBHOOK_CONFIG, type WebhookConfig } from "./webhook-config.js";
