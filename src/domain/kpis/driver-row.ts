import { Type } from "typebox";
import { DimensionsSchema, literalsOf, Nullable, type Wire } from "../shared/index.js";
import { KPI_TOPICS } from "./kpi-topics.js";

/**
 * Where a driver row's value was read, most structured first: the periodic filing's facts,
 * tables and prose; the period's earnings release (an 8-K's EX-99 exhibit), read like the
 * filing; the earnings calls.
 */
export const KPI_SOURCE_KINDS = [
  "extension_concept",
  "count_concept",
  "table_cell",
  "sentence",
  "release_table_cell",
  "release_sentence",
  "transcript_turn",
] as const;
export type KpiSourceKind = (typeof KPI_SOURCE_KINDS)[number];

/**
 * The citation of a row: enough to find the value again. A fact is named by its element id
 * (`fact_id`) and context; a table cell by table id, row and column; a sentence or transcript
 * turn by its offsets. `start`/`end` are offsets into the cited document's stored markdown
 * (the filing document, or the transcript's markdown) and `text` is exactly that slice; both
 * null for a fact the document does not show (hidden in ix:header).
 */
const KpiCitationSchema = Type.Object(
  {
    kind: Type.Enum([...KPI_SOURCE_KINDS]),
    /** The filing's accession; null for a transcript turn. */
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
    start: Nullable(
      Type.Integer({ description: "Offset in the document's stored markdown (GET /api/filing/document, or the transcript's markdown)" }),
    ),
    end: Nullable(Type.Integer()),
    text: Nullable(Type.String({ description: "Exactly markdown[start, end)" })),
  },
  { additionalProperties: false, title: "KpiCitation" },
);

export type KpiCitation = Wire<typeof KpiCitationSchema>;

/** The period a value covers: the filing's fiscal period, with dates when the source gives them. */
export const KpiPeriodSchema = Type.Object(
  {
    fiscal_year: Nullable(Type.Integer()),
    /** `FY`, `Q1`..`Q3` as the filing reports (a Q4 call transcript: `Q4`). */
    fiscal_period: Nullable(Type.String()),
    /** Duration start; null for instants and for text that names no dates. */
    start: Nullable(Type.String()),
    /** Duration end or instant. */
    end: Nullable(Type.String()),
    instant: Type.Boolean(),
  },
  {
    additionalProperties: false,
    title: "KpiPeriod",
    description:
      "The period the value covers: the filing's own (a 10-Q's quarter), or its fiscal year to date when the text says so (start at the year's start; the row's note says it). Values of earlier periods are no rows: they are prior_year",
  },
);

export type KpiPeriod = Wire<typeof KpiPeriodSchema>;

/** The same KPI a year earlier, where the filing gives it, and the change to it. */
const PriorYearSchema = Type.Object(
  {
    value: Type.Number(),
    period_end: Nullable(Type.String()),
    change: Nullable(Type.Number()),
    /** Change relative to the prior value, in percent; null when the prior value is zero. */
    change_pct: Nullable(Type.Number()),
    source: KpiCitationSchema,
  },
  { additionalProperties: false },
);

export type PriorYear = Wire<typeof PriorYearSchema>;

/** Whether a row reports a value, or says a topic asked for was searched for and not found. */
const ROW_STATUSES = ["reported", "absent"] as const;

/**
 * One driver row: the strict DTO of spec 4.4. `status: absent` says a topic asked for was
 * searched for and not found: `value` is then null, never zero.
 */
export const DriverRowSchema = Type.Object(
  {
    row_id: Type.String(),
    status: Type.Union(literalsOf(ROW_STATUSES), {
      description: "absent: the topic was searched for and not found (value null: missing is not zero)",
    }),
    topic: Type.Enum([...KPI_TOPICS]),
    kpi_name: Nullable(
      Type.String({ description: "The row label, concept label or word the value was read with; a segment's row names its segment" }),
    ),
    /** The number after scale ("301,626" in thousands is 301626000); null for absent and non-numeric rows. */
    value: Nullable(Type.Number({ description: "After scale: 301,626 in a table 'in thousands' is 301626000" })),
    /** The value as shown in the source ("301,626", "approximately 1,789,000"). */
    value_text: Nullable(Type.String()),
    numeric: Type.Boolean(),
    /** `memberships`, `USD`, `percent`, `square feet` ...; null when absent. */
    unit: Nullable(Type.String()),
    period: KpiPeriodSchema,
    segment: Nullable(
      Type.String({
        description:
          'The segment, model, region or kind the value is for, from the row or column header, the table\'s caption, the fact\'s dimension members (in words, with the document\'s abbreviation) or the sentence\'s subject ("737", "United States and Canada (UCAN)", "Grain & grain products", "current"); null for the total',
      }),
    ),
    dimensions: DimensionsSchema,
    prior_year: Nullable(PriorYearSchema),
    source: Nullable(KpiCitationSchema),
    /** Other places that state the same value (the filing's prose, the call, rounded: "302 million"); empty when none. */
    also_in: Type.Array(KpiCitationSchema, {
      description:
        "Other places stating the same value: the filing's prose beside its table, the call (rounded restatements within half a percent); empty when none",
    }),
    note: Nullable(
      Type.String({
        description:
          'Why a row is absent, or what to know about it ("stated for the fiscal year to date"; another kind of source stating a different value of the same KPI and period)',
      }),
    ),
  },
  { additionalProperties: false },
);

export type DriverRow = Wire<typeof DriverRowSchema>;

/** A citation with every field not given set to null. */
export function citation(kind: KpiSourceKind, document: string, fields: Partial<Omit<KpiCitation, "kind" | "document">>): KpiCitation {
  return {
    kind,
    accession: null,
    document,
    url: null,
    fact_id: null,
    concept: null,
    context_id: null,
    table_id: null,
    row: null,
    column: null,
    section: null,
    turn: null,
    speaker: null,
    start: null,
    end: null,
    text: null,
    ...fields,
  };
}

/** A reported row before its id and prior year are settled. */
export type RowDraft = Omit<DriverRow, "row_id" | "status" | "prior_year" | "note" | "also_in"> & {
  readonly prior_year?: PriorYear | null;
  readonly note?: string | null;
};

export function priorYearOf(current: number, prior: number, periodEnd: string | null, source: KpiCitation): PriorYear {
  const change = Number((current - prior).toPrecision(12));
  return {
    value: prior,
    period_end: periodEnd,
    change,
    change_pct: prior === 0 ? null : Number(((change / Math.abs(prior)) * 100).toFixed(2)),
    source,
  };
}
