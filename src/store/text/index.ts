export { parseTextQuery } from "./text-query.js";
export type { ParsedTextQuery } from "./text-query.js";
export { foldText, rankBlocks } from "./text-rank.js";
export { searchText } from "./search-text.js";
export type { StoredTextHit, StoredTextSearch, TextSearchOptions } from "./text-hits.js";
export { fts5Expression } from "./text-query.js";
