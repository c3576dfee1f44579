export { ESTIMATE_BASES, ESTIMATE_METRICS, ESTIMATE_PERIOD_KINDS } from "./estimate-store.js";
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
} from "./estimate-store.js";
export { openEstimateStore } from "./open-estimate-store.js";
