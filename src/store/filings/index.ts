export type {
  BuildReader,
  DocumentReader,
  FactEnd,
  FactFilter,
  FactReader,
  FilingBuild,
  FilingFilter,
  FilingReader,
  FilingStore,
  FilingWriter,
  IndexedSection,
  IndexedSections,
  Invalidation,
  InvalidationReader,
  LinkbaseReader,
  SaveOptions,
  SaveResult,
  StatsReader,
  StoredTextHit,
  StoredTextSearch,
  StoreStats,
  TextIndexReader,
  TextSearchOptions,
} from "./filing-store.js";
export { openStore } from "./open-store.js";
export { CachingFilingStore } from "./caching-filing-store.js";
export type { CacheCounts, CachingOptions, RetirementListener } from "./caching-filing-store.js";
export { ALL_SCOPE, CHANGING_SCOPE, ReadTracker, accessionScope, changeScopes, defaultReadTracker, filterScope, isRetired, noteChangingRead, noteRead, trackReads } from "./read-scopes.js";
export type { ReadScope, Retirement } from "./read-scopes.js";
