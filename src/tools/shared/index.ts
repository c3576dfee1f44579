export { AsOfParam, asOfRequest } from "./as-of-param.js";
export { documentSelectorOf } from "./document-input.js";
export { periodQueryOf } from "./period-input.js";
export { checkPlaygroundScope, refuseUncachedForPlayground } from "./playground-scope.js";
export {
  AxisKey,
  CompanyPeriodSchema,
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  DateTypeParam,
  FISCAL_PERIOD_PATTERN,
  FiscalYear,
  FullYearMode,
  Nullable,
  Quarter,
  Role,
  Source,
  Ticker,
  XbrlSourceParam,
  anyCase,
} from "./schemas.js";
export { checkCatalogSource, checkSource } from "./source-param.js";
