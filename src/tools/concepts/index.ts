export { citeConceptTool } from "./cite-concept.js";
export { compareConceptTool } from "./compare-concept.js";
export { conceptTrendTool } from "./concept-trend.js";
export { getConceptTool } from "./get-concept.js";
