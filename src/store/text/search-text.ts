import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database, Row, MigrationDialect } from "../engine/index.js";
import type { StoredTextHit, StoredTextSearch, TextSearchOptions } from "./text-hits.js";
import { filingFts5Expression, fts5Expression, parseTextQuery, type ParsedTextQuery } from "./text-query.js";
import { rankBlocks } from "./text-rank.js";

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

/** How many blocks the filing's index holds: ingest numbers them from 0, so its last ordinal (one seek) says. */
async function blockCount(db: Kysely<Database>, accession: string): Promise<number> {
  const row = (await sql<{ last: number | null }>`select max(ordinal) as last from text_blocks where accession = ${accession}`.execute(db))
    .rows[0];
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** A matching text_blocks row with its rank and the number of matches. */
type HitRow = Omit<Row<"text_blocks">, "accession"> & { score: number; total: number };

/**
 * Ranked blocks of one filing matching `query`: on SQLite, found by FTS5 and ranked by BM25 over
 * the filing's own blocks (text-rank.ts); on PostgreSQL, ts_rank_cd (tsvector); best first, ties
 * in document order. `indexed` says whether the filing (or the document asked for) has any
 * indexed blocks at all, so a caller can tell "no match" from "no index".
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
    // Every matching block of the filing, text included: they are ranked here (text-rank.ts).
    const matched = (
      await sql<Omit<HitRow, "score" | "total">>`
        select ${columns}
        from text_blocks_fts join text_blocks b on b.id = text_blocks_fts.rowid
        where text_blocks_fts match ${filingFts5Expression(accession, match)} and b.accession = ${accession} ${onDocument}`.execute(db)
    ).rows;
    const ranked = rankBlocks(matched, parsed, await blockCount(db, accession));
    rows = ranked.slice(0, limit).map((r) => ({ ...r, total: ranked.length }));
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
