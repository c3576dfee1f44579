// The tables family's public surface: other families and the tools import it from here only.
export { type ColumnFiscalPeriod, columnFiscalPeriods } from "./column-fiscal-period.js";
export { getDocumentTables } from "./document-tables.js";
export { alignColumns, type AlignInput, alignRows, normalizeLabel, ROW_ALIGNMENTS, type RowIdentity } from "./table-alignment.js";
export { compareTables, type TableComparePeriod } from "./table-compare.js";
export { classifyTable, parsePeriodBound, searchTables, TABLE_TYPE_ALIASES, TABLE_TYPES } from "./table-search.js";
