// The estimates family's public surface: other families and the tools import it from here only.
export { collectionJobHandler, type CollectionSchedule, CollectionScheduler } from "./collection-job.js";
export { type CollectedTicker, collectEstimates } from "./estimate-collector.js";
export { estimateFailures, estimateFreshness } from "./estimate-health.js";
export { periodKindOf, requireEstimateStore, type ShareClassesOf } from "./estimate-lookup.js";
export { estimateRevisions, latestEstimates } from "./estimate-views.js";
export { alignWithFilings } from "./fiscal-alignment.js";
export { isOwnJson, OwnFormatError, type OwnFormatRead, readOwnCsv, readOwnJson } from "./own-format.js";
export { revisionSummary } from "./revision-summary.js";
export { readTrendResponse } from "./trend-response.js";
export { EstimateFreshnessSchema, TickerFailuresSchema } from "./estimate-health.js";
export { AlignedEstimatePointSchema } from "./fiscal-alignment.js";
export { RevisionSummarySchema } from "./revision-summary.js";
export type { TrendProvider, TrendProviderAt } from "./trend-provider.js";
export { QUOTE_SUMMARY_PROVIDER } from "./trend-response.js";
export type { ReadRun } from "./trend-response.js";
