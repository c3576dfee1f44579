import { durationDays, type Period, FdsError } from "../../model/index.js";

/** Which duration a caller asks for (spec `date_type`): the quarter alone, year to date, or the fiscal year. */
export const DATE_TYPES = ["Q", "YTD", "FY"] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** Durations by length, as EDGAR's frames tell them apart: about 91, 182, 273 and 365 days (±30). */
const DURATION_CLASSES = ["Q", "H", "9M", "FY"] as const;
export type DurationClass = (typeof DURATION_CLASSES)[number];

const CENTER: Record<DurationClass, number> = { Q: 91, H: 182, "9M": 273, FY: 365 };
const TOLERANCE_DAYS = 30;

export function durationClassOf(period: Period): DurationClass | null {
  const days = durationDays(period);
  if (days === null) return null;
  for (const cls of DURATION_CLASSES) if (Math.abs(days - CENTER[cls]) <= TOLERANCE_DAYS) return cls;
  return null;
}

/** A caller's period selector: the company's FISCAL year and quarter (4 = the annual filing). */
export interface PeriodRequest {
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
}

/** The selector with defaults applied: which filing, and which duration of it. */
export interface PeriodTarget {
  readonly fiscalYear: number;
  /** The filing's quarter: 1-3 a 10-Q, 4 the annual report. */
  readonly quarter: 1 | 2 | 3 | 4;
  readonly dateType: DateType;
  readonly durationClass: DurationClass;
}

const YTD_CLASS: Record<1 | 2 | 3 | 4, DurationClass> = { 1: "Q", 2: "H", 3: "9M", 4: "FY" };

/**
 * Applies the defaults: quarters 1-3 default to the quarter alone, quarter 4 to the fiscal
 * year; `full_year_mode` and `date_type` FY both ask for the fiscal year whatever the quarter
 * (its annual report, as metric series read it); YTD is three, six, nine or twelve months. A Q4
 * quarter alone is derived later (FY minus nine-month YTD).
 */
export function resolvePeriodTarget(req: PeriodRequest): PeriodTarget {
  checkFiscalPeriod(req.fiscalYear, req.quarter);
  const quarter = req.quarter as 1 | 2 | 3 | 4;
  if (req.fullYearMode || req.dateType === "FY") return { fiscalYear: req.fiscalYear, quarter: 4, dateType: "FY", durationClass: "FY" };
  const dateType = req.dateType ?? (quarter === 4 ? "FY" : "Q");
  const durationClass = dateType === "Q" ? "Q" : dateType === "FY" ? "FY" : YTD_CLASS[quarter];
  return { fiscalYear: req.fiscalYear, quarter, dateType, durationClass };
}

/**
 * Fiscal years are four-digit years and quarters 1 to 4, whatever the transport validated:
 * domain functions may be called directly (defence in depth against `Infinity` or `1e309`).
 */
export function checkFiscalPeriod(fiscalYear: number, quarter: number): void {
  if (!Number.isInteger(fiscalYear) || fiscalYear < 1 || fiscalYear > 9999)
    throw new FdsError("validation_error", `fiscal year must be an integer from 1 to 9999 (got ${fiscalYear})`);
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4)
    throw new FdsError("validation_error", `quarter must be an integer from 1 to 4 (got ${quarter})`);
}

/** `date` moved by whole months, day clamped to the month's last (2024-03-31 - 1m = 2024-02-29). */
export function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** `date` moved by whole years, day clamped (2024-02-29 - 1y = 2023-02-28). */
export function shiftYears(date: string, years: number): string {
  return shiftMonths(date, 12 * years);
}

/** Days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * 52/53-week fiscal years end on varying dates (Apple: the last Saturday of September), so a
 * period end a year earlier is matched within this many days.
 */
export const PERIOD_END_TOLERANCE_DAYS = 10;

/** What a fact's period must be to answer: a duration of a class ending near a date, or an instant near it. */
export type PeriodWanted =
  | { readonly kind: "duration"; readonly end: string; readonly durationClass: DurationClass; readonly start?: string }
  | { readonly kind: "instant"; readonly date: string };

export function periodMatches(period: Period, wanted: PeriodWanted, tolerance = PERIOD_END_TOLERANCE_DAYS): boolean {
  if (wanted.kind === "instant") return period.kind === "instant" && Math.abs(daysBetween(period.instant, wanted.date)) <= tolerance;
  if (period.kind !== "duration" || Math.abs(daysBetween(period.end, wanted.end)) > tolerance) return false;
  if (wanted.start !== undefined && period.start !== wanted.start) return false;
  return durationClassOf(period) === wanted.durationClass;
}
