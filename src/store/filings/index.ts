export type {
  FilingStore,
  Invalidation,
  SaveResult,
  StoredTextHit,
} from "./filing-store.js";
export { openStore } from "./open-store.js";
export { CachingFilingStore } from "./caching-filing-store.js";
export { CHANGING_SCOPE, ReadTracker, defaultReadTracker, isRetired, noteChangingRead, noteRead } from "./read-scopes.js";
export type { ReadScope, Retirement } from "./read-scopes.js";
