import type { Period } from "./period.js";

/**
 * SEC's calendar frames (the `frames` API of data.sec.gov, and the `frame` of companyfacts
 * values): one calendar year (`CY2024`), calendar quarter (`CY2024Q3`) or a quarter's last day
 * (`CY2024Q3I`, for instants). SEC states the durations (annual about 365 days ±30, quarterly
 * about 91 ±30, instants on the period's last day) but not how a company's fiscal period is
 * placed; the rule below is the one SEC's own assignments follow: all 38,823 `frame` values of
 * the corpus's six companyfacts files agree with it, and so does which value SEC chose for each
 * company and frame (test/model/calendar-frame.test.ts).
 *
 * - A duration of 335 to 395 days is placed in the calendar year whose first and last days lie
 *   closest to its own (the sum of the two distances in days); 61 to 121 days, in the calendar
 *   quarter so placed.
 * - An instant is placed on the calendar quarter whose last day is nearest; so is a duration
 *   shorter than 61 days, at its end (SEC frames a one-month amount as an instant: a stock
 *   split's effective month, a month's proceeds). Durations of other lengths have no frame.
 * - Ties go to the later period (an instant on November 15 belongs to Q4: 46 days either way).
 * - `distance` is that sum (or, for instants, the days to the quarter's end): among a company's
 *   values in one frame, SEC's choice is the smallest distance, then the last filed.
 */

export const FRAME_KINDS = ["year", "quarter", "instant"] as const;
type FrameKind = (typeof FRAME_KINDS)[number];

/** A calendar frame: its label and the days it covers. */
export interface CalendarFrame {
  /** `CY2024`, `CY2024Q3` or `CY2024Q3I`. */
  readonly label: string;
  readonly kind: FrameKind;
  readonly year: number;
  /** Null for a year. */
  readonly quarter: 1 | 2 | 3 | 4 | null;
  /** First day of the calendar period; for an instant, the quarter's last day (as `end`). */
  readonly start: string;
  readonly end: string;
}

/** Where a value's period falls: its frame and how far its dates are from the frame's (days). */
export interface FramePlacement {
  readonly frame: CalendarFrame;
  readonly distance: number;
}

/** Which of a company's values in a frame answers: SEC's (the last filed) or the first filed (as first reported). */
const FRAME_PICKS = ["last_filed", "first_filed"] as const;
export type FramePick = (typeof FRAME_PICKS)[number];

/** What orders one company's values placed in one frame. */
export interface FrameCandidate {
  readonly distance: number;
  /** Filed date `YYYY-MM-DD` ("" when unknown: first of all). */
  readonly filed: string;
  readonly accession: string;
}

/**
 * Orders one company's values in a frame, the chosen one first: the best aligned (smallest
 * distance), then the last filed (SEC's frames) or the first filed, then by accession.
 */
export function frameOrder(pick: FramePick): (a: FrameCandidate, b: FrameCandidate) => number {
  const sign = pick === "last_filed" ? -1 : 1;
  return (a, b) => a.distance - b.distance || sign * a.filed.localeCompare(b.filed) || sign * a.accession.localeCompare(b.accession);
}

const YEAR_DAYS = { min: 335, max: 395 };
const QUARTER_DAYS = { min: 61, max: 121 };

const LABEL = /^CY(\d{4})(?:Q([1-4])(I)?)?$/;

/** The frame a label names (`CY2024`, `CY2024Q3`, `CY2024Q3I`, any case); null when it names none. */
export function parseFrameLabel(label: string): CalendarFrame | null {
  const m = LABEL.exec(label.trim().toUpperCase());
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 1900) return null;
  if (m[2] === undefined) return yearFrame(year);
  const quarter = Number(m[2]) as 1 | 2 | 3 | 4;
  return m[3] ? instantFrame(year, quarter) : quarterFrame(year, quarter);
}

