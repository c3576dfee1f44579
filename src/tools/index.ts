export { TOOL_MANIFEST, manifestEntry, toolAnnotations } from "./manifest.js";
export type { ManifestEntry } from "./manifest.js";
export { IMPLEMENTED_SERVICE_OPERATIONS, IMPLEMENTED_TOOLS } from "./registry.js";
export { ResultCache, resultKey } from "./result-cache.js";
export { KEY_TIERS, isCacheOnly, tierAllows } from "./tiers.js";
export type { CallerTier, KeyTier, ToolTier } from "./tiers.js";
export type { ToolDeps } from "./tool-deps.js";
export type { Tool } from "./tool.js";
