/**
 * A number as a filing prints it ("15,408,095", "(1,234)", "$ 6.11", "—") read back, and the
 * scale that relates it to the reported value: a share count printed in thousands has scale 3
 * (the ix:nonFraction `scale` attribute, Inline XBRL 1.1 section 15.2), dollars in millions 6.
 */

/** The printed magnitude (sign and parentheses are presentation: `sign="-"` carries the sign); null when the text is not a number. */
export function printedMagnitude(shown: string): number | null {
  const t = shown.replace(/[$€£¥\s()]/g, "").replace(/,/g, "");
  // ixt:fixed-zero: a dash (hyphen, en or em dash) or "nil"/"none" printed for zero.
  if (/^[-–—]+$/.test(t) || /^(nil|none)$/i.test(t)) return 0;
  if (!/^-?\d+(\.\d+)?%?$/.test(t)) return null;
  return Math.abs(Number(t.replace(/%$/, "")));
}

/**
 * The power of ten between the value and the printed number (value = printed × 10^scale), or
 * null when the printed text is not that value at any scale. Zero printed as a dash has scale 0.
 * `decimals` (the value's accuracy) bounds the rounding the printed number may carry.
 */
export function printedScale(shown: string, value: number, decimals: number | "INF" | null): number | null {
  const printed = printedMagnitude(shown);
  if (printed === null) return null;
  const abs = Math.abs(value);
  if (printed === 0 || abs === 0) return printed === abs ? 0 : null;
  for (const scale of [0, 3, 6, 9, -2]) {
    const scaled = printed * 10 ** scale;
    // The printed digits are the value rounded to what the filing shows: at most half a unit off.
    const tolerance = Math.max(0.5 * 10 ** scale * stepOf(shown), typeof decimals === "number" ? 0.5 * 10 ** -decimals : 0);
    if (Math.abs(scaled - abs) <= tolerance + abs * 1e-12) return scale;
  }
  return null;
}

/** The unit of the printed text's last digit (1 for "15,408", 0.01 for "6.11"). */
function stepOf(shown: string): number {
  const frac = /\.(\d+)/.exec(shown.replace(/,/g, ""));
  return frac ? 10 ** -(frac[1] as string).length : 1;
}
