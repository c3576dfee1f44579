/**
 * Numbers stated in filing prose and transcripts, with their unit, scale and offsets: "$110
 * billion", "$0.25 per share", "499 million shares", "12%", "between 46 and 47%", "$4.75
 * billion to $4.78 billion", "~$1.70 billion", "negative 250 million". Offsets are relative
 * to the text given; callers add the text's own offset in the markdown.
 */

const QUANTITY_KINDS = ["money", "per_share", "shares", "percent", "basis_points", "number", "count"] as const;
type QuantityKind = (typeof QUANTITY_KINDS)[number];

export interface Quantity {
  readonly kind: QuantityKind;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Value after scale (a range's lower end). */
  readonly value: number;
  /** A range's upper end, after scale; null for a single value. */
  readonly high: number | null;
  /** Multiplier from a scale word ("billion" = 1e9); 1 when none is written. */
  readonly scale: number;
  /** Whether a currency sign or the word "dollars" was written (money and per-share only). */
  readonly currencyShown: boolean;
  /** ISO 4217 code of the sign shown ("$" USD, "€" EUR, "£" GBP); null when none. */
  readonly currency: string | null;
  readonly approximate: boolean;
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const SCALE_WORD = String.raw`thousand|million|billion|trillion|mn|bn|mm|MM`;
const SCALES: Readonly<Record<string, number>> = {
  thousand: 1e3,
  million: 1e6,
  mm: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12,
  k: 1e3,
  m: 1e6,
  b: 1e9,
};
const APPROX = /(?:approximately|approx\.|about|around|roughly|nearly|almost|close to|some|~)\s*(?:(?:negative|minus)\s+)?$/i;
/** "negative 250 million"; "plus or minus 2%" is a tolerance, not a sign. */
const NEGATIVE = /(?<!plus or )(?:negative|minus)\s+$/i;

/** One pass finds every candidate; overlapping matches keep the earliest, longest. */
const PATTERNS: readonly { readonly kind: QuantityKind; readonly re: RegExp }[] = [
  // $0.25 per share, $2.30 per common share, $1.02 a share
  {
    kind: "per_share",
    re: new RegExp(
      String.raw`(?:US)?\$\s?(${NUM})(?:\s?(${SCALE_WORD}))?\s*(?:per|a)\s+(?:diluted\s+|basic\s+|common\s+|ordinary\s+|outstanding\s+)*share\b`,
      "g",
    ),
  },
  // 499 million shares, 5.4 million shares, 94,560 shares
  {
    kind: "shares",
    re: new RegExp(
      String.raw`(?<![\d$.,])(${NUM})(?:\s(${SCALE_WORD}))?\s+(?:(?:of\s+)?(?:its|our|the\s+Company['’]s)\s+)?(?:(?:Class\s+[A-C]|common|ordinary)\s+)?shares\b`,
      "g",
    ),
  },
  // $110 billion, $89,074, US$5.2 million, $1.2B
  { kind: "money", re: new RegExp(String.raw`(?:US\$|\$|€|£)\s?(${NUM})(?:\s?(${SCALE_WORD})\b|([KMB])\b)?`, "g") },
  // 12%, 12 percent, 4.5 per cent
  { kind: "percent", re: new RegExp(String.raw`(?<![\d$.,])(${NUM})\s?(?:%|percent\b|per cent\b)`, "g") },
  { kind: "basis_points", re: new RegExp(String.raw`(?<![\d$.,])(${NUM})\s(?:basis[\s-]+points?|bps)\b`, "g") },
  // 250 million, 15.3 billion (no currency shown: transcripts often drop the dollar sign)
  { kind: "number", re: new RegExp(String.raw`(?<![\d$.,])(${NUM})\s(${SCALE_WORD})\b(\s+dollars\b)?`, "g") },
  // 13 new stores, 150 locations, 7,000 non-manufacturing roles: counts of things a company opens, ships, serves or staffs
  {
    kind: "count",
    re: new RegExp(
      String.raw`(?<![\d$.,])(${NUM})\s+(?:new\s+)?(?:[a-z]+(?:-[a-z]+)+\s+)?(?:stores|locations|restaurants|branches|vehicles|aircraft|airplanes|deliveries|subscribers|members|employees|roles|jobs|positions|countries|markets)\b`,
      "g",
    ),
  },
];

function toNumber(digits: string): number {
  return Number(digits.replace(/,/g, ""));
}

/** Drops binary noise from decimal scaling (4.1 × 1e9 is 4100000000, not 4099999999.9999995). */
export function exact(x: number): number {
  return Number(x.toPrecision(12));
}

function scaleOf(word: string | undefined): number {
  return word ? (SCALES[word.toLowerCase()] ?? 1) : 1;
}

/** Every quantity stated in `text`, in order, none overlapping. */
export function findQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  for (const { kind, re } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((q) => q.start < end && start < q.end)) continue;
      const scale = scaleOf(m[2] ?? m[3]);
      const dollars = kind === "number" && m[3] !== undefined;
      const before = text.slice(Math.max(0, start - 16), start);
      const sign = NEGATIVE.test(before) ? -1 : 1;
      const raw = m[0].trimEnd();
      found.push({
        kind: dollars ? "money" : kind,
        start,
        end: start + raw.length,
        text: raw,
        value: exact(sign * toNumber(m[1] as string) * scale),
        high: null,
        scale,
        currencyShown: kind === "money" || kind === "per_share" || dollars,
        currency: /^€/.test(m[0]) ? "EUR" : /^£/.test(m[0]) ? "GBP" : kind === "money" || kind === "per_share" || dollars ? "USD" : null,
        approximate: APPROX.test(before),
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  return joinRanges(text, found);
}

/**
 * Two quantities joined as a range: "between 46 and 47%", "$4.75 billion to $4.78 billion",
 * "15.3 and $15.5 billion" (after "between"), "10-12%". "From $0.24 to $0.25" is a change, not a
 * range, and "A and B" without "between" is a list. A bare number right before a range word
 * takes the unit and scale of the quantity after it.
 */
function joinRanges(text: string, qs: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i] as Quantity;
    const bare = bareNumberBefore(text, q, out[out.length - 1]);
    if (bare?.list) {
      // "1,524,908 and 5,238,736 shares": two counts, the first taking the second's unit.
      out.push({
        ...q,
        start: bare.start,
        end: bare.end,
        text: text.slice(bare.start, bare.end),
        value: exact(bare.value * q.scale),
        high: null,
        approximate: bare.approximate,
      });
      out.push(q);
      continue;
    }
    if (bare) {
      out.push(range(text, bare.start, exact(bare.value * q.scale), q, bare.approximate));
      continue;
    }
    const next = qs[i + 1];
    // "310 million and 210 million shares": a number listed before a share count is one too.
    if (next && q.kind === "number" && next.kind === "shares" && /^\s*(?:,|and|,\s*and)\s*$/i.test(text.slice(q.end, next.start))) {
      out.push({ ...q, kind: "shares" });
      continue;
    }
    if (next && sameUnit(q, next)) {
      const gap = text.slice(q.end, next.start);
      const lead = text.slice(Math.max(0, q.start - 12), q.start);
      const isRange = /^\s*(?:to|-|–|—)\s*$/i.test(gap)
        ? !/\bfrom\s+(?:approximately\s+|about\s+)?$/i.test(lead)
        : /^\s*and\s*$/i.test(gap) && /\bbetween\s+$/i.test(lead);
      if (isRange) {
        const low = q.scale === 1 && next.scale > 1 ? exact(q.value * next.scale) : q.value;
        out.push(range(text, q.start, low, next, q.approximate));
        i++;
        continue;
      }
    }
    out.push(q);
  }
  return out;
}

function sameUnit(a: Quantity, b: Quantity): boolean {
  const money = (k: QuantityKind) => (k === "money" || k === "number" ? "money" : k);
  return money(a.kind) === money(b.kind);
}

/** "46 and 47%" after "between", or "15.3 to $15.5 billion": the bare first number. */
function bareNumberBefore(
  text: string,
  q: Quantity,
  previous: Quantity | undefined,
): { start: number; end: number; value: number; approximate: boolean; list: boolean } | null {
  const head = text.slice(Math.max(previous?.end ?? 0, q.start - 40), q.start);
  const m = new RegExp(
    String.raw`(?:(between)\s+)?(?:(approximately|about|around|~)\s*)?(?:(negative|minus)\s+)?(${NUM})(?:\s(${SCALE_WORD}))?\s*(and|to|-|–)\s*$`,
    "i",
  ).exec(head);
  if (!m) return null;
  const start = q.start - head.length + m.index + (m[1] ? m[1].length + 1 : 0);
  // "June 27, 2025 to $493 million": a year is not the lower end of anything.
  if (/^(?:19|20)\d{2}$/.test(m[4] as string) && !m[5]) return null;
  const list = /and/i.test(m[6] as string) && !m[1];
  if (list && q.kind !== "shares") return null;
  // "from 12 to 14%" is a change.
  if (/\bfrom\s+$/i.test(text.slice(Math.max(0, start - 6), start))) return null;
  const sign = m[3] ? -1 : 1;
  const digits = m[4] as string;
  const spoken = m[5] ? `${digits} ${m[5]}` : digits;
  const end = start + (m[0].indexOf(spoken, m[1] ? m[1].length : 0) - (m[1] ? m[1].length + 1 : 0)) + spoken.length;
  // "310 million and 210 million shares": the first number keeps its own scale.
  const own = m[5] ? scaleOf(m[5]) / q.scale : 1;
  return { start, end, value: sign * toNumber(digits) * own, approximate: Boolean(m[2]), list };
}

/** A range's ends: "$4.75 to $4.78 billion" and "between $150 and $200 million" scale the lower end like the upper. */
function range(text: string, start: number, low: number, upper: Quantity, approximate: boolean): Quantity {
  return {
    kind: upper.kind,
    start,
    end: upper.end,
    text: text.slice(start, upper.end),
    value: low,
    high: upper.value,
    scale: upper.scale,
    currencyShown: upper.currencyShown,
    currency: upper.currency,
    approximate: approximate || upper.approximate,
  };
}
