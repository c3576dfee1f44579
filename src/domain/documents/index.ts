// The documents family's public surface: other families and the tools import it from here only.
export { CoverFactsResultSchema, DEFAULT_COVER_FACT, getCoverFacts } from "./cover-facts.js";
export type { DocumentArtifacts } from "./document-cache.js";
export { DocumentLibrary, type DocumentsPort } from "./document-library.js";
export { storedMarkdown } from "./document-input.js";
export { ingestFiling } from "./document-ingest.js";
export { IngestResponseSchema } from "./ingest-response.js";
export { DEFAULT_MAX_CHARS, DocumentPageSchema, getDocumentPage } from "./document-page.js";
export { type DocumentSelector, loadDocument, loadFilingDocument, selectFiling } from "./document-source.js";
export { documentUrlOf } from "./document-url.js";
export { companyTranscripts, CompanyTranscriptsSchema } from "./company-transcripts.js";
export { documentView, DocumentViewSchema } from "./document-view.js";
export { extractFilingFile, FilingFileResultSchema } from "./filing-file.js";
export { DEFAULT_SEARCH_LIMIT, searchFilingText, TextSearchResultSchema } from "./filing-text-search.js";
export { withLocation, withLocations } from "./located-values.js";
export { parseSectionNames } from "./sections-names.js";
export { DEFAULT_MAX_WORDS, getSections, parseMaxWords, SectionsResultSchema } from "./sections.js";
export {
  ColumnPeriodSchema,
  TableColumnSchema,
  TableSummarySchema,
  tableSummaryOf,
  type TableUnitOut,
  TableUnitSchema,
} from "./table-summary.js";
export type { TranscriptMarkdown } from "./transcript-markdown.js";
export { ingestTranscript, loadTranscript, periodTranscripts } from "./transcripts.js";
export { SOURCE_TYPES } from "./document-view.js";
export { FILE_FORMATS } from "./filing-file.js";
export { SECTION_FORMATS } from "./sections.js";
