export { parseTextQuery } from "./text-query.js";
export { searchText } from "./search-text.js";
export type { StoredTextHit, StoredTextSearch, TextSearchOptions } from "./text-hits.js";
export { fts5Expression } from "./text-query.js";
