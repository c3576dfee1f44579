import type { ParsedTextQuery } from "./text-query.js";

/** BM25's usual constants: term-frequency saturation and the weight of block length. */
const K1 = 1.2;
const B = 0.75;

/** Letters that FTS5's `remove_diacritics 2` folds (Latin-1 Supplement, Latin Extended-A and -B). */
const ACCENTED = /[\u00c0-\u024f]/;

/**
 * Text as FTS5's `unicode61 remove_diacritics 2` tokenizer compares it: lower-cased, accents
 * dropped ("Résumé" -> "resume"), so the words counted here are those the index matched a block
 * on. Filings are seldom accented: only accented text is decomposed.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return ACCENTED.test(lower) ? lower.normalize("NFKD").replace(/\p{M}+/gu, "") : lower;
}

/** The words of folded text, as the tokenizer splits them: runs of letters and digits. */
const wordsOf = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A part's words in a row, as whole words with anything but letters and digits between (words need no escaping). */
function partPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`, "gu");
}

/**
 * The query's ranked parts, as its FTS5 expression has them: each required phrase, the words
 * together as a phrase (a block holding the run ranks higher), and each word.
 */
function rankedParts(q: ParsedTextQuery): string[][] {
  const parts = q.phrases.map((p) => p.flatMap(wordsOf));
  if (q.words.length > 1) parts.push(q.words.flatMap(wordsOf));
  for (const w of q.words) parts.push(wordsOf(w));
  return parts.filter((p) => p.length > 0);
}

/**
 * Ranks the blocks of one filing that matched a query, best first (ties in document order), by
 * BM25 with that filing's statistics only: a part weighs more the fewer of the filing's
 * `filingBlocks` blocks hold it (counted among the matching blocks, which hold every block that
 * holds an optional word), and a block's length in characters counts against the mean of the
 * matching blocks. So a filing's hits and scores do not change with what else the store holds
 * (FTS5's own bm25 weighs words over the whole index, and reads every stored filing's matches to
 * do so).
 */
export function rankBlocks<T extends { readonly text: string; readonly ordinal: number }>(
  blocks: readonly T[],
  q: ParsedTextQuery,
  filingBlocks: number,
): (T & { score: number })[] {
  const patterns = rankedParts(q).map(partPattern);
  const counted = blocks.map((block) => {
    const text = foldText(block.text);
    return { block, length: block.text.length, tf: patterns.map((re) => text.match(re)?.length ?? 0) };
  });
  const meanLength = counted.reduce((sum, c) => sum + c.length, 0) / Math.max(1, counted.length) || 1;
  const n = Math.max(filingBlocks, counted.length);
  const idf = patterns.map((_, i) => {
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
