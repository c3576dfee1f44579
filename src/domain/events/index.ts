// The events family's public surface: other families and the tools import it from here only.
export { type EarningsRelease, findEarningsRelease, type ReleaseColumn, statedFiscalQuarter } from "./earnings-release.js";
export { type EventFiling, EventFilingsResultSchema, findEventFilings } from "./event-filings.js";
export {
  DEFAULT_FEED_LIMIT,
  InvalidationSchema,
  InvalidationsPageSchema,
  invalidationView,
  listInvalidations,
  MAX_FEED_LIMIT,
} from "./invalidation-feed.js";
