import { hindiDayMonthYear, monthNameDate, type PartOrder, sakaDate } from "./dates-monthname.js";
import * as d from "./dates-numeric.js";
import { fixedRule, type FormatRule } from "./format-rule.js";
import type { MonthLanguage } from "./month-names.js";
import * as n from "./numbers.js";

/*
 * Names of XBRL International's Transformation Rules Registries 1-5, each registry with its own
 * set: TR1 (2010-04-20) and TR2 (2011-07-31) share no names; TR3 (2015-02-26) is TR2 plus ten;
 * TR4 (2020-02-12) renamed everything to hyphenated names (`numdotdecimal` became
 * `num-dot-decimal`, `zerodash` became `fixed-zero`, which ignores the shown text) except
 * `numdotdecimalin`; TR5 (2022-02-16) is TR4 plus Welsh dates and apostrophe-grouped numbers.
 */

/** One registry: transformation local name -> rule. */
export type RuleTable = ReadonlyMap<string, FormatRule>;

/** TR1 (2010-04-20). */
export const TR1: RuleTable = new Map<string, FormatRule>([
  ["dateslashus", d.dateSlashUs],
  ["dateslasheu", d.dateSlashEu],
  ["datedotus", d.dateDotUs],
  ["datedoteu", d.dateDotEu],
  ["datelongus", d.dateLongUs],
  ["dateshortus", d.dateShortUs],
  ["datelonguk", d.dateLongUk],
  ["dateshortuk", d.dateShortUk],
  ["numcommadot", n.numCommaDot],
  ["numdash", n.numDash],
  ["numspacedot", n.numSpaceDot],
  ["numdotcomma", n.numDotComma],
  ["numcomma", n.numComma],
  ["numspacecomma", n.numSpaceComma],
  ["datelongdaymonthuk", d.dateLongDayMonthUk],
  ["dateshortdaymonthuk", d.dateShortDayMonthUk],
  ["datelongmonthdayus", d.dateLongMonthDayUs],
  ["dateshortmonthdayus", d.dateShortMonthDayUs],
  ["dateslashdaymontheu", d.dateSlashDayMonthEu],
  ["dateslashmonthdayus", d.dateSlashMonthDayUs],
  ["datelongyearmonth", d.dateLongYearMonth],
  ["dateshortyearmonth", d.dateShortYearMonth],
  ["datelongmonthyear", d.dateLongMonthYear],
  ["dateshortmonthyear", d.dateShortMonthYear],
]);

/** TR2 (2011-07-31). */
export const TR2: RuleTable = new Map<string, FormatRule>([
  ["booleanfalse", fixedRule("false")],
  ["booleantrue", fixedRule("true")],
  ["datedaymonth", d.dayMonth],
  ["datedaymonthen", monthNameDate("DM", "en")],
  ["datedaymonthyear", d.dayMonthYear],
  ["datedaymonthyearen", monthNameDate("DMY", "en")],
  ["dateerayearmonthdayjp", d.eraYearMonthDay],
  ["dateerayearmonthjp", d.eraYearMonth],
  ["datemonthday", d.monthDayNumeric],
  ["datemonthdayen", monthNameDate("MD", "en")],
  ["datemonthdayyear", d.monthDayYear],
  ["datemonthdayyearen", monthNameDate("MDY", "en")],
  ["datemonthyearen", monthNameDate("MY", "en")],
  ["dateyearmonthdaycjk", d.cjkYearMonthDay],
  ["dateyearmonthen", monthNameDate("YM", "en")],
  ["dateyearmonthcjk", d.cjkYearMonth],
  ["nocontent", fixedRule("")],
  ["numcommadecimal", n.numCommaDecimalTr2],
  ["zerodash", n.zeroDash],
  ["numdotdecimal", n.numDotDecimalTr2],
  ["numunitdecimal", n.numUnitDecimalTr2],
]);

