import type { DocumentsPort } from "./document-library.js";
import type { FilingFile, FilingMeta } from "../../model/index.js";
import type { StoredTextHit } from "../../store/index.js";
import { Type } from "typebox";
import {
  type CacheStatus,
  FdsError,
  type FetcherPort,
  FilingRefSchema,
  filingRefOf,
  Nullable,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import { loadDocument, selectFiling } from "./document-source.js";
import { documentUrlOf } from "./document-url.js";

export const DEFAULT_SEARCH_LIMIT = 20;
/** A block holding the whole phrase outranks one that only holds its words apart. */
const PHRASE_BONUS = 5;
const SNIPPET_RADIUS = 120;
const MAX_TERMS = 12;

export interface TextSearchQuery {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly query: string;
  readonly limit: number;
  readonly cacheOnly: boolean;
}

const TextHitSchema = Type.Object({
  rank: Type.Integer(),
  score: Type.Number(),
  /** The primary document or an exhibit. */
  document: Type.String({ description: "File name of the document the block is in (the primary or an exhibit)" }),
  /** An exhibit's own; null for synthetic ids. */
  url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
  /** Section the block is in ("item_1a"), or null outside every section. */
  section: Nullable(Type.String()),
  section_title: Nullable(Type.String()),
  block_kind: Type.String(),
  /** The block's offsets in its document's markdown (get_filing_document with primary_document=`document`). */
  block_start: Type.Integer(),
  block_end: Type.Integer(),
  /** The best match (the phrase when present, else the first term) in the markdown. */
  match_start: Type.Integer(),
  match_end: Type.Integer(),
  /** The text around the match, the match wrapped in ** **. */
  snippet: Type.String(),
  phrase_matches: Type.Integer(),
  term_matches: Type.Integer(),
});

type TextHit = Wire<typeof TextHitSchema>;

/** search_filing_text's answer. */
export const TextSearchResultSchema = Type.Object({
  filing: FilingRefSchema,
  primary_document: Type.String(),
  documents: Type.Array(Type.String(), { description: "Documents searched: the primary, then the exhibits" }),
  query: Type.String(),
  terms: Type.Array(Type.String()),
  /** How hits are ranked, so callers know what the score means. */
  method: Type.String(),
  /**
   * True when the hits come from the full-text index built at ingest; false when the filing has
   * no indexed text (stored before the index existed) and its markdown was scanned instead.
   */
  indexed: Type.Boolean(),
  total_hits: Type.Integer(),
  hits: Type.Array(TextHitSchema),
});

type TextSearchResult = Wire<typeof TextSearchResultSchema>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Query words: letters and digits, lower-cased, without repeats. */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])].slice(0, MAX_TERMS);
}

const INDEX_METHOD =
  'full-text index built at ingest (SQLite FTS5, ranked by BM25 over this filing\'s blocks; PostgreSQL tsvector ranked by ts_rank_cd): any query word matches, the words as a phrase rank higher, "quoted text" is a required phrase';

/** Whole-word, case-insensitive patterns of the terms and of the phrase they make. */
function patterns(terms: readonly string[]): { termRes: RegExp[]; phraseRe: RegExp | null } {
  // Whitespace inside the phrase may vary (line breaks, non-breaking spaces).
  const termRes = terms.map((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(t)}(?![\\p{L}\\p{N}])`, "giu"));
  const phraseRe =
    terms.length > 1 ? new RegExp(`(?<![\\p{L}\\p{N}])${terms.map(escape).join("[^\\p{L}\\p{N}]+")}(?![\\p{L}\\p{N}])`, "giu") : null;
  return { termRes, phraseRe };
}

/**
 * Ranked full-text search over one filing's documents (the primary and its exhibits), block by
 * block (paragraphs, headings, list items, tables). Uses the filing's full-text index (built at
 * ingest) when it has one; otherwise scans the cached markdown (see `scanSearch`) and says so
 * (`indexed: false`). Either way, each hit names its document and that document's URL, and its
 * offsets are into the markdown get_filing_document serves for that document.
 */
export async function searchFilingText(deps: StorePort & FetcherPort & DocumentsPort, q: TextSearchQuery): Promise<TextSearchResult> {
  const terms = queryTerms(q.query);
  if (!terms.length) throw new FdsError("bad_request", `query "${q.query}" has no words to search for`);
  const { filing, cacheStatus } = await selectFiling(deps, { ticker: q.ticker, year: q.year, quarter: q.quarter, cacheOnly: q.cacheOnly });
  const files = await deps.store.getFiles(filing.accession);
  const readable = readableDocuments(filing, files);
  const found = await deps.store.searchText(filing.accession, q.query, q.limit);
  if (found.indexed) {
    const { termRes, phraseRe } = patterns(terms);
    const hits = found.hits.map((h, i) => indexedHitOf(filing, h, i + 1, termRes, phraseRe, terms));
    const primary = readable[0]?.name ?? filing.primaryDocument ?? "";
    return {
      filing: filingRefOf(filing, cacheStatus),
      primary_document: primary,
      documents: readable.map((f) => f.name),
      query: q.query,
      terms,
      method: INDEX_METHOD,
      indexed: true,
      total_hits: found.total,
      hits,
    };
  }
  return scanSearch(deps, q, terms, filing, cacheStatus, readable);
}

/** The primary document (the stored file with role primary, else the recorded name), then the exhibits by name. */
function readableDocuments(filing: FilingMeta, files: readonly FilingFile[]): FilingFile[] {
  const primary = files.find((f) => f.role === "primary") ?? files.find((f) => f.name === filing.primaryDocument);
  const exhibits = files.filter((f) => f.role === "exhibit" && f !== primary).sort((a, b) => a.name.localeCompare(b.name));
  return [...(primary ? [primary] : []), ...exhibits];
}

/** A hit of the index: the block's stored text is the markdown from `textStart` to `end`. */
function indexedHitOf(
  filing: FilingMeta,
  h: StoredTextHit,
  rank: number,
  termRes: readonly RegExp[],
  phraseRe: RegExp | null,
  terms: readonly string[],
): TextHit {
  const phrases = phraseRe ? [...h.text.matchAll(phraseRe)] : [];
  const counts = termRes.map((re) => h.text.match(re)?.length ?? 0);
  // PostgreSQL matches stems ("supplies" for "supply"): highlight the word starting alike.
  const m =
    phrases[0] ??
    firstMatch(h.text, termRes) ??
    firstMatch(
      h.text,
      terms.map((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(t.slice(0, Math.max(3, t.length - 2)))}[\\p{L}\\p{N}]*`, "giu")),
    );
  return hitAt(
    filing,
    h.document,
    { kind: h.kind, start: h.start, end: h.end, textStart: h.textStart },
    h.sectionKey,
    h.sectionTitle,
    h.text,
    m,
    rank,
    h.score,
    phrases.length,
    counts,
  );
}

