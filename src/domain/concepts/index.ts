// The concepts family's public surface: other families and the tools import it from here only.
export { citeConcept, CitationPackSchema } from "./concept-citation.js";
export { compareConcept, CompareResultSchema } from "./concept-compare.js";
export { conceptTrend, TrendResultSchema } from "./concept-trend.js";
export { getConcept } from "./concept.js";
export { ALIGNMENTS } from "./concept-compare.js";
export { ConceptResultSchema } from "./concept.js";
