import { expandYear, isoDate, JAPANESE_ERA_OFFSET, monthDay, yearMonth } from "./calendar.js";
import type { FormatRule } from "./format-rule.js";
import { asciiDigits } from "./xml-text.js";

/*
 * Dates shown with numbers only (TR2 `datemonthdayyear`, TR4 `date-month-day-year` ...), the
 * CJK and Japanese-era forms, and TR1's English forms, which TR1 spells out exactly: single
 * spaces, title-case month names, two- or four-digit years.
 */

/** What a pattern group holds: day, month number, year, or (TR1) an English month name. */
type Field = "d" | "m" | "y" | "M";

const MONTH_INDEX = new Map<string, number>();

/** The date a match's groups spell, as xs:date, xs:gMonthDay or xs:gYearMonth. */
function assemble(m: RegExpExecArray, fields: readonly Field[]): string | undefined {
  let d: number | undefined;
  let mo = 0;
  let y: number | undefined;
  for (let i = 0; i < fields.length; i++) {
    const g = m[i + 1] ?? "";
    const f = fields[i];
    if (f === "d") d = Number(g);
    else if (f === "m") mo = Number(g);
    else if (f === "M") mo = MONTH_INDEX.get(g) ?? 0;
    else if ((y = expandYear(g)) === undefined) return undefined;
  }
  if (y === undefined) return d === undefined ? undefined : monthDay(mo, d);
  return d === undefined ? yearMonth(y, mo) : isoDate(y, mo, d);
}

/** A rule from an anchored pattern whose groups are named in `fields`, in order. */
function numericDate(pattern: RegExp, fields: readonly Field[]): FormatRule {
  return (text) => {
    const m = pattern.exec(asciiDigits(text));
    return m ? assemble(m, fields) : undefined;
  };
}

const N2 = "([0-9]{1,2})";
const Y = "([0-9]{4}|[0-9]{1,2})";
const NON_DIGITS = "[^0-9]+";
const re = (...parts: string[]) => new RegExp(`^${parts.join("")}$`);

// TR2-TR5: numbers separated by any non-digit text.
/** TR2 `datedaymonth`, TR4 `date-day-month`: `31/12` to `--12-31`. */
export const dayMonth = numericDate(re(N2, NON_DIGITS, N2), ["d", "m"]);
/** TR2 `datemonthday`, TR4 `date-month-day`: `12/31`, `12-31st`. */
export const monthDayNumeric = numericDate(re(N2, NON_DIGITS, N2, "[A-Za-z]*"), ["m", "d"]);
/** TR2 `datedaymonthyear`, TR4 `date-day-month-year`: `31.12.2024`, `31/12/24`. */
export const dayMonthYear = numericDate(re(N2, NON_DIGITS, N2, NON_DIGITS, Y), ["d", "m", "y"]);
/** TR2 `datemonthdayyear`, TR4 `date-month-day-year`: `12/31/2024`. */
export const monthDayYear = numericDate(re(N2, NON_DIGITS, N2, NON_DIGITS, Y), ["m", "d", "y"]);
/** TR3 `datemonthyear`, TR4 `date-month-year`: `12/2024` to `2024-12`. */
export const monthYear = numericDate(re(N2, NON_DIGITS, Y), ["m", "y"]);
/** TR4 `date-year-month`: `2024/12`, `2024年12月`. */
export const yearMonthNumeric = numericDate(re(Y, NON_DIGITS, N2, "[^0-9]*"), ["y", "m"]);
/** TR3 `dateyearmonthday`, TR4 `date-year-month-day`: `2024-12-31`, `2024年12月31日`. */
export const yearMonthDay = numericDate(re(Y, NON_DIGITS, N2, NON_DIGITS, N2, "[^0-9]*"), ["y", "m", "d"]);

// TR1 (2010-04-20).
const SLASH_OR_DOT_YEAR = "([0-9]{4}|[0-9]{1,2})";
/** TR1 `dateslashus`: `12/31/2024`. */
export const dateSlashUs = numericDate(re(N2, "/", N2, "/", SLASH_OR_DOT_YEAR), ["m", "d", "y"]);
/** TR1 `dateslasheu`: `31/12/2024`. */
export const dateSlashEu = numericDate(re(N2, "/", N2, "/", SLASH_OR_DOT_YEAR), ["d", "m", "y"]);
/** TR1 `datedotus`: `12.31.2024`. */
export const dateDotUs = numericDate(re(N2, "\\.", N2, "\\.", SLASH_OR_DOT_YEAR), ["m", "d", "y"]);
/** TR1 `datedoteu`: `31.12.2024`. */
export const dateDotEu = numericDate(re(N2, "\\.", N2, "\\.", SLASH_OR_DOT_YEAR), ["d", "m", "y"]);
/** TR1 `dateslashdaymontheu`: `31/12`. */
export const dateSlashDayMonthEu = numericDate(re(N2, "/", N2), ["d", "m"]);
/** TR1 `dateslashmonthdayus`: `12/31`. */
export const dateSlashMonthDayUs = numericDate(re(N2, "/", N2), ["m", "d"]);

