/**
 * A user's text query, parsed once and put to each backend's full-text index as that index's own
 * expression (FTS5 here; tsquery in search-text.ts), and to the ranking (text-rank.ts).
 */

/** Most words and phrases a query is turned into; the rest are ignored. */
const MAX_PARTS = 12;

/**
 * A user's query as the index is asked it. Text in double quotes is a phrase every hit must
 * hold; other words are alternatives (any one matches), with their run as a phrase ranked
 * higher. Only words (letters and digits) survive, so no operator or syntax of the query
 * language (FTS5 `NEAR(`, `OR`, `*`, `:`; tsquery `&|!<->`) can be injected.
 */
export interface ParsedTextQuery {
  readonly phrases: readonly (readonly string[])[];
  readonly words: readonly string[];
}

const WORD = /[\p{L}\p{N}]+/gu;

export function parseTextQuery(query: string): ParsedTextQuery {
  const phrases: string[][] = [];
  const rest: string[] = [];
  // An unbalanced quote is taken as plain text (the split leaves it in the last, odd part).
  const parts = query.split('"');
  parts.forEach((part, i) => {
    const words = part.toLowerCase().match(WORD) ?? [];
    const quoted = i % 2 === 1 && i < parts.length - 1;
    if (quoted && words.length) phrases.push(words);
    else rest.push(...words);
  });
  return { phrases: phrases.slice(0, MAX_PARTS), words: [...new Set(rest)].slice(0, MAX_PARTS) };
}

/** An FTS5 string: every token inside double quotes (doubled if any), so it is never syntax. */
const ftsString = (words: readonly string[]) => `"${words.join(" ").replace(/"/g, '""')}"`;

/** The FTS5 MATCH expression of a parsed query; null when it has no words. */
export function fts5Expression(q: ParsedTextQuery): string | null {
  const required = q.phrases.map(ftsString);
  const optional = q.words.map((w) => ftsString([w]));
  if (q.words.length > 1) optional.unshift(ftsString(q.words));
  if (!required.length && !optional.length) return null;
  if (!required.length) return optional.join(" OR ");
  // The optional words still add to the rank; `OR <first phrase>` keeps them from filtering.
  return optional.length ? `${required.join(" AND ")} AND (${[...optional, required[0]].join(" OR ")})` : required.join(" AND ");
}

/** The words of an identifier as FTS5's unicode61 tokenizer splits it (`0000320193-24-000123` -> 0000320193 24 000123). */
const tokensOf = (id: string) => id.toLowerCase().match(WORD) ?? [];

/**
 * The expression, asked of one filing's blocks of `text_blocks_fts`: the query on the text column,
 * AND the filing's accession as the accession column's first words. FTS5 answers an AND by
 * stepping each side's list to the other's next row through its page index, so the cost follows
 * the filing, not the store; a rowid range (the way this was first bounded) walks a common word's
 * whole list of every stored filing. `^` anchors the accession: bench copies named
 * `fds-bench3-<accession>` hold the original's words too. The caller still checks the accession.
 */
export function filingFts5Expression(accession: string, expression: string): string {
  return `{accession} : ^ ${ftsString(tokensOf(accession))} AND {text} : (${expression})`;
}
