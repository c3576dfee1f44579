export { compareFilingTablesTool } from "./compare-filing-tables.js";
export { getFilingTablesTool } from "./get-filing-tables.js";
export { searchFilingTablesTool } from "./search-filing-tables.js";
