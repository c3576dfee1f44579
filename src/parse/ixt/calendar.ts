/*
 * Date arithmetic and the xsd lexical forms the date rules produce. Invalid dates (February 30)
 * are rejected here: a transformation whose output is not a valid xs:date has failed.
 */

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Gregorian leap year. */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of a Gregorian year; 0 for a month outside 1-12. */
function daysInMonth(year: number, month: number): number {
  const days = MONTH_DAYS[month - 1];
  if (days === undefined) return 0;
  return month === 2 && isLeapYear(year) ? 29 : days;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function pad4(n: number): string {
  return String(n).padStart(4, "0");
}

/**
 * Year digits as shown to a full year: the registries read a one- or two-digit year as 20YY
 * (`yr4` in the TR2-TR5 rules: `24` is 2024, `7` is 2007). Four digits stand as they are; other
 * lengths are not years.
 */
export function expandYear(digits: string): number | undefined {
  const n = Number(digits);
  if (digits.length === 1) return 2000 + n;
  if (digits.length === 2) return 2000 + n;
  if (digits.length === 4 && n > 0) return n;
  return undefined;
}

/** `YYYY-MM-DD` (xs:date), or undefined when no such day exists. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return undefined;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** `--MM-DD` (xs:gMonthDay); February 29 is a valid month-day. */
export function monthDay(month: number, day: number): string | undefined {
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(2000, month)) return undefined;
  return `--${pad2(month)}-${pad2(day)}`;
}

/** `YYYY-MM` (xs:gYearMonth). */
export function yearMonth(year: number, month: number): string | undefined {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return `${pad4(year)}-${pad2(month)}`;
}

// Indian national (Saka) calendar, TR3 `calindaymonthyear` / TR4 `date-ind-day-monthname-year-hi`.
// Saka year Y starts on 22 March of Gregorian year Y+78 (21 March when that year is a leap
// year, and then Chaitra has 31 days); Vaisakha to Bhadra have 31 days, Asvina to Phalguna 30.
const MS_PER_DAY = 86_400_000;

/** Days in a Saka month (1 = Chaitra ... 12 = Phalguna). */
function sakaMonthDays(gregorianStartYear: number, month: number): number {
  if (month === 1) return isLeapYear(gregorianStartYear) ? 31 : 30;
  return month <= 6 ? 31 : 30;
}

/** A Saka date as a Gregorian xs:date, or undefined when the day does not exist. */
export function sakaToIsoDate(sakaYear: number, month: number, day: number): string | undefined {
  const gYear = sakaYear + 78;
  if (month < 1 || month > 12 || day < 1 || day > sakaMonthDays(gYear, month)) return undefined;
  let offset = day - 1;
  for (let m = 1; m < month; m++) offset += sakaMonthDays(gYear, m);
  const start = Date.UTC(gYear, 2, isLeapYear(gYear) ? 21 : 22);
  const d = new Date(start + offset * MS_PER_DAY);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * A two- or four-digit Saka year as the TR3 rule reads it: two digits above 21 (and 21 from day
 * 11 of month 10 on) are 19YY, the others 20YY.
 */
export function expandSakaYear(digits: string, month: number, day: number): number | undefined {
  if (digits.length === 4) return Number(digits);
  if (digits.length !== 2) return undefined;
  const n = Number(digits);
  return n > 21 || (n === 21 && month >= 10 && day >= 11) ? 1900 + n : 2000 + n;
}

/** Year before the first year of each Japanese era (明治 Meiji 1868, ... 令和 Reiwa 2019). */
export const JAPANESE_ERA_OFFSET: Readonly<Record<string, number>> = Object.freeze({
  明治: 1867,
  明: 1867,
  大正: 1911,
  大: 1911,
  昭和: 1925,
  昭: 1925,
  平成: 1988,
  平: 1988,
  令和: 2018,
  令: 2018,
});
