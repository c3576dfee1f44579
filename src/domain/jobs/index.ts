// The jobs family's public surface: other families and the tools import it from here only.
export { countPeriods, initialWarmProgress, isWarmProgress } from "./warm-progress.js";
export {
  DEFAULT_WARM_PERIODS,
  MAX_WARM_METRICS,
  MAX_WARM_PERIODS,
  MAX_WARM_TICKERS,
  normalizeWarmAsk,
  type WarmRequest,
} from "./warm-request.js";
export { runWarm } from "./warm-run.js";
export { WarmCountsSchema, WarmPeriodSchema, WarmTickerSchema } from "./warm-progress.js";
