export { ESTIMATE_BASES, ESTIMATE_METRICS, ESTIMATE_PERIOD_KINDS } from "./estimate-store.js";
export type {
  EstimateObservation,
  EstimatePeriodKind,
  EstimateRun,
  EstimateStore,
} from "./estimate-store.js";
export { openEstimateStore } from "./open-estimate-store.js";
