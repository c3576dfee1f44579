export { openEventStores } from "./open-event-stores.js";
export type { EventStores } from "./open-event-stores.js";
export type { FeedCursor, FeedPage, InvalidationFeed } from "./invalidation-feed.js";
export { INVALIDATION_KINDS } from "./invalidation-log.js";
export type { InvalidationKind, LogRetention } from "./invalidation-log.js";
export { DEFAULT_INVALIDATION_LIMIT, appendInvalidation, invalidationsSince } from "./invalidation-log.js";
export type { NewInvalidation } from "./invalidation-log.js";
export type { Invalidation } from "./invalidation.js";
