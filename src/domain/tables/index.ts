// The tables family's public surface: other families and the tools import it from here only.
export { getDocumentTables } from "./document-tables.js";
export { ROW_ALIGNMENTS } from "./table-alignment.js";
export { compareTables, type TableComparePeriod } from "./table-compare.js";
export { searchTables, TABLE_TYPE_ALIASES, TABLE_TYPES } from "./table-search.js";