/** TR3 (2015-02-26): TR2 and ten more. */
export const TR3: RuleTable = new Map<string, FormatRule>([
  ...TR2,
  ["calindaymonthyear", sakaDate],
  ["datedaymonthdk", monthNameDate("DM", "da")],
  ["datedaymonthyeardk", monthNameDate("DMY", "da")],
  ["datedaymonthyearin", hindiDayMonthYear],
  ["datemonthyear", d.monthYear],
  ["datemonthyeardk", monthNameDate("MY", "da")],
  ["datemonthyearin", monthNameDate("MY", "hi")],
  ["dateyearmonthday", d.yearMonthDay],
  ["numdotdecimalin", n.numDotDecimalIn],
  ["numunitdecimalin", n.numUnitDecimalIn],
]);

/** `date-<parts>-<language>` rules of TR4/TR5, from the part order and the languages it exists in. */
function localized(prefix: string, order: PartOrder, languages: readonly MonthLanguage[]): Array<[string, FormatRule]> {
  return languages.map((lang) => [`${prefix}-${lang}`, monthNameDate(order, lang)]);
}

const EU = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "hr",
  "it",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
] as const;

/** TR4 (2020-02-12). */
export const TR4: RuleTable = new Map<string, FormatRule>([
  ["date-day-month", d.dayMonth],
  ["date-day-month-year", d.dayMonthYear],
  ["date-month-day", d.monthDayNumeric],
  ["date-month-day-year", d.monthDayYear],
  ["date-month-year", d.monthYear],
  ["date-year-month", d.yearMonthNumeric],
  ["date-year-month-day", d.yearMonthDay],
  ...localized("date-day-monthname", "DM", [...EU, "lv"]),
  ["date-day-monthroman", monthNameDate("DM", "roman")],
  ...localized("date-day-monthname-year", "DMY", [...EU, "hi"]),
  ["date-day-monthroman-year", monthNameDate("DMY", "roman")],
  ["date-ind-day-monthname-year-hi", sakaDate],
  ["date-jpn-era-year-month-day", d.eraYearMonthDay],
  ["date-jpn-era-year-month", d.eraYearMonth],
  ...localized("date-monthname-day", "MD", ["en", "hu", "lt"]),
  ["date-monthname-day-year-en", monthNameDate("MDY", "en")],
  ...localized("date-monthname-year", "MY", [...EU, "hi"]),
  ["date-monthroman-year", monthNameDate("MY", "roman")],
  ["date-year-day-monthname-lv", monthNameDate("YDM", "lv")],
  ...localized("date-year-monthname", "YM", ["en", "hu", "lt", "lv"]),
  ["date-year-monthname-day-hu", monthNameDate("YMD", "hu")],
  ["date-year-monthname-day-lt", monthNameDate("YMD", "lt")],
  ["fixed-empty", fixedRule("")],
  ["fixed-false", fixedRule("false")],
  ["fixed-true", fixedRule("true")],
  ["fixed-zero", fixedRule("0")],
  ["num-comma-decimal", n.numCommaDecimalTr4],
  ["num-dot-decimal", n.numDotDecimalTr4],
  ["numdotdecimalin", n.numDotDecimalIn],
  ["num-unit-decimal", n.numUnitDecimalTr4],
]);

/** TR5 (2022-02-16): TR4, Welsh dates and apostrophe-grouped numbers. */
export const TR5: RuleTable = new Map<string, FormatRule>([
  ...TR4,
  ["date-day-monthname-cy", monthNameDate("DM", "cy")],
  ["date-day-monthname-year-cy", monthNameDate("DMY", "cy")],
  ["date-monthname-year-cy", monthNameDate("MY", "cy")],
  ["num-comma-decimal-apos", n.numCommaDecimalApos],
  ["num-dot-decimal-apos", n.numDotDecimalApos],
  ["num-unit-decimal-apos", n.numUnitDecimalApos],
]);
