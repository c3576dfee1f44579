export { openEventStores } from "./open-event-stores.js";
export type { EventStores } from "./open-event-stores.js";
export type { FeedCursor, InvalidationFeed } from "./invalidation-feed.js";
export { DEFAULT_INVALIDATION_LIMIT, appendInvalidation, invalidationsSince } from "./invalidation-log.js";
export type { NewInvalidation } from "./invalidation-log.js";
export type { Invalidation } from "./invalidation.js";
