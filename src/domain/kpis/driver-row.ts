import type { KpiTopic } from "./kpi-topics.js";

/** Where a driver row's value was read: the five evidence layers, most structured first. */
export const KPI_SOURCE_KINDS = ["extension_concept", "count_concept", "table_cell", "sentence", "transcript_turn"] as const;
export type KpiSourceKind = (typeof KPI_SOURCE_KINDS)[number];

/**
 * The citation of a row: enough to find the value again. A fact is named by its element id
 * (`fact_id`) and context; a table cell by table id, row and column; a sentence or transcript
 * turn by its offsets. `start`/`end` are offsets into the cited document's stored markdown
 * (the filing document, or the transcript's markdown) and `text` is exactly that slice; both
 * null for a fact the document does not show (hidden in ix:header).
 */
export interface KpiCitation {
  readonly kind: KpiSourceKind;
  /** The filing's accession; null for a transcript turn. */
  readonly accession: string | null;
  /** The filing document's file name, or the transcript's source id. */
  readonly document: string;
  readonly url: string | null;
  readonly fact_id: string | null;
  readonly concept: string | null;
  readonly context_id: string | null;
  readonly table_id: string | null;
  readonly row: number | null;
  readonly column: number | null;
  readonly section: string | null;
  readonly turn: number | null;
  readonly speaker: string | null;
  readonly start: number | null;
  readonly end: number | null;
  readonly text: string | null;
}

/** The period a value covers: the filing's fiscal period, with dates when the source gives them. */
export interface KpiPeriod {
  readonly fiscal_year: number | null;
  /** `FY`, `Q1`..`Q3` as the filing reports (a Q4 call transcript: `Q4`). */
  readonly fiscal_period: string | null;
  /** Duration start; null for instants and for text that names no dates. */
  readonly start: string | null;
  /** Duration end or instant. */
  readonly end: string | null;
  readonly instant: boolean;
}

/** The same KPI a year earlier, where the filing gives it, and the change to it. */
export interface PriorYear {
  readonly value: number;
  readonly period_end: string | null;
  readonly change: number | null;
  /** Change relative to the prior value, in percent; null when the prior value is zero. */
  readonly change_pct: number | null;
  readonly source: KpiCitation;
}

/**
 * One driver row. `status: absent` says a topic asked for was searched for and not found:
 * `value` is then null, never zero.
 */
export interface DriverRow {
  readonly row_id: string;
  readonly status: "reported" | "absent";
  readonly topic: KpiTopic;
  readonly kpi_name: string | null;
  /** The number after scale ("301,626" in thousands is 301626000); null for absent and non-numeric rows. */
  readonly value: number | null;
  /** The value as shown in the source ("301,626", "approximately 1,789,000"). */
  readonly value_text: string | null;
  readonly numeric: boolean;
  /** `memberships`, `USD`, `percent`, `square feet` ...; null when absent. */
  readonly unit: string | null;
  readonly period: KpiPeriod;
  /** A segment or geography the value is for (a region, a segment, a model: "United States and Canada (<ABBR>)", "737", "Commercial - domestic: Risk-based"); null for the total. */
  readonly segment: string | null;
  readonly dimensions: Readonly<Record<string, string>>;
  readonly prior_year: PriorYear | null;
  readonly source: KpiCitation | null;
  /** Other places that state the same value (the filing's prose, the call, rounded: "302 million"); empty when none. */
  readonly also_in: readonly KpiCitation[];
  /** Why a row is absent, or what to know about it (a year to date; another source stating a different value). */
  readonly note: string | null;
}

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
export type RowDraft = Omit<DriverRow, "row_id" | "status" | "prior_year" | "note" | "also_in"> & { readonly prior_year?: PriorYear | null; readonly note?: string | null };

export function priorYearOf(current: number, prior: number, periodEnd: string | null, source: KpiCitation): PriorYear {
  const change = Number((current - prior).toPrecision(12));
  return { value: prior, period_end: periodEnd, change, change_pct: prior === 0 ? null : Number(((change / Math.abs(prior)) * 100).toFixed(2)), source };
}
