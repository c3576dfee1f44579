import { stem, wordsOf, type QuestionTerms } from "./question-terms.js";

/** Longest passage returned whole; a longer block is narrowed to its best sentences. */
const MAX_PASSAGE = 2000;
const WINDOW = 1400;
/** A block's first sentence states its topic ("Business Volumes – ..."): it wins a tie and a little more. */
const TOPIC_BONUS = 1;

/**
 * The part of a long block worth quoting: the sentence holding most question stems, grown by
 * its neighbours up to about WINDOW characters. Returns offsets relative to the block's text,
 * so the item's text stays an exact slice of the markdown.
 */
export function passageWindow(text: string, terms: Pick<QuestionTerms, "stems" | "statusAsked">): { start: number; end: number } {
  if (text.length <= MAX_PASSAGE) return { start: 0, end: text.length };
  const wanted = new Set(terms.stems);
  const sentences = [...text.matchAll(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
    hits: wordsOf(m[0]).filter((w) => wanted.has(stem(w))).length,
  }));
  if (!sentences.length) return { start: 0, end: Math.min(text.length, WINDOW) };
  const weight = (i: number) => (sentences[i] as { hits: number }).hits + (i === 0 ? TOPIC_BONUS : 0);
  let best = 0;
  sentences.forEach((_, i) => {
    if (weight(i) > weight(best)) best = i;
  });
  // Asked where a matter stands, its latest dated step is the answer: a history told in one block ends there.
  if (terms.statusAsked) best = latestDated(text, sentences) ?? best;
  let lo = best;
  let hi = best;
  const len = () => (sentences[hi] as { end: number }).end - (sentences[lo] as { start: number }).start;
  while (len() < WINDOW && (lo > 0 || hi < sentences.length - 1)) {
    const next = hi < sentences.length - 1 ? (sentences[hi + 1] as { hits: number }).hits : -1;
    const prev = lo > 0 ? (sentences[lo - 1] as { hits: number }).hits : -1;
    if (next >= prev && hi < sentences.length - 1) hi++;
    else if (lo > 0) lo--;
    else hi++;
  }
  const start = (sentences[lo] as { start: number }).start;
  let end = (sentences[hi] as { end: number }).end;
  while (end > start && /\s/.test(text[end - 1] as string)) end--;
  return { start, end };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** "February 10, 2025", "June 2023", "2021": the dates a history gives its steps. */
const DATE = new RegExp(String.raw`\b(?:(${MONTHS.join("|")})(?: (\d{1,2}),)? )?((?:19|20)\d\d)\b`, "gi");

/** The sentence naming the latest date (the later one of two naming the same), or null when none names one. */
function latestDated(text: string, sentences: readonly { start: number; end: number }[]): number | null {
  let best: number | null = null;
  let bestKey = -1;
  sentences.forEach((s, i) => {
    for (const m of text.slice(s.start, s.end).matchAll(DATE)) {
      const key = Number(m[3]) * 10_000 + (m[1] ? MONTHS.indexOf(m[1].toLowerCase()) + 1 : 0) * 100 + (m[2] ? Number(m[2]) : 0);
      if (key >= bestKey) {
        bestKey = key;
        best = i;
      }
    }
  });
  return best;
}