const LONG = "January|February|March|April|May|June|July|August|September|October|November|December";
const SHORT = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
for (const names of [LONG, SHORT]) names.split("|").forEach((n, i) => MONTH_INDEX.set(n, i + 1));
const Y24 = "([0-9]{2}|[0-9]{4})";

/** A TR1 English rule: exact spelling, ASCII digits. */
function englishDate(pattern: RegExp, fields: readonly Field[]): FormatRule {
  return (text) => {
    const m = pattern.exec(text);
    return m ? assemble(m, fields) : undefined;
  };
}

/** TR1 `datelongus`: `December 31, 2024`. */
export const dateLongUs = englishDate(re(`(${LONG}) ([0-9]{1,2}), ${Y24}`), ["M", "d", "y"]);
/** TR1 `dateshortus`: `Dec 31, 2024`. */
export const dateShortUs = englishDate(re(`(${SHORT}) ([0-9]{1,2}), ${Y24}`), ["M", "d", "y"]);
/** TR1 `datelonguk`: `31 December 2024`. */
export const dateLongUk = englishDate(re(`([0-9]{1,2}) (${LONG}) ${Y24}`), ["d", "M", "y"]);
/** TR1 `dateshortuk`: `31 Dec 2024`. */
export const dateShortUk = englishDate(re(`([0-9]{1,2}) (${SHORT}) ${Y24}`), ["d", "M", "y"]);
/** TR1 `datelongdaymonthuk`: `31 December`. */
export const dateLongDayMonthUk = englishDate(re(`([0-9]{1,2}) (${LONG})`), ["d", "M"]);
/** TR1 `dateshortdaymonthuk`: `31 Dec`. */
export const dateShortDayMonthUk = englishDate(re(`([0-9]{1,2})\\s+(${SHORT})`), ["d", "M"]);
/** TR1 `datelongmonthdayus`: `December 31`. */
export const dateLongMonthDayUs = englishDate(re(`(${LONG}) ([0-9]{1,2})`), ["M", "d"]);
/** TR1 `dateshortmonthdayus`: `Dec 31`, `Dec 31st`. */
export const dateShortMonthDayUs = englishDate(re(`(${SHORT})\\s+([0-9]{1,2})[A-Za-z]{0,2}`), ["M", "d"]);
/** TR1 `datelongyearmonth`: `2024 December`. */
export const dateLongYearMonth = englishDate(re(`${Y24}\\s+(${LONG})`), ["y", "M"]);
/** TR1 `dateshortyearmonth`: `2024 Dec`. */
export const dateShortYearMonth = englishDate(re(`${Y24}\\s+(${SHORT})`), ["y", "M"]);
/** TR1 `datelongmonthyear`: `December 2024`. */
export const dateLongMonthYear = englishDate(re(`(${LONG})\\s+${Y24}`), ["M", "y"]);
/** TR1 `dateshortmonthyear`: `Dec 2024`. */
export const dateShortMonthYear = englishDate(re(`(${SHORT})\\s+${Y24}`), ["M", "y"]);

// CJK forms (TR2 `dateyearmonthdaycjk` ...): full-width digits allowed, ideographic spaces around.
const ERA = "(明治|明|大正|大|昭和|昭|平成|平|令和|令)";
const ERA_YEAR = "([0-9]{1,2}|元)";
const ERA_YMD = re(`\\s*${ERA}\\s*${ERA_YEAR}\\s*年\\s*${N2}\\s*月\\s*${N2}\\s*日\\s*`);
const ERA_YM = re(`\\s*${ERA}\\s*${ERA_YEAR}\\s*年\\s*${N2}\\s*月\\s*`);
const CJK_YMD = re(`\\s*${Y}\\s*年\\s*${N2}\\s*月\\s*${N2}\\s*日\\s*`);
const CJK_YM = re(`\\s*${Y}\\s*年\\s*${N2}\\s*月\\s*`);

/** Gregorian year of a Japanese era year (`元` is the era's first year). */
function eraYear(era: string, year: string): number {
  return (JAPANESE_ERA_OFFSET[era] ?? 0) + (year === "元" ? 1 : Number(year));
}

/** TR2 `dateerayearmonthdayjp`, TR4 `date-jpn-era-year-month-day`: `令和6年12月31日` to 2024-12-31. */
export const eraYearMonthDay: FormatRule = (text) => {
  const m = ERA_YMD.exec(asciiDigits(text));
  return m ? isoDate(eraYear(m[1] ?? "", m[2] ?? ""), Number(m[3]), Number(m[4])) : undefined;
};

/** TR2 `dateerayearmonthjp`, TR4 `date-jpn-era-year-month`: `平成31年4月` to 2019-04. */
export const eraYearMonth: FormatRule = (text) => {
  const m = ERA_YM.exec(asciiDigits(text));
  return m ? yearMonth(eraYear(m[1] ?? "", m[2] ?? ""), Number(m[3])) : undefined;
};

/** TR2 `dateyearmonthdaycjk`: `2024年12月31日`. */
export const cjkYearMonthDay = numericDate(CJK_YMD, ["y", "m", "d"]);
/** TR2 `dateyearmonthcjk`: `2024年12月`. */
export const cjkYearMonth = numericDate(CJK_YM, ["y", "m"]);
