export { parseTextQuery } from "./text-query.js";
export type { ParsedTextQuery } from "./text-query.js";
export { foldText, rankBlocks } from "./text-rank.js";
