// The export mechanism: a route's answer as a table (its tabulation), written as CSV or Parquet.
export { exportContent, FORMAT_PARAM, formatParameter, sendTable, takeFormat } from "./export-route.js";
export { type ExportFormat, FORMAT_MEDIA, type Tabulation } from "./export-table.js";
export { tabulationOf } from "./tabulations.js";
