// The tables family's public surface: other families and the tools import it from here only.
export { getDocumentTables, TablesResultSchema } from "./document-tables.js";
export { compareTables, type TableComparePeriod } from "./table-compare.js";
export { TableCompareResultSchema } from "./table-compare-result.js";
export { searchTables, TABLE_TYPE_ALIASES, TABLE_TYPES, TableSearchResultSchema } from "./table-search.js";
