const XML_WHITESPACE_RUN = /[ \t\n\r]+/g;

function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The XML Schema `collapse` whitespace facet: runs of space, tab, CR and LF become one space,
 * leading and trailing ones go. Only XML whitespace: a no-break space (U+00A0) is content, and
 * several registry rules treat it differently from a space (the SEC conformance suite rejects a
 * leading U+00A0 before `7.5` under `ixt-sec:durday`). Arelle collapses the same way before any
 * transformation, so our results match what EDGAR validated.
 */
export function collapseXmlWhitespace(text: string): string {
  const n = text.length;
  let i = 0;
  for (; i < n; i++) if (isXmlSpace(text.charCodeAt(i))) break;
  if (i === n) return text; // fast path: most shown numbers have no whitespace at all
  const collapsed = text.replace(XML_WHITESPACE_RUN, " ");
  let start = 0;
  let end = collapsed.length;
  if (collapsed.charCodeAt(0) === 0x20) start = 1;
  if (end > start && collapsed.charCodeAt(end - 1) === 0x20) end -= 1;
  return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end);
}

/**
 * Full-width digits (U+FF10-FF19, used by the CJK date and `num-unit-decimal` rules) and
 * Devanagari digits (U+0966-096F, the Hindi date rules) to ASCII digits.
 */
export function asciiDigits(text: string): string {
  let out: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let d = -1;
    if (c >= 0xff10 && c <= 0xff19) d = c - 0xff10;
    else if (c >= 0x0966 && c <= 0x096f) d = c - 0x0966;
    if (d >= 0) {
      out ??= text.slice(0, i);
      out += String.fromCharCode(0x30 + d);
    } else if (out !== undefined) {
      out += text[i];
    }
  }
  return out ?? text;
}

/** True for the 14 dash characters the registries accept as a hyphen or a zero (TR2 `zerodash`). */
export function isDash(code: number): boolean {
  return (
    code === 0x2d || // hyphen-minus
    code === 0x058a || // Armenian hyphen
    code === 0x05be || // Hebrew maqaf
    (code >= 0x2010 && code <= 0x2015) || // hyphen, non-breaking hyphen, figure dash, en, em, bar
    code === 0xfe58 || // small em dash
    code === 0xfe63 || // small hyphen-minus
    code === 0xff0d // full-width hyphen-minus
  );
}
