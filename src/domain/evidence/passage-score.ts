import { isStopword, stem, type QuestionTerms } from "./question-terms.js";

/**
 * Text relevance of a passage to a question: BM25 over the question's stems (k1 1.2, b 0.75,
 * inverse block frequency from the document the passage is in), a bonus for each pair of
 * adjacent question words found as a phrase, scaled by the share of the question's weight the
 * passage covers (a passage that answers all of a question beats one that repeats one word).
 * The planner multiplies this by where the passage sits in the read plan (planner-weights.ts).
 */
export interface ScoringContext {
  readonly terms: QuestionTerms;
  /** Stems of the intent's expansion words: they count a third of a question word. */
  readonly expansion: readonly string[];
  readonly df: ReadonlyMap<string, number>;
  readonly blocks: number;
  readonly avgLength: number;
}

const K1 = 1.2;
const B = 0.75;
/** Expansion words and synonyms count a third of a question word. */
const EXPANSION_WEIGHT = 0.33;
const PHRASE_WEIGHT = 0.6;
/** A word of a date in the question counts this share of a content word: the filing was chosen by the period already. */
const DATE_WEIGHT = 0.3;
/** A question word's synonym in the passage, in place of the word itself. */
const ALTERNATIVE_WEIGHT = 0.8;

export function idfOf(ctx: ScoringContext, st: string): number {
  const n = ctx.df.get(st) ?? 0;
  return Math.log(1 + (ctx.blocks - n + 0.5) / (n + 0.5));
}

/** Per scoring context, the document's hyphenated compounds holding each asked stem as a part ("tax-free" for "tax"). */
const COMPOUNDS = new WeakMap<ScoringContext, Map<string, string[]>>();
function compoundsHolding(ctx: ScoringContext, tf: ReadonlyMap<string, number>, st: string): number {
  let byStem = COMPOUNDS.get(ctx);
  if (!byStem) COMPOUNDS.set(ctx, (byStem = new Map()));
  let compounds = byStem.get(st);
  if (!compounds) {
    compounds = [...ctx.df.keys()].filter((w) => w.includes("-") && w !== st && w.split("-").some((part) => stem(part) === st));
    byStem.set(st, compounds);
  }
  let n = 0;
  for (const w of compounds) n += tf.get(w) ?? 0;
  return n;
}

/** The relevance of a passage given its stems in order and their counts; 0 when it holds no question word. */
export function passageScore(ctx: ScoringContext, stems: readonly string[], tf: ReadonlyMap<string, number>): number {
  if (!stems.length) return 0;
  const norm = K1 * (1 - B + (B * stems.length) / Math.max(1, ctx.avgLength));
  let score = 0;
  let covered = 0;
  let weight = 0;
  for (const st of ctx.terms.stems) {
    // A date's words ("March 31", "quarter ended") are printed on every row of a table headed by it and by few sentences that state the period's figure.
    const idf = idfOf(ctx, st) * (ctx.terms.dateStems.has(st) ? DATE_WEIGHT : 1);
    weight += idf;
    const f = tf.get(st) ?? 0;
    if (f > 0) {
      score += (idf * f * (K1 + 1)) / (f + norm);
      covered += idf;
      continue;
    }
    // The word a filing writes for the asked one ("employees" for "headcount") answers nearly as well.
    // So does a compound of the passage holding it as a part ("tax-free" for "tax").
    const alt = Math.max(0, ...(ctx.terms.alternatives.get(st) ?? []).map((a) => tf.get(a) ?? 0), compoundsHolding(ctx, tf, st));
    if (alt > 0) {
      score += (ALTERNATIVE_WEIGHT * idf * alt * (K1 + 1)) / (alt + norm);
      covered += ALTERNATIVE_WEIGHT * idf;
    }
  }
  if (covered === 0) return 0;
  for (const st of [...ctx.expansion, ...ctx.terms.synonyms]) {
    if (ctx.terms.stems.includes(st)) continue;
    const f = tf.get(st) ?? 0;
    if (f > 0) score += (EXPANSION_WEIGHT * idfOf(ctx, st) * f * (K1 + 1)) / (f + norm);
  }
  if (ctx.terms.bigrams.length) {
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < stems.length; i++) pairs.add(`${stems[i]} ${stems[i + 1]}`);
    for (const bg of ctx.terms.bigrams) {
      const [a, b] = bg.split(" ") as [string, string];
      // The phrase as a call says it ("GenAI book" for "AI book"); a filing's synonyms make no phrase of the question's.
      const spelled = (st: string) => [st, ...(ctx.terms.spelled.get(st) ?? [])];
      if (!pairs.has(bg) && !spelled(a).some((x) => spelled(b).some((y) => pairs.has(`${x} ${y}`)))) continue;
      score += (PHRASE_WEIGHT * (idfOf(ctx, a) + idfOf(ctx, b))) / 2;
    }
  }
  return score * (0.4 + 0.6 * (covered / Math.max(weight, 1e-9))) * phraseWeight(ctx.terms.stems, stems);
}

