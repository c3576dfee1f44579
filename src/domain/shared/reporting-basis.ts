import type { FilingMeta } from "../../model/index.js";
import type { BasisValue, MetricValue, RestatedNote } from "./metric-value.js";

/**
 * Which of the stored filings reporting a period answers (point in time):
 * - `as_reported`: the period's own filing; when that is not stored (or does not report the
 *   value), the earliest-filed stored filing that reports it: the value as first reported.
 * - `latest`: the most recently filed stored filing that reports the period (restatements,
 *   splits and reclassifications applied).
 */
export const BASES = ["as_reported", "latest"] as const;
export type Basis = (typeof BASES)[number];
export const DEFAULT_BASIS: Basis = "as_reported";

/** Something read from one filing for a period, and whether that filing is the period's own. */
export interface FromFiling {
  readonly filing: FilingMeta;
  readonly own: boolean;
}

/** Filing order: the filed date; a filing with none (some corpus filings) is placed at its period end. */
const filedOn = (f: FilingMeta): string => f.filedDate ?? f.periodEnd ?? "";

/**
 * Candidates best first for a basis. `prefer` (an accession) goes first whatever the basis: a
 * prior-year value is read from the current value's filing so both columns share one basis.
 */
export function orderByBasis<T extends FromFiling>(items: readonly T[], basis: Basis, prefer?: string): T[] {
  const ownOriginal = (x: T) => Number(x.own && !x.filing.form.endsWith("/A"));
  const byAccession = (a: T, b: T) => a.filing.accession.localeCompare(b.filing.accession);
  const sorted = [...items].sort(
    basis === "latest"
      ? (a, b) => filedOn(b.filing).localeCompare(filedOn(a.filing)) || byAccession(a, b)
      : (a, b) => ownOriginal(b) - ownOriginal(a) || filedOn(a.filing).localeCompare(filedOn(b.filing)) || byAccession(a, b),
  );
  if (prefer === undefined) return sorted;
  return [...sorted.filter((x) => x.filing.accession === prefer), ...sorted.filter((x) => x.filing.accession !== prefer)];
}

/**
 * Whether two reported values are the same figure at the coarser of their accuracies (a 10-Q
 * restating 96,662 million as 96.7 billion is not a restatement; EFM 6.5.12 judges duplicates so).
 */
function sameFigure(a: Pick<BasisValue, "value" | "decimals">, b: Pick<BasisValue, "value" | "decimals">): boolean {
  if (a.value === null || b.value === null) return a.value === b.value;
  const digits = [a.decimals, b.decimals].filter((d): d is number => typeof d === "number");
  if (digits.length === 0) return a.value === b.value;
  const scale = 10 ** Math.min(...digits);
  return Math.round(a.value * scale) === Math.round(b.value * scale);
}

/** A value read for a period, as one side of a restatement note. */
export function basisValueOf(v: MetricValue): BasisValue {
  return {
    value: v.value,
    value_exact: v.value_exact,
    decimals: v.decimals,
    concept: v.concept,
    source: v.source,
    reported_in: v.reported_in ?? "own_filing",
    sources: v.source_ref ? [v.source_ref] : (v.derivation?.inputs ?? []),
  };
}

/** The restatement note when the value as first reported and the latest differ; null when they agree. */
export function restatedNote(asReported: BasisValue, latest: BasisValue): RestatedNote | null {
  if (sameFigure(asReported, latest)) return null;
  const where = (v: BasisValue) => {
    const ref = v.sources[0];
    const filing = ref ? `${ref.form} ${ref.accession}${ref.filed_date ? `, filed ${ref.filed_date}` : ""}` : "no filing";
    return `${v.value_exact ?? "nil"} (${v.concept}${v.source === "derived" ? ", derived" : ""}; ${filing}, ${v.reported_in === "own_filing" ? "the period's own filing" : "a comparative column"})`;
  };
  return { as_reported: asReported, latest, note: `restated: first reported as ${where(asReported)}, latest ${where(latest)}` };
}
