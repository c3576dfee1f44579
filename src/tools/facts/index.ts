export { BasisParam } from "./basis-param.js";
export { getFilingFactsTool } from "./get-filing-facts.js";
export { getFinancialsTool } from "./get-financials.js";
export { getMetricSeriesTool } from "./get-metric-series.js";
export { getMetricTool } from "./get-metric.js";
export { getTagEquivalenceRegistryTool } from "./get-tag-equivalence-registry.js";
export { listMetricsTool } from "./list-metrics.js";
export { searchMetricsTool } from "./search-metrics.js";
