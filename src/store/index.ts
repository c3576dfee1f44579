/** The store's public surface, by aggregate; code outside `src/store` imports only this module. */
export {
  isPostgresUrl,
  SQLITE_FILE,
  isStoreOutage,
} from "./engine/index.js";
export type { OpenStoreOptions } from "./engine/index.js";

export {
  openStore,
  CachingFilingStore,
  CHANGING_SCOPE,
  isRetired,
  noteChangingRead,
  noteRead,
  ReadTracker,
  defaultReadTracker,
} from "./filings/index.js";
export type {
  FilingStore,
  Invalidation,
  ReadScope,
  Retirement,
  SaveResult,
  StoredTextHit,
} from "./filings/index.js";

export { openEventStores } from "./events/index.js";
export type {
  EventStores,
  FeedCursor,
  InvalidationFeed,
} from "./events/index.js";

export { DELIVERY_STATES, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "./webhooks/index.js";
export type {
  AttemptResult,
  ClaimedDelivery,
  DeliveryVerdict,
  WebhookDelivery,
  WebhookEvent,
  WebhookStore,
  WebhookSubscription,
} from "./webhooks/index.js";

export { openJobStore } from "./jobs/index.js";
export type { JobStore, StoredJob } from "./jobs/index.js";

export { openApiKeyStore, CachingApiKeyStore } from "./keys/index.js";
export type { ApiKeyRecord, ApiKeyStore } from "./keys/index.js";

export {
  ESTIMATE_BASES,
  ESTIMATE_METRICS,
  ESTIMATE_PERIOD_KINDS,
  openEstimateStore,
} from "./estimates/index.js";
export type {
  EstimateObservation,
  EstimatePeriodKind,
  EstimateRun,
  EstimateStore,
} from "./estimates/index.js";

export { openExtractionStore } from "./extractions/index.js";
export type {
  ExtractionResultRecord,
  ExtractionStore,
  TranscriptRecord,
} from "./extractions/index.js";

export { companyFactsAsOf, openCompanyFactsStore, trackedCompanyFactsStore } from "./companyfacts/index.js";
export type {
  CompanyFact,
  CompanyFactRead,
  CompanyFactsCompany,
  CompanyFactsFiling,
  CompanyFactsStore,
  FrameFact,
  StoredCompany,
} from "./companyfacts/index.js";
