/**
 * Where a cited number is read (SourceLocation in /openapi.json): a stored document at offsets of
 * its markdown (own_document, comparative: a later filing's column printing the same value), or
 * EDGAR (nothing stored prints it).
 */
export interface SourceLocation {
  readonly kind: "own_document" | "comparative" | "edgar";
  readonly accession: string;
  readonly form: string;
  readonly document: string;
  readonly element_id: string | null;
  readonly start: number | null;
  readonly end: number | null;
  readonly shown: string | null;
  readonly section: string | null;
  readonly url: string | null;
  readonly note: string;
}

/** The fact shape every number of the API comes in (MetricValue in /openapi.json). */
export interface SourceRef {
  readonly accession: string;
  readonly form: string;
  readonly filed_date: string | null;
  readonly document: string;
  readonly element_id: string | null;
  readonly url: string | null;
  /** Present on the routes that resolve it (statements, series, compare); null when nowhere. */
  readonly location?: SourceLocation | null;
}

export interface Fact {
  readonly value: number | null;
  readonly value_exact: string | null;
  readonly unit: string | null;
  readonly decimals: number | "INF" | null;
  readonly period: { readonly type: string; readonly start: string | null; readonly end: string };
  readonly duration_class: string | null;
  readonly concept: string;
  readonly source: "xbrl" | "derived";
  readonly source_ref: SourceRef | null;
  readonly derivation?: { readonly method: string; readonly formula: string; readonly inputs: readonly SourceRef[] };
}

export interface FilingRef {
  readonly accession: string;
  readonly ticker: string | null;
  readonly company: string | null;
  readonly form: string;
  readonly filed_date: string | null;
  readonly period_end: string | null;
  readonly fiscal_year: number | null;
  readonly fiscal_period: string | null;
  readonly primary_document: string | null;
  readonly url: string | null;
}