/**
 * The scan: score, for each query term, its count in the block times its inverse block
 * frequency over all the documents' blocks (rare words weigh more), plus PHRASE_BONUS per
 * occurrence of the whole query as a phrase. Computed over the cached markdown on each call.
 */
async function scanSearch(
  deps: StorePort & DocumentsPort,
  q: TextSearchQuery,
  terms: readonly string[],
  filing: FilingMeta,
  cacheStatus: CacheStatus,
  readable: readonly FilingFile[],
): Promise<TextSearchResult> {
  const { termRes, phraseRe } = patterns(terms);
  const primary = await loadDocument(deps, filing, null);
  const docs = [primary];
  for (const f of readable) if (f.name !== primary.file.name) docs.push(await loadDocument(deps, filing, f.name));
  const counted = docs.flatMap(({ file, artifacts }, docIndex) =>
    artifacts.doc.blocks.map((b) => {
      const text = artifacts.doc.markdown.slice(b.textStart, b.end);
      return {
        docIndex,
        document: file.name,
        sections: artifacts.sections(),
        block: b,
        text,
        counts: termRes.map((re) => text.match(re)?.length ?? 0),
      };
    }),
  );
  const df = terms.map((_, i) => counted.filter((c) => (c.counts[i] ?? 0) > 0).length);
  const n = counted.length;
  const scored = counted
    .filter((c) => c.counts.some((k) => k > 0))
    .map((c) => {
      const phrases = phraseRe ? [...c.text.matchAll(phraseRe)] : [];
      const tf = c.counts.reduce((sum, k, i) => sum + k * Math.log(1 + n / (1 + (df[i] ?? 0))), 0);
      return { ...c, phrases, score: tf + PHRASE_BONUS * phrases.length };
    })
    .sort((a, b) => b.score - a.score || a.docIndex - b.docIndex || a.block.start - b.block.start);
  const hits = scored.slice(0, q.limit).map((c, i) => {
    const section = c.sections.find((s) => c.block.start >= s.start && c.block.start < s.end) ?? null;
    return hitAt(
      filing,
      c.document,
      c.block,
      section?.key ?? null,
      section?.title ?? null,
      c.text,
      c.phrases[0] ?? firstMatch(c.text, termRes),
      i + 1,
      c.score,
      c.phrases.length,
      c.counts,
    );
  });
  return {
    filing: filingRefOf(filing, cacheStatus),
    primary_document: primary.file.name,
    documents: docs.map((d) => d.file.name),
    query: q.query,
    terms: [...terms],
    method:
      "no full-text index for this filing (stored before it existed; re-ingest to build it): ranked scan of the documents' markdown blocks: term frequency x inverse block frequency, plus a bonus per exact phrase",
    indexed: false,
    total_hits: scored.length,
    hits,
  };
}

function firstMatch(text: string, res: readonly RegExp[]): RegExpExecArray | null {
  let best: RegExpExecArray | null = null;
  for (const re of res) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = m;
  }
  return best;
}

function hitAt(
  filing: FilingMeta,
  document: string,
  b: { readonly kind: string; readonly start: number; readonly end: number; readonly textStart: number },
  sectionKey: string | null,
  sectionTitle: string | null,
  text: string,
  m: RegExpMatchArray | null,
  rank: number,
  score: number,
  phrases: number,
  counts: readonly number[],
): TextHit {
  const local = m?.index ?? 0;
  const length = m?.[0].length ?? 0;
  const start = b.textStart + local;
  const from = Math.max(0, local - SNIPPET_RADIUS);
  const to = Math.min(text.length, local + length + SNIPPET_RADIUS);
  const snippet =
    `${from > 0 ? "…" : ""}${text.slice(from, local)}**${text.slice(local, local + length)}**${text.slice(local + length, to)}${to < text.length ? "…" : ""}`.replace(
      /\s*\n\s*/g,
      " ",
    );
  return {
    rank,
    score: Math.round(score * 1000) / 1000,
    document,
    url: documentUrlOf(filing, document),
    section: sectionKey,
    section_title: sectionTitle,
    block_kind: b.kind,
    block_start: b.start,
    block_end: b.end,
    match_start: start,
    match_end: start + length,
    snippet,
    phrase_matches: phrases,
    term_matches: counts.reduce((a, k) => a + k, 0),
  };
}
