// The period rules of the API (src/domain/shared/period-rules.ts): the one module that says which
// concepts add up over time. The page sums quarters only where those rules would subtract them.
import { conceptKindOf, isAdditive } from "../../src/domain/shared/period-rules.js";

/** What the sum needs of a served value (the API's MetricValue). */
interface QuarterValue {
  readonly value: number | null;
  readonly unit: string | null;
  readonly duration_class: string | null;
  /** `derived` when the API computed the value (a Q4 as FY minus nine months). */
  readonly source?: string;
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

/** One column of a quarterly statement: its fiscal quarter and label (2025Q2). */
interface StatementColumn {
  readonly label: string;
  readonly fiscal_year: number;
  readonly quarter: number;
}

/** A statement line's trailing twelve months, and the columns it was computed from, in words. */
export interface StatementTtm {
  readonly value: number;
  /** "2024Q3 + 2024Q4 + 2025Q1 + 2025Q2", or "2025Q2 (6 months) + FY2024 − 2024Q2 (6 months)". */
  readonly formula: string;
  /** The labels of the columns read. */
  readonly from: readonly string[];
  /** Whether an input is itself a value the API derived (e.g. Q4 = FY minus nine months). */
  readonly derivedInput: boolean;
}

const YEAR_TO_DATE: Record<number, string> = { 1: "Q", 2: "H", 3: "9M", 4: "FY" };
const SPAN_WORDS: Record<string, string> = { Q: "3 months", H: "6 months", "9M": "9 months", FY: "12 months" };

/**
 * Trailing twelve months at the last column of a quarterly statement line, from the four latest
 * fiscal quarters. Quarter-alone columns (income statement): the four summed, as the chart's
 * `trailingTwelveMonths`. Year-to-date columns (a 10-Q's cash flow): the latest year to date plus
 * the fiscal year before, minus the same year to date a year before: the same four quarters, by
 * subtracting only cumulative periods of an additive flow. Null when an input is missing, of
 * another unit, or not an additive flow (balances, per-share amounts, share counts, ratios).
 */
export function statementTtm(columns: readonly StatementColumn[], values: readonly (QuarterValue | null)[]): StatementTtm | null {
  const last = columns.length - 1;
  const latest = values[last];
  const column = columns[last];
  if (!latest || !column || latest.value === null || !addsUpOverTime(latest)) return null;
  const wasDerived = (vs: readonly (QuarterValue | null)[]) => vs.some((v) => v?.source === "derived");
  if (latest.duration_class === "Q") {
    const points = columns.map((c, i) => ({ fiscal_year: c.fiscal_year, quarter: c.quarter, value: values[i] ?? null }));
    const value = trailingTwelveMonths(points).at(-1) ?? null;
    const from = columns.slice(-4).map((c) => c.label);
    if (value !== null) return { value, formula: from.join(" + "), from, derivedInput: wasDerived(values.slice(-4)) };
    // A first quarter among year-to-date columns is also its year to date: read on below.
  }
  if (latest.duration_class !== YEAR_TO_DATE[column.quarter]) return null;
  // At a fiscal year's end the year to date is the twelve months.
  if (column.quarter === 4)
    return {
      value: latest.value,
      formula: `${column.label} (FY${column.fiscal_year})`,
      from: [column.label],
      derivedInput: wasDerived([latest]),
    };
  const at = (year: number, quarter: number) => columns.findIndex((c) => c.fiscal_year === year && c.quarter === quarter);
  const yearAt = at(column.fiscal_year - 1, 4);
  const sameAt = at(column.fiscal_year - 1, column.quarter);
  const yearBefore = values[yearAt];
  const sameBefore = values[sameAt];
  if (!yearBefore || !sameBefore || yearBefore.value === null || sameBefore.value === null) return null;
  if (!addsUpOverTime(yearBefore) || !addsUpOverTime(sameBefore)) return null;
  if (yearBefore.duration_class !== "FY" || sameBefore.duration_class !== latest.duration_class) return null;
  if (yearBefore.unit !== latest.unit || sameBefore.unit !== latest.unit) return null;
  const span = SPAN_WORDS[latest.duration_class] ?? latest.duration_class;
  const [yearLabel, sameLabel] = [columns[yearAt]!.label, columns[sameAt]!.label];
  return {
    value: latest.value + yearBefore.value - sameBefore.value,
    formula: `${column.label} (${span}) + ${yearLabel} (FY${column.fiscal_year - 1}) − ${sameLabel} (${span})`,
    from: [column.label, yearLabel, sameLabel],
    derivedInput: wasDerived([latest, yearBefore, sameBefore]),
  };
}
