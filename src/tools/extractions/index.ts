export { SchemaName } from "./extraction-schemas.js";
export { getExtractionSeriesTool } from "./get-extraction-series.js";
export { getFilingExtractionsTool } from "./get-filing-extractions.js";
export { listExtractionSchemasTool } from "./list-extraction-schemas.js";
export { searchExtractionsTool } from "./search-extractions.js";
