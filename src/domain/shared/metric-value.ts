import { edgarFilingUrl, type DuplicateState, type Fact, type FilingMeta } from "../../model/index.js";
import { durationClassOf, type DurationClass } from "./fiscal-period.js";
import type { SourceLocation } from "./source-location.js";

/**
 * Whether a value was read from the period's own filing (its 10-K or 10-Q, or an amendment of
 * it) or from a later filing that reports the period as a comparative column.
 */
export const REPORTED_IN = ["own_filing", "comparative"] as const;
export type ReportedIn = (typeof REPORTED_IN)[number];

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
  /** Present when the value was read for a fiscal period: the period's own filing or a later one's comparative column. */
  readonly reported_in?: ReportedIn;
  /** Where a reader opens the value (on the routes that resolve it: statement, metric, series, concept, compare): see `SourceLocation`; null when nowhere. */
  readonly location?: SourceLocation | null;
}

/** One side of a restatement: a period's value on one basis, with the facts behind it. */
export interface BasisValue {
  readonly value: number | null;
  readonly value_exact: string | null;
  readonly decimals: number | "INF" | null;
  readonly concept: string;
  readonly source: "xbrl" | "derived";
  readonly reported_in: ReportedIn;
  /** The fact behind a reported value, or each input of a derived one. */
  readonly sources: readonly SourceRefOut[];
}

/**
 * Present when the period's value as first reported differs from the latest stored filing's
 * (beyond rounding): a restatement, a stock split, a reclassification.
 */
export interface RestatedNote {
  readonly as_reported: BasisValue;
  readonly latest: BasisValue;
  readonly note: string;
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
  /**
   * For a reported value: `unique`, `merged` (consistent duplicates in the filing, the one with
   * the highest decimals kept, EFM 6.5.12) or `inconsistent` (duplicates that disagree, all kept
   * and reported as a filing issue). Absent on derived values.
   */
  readonly duplicate?: DuplicateState;
  /** Null for derived values: their `derivation.inputs` cite each input instead. */
  readonly source_ref: SourceRefOut | null;
  readonly derivation?: { readonly method: string; readonly formula: string; readonly inputs: readonly SourceRefOut[] };
  /**
   * Present when the value was read for a fiscal period: `own_filing` (the period's own report)
   * or `comparative` (a later filing's comparative column; for a derived value, when any input is).
   */
  readonly reported_in?: ReportedIn;
  /** Present only when the value as first reported and the latest stored value differ. */
  readonly restated?: RestatedNote;
}

export function sourceRefOf(fact: Fact, filing: FilingMeta, reportedIn?: ReportedIn): SourceRefOut {
  const ref = fact.sourceRef;
  return {
    accession: ref.accession,
    form: filing.form,
    filed_date: filing.filedDate,
    document: ref.document,
    element_id: ref.elementId,
    context_id: ref.contextId,
    url: filing.accessionIsSynthetic || filing.cik === null ? null : edgarFilingUrl(filing.cik, filing.accession, ref.document),
    ...(reportedIn ? { reported_in: reportedIn } : {}),
  };
}

/** A reported fact as an API value, citing the filing it was read from (and, for a fiscal period, whether that is the period's own filing). */
export function metricValueOf(fact: Fact, filing: FilingMeta, reportedIn?: ReportedIn): MetricValue {
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
    duplicate: fact.duplicate,
    source_ref: sourceRefOf(fact, filing, reportedIn),
    ...(reportedIn ? { reported_in: reportedIn } : {}),
  };
}
