export { warmJobHandler } from "./warm-job-handler.js";
export { warmMetricCacheStatusTool } from "./warm-metric-cache-status.js";
export { warmMetricCacheTool } from "./warm-metric-cache.js";
