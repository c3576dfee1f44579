import { Type } from "typebox";
import { SCHEMA_NAMES } from "../../domain/extractions/index.js";
import { FISCAL_PERIOD_PATTERN, Nullable, Ticker, XbrlSourceParam } from "../shared/index.js";

/** Input parameters shared by the extraction tools. */
export const SchemaName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "^[a-z0-9_]+$",
  description: `Extraction schema: ${SCHEMA_NAMES.join(", ")} (GET /api/documents/schemas lists their classes)`,
  examples: ["share_repurchases"],
});
const ClassName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "^[a-z0-9_]+$",
  description: "One class of the schema (e.g. remaining_authorization); all when absent",
});
const PeriodParam = Type.String({
  minLength: 1,
  maxLength: 16,
  pattern: FISCAL_PERIOD_PATTERN,
  description: "Fiscal period: FY2024 (or 2024) for a fiscal year, 2024Q2 for a quarter",
});
export const AllowStale = Type.Boolean({
  default: false,
  description:
    "Serve results of an older schema or extractor version where no current one is cached (marked stale) instead of extracting again",
});
export const IncludeCandidates = Type.Boolean({
  default: true,
  description: "Include spans below the confidence threshold (0.5), marked candidate",
});
const FormType = Type.String({ minLength: 1, maxLength: 16, description: "Only documents of this form (10-K, 10-Q, 8-K, transcript)" });

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