/**
 * A passage holding three or more of the question's words in the question's order, side by side
 * ("infrastructure cloud services and license support"), names the asked thing as the question
 * names it: each word of the run past two weighs a little more.
 */
const RUN_BONUS = 0.15;
const MAX_RUN_WEIGHT = 1.6;
export function phraseWeight(asked: readonly string[], stems: readonly string[]): number {
  if (asked.length < 3) return 1;
  let longest = 0;
  for (let i = 0; i < stems.length; i++) {
    const at = asked.indexOf(stems[i]!);
    if (at < 0) continue;
    let run = 1;
    // Function words ("and", "of") are not among the question's words: the run reads past them.
    for (let j = i + 1; j < stems.length && at + run < asked.length; j++) {
      if (isStopword(stems[j]!)) continue;
      if (stems[j] !== asked[at + run]) break;
      run++;
    }
    if (run > longest) longest = run;
  }
  return longest < 3 ? 1 : Math.min(MAX_RUN_WEIGHT, 1 + RUN_BONUS * (longest - 2));
}

/** A question asking for an amount or a change is answered by a passage stating a number. */
export function numberWeight(ctx: ScoringContext, text: string): number {
  if (!ctx.terms.quantitative) return 1;
  // A figure starts a word: "Q4", "FY25" and "z17" name a period or a product.
  return /(?:^|[^\p{L}\d])\d/u.test(withoutNoteMarks(withWordedShares(text)).replace(/\b(19|20)\d\d\b/g, "")) ? NUMBER_BONUS : NO_NUMBER;
}

const UNITS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORDED_SHARE = new RegExp(
  String.raw`\b(?:(${Object.keys(TENS).join("|")})(?:[- ](${Object.keys(UNITS).slice(0, 9).join("|")}))?|(${Object.keys(UNITS).join("|")}))(?= (?:percent|percentage points?|basis points?)\b)`,
  "gi",
);

/** A share written in words is a figure as its digits are: "approximately eight percent" is "approximately 8 percent". */
export function withWordedShares(text: string): string {
  return text.replace(WORDED_SHARE, (_, tens?: string, unit?: string, alone?: string) =>
    String(alone ? UNITS[alone.toLowerCase()]! : TENS[tens!.toLowerCase()]! + (unit ? UNITS[unit.toLowerCase()]! : 0)),
  );
}

const NUMBER_BONUS = 1.25;
const NO_NUMBER = 0.85;

/**
 * A note's reference mark is not a figure: "(1) Average price paid per share includes ..." or
 * "1 Represents the percent change ..." under a table, "Stores (1)" in a row label; nor a date.
 */
export function withoutNoteMarks(text: string): string {
  return text
    .replace(/\(\d{1,2}\)/g, " ")
    .replace(/^\s*\d{1,2}\s+(?=[A-Z])/, " ")
    .replace(DATE, " ")
    .replace(REFERENCE, " ");
}

/** A reference to a rule or a part of a document is no figure either: "Rule 10b5-1", "Note 11", "Item 8", "Form 10-K", "ASU 2024-03". */
const REFERENCE = /\b(?:Rule|Note|Notes|Item|Items|Form|Part|Section|Exhibit|Schedule|Topic|ASC|ASU|Regulation)\s+\d[\w.-]*/g;

/** A date's day ("September 30, 2024", "June 28") is no figure either. */
const DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{1,2}\b/g;

/** A note printed under a table or a list: its mark opens the passage. */
export const isNote = (text: string) => /^\s*(?:\(\d{1,2}\)|\d{1,2}\s+[A-Z]|\*+)/.test(text);

/**
 * A passage stating a change from the quarter before ("sequentially", "quarter-over-quarter", "up from Q1", "versus the prior
 * quarter"); a quarter named with a year or as last year's ("compared with the second quarter of fiscal 2024", "from Q2 of
 * last year") is the year-earlier comparison.
 */
export const SEQUENTIAL_STATED =
  /\bsequential(?:ly)?\b|\bquarter[- ](?:over|on)[- ]quarter\b|\b(?:q\/q|qoq)\b|\b(?:previous|prior|preceding|last|linked) quarter\b|\b(?:from|over|versus|vs\.?|compared (?:with|to)|than(?: in)?)(?: the)? (?:q[1-4]|(?:first|second|third|fourth) quarter)\b(?!,? (?:of )?(?:fiscal )?(?:19|20)\d\d\b|,? (?:of )?(?:last|the prior|the previous|prior|previous) year\b|,? (?:a|one) year (?:ago|earlier)\b)/i;
