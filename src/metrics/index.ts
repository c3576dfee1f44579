export { ServiceMetrics } from "./service-metrics.js";
