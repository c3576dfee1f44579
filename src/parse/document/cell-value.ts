/**
 * The value a financial-table cell shows. EDGAR tables print negatives in parentheses (GAAP
 * presentation convention; Inline XBRL keeps the sign in `sign="-"` and the parentheses outside
 * the fact), nil or zero as an em or en dash, currency and percent signs beside the digits, and
 * footnote marks after them.
 */

const CELL_KINDS = ["number", "dash", "text", "empty"] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export interface CellValue {
  readonly kind: CellKind;
  /**
   * The number as shown, before any table scale: parentheses or a minus make it negative. A dash
   * ("—", "–", "-") is 0, as EDGAR's `ixt:fixed-zero` reads it. Null for text and empty cells.
   */
  readonly value: number | null;
  readonly negative: boolean;
  /** Currency symbol shown with the number ("$", "€", "£", "¥"), or null. */
  readonly currency: string | null;
  readonly percent: boolean;
  /** Footnote marks removed from the number: "1" for "(1)", "a" for "(a)", "*", "†". */
  readonly footnotes: readonly string[];
}

const EMPTY: CellValue = { kind: "empty", value: null, negative: false, currency: null, percent: false, footnotes: [] };
/** One or more dashes or minus signs, white space anywhere among them (tested in place: no copy without the white space). */
const SPACED_DASH = /^\s*[\u2014\u2013\u2012\u2015\u2212-][\s\u2014\u2013\u2012\u2015\u2212-]*$/;
const FOOTNOTE = /\s*(?:\((\d{1,2}|[a-z])\)|(\*{1,3}|[\u2020\u2021\u00a7]+)|([\u00b9\u00b2\u00b3\u2070-\u2079]+))$/;
const CURRENCY = /^(US\$|C\$|A\$|HK\$|R\$|\$|\u20ac|\u00a3|\u00a5)\s*/;
const CORE = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
/** Starts like a number or a piece of one ("(44,221" waits for its ")" in the next cell). */
const NUMBERISH = /^[(\u2212-]?\s*(?:US\$|\$|\u20ac|\u00a3|\u00a5)?\s*\(?\s*\.?\d/;

/** Parses the text of one cell. */
export function parseCell(raw: string): CellValue {
  let s = raw.trim();
  if (s.length === 0) return EMPTY;
  const footnotes: string[] = [];
  for (let m = FOOTNOTE.exec(s); m && m.index > 0 && /[\d)%]/.test(s.charAt(m.index - 1)); m = FOOTNOTE.exec(s)) {
    footnotes.push(m[1] ?? m[2] ?? m[3] ?? "");
    s = s.slice(0, m.index).trimEnd();
  }
  let percent = false;
  if (s.includes("%")) {
    percent = true;
    s = s.replace(/\s*%\s*/g, "");
  }
  let negative = false;
  let currency: string | null = null;
  const takeCurrency = (): void => {
    const c = CURRENCY.exec(s);
    if (c) {
      currency ??= c[1] as string;
      s = s.slice(c[0].length);
    }
  };
  takeCurrency();
  if (s === "") return { ...EMPTY, kind: "text" };
  if (SPACED_DASH.test(s)) return { kind: "dash", value: 0, negative: false, currency, percent, footnotes };
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1).trim();
  } else if (s.startsWith("-") || s.startsWith("\u2212")) {
    negative = true;
    s = s.slice(1).trim();
  }
  takeCurrency();
  if (!negative && s.startsWith("(") && s.endsWith(")")) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.length === 0 || !CORE.test(s)) return { kind: "text", value: null, negative: false, currency: null, percent: false, footnotes: [] };
  const n = Number(s.replace(/,/g, ""));
  return { kind: "number", value: negative && n !== 0 ? -n : n, negative, currency, percent, footnotes };
}

/** True when the text starts like a number, even an unfinished one such as "(44,221". */
export function looksNumeric(text: string): boolean {
  return NUMBERISH.test(text) || SPACED_DASH.test(text);
}

/** A plain four-digit year (1900-2099): a column heading, not a value. */
function isBareYear(text: string): boolean {
  return /^(?:19|20)\d{2}$/.test(text.trim());
}

/**
 * A character no number or dash cell holds: parseCell finds one only in text. A number or dash
 * cell is white space, digits, `,` `.` `(` `)` `%`, dashes and minus signs, currency symbols (`$`,
 * `US$`, `C$`, `A$`, `HK$`, `R$`, `€`, `£`, `¥`) and footnote marks (`(1)`, `(a)`, `*`, `†`, `‡`,
 * `§`, superscript digits).
 */
const NEVER_IN_VALUE =
  /[^\s\d,.()%$*a-zUSCAHKR\u2014\u2013\u2012\u2015\u2212\-\u20ac\u00a3\u00a5\u2020\u2021\u00a7\u00b9\u00b2\u00b3\u2070-\u2079]/;

/** A value cell: a number or a dash that is not a bare year. */
export function isValueText(text: string): boolean {
  if (text.length === 0 || NEVER_IN_VALUE.test(text) || isBareYear(text)) return false;
  const k = parseCell(text).kind;
  return k === "number" || k === "dash";
}
