/**
 * Canonical xsd:decimal text from the digits before and after the decimal mark: no leading
 * zeros in the integer part ("0" when empty), no trailing zeros in the fraction, no point when
 * the fraction is empty. Strings only, so every digit shown is kept (no floating point).
 */
export function canonicalDecimal(intDigits: string, fracDigits: string): string {
  let i = 0;
  while (i < intDigits.length && intDigits.charCodeAt(i) === 0x30) i++;
  const int = i === intDigits.length ? "0" : i === 0 ? intDigits : intDigits.slice(i);
  let j = fracDigits.length;
  while (j > 0 && fracDigits.charCodeAt(j - 1) === 0x30) j--;
  return j === 0 ? int : `${int}.${j === fracDigits.length ? fracDigits : fracDigits.slice(0, j)}`;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Numbers whose integer part may carry group separators anywhere and whose fraction (after
 * `decimalMark`) may carry spaces: the input pattern of TR4 `num-dot-decimal` and
 * `num-comma-decimal` (`[, \xA00-9]*(\.[ \xA00-9]+)?`) and of TR5's `-apos` variants. The
 * result must hold at least one digit. Returns the canonical decimal, or undefined.
 */
export function separatedDecimal(text: string, decimalMark: number, groupSeparators: string): string | undefined {
  let int = "";
  let frac = "";
  let inFraction = false;
  let fractionChars = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      if (inFraction) {
        frac += text[i];
        fractionChars++;
      } else {
        int += text[i];
      }
    } else if (c === decimalMark && !inFraction) {
      inFraction = true;
    } else if (c === 0x20 || c === 0xa0) {
      if (inFraction) fractionChars++;
    } else if (inFraction || groupSeparators.indexOf(text[i] as string) < 0) {
      return undefined;
    }
  }
  if (inFraction && fractionChars === 0) return undefined; // "12." : the mark needs something after it
  if (int.length === 0 && frac.length === 0) return undefined;
  return canonicalDecimal(int, frac);
}

const PLAIN_DECIMAL = /^\+?([0-9]*)(?:\.([0-9]*))?$/;

/**
 * A plain xsd:decimal without a minus sign (an optional `+` is dropped), as canonical text; or
 * undefined. Inline XBRL shows a negative number's magnitude and says `sign="-"` instead.
 */
export function plainDecimal(text: string): string | undefined {
  const m = PLAIN_DECIMAL.exec(text);
  if (!m) return undefined;
  const int = m[1] ?? "";
  const frac = m[2] ?? "";
  if (int.length === 0 && frac.length === 0) return undefined;
  return canonicalDecimal(int, frac);
}
