// The extractions family's public surface: other families and the tools import it from here only.
export { SCHEMA_CATALOG, SCHEMA_NAMES } from "./catalog.js";
export { extractNow, ExtractNowResultSchema } from "./extract-now.js";
export type { ExtractionDocument } from "./extraction-document.js";
export { ExtractionSearchResultSchema, filingUrlResolver, SEARCH_LIMIT, searchExtractions } from "./extraction-search.js";
export { extractionSeries, ExtractionSeriesResultSchema, HITS_PER_PERIOD } from "./extraction-series.js";
export { entriesOf, filingExtractions, FilingExtractionsResultSchema } from "./filing-extractions.js";
export type { SpanProposal, SpanProposer } from "./model/span-proposer.js";
export { listSchemas, SchemaListSchema } from "./schema-list.js";
export type { ExtractionSchema } from "./schema.js";
export type { ExtractionSpan } from "./span.js";
export { findQuantities, type Quantity } from "./text/quantities.js";
export { proseRuns, splitSentences } from "./text/sentences.js";
export type { ProposerPort } from "./ports.js";
export { EXTRACTOR_KINDS } from "./extract-now.js";
