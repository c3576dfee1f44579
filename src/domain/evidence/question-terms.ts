/**
 * A question's content words: what a passage must hold to answer it. Question words, filler and
 * the words every filing uses ("company", "fiscal") are dropped; the rest are stemmed lightly so
 * "repurchased" finds "repurchases". The same stemmer reads passages (passage-score.ts).
 */

const STOPWORDS = new Set(
  (
    "a an the of to in on for at by with from as is are was were be been being do does did has have had having it its this that these those " +
    "what which who whom whose when where why how much many any some all each per about into over under than then there their them they " +
    "we our us you your he she his her or and not no nor if so such can could would should will shall may might must also only same other " +
    "company company's companys registrant firm inc corp corporation fiscal year years quarter quarters period during report reported reports filing filed form " +
    "tell describe say says said state states stated list give according disclose disclosed discloses mention mentioned mentions explain " +
    "between among within while since until both either neither most more less least very there's what's s"
  ).split(/\s+/),
);

/** Light suffix stripping (plural, -ed, -ing, -ly, -ies): enough to join a question's word to a passage's. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  for (const suffix of ["ations", "ation", "ments", "ment", "ings", "ing", "edly", "ed", "es", "ly", "s"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.replace(/e$/, "");
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The words of a text, lower-cased, in order. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export interface QuestionTerms {
  /** Stems of the content words, without repeats, in question order. */
  readonly stems: readonly string[];
  /** The content words as written (lower-cased), for the full-text index's query. */
  readonly words: readonly string[];
  /** Adjacent content-word stem pairs: a passage holding a pair as a phrase ranks higher. */
  readonly bigrams: readonly string[];
}

/** The content terms of a question; `ticker` and `company` words are dropped too (every passage of the filing is theirs). */
export function questionTerms(question: string, ownNames: readonly string[] = []): QuestionTerms {
  const own = new Set(ownNames.flatMap((n) => wordsOf(n)));
  const words = wordsOf(question).filter((w) => !STOPWORDS.has(w) && !own.has(w) && !/^(19|20)\d\d$/.test(w) && !/^(q[1-4]|fy\d*)$/.test(w));
  const stems: string[] = [];
  for (const w of words) {
    const s = stem(w);
    if (!stems.includes(s)) stems.push(s);
  }
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) bigrams.push(`${stem(words[i] as string)} ${stem(words[i + 1] as string)}`);
  return { stems, words: [...new Set(words)], bigrams: [...new Set(bigrams)] };
}
