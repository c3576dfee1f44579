import type { TranscriptRecord } from "../../store/index.js";
import { isStopword, stem, wordsOf, type QuestionTerms } from "./question-terms.js";

/*
 * A call is spoken: its transcript shortens the question's words to an acronym or a clipped
 * compound ("ARR" for annual recurring revenue, "GenAI" for generative AI, "CapEx" for capital
 * expenditure) and spells a product's name as it was heard ("Velmorra" for Velmora). The call's
 * own words for the question's are read from its vocabulary and added to the question's
 * alternatives, so a call passage writing them answers as one writing the question's words does.
 */

/** A token that may shorten several words: two capitals or more, three letters or more ("ARR", "GenAI", "CapEx"; "US" is too short to tell "unit sales" from the country). */
const SHORT_FORM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z]{3,10}$/;
/** A capitalized word of a call that may be a name as heard. */
const HEARD_NAME = /^[A-Z][A-Za-z]{3,}$/;
/** A name shorter than this has too few letters for its sound to tell it from another word's. */
const MIN_NAME = 5;

/** The question's terms with the words the period's calls write for its words (acronyms, names as heard). */
export function withCallWording(
  terms: QuestionTerms,
  question: string,
  calls: readonly Pick<TranscriptRecord, "markdown">[],
): QuestionTerms {
  if (calls.length === 0 || terms.stems.length === 0) return terms;
  const tokens = new Set<string>();
  for (const t of calls) for (const m of t.markdown.matchAll(/[A-Za-z]+/g)) tokens.add(m[0]);
  const added = new Map<string, Set<string>>();
  const add = (st: string, alt: string) => {
    if (st === alt || terms.stems.includes(alt)) return;
    let set = added.get(st);
    if (!set) added.set(st, (set = new Set()));
    set.add(alt);
  };
  const asked = wordsOf(question);
  const names = questionNames(question, terms);
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (SHORT_FORM.test(token)) for (const w of shortenedWords(token, asked)) add(stem(w), lower);
    if (HEARD_NAME.test(token) && !asked.includes(lower)) for (const n of names) if (heardAs(n, lower)) add(stem(n), stem(lower));
  }
  if (added.size === 0) return terms;
  const alternatives = new Map(terms.alternatives);
  for (const [st, alts] of added) alternatives.set(st, [...(alternatives.get(st) ?? []), ...alts]);
  return { ...terms, alternatives, spelled: new Map([...added].map(([st, alts]) => [st, [...alts]])) };
}

/**
 * The question's words a short form stands for: a run of two or more of them, each giving the
 * form a first piece of itself ("GenAI": gen|erative, ai; "ARR": a|nnual, r|ecurring, r|evenue),
 * a function word giving its initial or nothing ("EPS": e|arnings, p|er, s|hare). A capital after
 * a small letter starts a word's piece ("CapEx" is cap, ex; never ca, pex). Empty when none.
 */
export function shortenedWords(token: string, words: readonly string[]): string[] {
  const lower = token.toLowerCase();
  if (words.includes(lower)) return [];
  // Offsets where a piece must start: a capital after a small letter.
  const starts = new Set<number>();
  for (let i = 1; i < token.length; i++) if (/[A-Z]/.test(token[i]!) && /[a-z]/.test(token[i - 1]!)) starts.add(i);
  const pieceEnds = (at: number, word: string): number[] => {
    const out: number[] = [];
    for (let n = 1; n <= word.length && at + n <= lower.length; n++) {
      if (lower[at + n - 1] !== word[n - 1]) break;
      // A piece may not run over a capital that starts another.
      if (n > 1 && starts.has(at + n - 1)) break;
      out.push(at + n);
    }
    return out;
  };
  // A run from question word i: each word gives a piece, a function word may give none.
  const match = (i: number, at: number, used: readonly string[]): string[] | null => {
    if (at === lower.length) return used.length >= 2 ? [...used] : null;
    const word = words[i];
    if (word === undefined) return null;
    for (const end of pieceEnds(at, word).reverse()) {
      const found = match(i + 1, end, isStopword(word) ? used : [...used, word]);
      if (found) return found;
    }
    return isStopword(word) && used.length > 0 ? match(i + 1, at, used) : null;
  };
  for (let i = 0; i < words.length; i++) {
    const found = isStopword(words[i]!) ? null : match(i, 0, []);
    if (found) return found;
  }
  return [];
}

/** The names the question capitalizes inside it ("Velmora", "Quindex"), lower-cased, long enough to be told by their sound. */
function questionNames(question: string, terms: QuestionTerms): string[] {
  const out = new Set<string>();
  question.split(/\s+/).forEach((token, i) => {
    const word = token.replace(/^[("“]+|[)"”?,.:;!]+$/g, "").replace(/['’]s$/, "");
    if (i === 0 || !/^[A-Z][a-z]+$/.test(word) || word.length < MIN_NAME) return;
    const lower = word.toLowerCase();
    if (terms.stems.includes(stem(lower))) out.add(lower);
  });
  return [...out];
}

/**
 * Whether a call's word is the name as a transcriber heard it: the same sound (Soundex) and
 * letters that differ in at most half the name's length, rounded up ("Velmorra" for Velmora,
 * "Quindecks" for Quindex).
 */
export function heardAs(name: string, word: string): boolean {
  if (word === name || word.length < MIN_NAME) return false;
  if (soundex(word) !== soundex(name)) return false;
  return editDistance(word, name) <= Math.ceil(name.length / 2);
}

const SOUNDEX_CODES: Readonly<Record<string, string>> = {
  b: "1",
  f: "1",
  p: "1",
  v: "1",
  c: "2",
  g: "2",
  j: "2",
  k: "2",
  q: "2",
  s: "2",
  x: "2",
  z: "2",
  d: "3",
  t: "3",
  l: "4",
  m: "5",
  n: "5",
  r: "6",
};

/** American Soundex: the first letter and three digits for the consonants' sounds ("Velmora" and "Velmorra" are V456). */
export function soundex(word: string): string {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!letters) return "";
  let code = letters[0]!.toUpperCase();
  let last = SOUNDEX_CODES[letters[0]!] ?? "";
  for (const ch of letters.slice(1)) {
    const digit = SOUNDEX_CODES[ch] ?? "";
    // "h" and "w" do not part two letters of one sound; a vowel does.
    if (digit && digit !== last) code += digit;
    if (ch !== "h" && ch !== "w") last = digit;
    if (code.length === 4) break;
  }
  return code.padEnd(4, "0");
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}
