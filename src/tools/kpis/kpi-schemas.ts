import { Type } from "typebox";
import { KPI_SOURCE_KINDS, KPI_SOURCES, KPI_TOPICS, TOPIC_RULES } from "../../domain/kpis/index.js";
import { anyCase, DimensionsSchema, FiscalYear, Nullable, Quarter, Ticker } from "../shared/schemas.js";

/** A KPI topic or alias as `parseTopic` reads it: any case, a space or dash for an underscore; empty: none. */
const TOPIC_PATTERN = `^(|${KPI_TOPICS.flatMap((t) => [t, ...TOPIC_RULES[t].aliases])
  .map((name) => name.split("_").map(anyCase).join("(_|[ -]+)"))
  .join("|")})$`;
const KPI_SOURCE_PATTERN = `^(|${KPI_SOURCES.map(anyCase).join("|")})$`;

/** The query both KPI tools take (spec 4.4). */
export const KpiInput = Type.Object(
  {
    ticker: Ticker,
    year: FiscalYear,
    quarter: Quarter,
    source: Type.Optional(Nullable(Type.String({ default: "auto", maxLength: 20, pattern: KPI_SOURCE_PATTERN, description: "auto (every layer), xbrl (facts only), filing (facts, tables, sentences), transcript (earnings-call turns only)" }))),
    topic: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: TOPIC_PATTERN, description: `A KPI topic (${KPI_TOPICS.join(", ")}) or an alias (employees, members, deliveries ...); put first, and reported as an absence row when not found` }))),
    filter_to_topic: Type.Optional(Type.Boolean({ default: false, description: "Answer the topic's rows only" })),
    include_non_numeric: Type.Optional(Type.Boolean({ default: false, description: "Also sentences that name a topic without a value" })),
  },
  { additionalProperties: false },
);

const CitationSchema = Type.Object(
  {
    kind: Type.Enum([...KPI_SOURCE_KINDS]),
    accession: Nullable(Type.String()),
    document: Type.String({ description: "Filing document file name, or the transcript's source id" }),
    url: Nullable(Type.String()),
    fact_id: Nullable(Type.String({ description: "iXBRL element id of the fact (or of the fact a table cell shows)" })),
    concept: Nullable(Type.String()),
    context_id: Nullable(Type.String()),
    table_id: Nullable(Type.String()),
    row: Nullable(Type.Integer()),
    column: Nullable(Type.Integer()),
    section: Nullable(Type.String()),
    turn: Nullable(Type.Integer()),
    speaker: Nullable(Type.String()),
    start: Nullable(Type.Integer({ description: "Offset in the document's stored markdown (GET /api/filing/document, or the transcript's markdown)" })),
    end: Nullable(Type.Integer()),
    text: Nullable(Type.String({ description: "Exactly markdown[start, end)" })),
  },
  { additionalProperties: false, title: "KpiCitation" },
);

const PeriodSchema = Type.Object(
  { fiscal_year: Nullable(Type.Integer()), fiscal_period: Nullable(Type.String()), start: Nullable(Type.String()), end: Nullable(Type.String()), instant: Type.Boolean() },
  { additionalProperties: false, title: "KpiPeriod", description: "The period the value covers: the filing's own (a 10-Q's quarter), or its fiscal year to date when the text says so (start at the year's start; the row's note says it). Values of earlier periods are no rows: they are prior_year" },
);

/** One driver row: the strict DTO of spec 4.4. */
export const DriverRowSchema = Type.Object(
  {
    row_id: Type.String(),
    status: Type.Union([Type.Literal("reported"), Type.Literal("absent")], { description: "absent: the topic was searched for and not found (value null: missing is not zero)" }),
    topic: Type.Enum([...KPI_TOPICS]),
    kpi_name: Nullable(Type.String({ description: "The row label, concept label or word the value was read with; a segment's row names its segment" })),
    value: Nullable(Type.Number({ description: "After scale: 301,626 in a table 'in thousands' is 301626000" })),
    value_text: Nullable(Type.String()),
    numeric: Type.Boolean(),
    unit: Nullable(Type.String()),
    period: PeriodSchema,
    segment: Nullable(
      Type.String({
        description:
          "The segment, model, region or kind the value is for, from the row or column header, the table's caption, the fact's dimension members (in words, with the document's abbreviation) or the sentence's subject (\"737\", \"United States and Canada (UCAN)\", \"Grain & grain products\", \"current\"); null for the total",
      }),
    ),
    dimensions: DimensionsSchema,
    prior_year: Nullable(
      Type.Object(
        { value: Type.Number(), period_end: Nullable(Type.String()), change: Nullable(Type.Number()), change_pct: Nullable(Type.Number()), source: CitationSchema },
        { additionalProperties: false },
      ),
    ),
    source: Nullable(CitationSchema),
    also_in: Type.Array(CitationSchema, { description: "Other places stating the same value: the filing's prose beside its table, the call (rounded restatements within half a percent); empty when none" }),
    note: Nullable(Type.String({ description: "Why a row is absent, or what to know about it (\"stated for the fiscal year to date\"; another kind of source stating a different value of the same KPI and period)" })),
  },
  { additionalProperties: false },
);

export const KpiCommonOutput = {
  period: PeriodSchema,
  source: Type.String(),
  topic: Nullable(Type.String()),
  filter_to_topic: Type.Boolean(),
  include_non_numeric: Type.Boolean(),
  layers: Type.Array(Type.String()),
  transcripts: Type.Array(Type.Object({ source_id: Type.String(), title: Type.String(), call_date: Nullable(Type.String()) })),
  truncated: Type.Integer({ description: "Rows left out beyond the per-topic limit" }),
  warnings: Type.Array(Type.String()),
};
