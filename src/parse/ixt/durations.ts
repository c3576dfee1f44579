import type { FormatRule } from "./format-rule.js";
import { belowThousand, kindAt, type Token, tokenize, wordAt } from "./number-words.js";

/*
 * The SEC registry's durations (EDGAR Filer Manual 5.2.5.x; rules as in the SEC's own Arelle
 * plug-in and its conformance cases): a number of years, months, weeks, days or hours to an
 * xs:duration. A fraction spills into the next smaller unit and stops there: 7.3 years is
 * P7Y3M18D (0.3 years = 3.6 months; 0.6 months = 18.26 days at 30.4375 days a month, truncated).
 * All arithmetic is exact (BigInt over the shown digits), never floating point.
 */

const DECIMAL = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/;

/** The shown number as numerator / 10^k, with its sign; undefined unless a plain decimal. */
function exact(text: string): { negative: boolean; num: bigint; den: bigint } | undefined {
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const int = m[2] ?? "";
  const frac = m[3] ?? "";
  if (int.length === 0 && frac.length === 0) return undefined;
  return { negative: m[1] === "-", num: BigInt(int + frac || "0"), den: 10n ** BigInt(frac.length) };
}

// 30.4375 days a month (365.25 / 12) = 487 / 16.
const MONTH_DAYS_NUM = 487n;
const MONTH_DAYS_DEN = 16n;

type Parts = [years?: bigint, months?: bigint, days?: bigint, hours?: bigint];

/**
 * xs:duration text, as the SEC rule writes it: a zero component after the first present one is
 * left out (P1Y3D, not P1Y0M3D); an all-zero duration keeps only its first component and no sign.
 */
function durationText([y, m, d, h]: Parts, negative: boolean): string {
  if ([y, m, d, h].every((v) => v === undefined || v === 0n)) {
    negative = false;
    if (y !== undefined) [m, d, h] = [undefined, undefined, undefined];
    else if (m !== undefined) [d, h] = [undefined, undefined];
    else if (d !== undefined) h = undefined;
  }
  let out = negative ? "-P" : "P";
  if (y !== undefined) out += `${y}Y`;
  if (m !== undefined && (m !== 0n || y === undefined)) out += `${m}M`;
  if (d !== undefined && (d !== 0n || (y === undefined && m === undefined))) out += `${d}D`;
  if (h !== undefined && (h !== 0n || (y === undefined && m === undefined && d === undefined))) out += `T${h}H`;
  return out;
}

function durationRule(split: (num: bigint, den: bigint) => Parts): FormatRule {
  return (text) => {
    const v = exact(text);
    return v ? durationText(split(v.num, v.den), v.negative) : undefined;
  };
}

/** `ixt-sec:duryear`: years; the fraction to months, theirs to days. `7.3` is P7Y3M18D. */
export const durYear = durationRule((num, den) => {
  const months = (num % den) * 12n;
  return [num / den, months / den, ((months % den) * MONTH_DAYS_NUM) / (den * MONTH_DAYS_DEN)];
});
/** `ixt-sec:durmonth`: months; the fraction to days. `7.3` is P7M9D. */
export const durMonth = durationRule((num, den) => [undefined, num / den, ((num % den) * MONTH_DAYS_NUM) / (den * MONTH_DAYS_DEN)]);
/** `ixt-sec:durweek`: weeks as days (xs:duration has no weeks). `7.3` is P51D. */
export const durWeek = durationRule((num, den) => [undefined, undefined, (num * 7n) / den]);
/** `ixt-sec:durday`: days; the fraction to hours. `7.5` is P7DT12H. */
export const durDay = durationRule((num, den) => [undefined, undefined, num / den, ((num % den) * 24n) / den]);
/** `ixt-sec:durhour`: whole hours. `7.3` is PT7H. */
export const durHour = durationRule((num, den) => [undefined, undefined, undefined, num / den]);

const UNITS = [
  ["year", "years"],
  ["month", "months"],
  ["day", "days"],
] as const;
const DESIGNATORS = ["Y", "M", "D"] as const;

/** An amount: one to four digits, words up to 999, or `zero` / `no` (amount 0, left out). */
function amount(tokens: readonly Token[], i: number): { value: bigint | null; next: number } | undefined {
  const t = tokens[i];
  if (t?.kind === "digits") return t.text.length <= 4 ? { value: BigInt(t.text), next: i + 1 } : undefined;
  const w = wordAt(tokens, i);
  if (w === "zero" || w === "no") return { value: null, next: i + 1 };
  const n = belowThousand(tokens, i, true);
  return n ? { value: BigInt(n.value), next: n.next } : undefined;
}

/**
 * `ixt-sec:durwordsen`: years, months and days in words or digits, in that order, each
 * optional: `five years`, `10-year`, `twelve years, six months and four days` (P12Y6M4D),
 * `no days` (P0D). The amount and its unit join with a space or any dash.
 */
export const durWords: FormatRule = (text) => {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return undefined;
  let i = 0;
  let out = "";
  let parts = 0;
  for (let u = 0; u < UNITS.length && i < tokens.length; u++) {
    const a = amount(tokens, i);
    const sep = a ? kindAt(tokens, a.next) : undefined;
    const unit = a ? wordAt(tokens, a.next + 1) : undefined;
    if (!a || (sep !== "space" && sep !== "dash") || !(UNITS[u] as readonly string[]).includes(unit ?? "")) continue;
    i = a.next + 2;
    parts++;
    if (a.value !== null) out += `${a.value}${DESIGNATORS[u]}`;
    if (i === tokens.length) break;
    // Between parts: an optional comma, a space or dash, then optionally `and `.
    if (kindAt(tokens, i) === "comma") i++;
    const between = kindAt(tokens, i);
    if (between !== "space" && between !== "dash") return undefined;
    i++;
    if (wordAt(tokens, i) === "and" && kindAt(tokens, i + 1) === "space") i += 2;
  }
  if (parts === 0 || i !== tokens.length) return undefined;
  return out ? `P${out}` : "P0D";
};
