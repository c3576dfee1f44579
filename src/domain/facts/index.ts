// The facts family's public surface: other families and the tools import it from here only.
export { FilingFactsResultSchema, queryFilingFacts } from "./filing-facts-query.js";
export { getFinancials, type PeriodQuery } from "./financials.js";
export { type CatalogSourceKind, listMetrics, searchMetrics } from "./metric-catalog.js";
export { readMetric } from "./metric-reading.js";
export { humanizeConcept } from "./metric-resolution.js";
export { getMetricSeries, SeriesResultSchema } from "./metric-series.js";
export { getMetric, periodOut, periodWords } from "./metric.js";
export { FinancialsResultSchema } from "./financials.js";
export { MetricCatalogSchema } from "./metric-catalog.js";
export type { ResolvedBy } from "./metric-resolution.js";
export { MetricResultSchema, PeriodOutSchema } from "./metric.js";
