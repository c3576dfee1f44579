import { Type } from "typebox";
import { SCHEMA_NAMES } from "../../domain/extractions/index.js";
import { FISCAL_PERIOD_PATTERN, FilingRefSchema, Nullable, Ticker, XbrlSourceParam } from "../shared/schemas.js";

/** Input parameters shared by the extraction tools. */
export const SchemaName = Type.String({ minLength: 1, maxLength: 64, pattern: "^[a-z0-9_]+$", description: `Extraction schema: ${SCHEMA_NAMES.join(", ")} (GET /api/documents/schemas lists their classes)`, examples: ["share_repurchases"] });
export const ClassName = Type.String({ minLength: 1, maxLength: 64, pattern: "^[a-z0-9_]+$", description: "One class of the schema (e.g. remaining_authorization); all when absent" });
export const PeriodParam = Type.String({ minLength: 1, maxLength: 16, pattern: FISCAL_PERIOD_PATTERN, description: "Fiscal period: FY2024 (or 2024) for a fiscal year, 2024Q2 for a quarter" });
export const AllowStale = Type.Boolean({ default: false, description: "Serve results of an older schema or extractor version where no current one is cached (marked stale) instead of extracting again" });
export const IncludeCandidates = Type.Boolean({ default: true, description: "Include spans below the confidence threshold (0.5), marked candidate" });
export const FormType = Type.String({ minLength: 1, maxLength: 16, description: "Only documents of this form (10-K, 10-Q, 8-K, transcript)" });

/** The query parameters search_extractions and get_extraction_series share (spec 4.4). */
export const EXTRACTION_FILTERS = {
  ticker: Ticker,
  schema: SchemaName,
  period_from: Type.Optional(Nullable(PeriodParam)),
  period_to: Type.Optional(Nullable(PeriodParam)),
  class: Type.Optional(Nullable(ClassName)),
  form_type: Type.Optional(Nullable(FormType)),
  source: Type.Optional(XbrlSourceParam),
  allow_stale: Type.Optional(AllowStale),
  include_candidates: Type.Optional(IncludeCandidates),
};

/** The domain's filter fields from EXTRACTION_FILTERS' input, defaults applied. */
export function extractionFilterQuery(input: {
  readonly ticker: string;
  readonly schema: string;
  readonly period_from?: string | null;
  readonly period_to?: string | null;
  readonly class?: string | null;
  readonly form_type?: string | null;
  readonly allow_stale?: boolean;
  readonly include_candidates?: boolean;
}) {
  return {
    ticker: input.ticker,
    schema: input.schema,
    periodFrom: input.period_from ?? null,
    periodTo: input.period_to ?? null,
    class: input.class ?? null,
    formType: input.form_type ?? null,
    allowStale: input.allow_stale ?? false,
    includeCandidates: input.include_candidates ?? true,
  };
}

const AttributeSchema = Type.Object(
  {
    type: Type.String({ description: "money, per_share, shares, percent, number, date, period, text" }),
    text: Type.String({ description: "The words the value was read from (markdown.slice(start, end))" }),
    start: Type.Integer(),
    end: Type.Integer(),
    value: Type.Union([Type.Number(), Type.String(), Type.Null()], { description: "Normalized: money in units of `unit` after scale, percentages as shown (12 for 12%), dates YYYY-MM-DD, periods FY2024Q3" }),
    high: Type.Optional(Nullable(Type.Number({ description: "Upper end of a range" }))),
    unit: Type.Optional(Nullable(Type.String())),
    scale: Type.Optional(Type.Number({ description: "Multiplier applied to the shown number (1e6 for 'million' or a table's 'in millions')" })),
    approximate: Type.Optional(Type.Boolean()),
  },
  { title: "ExtractionAttribute", description: "A typed attribute with the text and offsets it was read from" },
);

export const SpanSchema = Type.Object(
  {
    schema: Type.String(),
    schema_version: Type.Integer(),
    class: Type.String(),
    text: Type.String({ description: "Exactly markdown.slice(start, end) of `document` (the markdown GET /api/filing/document serves with primary_document=<document>, or the transcript's)" }),
    document: Type.String(),
    section: Nullable(Type.String()),
    start: Type.Integer(),
    end: Type.Integer(),
    source: Type.String({ description: "sentence, table_cell, table_row, heading or turn" }),
    table_id: Nullable(Type.String({ description: "The cited table (GET /api/tables?table_id=...) for a table cell" })),
    attributes: Type.Record(Type.String(), AttributeSchema, { title: "ExtractionAttributes", description: "The span's typed attributes by name (the schema's class lists them)" }),
    confidence: Type.Number(),
    candidate: Type.Boolean(),
    extractor: Type.String(),
    extractor_version: Type.Integer(),
    in_previous_filing: Type.Boolean({ description: "Offsets are in the previous filing's document" }),
  },
  { title: "ExtractionSpan", description: "An extracted span" },
);

export const DocumentResultSchema = Type.Object({
  document: Type.String(),
  kind: Type.String(),
  url: Nullable(Type.String()),
  status: Type.String({ description: "cached, extracted (now) or stale" }),
  schema_version: Type.Integer(),
  extractor_version: Type.Integer(),
  extracted_at: Type.String(),
  span_count: Type.Integer(),
});

export const SchemaResultSchema = Type.Object({
  schema: Type.String(),
  schema_version: Type.Integer(),
  status: Type.String({ description: "cached, extracted, stale or not_applicable" }),
  documents: Type.Array(DocumentResultSchema),
  spans: Type.Array(SpanSchema),
  note: Nullable(Type.String()),
});

export const HitSourceSchema = Type.Object({
  source_type: Type.String({ description: "filing or transcript" }),
  source_id: Type.String({ description: "Accession or transcript source id" }),
  form: Type.String(),
  fiscal_year: Nullable(Type.Integer()),
  fiscal_period: Nullable(Type.String()),
  period_end: Nullable(Type.String()),
  filed_date: Nullable(Type.String()),
  url: Nullable(Type.String()),
  stale: Type.Boolean(),
}, { title: "ExtractionSource" });

export const HitSchema = Type.Intersect([SpanSchema, Type.Object({ source_ref: HitSourceSchema })], { title: "ExtractionHit" });

export { FilingRefSchema };
