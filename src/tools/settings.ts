// tools's settings: the constants, parsers and types the configuration module reads, importable
// without loading the family (its index.ts loads all of it).
export { CALLER_TIERS, type CallerTier, KEY_TIERS, type KeyTier } from "./tiers.js";
