// The shared family's public surface: other families and the tools import it from here only.
export { ERROR_CODES, type ErrorCode, FdsError } from "../../model/index.js";
export type { FilingFetcher } from "../../model/index.js";
export { answerAsOf, type AsOfRequest, AsOfSchema, depsAsOf, nothingStoredAsOf } from "./as-of.js";
export { type CacheStatus, findPeriodFiling, reportsPeriod, storedPeriodFilings } from "./filing-lookup.js";
export { type FilingRef, filingRefOf, mostUsedFiling } from "./filing-ref.js";
export { FiscalCalendar, isAnnualReport, isPeriodicReport } from "./fiscal-calendar.js";
export {
  checkFiscalPeriod,
  type DateType,
  daysBetween,
  type DurationClass,
  durationClassOf,
  PERIOD_END_TOLERANCE_DAYS,
  type PeriodTarget,
  resolvePeriodTarget,
  shiftMonths,
  shiftYears,
} from "./fiscal-period.js";
export {
  type FactCiter,
  type MetricValue,
  metricValueOf,
  type ReportedIn,
  type SourceRefOut,
} from "./metric-value.js";
export { factsForPeriod, labelMap, periodValues } from "./period-facts.js";
export { type Located, PeriodReader } from "./period-reader.js";
export {
  extractionStoreOf,
  type ExtractionStorePort,
  type FetcherPort,
  type IssuerDirectory,
  type IssuersPort,
  type PeriodStore,
  type StorePort,
} from "./ports.js";
export { conceptsInRole } from "./presentation-role.js";
export { BASES, type Basis, DEFAULT_BASIS } from "./reporting-basis.js";
export { companyOfTicker } from "./share-classes.js";
export type { SourceLocation } from "./source-location.js";
export { FilingRefSchema } from "./filing-ref.js";
export { DATE_TYPES } from "./fiscal-period.js";
export {
  DateRangeSchema,
  DimensionsSchema,
  FactPeriodSchema,
  LocatedMetricValueSchema,
  MetricValueSchema,
  SourceRefSchema,
} from "./metric-value.js";
export { countsSchema, IssueSchema, jsonObjectSchema, literalsOf, Nullable, Warnings } from "./schema-builders.js";
export type { DeepReadonly, Wire } from "./schema-builders.js";
