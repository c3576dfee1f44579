import * as dur from "./durations.js";
import { fixedRule, type FormatRule } from "./format-rule.js";
import { numberWords } from "./number-words.js";
import * as sec from "./sec-names.js";
import type { RuleTable } from "./tables-xii.js";

/**
 * The SEC's registry, namespace http://www.sec.gov/inlineXBRL/transformation/2015-08-31 (EDGAR
 * Filer Manual 5.2.5.x): durations, numbers in words, infinities, and names to EDGAR codes.
 */
export const SEC: RuleTable = new Map<string, FormatRule>([
  ["boolballotbox", sec.boolBallotBox],
  ["countrynameen", sec.countryNameEn],
  ["datequarterend", sec.dateQuarterEnd],
  ["durday", dur.durDay],
  ["durhour", dur.durHour],
  ["durmonth", dur.durMonth],
  ["durweek", dur.durWeek],
  ["durwordsen", dur.durWords],
  ["duryear", dur.durYear],
  ["edgarprovcountryen", sec.edgarProvCountryEn],
  ["entityfilercategoryen", sec.entityFilerCategoryEn],
  ["exchnameen", sec.exchNameEn],
  // For xs:float / xs:double concepts: the only numeric results that are not decimals.
  ["numinf", fixedRule("INF")],
  ["numnan", fixedRule("NaN")],
  ["numneginf", fixedRule("-INF")],
  ["numwordsen", numberWords],
  // Not in the SEC registry sources we could check (Arelle's SEC plug-in and conformance cases
  // list numwordsen only); accepted as its hyphenated spelling because our brief names it.
  ["num-word-en", numberWords],
  ["stateprovnameen", sec.stateProvNameEn],
  ["yesnoballotbox", sec.yesNoBallotBox],
]);
