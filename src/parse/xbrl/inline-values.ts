import { applyFormat } from "../ixt/index.js";
import { canonicalDecimal, negateDecimal, scaleDecimal } from "./decimal.js";
import { resolveName, type NamespaceScope } from "./qname.js";

const NS_XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** A text capture: an ix:nonFraction, ix:nonNumeric or ix:continuation being read. */
export interface Frame {
  readonly kind: "nonFraction" | "nonNumeric" | "continuation";
  readonly attribs: Record<string, string>;
  /** Whether an attribute has a prefix or is `xmlns`: otherwise none is xsi:nil. */
  readonly qualified: boolean;
  readonly scope: NamespaceScope;
  /** Depth of ix:exclude when the frame opened: text inside a deeper exclude is not its content. */
  readonly excludeDepth: number;
  /** Where its text starts in the reader's log of text read. */
  readonly from: number;
  /** Its text, once it closes. */
  text: string;
}

export function isNil(frame: Frame): boolean {
  if (!frame.qualified) return false;
  const a = frame.attribs;
  for (const key in a) {
    if (key.endsWith(":nil") && a[key] === "true" && resolveName(frame.scope, key).ns === NS_XSI) return true;
  }
  return false;
}

/**
 * ix:nonFraction's value: the format turns the shown text into a non-negative number, `scale`
 * multiplies it by 10^scale, and `sign="-"` negates it (Inline XBRL 1.1 §4.1.4, §4.1.5).
 * Parentheses around the shown number are presentation only.
 */
export function numericValue(frame: Frame, format: { ns: string; local: string }): string {
  const a = frame.attribs;
  const shown = frame.text.trim();
  let value: string | null;
  if (a.format) {
    value = canonicalDecimal(applyFormat(format.ns, format.local, shown));
  } else {
    value = canonicalDecimal(shown);
  }
  if (value === null || value.startsWith("-")) {
    throw Object.assign(new Error(`"${shown}" is not a non-negative number${a.format ? ` under ${a.format}` : ""}`), {
      code: "bad_number",
    });
  }
  const scale = a.scale ? Number(a.scale) : 0;
  if (!Number.isInteger(scale)) throw Object.assign(new Error(`scale "${a.scale}" is not an integer`), { code: "bad_scale" });
  if (scale !== 0) value = scaleDecimal(value, scale);
  return a.sign === "-" ? negateDecimal(value) : value;
}

export function errorCode(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : "bad_value";
}

/**
 * Text of a non-numeric fact: spaces collapsed, one line per block (paragraph, row, item): a run
 * of whitespace with a line break in it is one line break, any other run one space. Only runs
 * that change are matched, so a text with nothing to collapse is not copied.
 */
export function normalizeText(text: string): string {
  return text
    .replace(/[ \t\r\f\v\u00a0]+\n[ \t\r\f\v\u00a0\n]*|\n[ \t\r\f\v\u00a0\n]+/g, "\n")
    .replace(/[ \t\r\f\v\u00a0]{2,}|[\t\r\f\v\u00a0]/g, " ")
    .trim();
}
