import type { Fact } from "../../model/index.js";
import { subtractDecimal } from "../../parse/xbrl/index.js";
import { durationClassOf, type DurationClass, type PeriodTarget } from "./fiscal-period.js";
import { XBRL_CITER, type FactCiter, type MetricValue, type ReportedIn } from "./metric-value.js";
import { reportedInOf, type Hit } from "./period-match.js";

type Quarter = 1 | 2 | 3 | 4;

/** One cumulative period of a fiscal year: the fiscal quarter it ends with, and its length. */
export interface CumulativePeriod {
  readonly quarter: Quarter;
  readonly durationClass: DurationClass;
}

/**
 * How a quarter alone is the difference of two periods of one fiscal year that a filing prints:
 * the longer one minus the shorter one it contains. They share their start (the quarter is the
 * long period's tail: Q4 = FY - 9M, Q3 = 9M - H1, Q2 = H1 - Q1) or their end (its head: Q1 = H1
 * - Q2, when only the second quarter's 10-Q is stored).
 */
export interface QuarterPlan {
  readonly quarter: Quarter;
  readonly long: CumulativePeriod;
  readonly short: CumulativePeriod;
  readonly shared: "start" | "end";
  readonly method: string;
}

export const QUARTER_PLANS: Readonly<Record<Quarter, QuarterPlan>> = {
  4: {
    quarter: 4,
    long: { quarter: 4, durationClass: "FY" },
    short: { quarter: 3, durationClass: "9M" },
    shared: "start",
    method: "fy_minus_nine_month_ytd",
  },
  3: {
    quarter: 3,
    long: { quarter: 3, durationClass: "9M" },
    short: { quarter: 2, durationClass: "H" },
    shared: "start",
    method: "nine_month_minus_six_month_ytd",
  },
  2: {
    quarter: 2,
    long: { quarter: 2, durationClass: "H" },
    short: { quarter: 1, durationClass: "Q" },
    shared: "start",
    method: "six_month_ytd_minus_first_quarter",
  },
  1: {
    quarter: 1,
    long: { quarter: 2, durationClass: "H" },
    short: { quarter: 2, durationClass: "Q" },
    shared: "end",
    method: "six_month_ytd_minus_second_quarter",
  },
};

/** The selector of a cumulative period: the fiscal year itself, the quarter alone, or year to date at a quarter's end. */
export function cumulativeTarget(fiscalYear: number, period: CumulativePeriod): PeriodTarget {
  return {
    fiscalYear,
    quarter: period.quarter,
    dateType: period.durationClass === "FY" ? "FY" : period.durationClass === "Q" ? "Q" : "YTD",
    durationClass: period.durationClass,
  };
}

/** How a caller asks for a cumulative period. */
export function askFor(period: CumulativePeriod): string {
  return period.durationClass === "FY"
    ? "quarter=4 with date_type=FY"
    : `quarter=${period.quarter} with date_type=${period.durationClass === "Q" ? "Q" : "YTD"}`;
}

/** How a period of this class reads in a message or formula. */
export const DURATION_WORDS: Readonly<Record<DurationClass, string>> = {
  Q: "quarter",
  H: "six months",
  "9M": "nine months",
  FY: "fiscal year",
};

/** Whether `short` is the part of `long` the plan subtracts: the same concept and breakdown, of the short class, inside `long` at the shared side. */
export function isShortPart(plan: QuarterPlan, long: Fact, short: Fact): boolean {
  if (long.period.kind !== "duration" || short.period.kind !== "duration" || short.value === null) return false;
  if (short.concept !== long.concept || short.axisKey !== long.axisKey || short.unit !== long.unit) return false;
  if (durationClassOf(short.period) !== plan.short.durationClass) return false;
  return plan.shared === "start"
    ? short.period.start === long.period.start && short.period.end < long.period.end
    : short.period.end === long.period.end && short.period.start > long.period.start;
}

/**
 * The quarter alone, long minus short, on the exact decimals; marked derived, citing both (as `citer` cites). It is
 * the period's `own_filing` only when both inputs are their periods' own filings and the long
 * one is the asked quarter's own (Q1 from the second quarter's 10-Q is read from a later filing).
 */
export function derivedQuarter(plan: QuarterPlan, long: Hit, short: Hit, citer: FactCiter = XBRL_CITER): MetricValue {
  const l = long.fact;
  const s = short.fact;
  if (l.value === null || s.value === null || l.period.kind !== "duration" || s.period.kind !== "duration")
    throw new Error("derivedQuarter: both inputs must be reported durations");
  const value = subtractDecimal(l.value, s.value);
  const decimals =
    l.decimals === "INF"
      ? s.decimals
      : s.decimals === "INF"
        ? l.decimals
        : l.decimals === null || s.decimals === null
          ? null
          : Math.min(l.decimals, s.decimals);
  const own = long.own && short.own && plan.long.quarter === plan.quarter;
  const reportedIn: ReportedIn = own ? "own_filing" : "comparative";
  const period =
    plan.shared === "start"
      ? { start: shiftDay(s.period.end, 1), end: l.period.end }
      : { start: l.period.start, end: shiftDay(s.period.start, -1) };
  const words = (f: Fact, cls: DurationClass) =>
    `${f.value} (${DURATION_WORDS[cls]} ${f.period.kind === "duration" ? `${f.period.start}..${f.period.end}` : ""})`;
  // Field by field: a per-fact property of an input (its duplicate state ...) is not the derived value's.
  return {
    unit: l.unit,
    concept: l.concept,
    axis_key: l.axisKey,
    dimensions: l.dimensions,
    value: Number(value),
    value_exact: value,
    decimals,
    period: { type: "duration", ...period },
    duration_class: "Q",
    source: "derived",
    source_ref: null,
    derivation: {
      method: plan.method,
      formula: `${words(l, plan.long.durationClass)} - ${words(s, plan.short.durationClass)}`,
      inputs: [citer.ref(l, long.filing, reportedInOf(long)), citer.ref(s, short.filing, reportedInOf(short))],
    },
    reported_in: reportedIn,
  };
}

function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
