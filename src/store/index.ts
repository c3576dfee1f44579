export type {
  FactFilter,
  FilingBuild,
  FilingFilter,
  FilingStore,
  Invalidation,
  SaveOptions,
  SaveResult,
  StoreStats,
} from "./filing-store.js";
export { DEFAULT_DATA_DIR, isPostgresUrl, openStore } from "./open-store.js";
export type { OpenStoreOptions } from "./open-store.js";
export type { BatchListener } from "./store-backend.js";
export { INVALIDATION_KINDS } from "./invalidation-log.js";
export type { InvalidationKind } from "./invalidation-log.js";
export { SQLITE_FILE } from "./sqlite-backend.js";
export { CachingFilingStore, type CachingOptions } from "./caching-filing-store.js";
export { CachingApiKeyStore } from "./caching-api-key-store.js";
export type { ApiKeyRecord, ApiKeyStore, NewApiKey } from "./api-key-store.js";
export { openApiKeyStore } from "./sql-api-key-store.js";
export { openEventStores, type EventStores } from "./open-event-stores.js";
export type { FeedCursor, FeedPage, InvalidationFeed } from "./invalidation-feed.js";
export type { LogRetention } from "./invalidation-log.js";
export { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, DELIVERY_STATES } from "./webhook-store.js";
export type {
  AttemptResult,
  ClaimedDelivery,
  DeliveryState,
  DeliveryVerdict,
  NewWebhookSubscription,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
  WebhookStore,
  WebhookSubscription,
} from "./webhook-store.js";
