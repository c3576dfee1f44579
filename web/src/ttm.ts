// The period rules of the API (src/domain/shared/period-rules.ts): the one module that says which
// concepts add up over time. The page sums quarters only where those rules would subtract them.
import { conceptKindOf, isAdditive } from "../../src/domain/shared/period-rules.js";

/** What the sum needs of a served value (the API's MetricValue). */
interface QuarterValue {
  readonly value: number | null;
  readonly unit: string | null;
  readonly duration_class: string | null;
  readonly period: { readonly type: "duration" | "instant"; readonly start: string | null; readonly end: string };
}

/** Whether the API's period rules treat this value as an additive flow (money or a physical flow over a duration). */
function addsUpOverTime(f: QuarterValue): boolean {
  if (f.period.type !== "duration" || !f.period.start) return false;
  return isAdditive(conceptKindOf({ unit: f.unit, period: { kind: "duration", start: f.period.start, end: f.period.end } }));
}

/** One point of a quarterly series: the quarter's value, null where none is served. */
interface QuarterPoint {
  readonly fiscal_year: number;
  readonly quarter: number;
  readonly value: QuarterValue | null;
}

/**
 * Trailing twelve months at each quarter: the sum of that quarter and the three before it, computed
 * in the page from the quarter values the API served (reported or derived by it). Null where one of
 * the four is missing, is not a quarter alone, is of another unit, or is not an additive flow
 * (EPS, share counts, ratios and balances never add up over quarters).
 */
export function trailingTwelveMonths(points: readonly QuarterPoint[]): (number | null)[] {
  const index = (p: QuarterPoint) => p.fiscal_year * 4 + p.quarter;
  return points.map((_, i) => {
    if (i < 3) return null;
    const four = points.slice(i - 3, i + 1);
    // Four consecutive fiscal quarters, each a quarter alone, one unit, each an additive flow.
    if (four.some((p, k) => k > 0 && index(p) !== index(four[k - 1]!) + 1)) return null;
    const values = four.map((p) => p.value);
    if (values.some((v) => !v || v.value === null || v.duration_class !== "Q" || !addsUpOverTime(v))) return null;
    if (new Set(values.map((v) => v!.unit)).size !== 1) return null;
    return values.reduce((sum, v) => sum + v!.value!, 0);
  });
}
