import { plainDecimal } from "./decimal-text.js";
import { FormatValueError, UnknownFormatError } from "./errors.js";
import type { FormatRule } from "./format-rule.js";
import { IXT_REGISTRIES, IXT_REGISTRY_NAMESPACES, type IxtRegistry } from "./registries.js";
import { SEC } from "./tables-sec.js";
import { type RuleTable, TR1, TR2, TR3, TR4, TR5 } from "./tables-xii.js";
import { collapseXmlWhitespace } from "./xml-text.js";

const TABLES: Readonly<Record<IxtRegistry, RuleTable>> = { tr1: TR1, tr2: TR2, tr3: TR3, tr4: TR4, tr5: TR5, sec: SEC };

/** Namespace URI -> local name -> rule: two Map lookups per fact. */
const RULES: ReadonlyMap<string, RuleTable> = new Map(IXT_REGISTRIES.map((r) => [IXT_REGISTRY_NAMESPACES[r], TABLES[r]]));

/** Every transformation name each registry defines, sorted. */
export const IXT_FORMAT_NAMES: Readonly<Record<IxtRegistry, readonly string[]>> = Object.freeze(
  Object.fromEntries(IXT_REGISTRIES.map((r) => [r, Object.freeze([...TABLES[r].keys()].sort())])) as Record<IxtRegistry, readonly string[]>,
);

/** Whether `format` {namespaceUri}localName names a transformation we support. */
export function isKnownFormat(namespaceUri: string, localName: string): boolean {
  return RULES.get(namespaceUri)?.has(localName) ?? false;
}

function ruleFor(namespaceUri: string, localName: string): FormatRule {
  const rule = RULES.get(namespaceUri)?.get(localName);
  if (rule === undefined) throw new UnknownFormatError(namespaceUri, localName);
  return rule;
}

/**
 * Apply format (namespace URI + local name, e.g.
 * ("http://www.xbrl.org/inlineXBRL/transformation/2020-02-12", "num-dot-decimal")) to the
 * displayed text: the fact's text content with entities decoded, `ix:exclude` content removed
 * and continuations joined. XML whitespace is collapsed first (XML Schema `collapse`, as Arelle
 * does before any transformation); no-break spaces are left to the rule.
 *
 * Returns the xsd lexical form of the rule's output type:
 * - numeric rules: a non-negative canonical decimal (`1234567.89`, `0`, `0.5`) without grouping
 *   or `+`, every shown digit kept; the caller applies `scale` and `sign`. The SEC's `numinf`,
 *   `numneginf` and `numnan` (for xs:float/xs:double concepts) give `INF`, `-INF` and `NaN`;
 * - dates: `2024-09-28` (xs:date), `--09-28` (xs:gMonthDay), `2024-09` (xs:gYearMonth);
 * - booleans `true` / `false`; SEC durations `P1Y6M`, `P90D`; SEC codes (`NY`, `NASDAQ`,
 *   `Large Accelerated Filer`); `""` for TR2 `nocontent` / TR4 `fixed-empty`.
 *
 * @throws UnknownFormatError (`unknown_format`) when no supported registry defines the name
 *   under that namespace.
 * @throws FormatValueError (`bad_format_value`) when the text does not fit the rule, or its
 *   result is not a valid value (February 30).
 */
export function applyFormat(namespaceUri: string, localName: string, text: string): string {
  const out = ruleFor(namespaceUri, localName)(collapseXmlWhitespace(text));
  if (out === undefined) throw new FormatValueError(namespaceUri, localName, text);
  return out;
}

/**
 * The default when no format: the text must already be a plain xsd:decimal after trimming XML
 * whitespace (for ix:nonFraction: `1234.5`, `.5`, `+7`; no grouping, no minus sign, since the
 * magnitude is shown and `sign="-"` carries the sign). Returns the canonical decimal.
 *
 * @throws FormatValueError (`bad_format_value`, with an empty namespace and local name).
 */
export function applyDefaultFormat(text: string): string {
  const out = plainDecimal(collapseXmlWhitespace(text));
  if (out === undefined) throw new FormatValueError("", "", text);
  return out;
}
