import type { Period } from "./period.js";

/**
 * Where a fact was produced: parsed from XBRL, read from an 8-K exhibit table, computed, or read
 * from SEC's company facts (which name no document or context: `sourceRef` holds the accession only).
 */
export const FACT_SOURCES = ["xbrl", "8k", "derived", "companyfacts"] as const;
type FactSource = (typeof FACT_SOURCES)[number];

/** Axis QName -> member QName (explicit dimension) or the typed member's text (typed dimension). */
export type Dimensions = Readonly<Record<string, string>>;

/** Where in the filing a fact is shown, so it can be cited. */
export interface SourceRef {
  /** EDGAR accession (`0000320193-24-000123`) or the synthetic filing id when EDGAR's is unknown. */
  readonly accession: string;
  /** File name inside the filing (`aapl-20240928.htm`, or the instance for pre-inline filings). */
  readonly document: string;
  /** `id` attribute of the ix:nonFraction / ix:nonNumeric element (or instance fact), if any. */
  readonly elementId: string | null;
  readonly contextId: string;
  /** Element ids of consistent duplicates merged into this fact (same concept, context, unit). */
  readonly duplicateElementIds?: readonly string[];
}

/** How a fact relates to other facts with the same concept, context and unit (EFM 6.5.12). */
export const DUPLICATE_STATES = ["unique", "merged", "inconsistent"] as const;
type DuplicateState = (typeof DUPLICATE_STATES)[number];

/** One reported value. */
export interface Fact {
  /** Canonical QName, with the standard prefix for standard namespaces: `us-gaap:Revenues`. */
  readonly concept: string;
  readonly namespace: string;
  /**
   * Exact value: for numeric facts the decimal string after format, scale and sign
   * (`-1234500000`, `6.11`); for non-numeric facts the text; null when xsi:nil.
   */
  readonly value: string | null;
  /** `value` as a double for numeric facts; null for nil and non-numeric facts. */
  readonly number: number | null;
  readonly numeric: boolean;
  /** Unit id made canonical: `USD`, `shares`, `USD/shares`, `pure`; null for non-numeric. */
  readonly unit: string | null;
  /** Accuracy of the final value: digits after the point (negative: rounded to 10^-n), `INF`, or null. */
  readonly decimals: number | "INF" | null;
  readonly period: Period;
  readonly dimensions: Dimensions;
  /** Canonical sorted `Axis=Member|...` of the dimensions; empty for totals. */
  readonly axisKey: string;
  readonly source: FactSource;
  readonly sourceRef: SourceRef;
  readonly duplicate: DuplicateState;
}

/** Canonical axis key: dimensions sorted by axis, `axis=member` joined by `|`; "" when none. */
export function axisKeyOf(dimensions: Dimensions): string {
  return Object.keys(dimensions)
    .sort()
    .map((axis) => `${axis}=${dimensions[axis]}`)
    .join("|");
}
