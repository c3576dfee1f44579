/** The store's public surface, by aggregate; code outside `src/store` imports only this module. */
export {
  DEFAULT_DATA_DIR,
  isPostgresUrl,
  SQLITE_FILE,
  POSTGRES_DEADLINES,
  isStoreOutage,
} from "./engine/index.js";
export type { OpenStoreOptions, BatchListener, PostgresDeadlines } from "./engine/index.js";

export {
  openStore,
  CachingFilingStore,
  ALL_SCOPE,
  CHANGING_SCOPE,
  accessionScope,
  changeScopes,
  filterScope,
  isRetired,
  noteChangingRead,
  noteRead,
  trackReads,
  ReadTracker,
  defaultReadTracker,
} from "./filings/index.js";
export type {
  BuildReader,
  CacheCounts,
  CachingOptions,
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
  ReadScope,
  Retirement,
  RetirementListener,
  SaveOptions,
  SaveResult,
  StatsReader,
  StoredTextHit,
  StoredTextSearch,
  StoreStats,
  TextIndexReader,
  TextSearchOptions,
} from "./filings/index.js";

export { parseTextQuery, foldText, rankBlocks } from "./text/index.js";
export type { ParsedTextQuery } from "./text/index.js";

export { openEventStores, INVALIDATION_KINDS } from "./events/index.js";
export type {
  EventStores,
  FeedCursor,
  FeedPage,
  InvalidationFeed,
  InvalidationKind,
  LogRetention,
} from "./events/index.js";

export { DELIVERY_STATES, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "./webhooks/index.js";
export type {
  AttemptResult,
  ClaimedDelivery,
  DeliveryState,
  DeliveryVerdict,
  EnqueueOptions,
  NewWebhookSubscription,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
  WebhookHealth,
  WebhookStore,
  WebhookSubscription,
} from "./webhooks/index.js";

export { openJobStore } from "./jobs/index.js";
export type { JobStore, NewJob, StoredJob } from "./jobs/index.js";

export { openApiKeyStore, CachingApiKeyStore } from "./keys/index.js";
export type { ApiKeyRecord, ApiKeyStore, NewApiKey } from "./keys/index.js";

export {
  ESTIMATE_BASES,
  ESTIMATE_METRICS,
  ESTIMATE_PERIOD_KINDS,
  openEstimateStore,
} from "./estimates/index.js";
export type {
  EstimateBasis,
  EstimateMetric,
  EstimateObservation,
  EstimatePeriodKind,
  EstimateRun,
  EstimateStore,
  ObservationQuery,
  RecordedRun,
  RevisionCounts,
} from "./estimates/index.js";

export { openExtractionStore } from "./extractions/index.js";
export type {
  ExtractionResultRecord,
  ExtractionStore,
  ResultKey,
  TranscriptMeta,
  TranscriptRecord,
  TranscriptTurnRecord,
  TurnHit,
} from "./extractions/index.js";
