import { edgarFilingUrl, type Fact, type FilingMeta } from "../../model/index.js";
import { durationClassOf, type DurationClass } from "./fiscal-period.js";

/** Where a value was read, enough to cite it: filing, document, element and context. */
export interface SourceRefOut {
  readonly accession: string;
  readonly form: string;
  readonly filed_date: string | null;
  readonly document: string;
  readonly element_id: string | null;
  readonly context_id: string;
  /** EDGAR URL of the document; null for filings whose accession is unknown. */
  readonly url: string | null;
}

/** One number as the API returns it: value, unit, decimals, period, concept, dimensions, source. */
export interface MetricValue {
  /** The value as a double; `value_exact` holds the exact decimal. Null when reported nil. */
  readonly value: number | null;
  readonly value_exact: string | null;
  /** `USD`, `shares`, `USD/shares`, `pure` ... */
  readonly unit: string | null;
  /** Accuracy of the value: digits after the point (negative: rounded to tens, thousands ...), `INF`, or null. */
  readonly decimals: number | "INF" | null;
  /** Instants have `start` null and `end` the balance-sheet date. */
  readonly period: { readonly type: "duration" | "instant"; readonly start: string | null; readonly end: string };
  /** Q (about 91 days), H (182), 9M (273), FY (365); null for instants. */
  readonly duration_class: DurationClass | null;
  readonly concept: string;
  readonly axis_key: string;
  readonly dimensions: Readonly<Record<string, string>>;
  readonly source: "xbrl" | "derived";
  /** Null for derived values: their `derivation.inputs` cite each input instead. */
  readonly source_ref: SourceRefOut | null;
  readonly derivation?: { readonly method: string; readonly formula: string; readonly inputs: readonly SourceRefOut[] };
}

export function sourceRefOf(fact: Fact, filing: FilingMeta): SourceRefOut {
  const ref = fact.sourceRef;
  return {
    accession: ref.accession,
    form: filing.form,
    filed_date: filing.filedDate,
    document: ref.document,
    element_id: ref.elementId,
    context_id: ref.contextId,
    url: filing.accessionIsSynthetic || filing.cik === null ? null : edgarFilingUrl(filing.cik, filing.accession, ref.document),
  };
}

/** A reported fact as an API value, citing the filing it was read from. */
export function metricValueOf(fact: Fact, filing: FilingMeta): MetricValue {
  const p = fact.period;
  return {
    value: fact.number,
    value_exact: fact.value,
    unit: fact.unit,
    decimals: fact.decimals,
    period: p.kind === "instant" ? { type: "instant", start: null, end: p.instant } : { type: "duration", start: p.kind === "duration" ? p.start : null, end: p.kind === "duration" ? p.end : "" },
    duration_class: durationClassOf(p),
    concept: fact.concept,
    axis_key: fact.axisKey,
    dimensions: fact.dimensions,
    source: "xbrl",
    source_ref: sourceRefOf(fact, filing),
  };
}
