import { expandSakaYear, expandYear, isoDate, monthDay, sakaToIsoDate, yearMonth } from "./calendar.js";
import type { FormatRule } from "./format-rule.js";
import { type MonthLanguage, type MonthNames, monthNames, monthOf } from "./month-names.js";
import { asciiDigits } from "./xml-text.js";

/*
 * Dates with the month as a word (TR2 `datedaymonthyearen`, TR4 `date-day-monthname-year-de`,
 * `date-monthname-day-year-en` ...). The registries' patterns share one shape: numbers for day
 * and year, any non-digit text between them, and a month word at a fixed place. One parser per
 * order of the parts serves every language; the month tables are in month-names.ts.
 *
 * What we accept: the day has one or two digits, the year one, two or four (`yr4`: 24 is 2024);
 * separators are any non-digit text, at least one character between numbers; non-digit text may
 * follow the last number (`31st`, `5.`, `2024 г.`). A month word that leads (`MDY`, `MD`, `MY`)
 * must open the text; between numbers the rightmost word naming a month wins (`3 de enero de
 * 2024`); after the last number the leftmost. Month words match without regard to case, which
 * is more lenient than some registry patterns (TR4 English lists title and upper case only).
 */

/** Order of the parts as shown: D day, M month word, Y year. */
export type PartOrder = "DMY" | "MDY" | "YMD" | "YDM" | "DM" | "MD" | "MY" | "YM";

interface Parts {
  readonly day: number | undefined;
  readonly month: number;
  /** Year digits as shown. */
  readonly year: string | undefined;
}

const WORDS = /[\p{L}\p{M}]+/gu;

/** Month words of a separator, first to last: `[month or undefined, ...]`. */
function monthsIn(names: MonthNames, text: string): Array<number | undefined> {
  const out: Array<number | undefined> = [];
  for (const m of text.matchAll(WORDS)) out.push(monthOf(names, m[0]));
  return out;
}

const LEADING_WORD = /^[\p{L}\p{M}]+/u;

function leading(names: MonthNames, text: string): number | undefined {
  const m = LEADING_WORD.exec(text);
  return m ? monthOf(names, m[0]) : undefined;
}

function rightmost(names: MonthNames, text: string): number | undefined {
  const months = monthsIn(names, text);
  for (let i = months.length - 1; i >= 0; i--) if (months[i] !== undefined) return months[i];
  return undefined;
}

function leftmost(names: MonthNames, text: string): number | undefined {
  return monthsIn(names, text).find((m) => m !== undefined);
}

const DAY = "([0-9]{1,2})";
const YEAR = "([0-9]{1,4})";
const SEP = "([^0-9]+)";
const TAIL = "[^0-9]*";

/** Structure of each order; the groups hold numbers and the text the month word is looked for in. */
const SHAPES: Readonly<Record<PartOrder, RegExp>> = {
  DMY: new RegExp(`^${DAY}${SEP}${YEAR}${TAIL}$`),
  MDY: new RegExp(`^${SEP}${DAY}[^0-9]+${YEAR}${TAIL}$`),
  YMD: new RegExp(`^${YEAR}${SEP}${DAY}${TAIL}$`),
  YDM: new RegExp(`^${YEAR}[^0-9]+${DAY}${SEP}$`),
  DM: new RegExp(`^${DAY}${SEP}$`),
  MD: new RegExp(`^${SEP}${DAY}${TAIL}$`),
  MY: new RegExp(`^${SEP}${YEAR}${TAIL}$`),
  YM: new RegExp(`^${YEAR}${SEP}$`),
};

/** Day, month and year digits of a shown date, or undefined when it does not have the shape. */
function dateParts(text: string, order: PartOrder, names: MonthNames): Parts | undefined {
  const m = SHAPES[order].exec(asciiDigits(text));
  if (!m) return undefined;
  const [, a = "", b = "", c = ""] = m;
  let parts: Parts | undefined;
  let month: number | undefined;
  switch (order) {
    case "DMY":
      month = rightmost(names, b);
      if (month) parts = { day: Number(a), month, year: c };
      break;
    case "MDY":
      month = leading(names, a);
      if (month) parts = { day: Number(b), month, year: c };
      break;
    case "YMD":
      month = rightmost(names, b);
      if (month) parts = { day: Number(c), month, year: a };
      break;
    case "YDM":
      month = leftmost(names, c);
      if (month) parts = { day: Number(b), month, year: a };
      break;
    case "DM":
      month = rightmost(names, b);
      if (month) parts = { day: Number(a), month, year: undefined };
      break;
    case "MD":
      month = leading(names, a);
      if (month) parts = { day: Number(b), month, year: undefined };
      break;
    case "MY":
      month = leading(names, a);
      if (month) parts = { day: undefined, month, year: b };
      break;
    case "YM":
      month = leftmost(names, b);
      if (month) parts = { day: undefined, month, year: a };
      break;
  }
  return parts;
}

/**
 * A rule reading a date with a month word: xs:date for orders with day and year, xs:gMonthDay
 * without a year, xs:gYearMonth without a day.
 */
export function monthNameDate(order: PartOrder, language: MonthLanguage): FormatRule {
  let names: MonthNames | undefined;
  return (text) => {
    names ??= monthNames(language);
    const p = dateParts(text, order, names);
    if (!p) return undefined;
    if (p.year === undefined) return p.day === undefined ? undefined : monthDay(p.month, p.day);
    const year = expandYear(p.year);
    if (year === undefined) return undefined;
    return p.day === undefined ? yearMonth(year, p.month) : isoDate(year, p.month, p.day);
  };
}

/**
 * TR3 `calindaymonthyear` / TR4 `date-ind-day-monthname-year-hi`: day, Saka month name, Saka
 * year (two or four digits), shown as the Gregorian xs:date.
 */
export const sakaDate: FormatRule = (text) => {
  const p = dateParts(text, "DMY", monthNames("saka"));
  if (!p || p.day === undefined || p.year === undefined) return undefined;
  const year = expandSakaYear(p.year, p.month, p.day);
  return year === undefined ? undefined : sakaToIsoDate(year, p.month, p.day);
};

const hindiNamed = monthNameDate("DMY", "hi");
const NUMERIC_MONTH_DMY = /^([0-9]{1,2})[^0-9]+([0-9]{1,2})[^0-9]+([0-9]{2}|[0-9]{4})$/;

/**
 * TR3 `datedaymonthyearin`: day, Hindi month name or month number, year of two or four digits,
 * in ASCII or Devanagari digits.
 */
export const hindiDayMonthYear: FormatRule = (text) => {
  const numeric = NUMERIC_MONTH_DMY.exec(asciiDigits(text));
  if (!numeric) return hindiNamed(text);
  const year = expandYear(numeric[3] ?? "");
  return year === undefined ? undefined : isoDate(year, Number(numeric[2]), Number(numeric[1]));
};