/** The frame a fact's period falls in (see above); null for durations of no frame's length and for `forever`. */
export function framePlacementOf(period: Period): FramePlacement | null {
  if (period.kind === "forever") return null;
  const endText = period.kind === "instant" ? period.instant : period.end;
  const end = dayNumber(endText);
  const start = period.kind === "duration" ? dayNumber(period.start) : end;
  const days = end - start + 1;
  const year = Number(endText.slice(0, 4));
  if (period.kind === "instant" || days < QUARTER_DAYS.min) {
    // The quarter whose last day is nearest; candidates in time order, so `<=` lets the later of two equally near win.
    let best = { y: 0, q: 0, distance: Number.POSITIVE_INFINITY };
    for (let y = year - 1; y <= year + 1; y++)
      for (let q = 1; q <= 4; q++) {
        const distance = Math.abs(quarterEndDay(y, q) - end);
        if (distance <= best.distance) best = { y, q, distance };
      }
    return { frame: instantFrame(best.y, best.q as 1 | 2 | 3 | 4), distance: best.distance };
  }
  const first = Number((period as { readonly start: string }).start.slice(0, 4));
  if (days >= YEAR_DAYS.min && days <= YEAR_DAYS.max) {
    let best = { y: 0, distance: Number.POSITIVE_INFINITY };
    for (let y = first; y <= first + 1; y++) {
      const distance = Math.abs(dayOf(y, 1, 1) - start) + Math.abs(dayOf(y, 12, 31) - end);
      if (distance <= best.distance) best = { y, distance };
    }
    return { frame: yearFrame(best.y), distance: best.distance };
  }
  if (days >= QUARTER_DAYS.min && days <= QUARTER_DAYS.max) {
    let best = { y: 0, q: 0, distance: Number.POSITIVE_INFINITY };
    for (let y = first; y <= first + 1; y++)
      for (let q = 1; q <= 4; q++) {
        const distance = Math.abs(dayOf(y, 3 * q - 2, 1) - start) + Math.abs(quarterEndDay(y, q) - end);
        if (distance <= best.distance) best = { y, q, distance };
      }
    return { frame: quarterFrame(best.y, best.q as 1 | 2 | 3 | 4), distance: best.distance };
  }
  return null;
}

/**
 * The days between which the end of a period placed in `frame` can fall (generously): a
 * store read by end date, to be narrowed by framePlacementOf.
 */
export function frameEndWindow(frame: CalendarFrame): { readonly from: string; readonly to: string } {
  const reach = frame.kind === "year" ? 200 : 92;
  const end = dayNumber(frame.end);
  return { from: dayText(end - reach), to: dayText(end + reach) };
}

/** SEC writes a unit's division as `-per-` in frame URLs (`USD-per-shares`); values keep `USD/shares`. */
export function canonicalFrameUnit(unit: string): string {
  return unit.trim().replaceAll("-per-", "/");
}

const QUARTER_END = ["03-31", "06-30", "09-30", "12-31"] as const;
const QUARTER_START = ["01-01", "04-01", "07-01", "10-01"] as const;

function yearFrame(year: number): CalendarFrame {
  return { label: `CY${year}`, kind: "year", year, quarter: null, start: `${year}-01-01`, end: `${year}-12-31` };
}

function quarterFrame(year: number, quarter: 1 | 2 | 3 | 4): CalendarFrame {
  return {
    label: `CY${year}Q${quarter}`,
    kind: "quarter",
    year,
    quarter,
    start: `${year}-${QUARTER_START[quarter - 1]}`,
    end: `${year}-${QUARTER_END[quarter - 1]}`,
  };
}

function instantFrame(year: number, quarter: 1 | 2 | 3 | 4): CalendarFrame {
  const end = `${year}-${QUARTER_END[quarter - 1]}`;
  return { label: `CY${year}Q${quarter}I`, kind: "instant", year, quarter, start: end, end };
}

/** Days since 1970-01-01 of `YYYY-MM-DD`. */
function dayNumber(date: string): number {
  return dayOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** Days since 1970-01-01 of a civil date, by arithmetic (H. Hinnant's days_from_civil): a load places millions of values. */
function dayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const QUARTER_LAST_DAY = [31, 30, 30, 31] as const;
const quarterEndDay = (year: number, quarter: number) => dayOf(year, 3 * quarter, QUARTER_LAST_DAY[quarter - 1] as number);

function dayText(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
