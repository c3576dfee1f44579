import { isDash } from "./xml-text.js";

/*
 * English numbers in words, as the SEC registry reads them (`ixt-sec:numwordsen`, and the
 * amounts of `ixt-sec:durwordsen`): `one hundred twenty-three`, `eighteen million three hundred
 * thousand and fifty-one`. A word is in lower case or has a capital first letter only (`Three`,
 * not `THREE`); tens and units join with a space or any dash (`fifty-one`, `fifty–one`).
 * Arithmetic is on BigInt: exact at any size.
 */

/** A piece of shown text: a word, a run of ASCII digits, or a separator (any dash is `dash`). */
export type Token =
  | { readonly kind: "word"; readonly text: string }
  | { readonly kind: "digits"; readonly text: string }
  | { readonly kind: "space" | "comma" | "dash" };

const TOKEN = /([A-Za-z]+)|([0-9]+)|(\s+)|(,)|(.)/gsu;

/** The text as words, digit runs and separators; undefined if any other character appears. */
export function tokenize(text: string): Token[] | undefined {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (m[1] !== undefined) out.push({ kind: "word", text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: "digits", text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: "space" });
    else if (m[4] !== undefined) out.push({ kind: "comma" });
    else if (isDash((m[5] ?? "").charCodeAt(0))) out.push({ kind: "dash" });
    else return undefined;
  }
  return out;
}

/** A word in lower case, if written in lower case or with a capital first letter only. */
export function wordAt(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i];
  if (t?.kind !== "word") return undefined;
  const rest = t.text.slice(1);
  if (rest !== rest.toLowerCase()) return undefined;
  return t.text.toLowerCase();
}

/** Kind of the token at `i`, undefined past the end. */
export function kindAt(tokens: readonly Token[], i: number): Token["kind"] | undefined {
  return tokens[i]?.kind;
}

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SMALL = new Map<string, number>([...UNITS, ...TEENS].map((w, i) => [w, i + 1]));
const TEN_MULTIPLES = new Map<string, number>(TENS.map((w, i) => [w, (i + 2) * 10]));
const UNIT_VALUE = new Map<string, number>(UNITS.map((w, i) => [w, i + 1]));

/** A parsed number and the index of the first token after it. */
export interface Parsed {
  readonly value: number;
  readonly next: number;
}

/** 1-99: `seven`, `seventeen`, `seventy`, `seventy-seven`, `seventy seven`. */
function belowHundred(tokens: readonly Token[], i: number): Parsed | undefined {
  const w = wordAt(tokens, i);
  if (w === undefined) return undefined;
  const small = SMALL.get(w);
  if (small !== undefined) return { value: small, next: i + 1 };
  const tens = TEN_MULTIPLES.get(w);
  if (tens === undefined) return undefined;
  const sep = kindAt(tokens, i + 1);
  if (sep === "dash" || sep === "space") {
    const unit = UNIT_VALUE.get(wordAt(tokens, i + 2) ?? "");
    if (unit !== undefined) return { value: tens + unit, next: i + 3 };
  }
  return { value: tens, next: i + 1 };
}

/**
 * 1-999: a 1-99 number, or 1-19 then `hundred` and optionally (`and`) 1-99 (`twelve hundred`
 * is 1200). `dashes` also lets dashes stand around `hundred` (durwordsen's `two-hundred-day`).
 */
export function belowThousand(tokens: readonly Token[], i: number, dashes = false): Parsed | undefined {
  const first = belowHundred(tokens, i);
  if (first === undefined) return undefined;
  const isSep = (k: Token["kind"] | undefined) => k === "space" || (dashes && k === "dash");
  if (first.value > 19 || !isSep(kindAt(tokens, first.next)) || wordAt(tokens, first.next + 1) !== "hundred") {
    return first;
  }
  const hundreds = { value: first.value * 100, next: first.next + 2 };
  let j = hundreds.next;
  if (!isSep(kindAt(tokens, j))) return hundreds;
  j++;
  if (wordAt(tokens, j) === "and" && kindAt(tokens, j + 1) === "space") j += 2;
  const rest = belowHundred(tokens, j);
  return rest ? { value: hundreds.value + rest.value, next: rest.next } : hundreds;
}

const SCALES: ReadonlyArray<readonly [string, bigint]> = [
  ["quintillion", 10n ** 18n],
  ["quadrillion", 10n ** 15n],
  ["trillion", 10n ** 12n],
  ["billion", 10n ** 9n],
  ["million", 10n ** 6n],
  ["thousand", 10n ** 3n],
];
const ZERO_WORDS = new Set(["zero", "no", "none", "nil"]);

/**
 * `ixt-sec:numwordsen`: a whole number in English words up to the quintillions, or `zero`,
 * `no`, `none`, `nil` for 0. Scales come in decreasing order, each at most once, and are
 * separated by a space or a comma; `and` may follow `hundred` or `thousand`. Returns the
 * integer as text, or undefined.
 */
export function numberWords(text: string): string | undefined {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return undefined;
  if (tokens.length === 1 && ZERO_WORDS.has(wordAt(tokens, 0) ?? "")) return "0";
  let total = 0n;
  let i = 0;
  let groups = 0;
  let scale = 0;
  while (i < tokens.length) {
    if (groups > 0) {
      // Between groups: a space, or a comma with optional spaces around it.
      if (kindAt(tokens, i) === "space") i++;
      if (kindAt(tokens, i) === "comma") i++;
      if (kindAt(tokens, i) === "space") i++;
      if (i === 0 || i >= tokens.length) return undefined;
      // `and` is allowed only before the last group under a thousand, after `thousand`.
      if (wordAt(tokens, i) === "and" && SCALES[scale - 1]?.[0] === "thousand" && kindAt(tokens, i + 1) === "space") i += 2;
    }
    const group = belowThousand(tokens, i);
    if (group === undefined) return undefined;
    i = group.next;
    groups++;
    // The group's scale word, if any, must come after every scale already used.
    let multiplier = 1n;
    if (kindAt(tokens, i) === "space") {
      const w = wordAt(tokens, i + 1);
      const at = SCALES.findIndex(([name]) => name === w);
      if (at >= 0) {
        if (at < scale) return undefined;
        scale = at + 1;
        multiplier = SCALES[at]?.[1] ?? 1n;
        i += 2;
      }
    }
    total += BigInt(group.value) * multiplier;
    if (multiplier === 1n && i < tokens.length) return undefined; // units group must end the number
    if (multiplier === 1n) scale = SCALES.length + 1;
  }
  return groups > 0 ? total.toString() : undefined;
}
