import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, Row } from "./database.js";
import type { StoredTextHit, StoredTextSearch, TextSearchOptions } from "./filing-store.js";
import type { MigrationDialect } from "./migrations/index.js";

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

/** The tsquery of a parsed query, built from bound parameters only; null when it has no words. */
function tsQuery(q: ParsedTextQuery): RawBuilder<unknown> | null {
  const phrase = (words: readonly string[]) => sql`phraseto_tsquery('english', ${words.join(" ")})`;
  const required = q.phrases.map(phrase);
  const optional = q.words.map((w) => sql`plainto_tsquery('english', ${w})`);
  if (q.words.length > 1) optional.unshift(phrase(q.words));
  if (!required.length && !optional.length) return null;
  const any = optional.length ? sql`(${sql.join(optional, sql` || `)})` : null;
  if (!required.length) return any;
  const all = sql`(${sql.join(required, sql` && `)})`;
  return any ? sql`(${all} && (${any} || ${required[0]}))` : all;
}

/**
 * The lowest and highest FTS5 rowid (`text_blocks.id`) of the filing's blocks. A filing's blocks
 * are saved in one transaction, so their ids are one run; bounding the MATCH by them lets FTS5
 * seek to that run in each word's list instead of walking the matches of every stored filing
 * (which grew with the store). The bound only narrows: `b.accession` still decides, and bm25
 * keeps its index-wide statistics, so hits and scores are the same.
 */
async function blockIdRange(db: Kysely<Database>, accession: string): Promise<{ first: number; last: number }> {
  const row = (await sql<{ first: number | null; last: number | null }>`select min(id) as first, max(id) as last from text_blocks where accession = ${accession}`.execute(db)).rows[0];
  return { first: row?.first ?? 0, last: row?.last ?? -1 };
}

/** A matching text_blocks row with its rank and the number of matches. */
type HitRow = Omit<Row<"text_blocks">, "accession"> & { score: number; total: number };

/**
 * Ranked blocks of one filing matching `query`: bm25 on SQLite (FTS5), ts_rank_cd on PostgreSQL
 * (tsvector); best first, ties in document order. `indexed` says whether the filing (or the
 * document asked for) has any indexed blocks at all, so a caller can tell "no match" from "no index".
 */
export async function searchText(
  db: Kysely<Database>,
  dialect: MigrationDialect,
  accession: string,
  query: string,
  limit: number,
  options: TextSearchOptions = {},
): Promise<StoredTextSearch> {
  const document = options.document ?? null;
  let probe = db.selectFrom("text_blocks").select("ordinal").where("accession", "=", accession);
  if (document !== null) probe = probe.where("document", "=", document);
  const indexed = (await probe.limit(1).executeTakeFirst()) !== undefined;
  const parsed = parseTextQuery(query);
  if (!indexed) return { indexed, total: 0, hits: [] };
  const onDocument = document === null ? sql`` : sql`and b.document = ${document}`;
  const columns = sql`b.document, b.ordinal, b.kind, b.section_key, b.section_title, b.start, b."end", b.text_start, b.text`;
  let rows: HitRow[];
  if (dialect === "sqlite") {
    const match = fts5Expression(parsed);
    if (match === null) return { indexed, total: 0, hits: [] };
    const { first, last } = await blockIdRange(db, accession);
    // Ranked without the text, which is read for the blocks returned only: a common word matches
    // hundreds of a filing's blocks, and their text is most of the pages a search would read.
    const ranked = (
      await sql<{ id: number; score: number; total: number }>`
        select id, score, count(*) over () as total from (
          select b.id, b.ordinal, -bm25(text_blocks_fts) as score
          from text_blocks_fts join text_blocks b on b.id = text_blocks_fts.rowid
          where text_blocks_fts match ${match} and text_blocks_fts.rowid between ${first} and ${last}
            and b.accession = ${accession} ${onDocument}
        )
        order by score desc, ordinal
        limit ${limit}`.execute(db)
    ).rows;
    const ids = ranked.map((r) => r.id);
    const read = ids.length ? (await sql<Omit<HitRow, "score" | "total"> & { id: number }>`select b.id, ${columns} from text_blocks b where b.id in (${sql.join(ids)})`.execute(db)).rows : [];
    const byId = new Map(read.map((r) => [r.id, r]));
    rows = ranked.map((r) => ({ ...byId.get(r.id)!, score: r.score, total: r.total }));
  } else {
    const tsq = tsQuery(parsed);
    if (tsq === null) return { indexed, total: 0, hits: [] };
    // The filing's blocks are read by key and each tested against the query. `offset 0` keeps
    // the planner from also walking the GIN index, whose lists for common words ("revenue")
    // hold every stored filing's blocks: that cost grew with the store, this one does not.
    rows = (
      await sql<HitRow>`
        with q as (select ${tsq} as q)
        select ${columns}, ts_rank_cd(b.tsv, q.q) as score, count(*) over () as total
        from (select * from text_blocks b where b.accession = ${accession} ${onDocument} offset 0) b cross join q
        where b.tsv @@ q.q
        order by score desc, b.ordinal
        limit ${limit}`.execute(db)
    ).rows;
  }
  const hits: StoredTextHit[] = rows.map((r) => ({
    document: r.document,
    ordinal: Number(r.ordinal),
    kind: r.kind,
    sectionKey: r.section_key,
    sectionTitle: r.section_title,
    start: Number(r.start),
    end: Number(r.end),
    textStart: Number(r.text_start),
    text: r.text,
    score: Number(r.score),
  }));
  return { indexed, total: Number(rows[0]?.total ?? 0), hits };
}
