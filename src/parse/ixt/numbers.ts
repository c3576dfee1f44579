import { canonicalDecimal, separatedDecimal } from "./decimal-text.js";
import type { FormatRule } from "./format-rule.js";
import { asciiDigits, isDash } from "./xml-text.js";

/*
 * Numeric transformations. Every rule yields a non-negative canonical xsd:decimal; the caller
 * applies `scale` and `sign`. Patterns are compiled once, at module load.
 */

/** Builds a rule from an anchored pattern: remove the group separators, read the decimal mark. */
function patternRule(pattern: RegExp, separators: RegExp, decimalMark: "." | ","): FormatRule {
  return (text) => {
    if (!pattern.test(text)) return undefined;
    const bare = text.replace(separators, "");
    const at = bare.indexOf(decimalMark);
    return at < 0 ? canonicalDecimal(bare, "") : canonicalDecimal(bare.slice(0, at), bare.slice(at + 1));
  };
}

// TR1 (2010-04-20): fixed grouping conventions.
/** TR1 `numcommadot`: `1,234,567.89`. */
export const numCommaDot = patternRule(/^[0-9]{1,3}(?:,[0-9]{3})*(?:\.[0-9]+)?$/, /,/g, ".");
/** TR1 `numspacedot`: `1 234 567.89` (space or no-break space). */
export const numSpaceDot = patternRule(/^[0-9]{1,3}(?:[ \u00a0][0-9]{3})*(?:\.[0-9]+)?$/, /[ \u00a0]/g, ".");
/** TR1 `numdotcomma`: `1.234.567,89`. */
export const numDotComma = patternRule(/^[0-9]{1,3}(?:\.[0-9]{3})*(?:,[0-9]+)?$/, /\./g, ",");
/** TR1 `numspacecomma`: `1 234 567,89`. */
export const numSpaceComma = patternRule(/^[0-9]{1,3}(?:[ \u00a0][0-9]{3})*(?:,[0-9]+)?$/, /[ \u00a0]/g, ",");
/** TR1 `numcomma`: `1234567,89` (no grouping). */
export const numComma = patternRule(/^[0-9]+(?:,[0-9]+)?$/, /(?!)/g, ",");
/** TR1 `numdash`: a lone hyphen-minus is zero. */
export const numDash: FormatRule = (text) => (text === "-" ? "0" : undefined);

// TR2 (2011-07-31) and TR3 (2015-02-26): groups of three, separator optional, leading digit required.
/** TR2/TR3 `numdotdecimal`: `1,234,567.89`, `1 234 567.89`, `1234567.89`. */
export const numDotDecimalTr2 = patternRule(/^[0-9]{1,3}(?:[, \u00a0]?[0-9]{3})*(?:\.[0-9]+)?$/, /[, \u00a0]/g, ".");
/** TR2/TR3 `numcommadecimal`: `1.234.567,89`, `1 234 567,89`. */
export const numCommaDecimalTr2 = patternRule(/^[0-9]{1,3}(?:[. \u00a0]?[0-9]{3})*(?:,[0-9]+)?$/, /[. \u00a0]/g, ",");

// TR3 Indian grouping: the last group has three digits, the ones before it two (`1,00,00,000.50`).
/** TR3 `numdotdecimalin` (also in TR4 under that name). */
export const numDotDecimalIn = patternRule(
  /^(?:(?:[0-9]{1,2}[, \u00a0])?(?:[0-9]{2}[, \u00a0])*[0-9]{3}|[0-9]+)(?:\.[0-9]+)?$/,
  /[, \u00a0]/g,
  ".",
);

const UNIT_DECIMAL_TR2 = /^(0|[1-9][0-9]{0,2}(?:[.,\uff0c\uff0e]?[0-9]{3})*)[^0-9,.\uff0c\uff0e]+([0-9]{1,2})[^0-9,.\uff0c\uff0e]*$/;
const UNIT_DECIMAL_IN = /^(?:((?:[0-9]{1,2}[, \u00a0])?(?:[0-9]{2}[, \u00a0])*[0-9]{3})|([0-9]+))[^0-9]+([0-9]{1,2})[^0-9]*$/;
const UNIT_DECIMAL_TR4 = /^([0-9.,\uff0c]+)[^0-9.,\uff0c][^0-9]*([0-9]{1,2})[^0-9]*$/;
const UNIT_DECIMAL_APOS = /^([0-9.,\uff0c'`\u00b4\u2019\u2032\uff07]+)[^0-9.,\uff0c'`\u00b4\u2019\u2032\uff07][^0-9]*([0-9]{1,2})[^0-9]*$/;
const NON_DIGITS = /[^0-9]/g;

/** Major units, a unit word, minor units in one or two digits: `5 dollars 25 cents` is 5.25, `5 euro 5` is 5.05. */
function unitDecimal(pattern: RegExp, majorGroup: number, minorGroup: number): FormatRule {
  return (raw) => {
    const m = pattern.exec(asciiDigits(raw));
    if (!m) return undefined;
    const major = (m[majorGroup] ?? m[majorGroup + 1] ?? "").replace(NON_DIGITS, "");
    const minor = m[minorGroup] ?? "";
    if (major.length === 0 || minor.length === 0) return undefined;
    return canonicalDecimal(major, minor.length === 1 ? `0${minor}` : minor);
  };
}

/** TR2/TR3 `numunitdecimal`. */
export const numUnitDecimalTr2 = unitDecimal(UNIT_DECIMAL_TR2, 1, 2);
/** TR3 `numunitdecimalin`: Indian grouping before the unit word. */
export const numUnitDecimalIn = unitDecimal(UNIT_DECIMAL_IN, 1, 3);
/** TR4 `num-unit-decimal`: any grouping of the major units. */
export const numUnitDecimalTr4 = unitDecimal(UNIT_DECIMAL_TR4, 1, 2);
/** TR5 `num-unit-decimal-apos`: apostrophes may group the major units too. */
export const numUnitDecimalApos = unitDecimal(UNIT_DECIMAL_APOS, 1, 2);

// TR4 (2020-02-12) and TR5 (2022-02-16): separators anywhere in the integer part, spaces in the fraction.
const DOT = 0x2e;
const COMMA = 0x2c;
const APOSTROPHES = "'`\u00b4\u2019\u2032";

/** TR4 `num-dot-decimal`: `1,234,567.89`, `.5`, `1 234.5`. */
export const numDotDecimalTr4: FormatRule = (text) => separatedDecimal(text, DOT, ",");
/** TR4 `num-comma-decimal`: `1.234.567,89`. */
export const numCommaDecimalTr4: FormatRule = (text) => separatedDecimal(text, COMMA, ".");
/** TR5 `num-dot-decimal-apos`: Swiss `1'234'567.89`. */
export const numDotDecimalApos: FormatRule = (text) => separatedDecimal(text, DOT, `,${APOSTROPHES}`);
/** TR5 `num-comma-decimal-apos`: `1'234'567,89`. */
export const numCommaDecimalApos: FormatRule = (text) => separatedDecimal(text, COMMA, `.${APOSTROPHES}`);

/** TR2/TR3 `zerodash`: one dash character (hyphen, en dash, em dash ...) stands for zero. */
export const zeroDash: FormatRule = (text) => (text.length === 1 && isDash(text.charCodeAt(0)) ? "0" : undefined);
