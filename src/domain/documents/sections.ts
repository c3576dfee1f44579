import type { DocumentsPort } from "./document-library.js";
import type { Section } from "../../parse/document/index.js";
import { Type } from "typebox";
import { tableSummaryOf, TableSummarySchema } from "./table-summary.js";
import { loadFilingDocument, type DocumentSelector } from "./document-source.js";
import { FdsError, type FetcherPort, FilingRefSchema, filingRefOf, Nullable, type StorePort, type Wire } from "../shared/index.js";
import { plainText } from "./filing-file.js";
import { parseSectionNames, sectionKeysOf } from "./sections-names.js";
import { documentUrlOf } from "./document-url.js";

export const SECTION_FORMATS = ["summary", "full", "markdown"] as const;
type SectionFormat = (typeof SECTION_FORMATS)[number];

export const DEFAULT_MAX_WORDS = 3000;
/** Words of text a summary shows: enough to recognise the section, not to read it. */
const SUMMARY_WORDS = 60;

export interface SectionsQuery extends DocumentSelector {
  /** Comma-separated keys or names; null: every section. */
  readonly sections: string | null;
  readonly format: SectionFormat;
  readonly maxWords: number;
  readonly includeTables: boolean;
  readonly fallback: boolean;
}

const SectionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** Offsets of the section in the document's markdown (see get_filing_document). */
  start: Type.Integer(),
  end: Type.Integer(),
  /** "caption" (found at its caption) or "index" (placed from the table of contents). */
  source: Type.String(),
  /** Words in the whole section, counted on its plain text. */
  word_count: Type.Integer(),
  /** summary: the first words as plain text; full: plain text; markdown: markdown. Cut at max_words. */
  text: Type.String(),
  truncated: Type.Boolean(),
  /** The requested key this section stands in for (fallback=true), else null. */
  fallback_for: Nullable(Type.String()),
  /** Data tables starting in the section (include_tables=true), else null. */
  tables: Nullable(Type.Array(TableSummarySchema)),
});

/** get_filing_sections' answer. */
export const SectionsResultSchema = Type.Object({
  filing: FilingRefSchema,
  primary_document: Type.String({ description: "File name of the document the sections were read from" }),
  /** Null for synthetic ids. */
  url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
  // The document says string: the domain knows the closed set.
  format: Type.Unsafe<SectionFormat>(Type.String()),
  max_words: Type.Integer(),
  sections: Type.Array(SectionSchema),
  /** Requested sections the document does not have, each with the nearest present one (or null). */
  missing_sections: Type.Array(Type.Object({ key: Type.String(), nearest: Nullable(Type.String()) })),
  /** Every section key detected in the document, in document order. */
  available_sections: Type.Array(Type.String()),
});

type SectionsResult = Wire<typeof SectionsResultSchema>;

/** Parses the spec's string `max_words` ("3000"): a positive integer. */
export function parseMaxWords(raw: string | number | null | undefined): number {
  if (raw === null || raw === undefined || raw === "") return DEFAULT_MAX_WORDS;
  const n = typeof raw === "number" ? raw : /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new FdsError("bad_request", `max_words must be a whole number from 1 to 1000000, not "${raw}"`);
  return n;
}

/**
 * The sections of a filing's document, with word counts and text cut at `max_words`. With
 * `fallback`, a requested section the document lacks is answered by the nearest present
 * section in the form's item order (the next one on a tie), marked with `fallback_for`; the
 * missing key is always listed in `missing_sections` with that nearest key.
 */
export async function getSections(deps: StorePort & FetcherPort & DocumentsPort, q: SectionsQuery): Promise<SectionsResult> {
  const { filing, cacheStatus, file, artifacts } = await loadFilingDocument(deps, q);
  const detected = artifacts.sections();
  const markdown = artifacts.doc.markdown;
  const wanted = parseSectionNames(q.sections, filing.form);
  const byKey = new Map(detected.map((s) => [s.key, s] as const));
  const chosen: { section: Section; fallbackFor: string | null }[] = [];
  const missing: { key: string; nearest: string | null }[] = [];
  for (const key of wanted ?? detected.map((s) => s.key)) {
    const s = byKey.get(key);
    if (s) {
      chosen.push({ section: s, fallbackFor: null });
      continue;
    }
    const nearest = nearestSection(key, filing.form, byKey);
    missing.push({ key, nearest: nearest?.key ?? null });
    if (q.fallback && nearest && !chosen.some((c) => c.section.key === nearest.key)) chosen.push({ section: nearest, fallbackFor: key });
  }
  const tables = q.includeTables ? artifacts.tables() : [];
  const limit = q.format === "summary" ? Math.min(SUMMARY_WORDS, q.maxWords) : q.maxWords;
  return {
    filing: filingRefOf(filing, cacheStatus),
    primary_document: file.name,
    url: documentUrlOf(filing, file.name),
    format: q.format,
    max_words: q.maxWords,
    sections: chosen.map(({ section: s, fallbackFor }) => {
      const md = markdown.slice(s.start, s.end);
      const plain = plainText(md);
      const cut = firstWords(q.format === "markdown" ? md : plain, limit);
      return {
        key: s.key,
        title: s.title,
        start: s.start,
        end: s.end,
        source: s.source,
        word_count: countWords(plain),
        text: cut.text,
        truncated: cut.truncated,
        fallback_for: fallbackFor,
        tables: q.includeTables ? tables.filter((t) => t.start >= s.start && t.start < s.end).map(tableSummaryOf) : null,
      };
    }),
    missing_sections: missing,
    available_sections: detected.map((s) => s.key),
  };
}

/** The present section closest to `key` in the form's item order; the later one wins a tie. */
function nearestSection(key: string, form: string, present: ReadonlyMap<string, Section>): Section | null {
  const order = sectionKeysOf(form);
  const at = order.indexOf(key);
  if (at < 0) return null;
  for (let d = 1; d < order.length; d++) {
    const after = present.get(order[at + d] ?? "");
    if (after) return after;
    const before = present.get(order[at - d] ?? "");
    if (before) return before;
  }
  return null;
}

const WORD = /\S+/g;

function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The text up to the end of its `n`th word; `truncated` when words were left out. */
export function firstWords(text: string, n: number): { text: string; truncated: boolean } {
  WORD.lastIndex = 0;
  let count = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    if (++count === n) {
      const end = m.index + m[0].length;
      return { text: text.slice(0, end), truncated: /\S/.test(text.slice(end)) };
    }
  }
  return { text, truncated: false };
}
