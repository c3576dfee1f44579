import type { ParsedTextQuery } from "./text-query.js";

/** BM25's usual constants: term-frequency saturation and the weight of block length. */
const K1 = 1.2;
const B = 0.75;

/**
 * Words as FTS5's `unicode61 remove_diacritics 2` tokenizer makes them: runs of letters and
 * digits, lower-cased, accents dropped ("Résumé" -> "resume"), so a block's counts here are of
 * the words the index matched it on.
 */
export function indexWords(text: string): string[] {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Times the phrase (one word or several in a row) occurs in the word list. */
function occurrences(words: readonly string[], phrase: readonly string[]): number {
  let n = 0;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    n++;
  }
  return n;
}

/**
 * The query's ranked parts, as its FTS5 expression has them: each required phrase, the words
 * together as a phrase (a block holding the run ranks higher), and each word.
 */
function rankedParts(q: ParsedTextQuery): string[][] {
  const norm = (words: readonly string[]) => words.flatMap(indexWords);
  const parts = q.phrases.map(norm);
  if (q.words.length > 1) parts.push(norm(q.words));
  for (const w of q.words) parts.push(norm([w]));
  return parts.filter((p) => p.length > 0);
}

/**
 * Ranks the blocks of one filing that matched a query, best first (ties in document order), by
 * BM25 with that filing's statistics only: a part weighs more the fewer of the filing's
 * `filingBlocks` blocks hold it (counted among the matching blocks, which hold every block that
 * holds an optional word), and a block's length counts against the mean of the matching blocks.
 * So a filing's hits and scores do not change with what else the store holds (FTS5's own bm25
 * weighs words over the whole index, and reads every stored filing's matches to do so).
 */
export function rankBlocks<T extends { readonly text: string; readonly ordinal: number }>(blocks: readonly T[], q: ParsedTextQuery, filingBlocks: number): (T & { score: number })[] {
  const parts = rankedParts(q);
  const counted = blocks.map((block) => {
    const words = indexWords(block.text);
    return { block, length: words.length, tf: parts.map((p) => occurrences(words, p)) };
  });
  const meanLength = counted.reduce((sum, c) => sum + c.length, 0) / Math.max(1, counted.length) || 1;
  const n = Math.max(filingBlocks, counted.length);
  const idf = parts.map((_, i) => {
    const holding = counted.filter((c) => c.tf[i]! > 0).length;
    return Math.log(1 + (n - holding + 0.5) / (holding + 0.5));
  });
  return counted
    .map(({ block, length, tf }) => {
      const norm = K1 * (1 - B + (B * length) / meanLength);
      const score = tf.reduce((sum, f, i) => sum + (f === 0 ? 0 : (idf[i]! * f * (K1 + 1)) / (f + norm)), 0);
      return { ...block, score };
    })
    .sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
}
