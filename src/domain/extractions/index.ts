// The extractions family's public surface: other families and the tools import it from here only.
export { catalogEntry, SCHEMA_CATALOG, SCHEMA_NAMES } from "./catalog.js";
export { extractNow } from "./extract-now.js";
export { filingExtractionDocument } from "./extraction-document-of.js";
export type { ExtractionDocument } from "./extraction-document.js";
export { filingUrlResolver, SEARCH_LIMIT, searchExtractions } from "./extraction-search.js";
export { extractionSeries, HITS_PER_PERIOD } from "./extraction-series.js";
export { entriesOf, filingExtractions } from "./filing-extractions.js";
export type { SpanProposal, SpanProposer } from "./model/span-proposer.js";
export { runRules } from "./run-extraction.js";
export { listSchemas } from "./schema-list.js";
export type { DocumentKind, ExtractionSchema } from "./schema.js";
export type { ExtractionSpan } from "./span.js";
export { findQuantities, type Quantity } from "./text/quantities.js";
export { proseRuns, splitSentences } from "./text/sentences.js";
export { transcriptExtractionDocument } from "./transcript-extraction-document.js";
export type { ProposerPort } from "./ports.js";
