import type { DocumentsPort } from "./document-library.js";
import type { Section } from "../../parse/document/index.js";
import { loadFilingDocument, type DocumentSelector } from "./document-source.js";
import { Type } from "typebox";
import { FdsError, type FetcherPort, FilingRefSchema, filingRefOf, Nullable, type StorePort, type Wire } from "../shared/index.js";
import { parseSectionNames } from "./sections-names.js";
import { documentUrlOf } from "./document-url.js";

export const DEFAULT_MAX_CHARS = 200_000;

export interface DocumentPageQuery extends DocumentSelector {
  /** Comma-separated section keys or names; null: the whole document. */
  readonly sections: string | null;
  readonly charStart: number;
  /** Exclusive end of the wanted range; null: up to `maxChars`. */
  readonly charEnd: number | null;
  readonly maxChars: number;
}

/** Where a requested section sits in the document and in the returned text. */
const PageSectionSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** Offsets in the whole document's markdown. */
  document_start: Type.Integer(),
  document_end: Type.Integer(),
  /** Offsets in the text being paged (equal to the document's when no sections were asked). */
  text_start: Type.Integer(),
  text_end: Type.Integer(),
});

type PageSection = Wire<typeof PageSectionSchema>;

/** get_filing_document's answer: a page of a filing document's markdown (or of some of its sections). */
export const DocumentPageSchema = Type.Object({
  filing: FilingRefSchema,
  accession: Type.String(),
  form: Type.String(),
  fiscal_year: Nullable(Type.Integer()),
  fiscal_period: Nullable(Type.String()),
  period_end: Nullable(Type.String()),
  /** The primary by default, or the exhibit asked for. */
  primary_document: Type.String({ description: "File name of the document served" }),
  /** Whether the document served is the filing's primary document. */
  document_role: Type.String({ description: "primary or exhibit" }),
  /** When known. */
  document_type: Nullable(Type.String({ description: "EDGAR document type (10-K, EX-99.1)" })),
  /** Not the primary's URL; null for synthetic ids. */
  url: Nullable(Type.String({ description: "EDGAR URL of the document served (an exhibit's own)" })),
  /** Sections asked for (null: the whole document); their texts are joined by a blank line. */
  sections: Nullable(Type.Array(PageSectionSchema)),
  /** Requested sections the document does not have. */
  missing_sections: Type.Array(Type.String()),
  /** Length of the text being paged (the whole markdown, or the joined sections), UTF-16 units. */
  total_chars: Type.Integer(),
  char_start: Type.Integer(),
  char_end: Type.Integer(),
  /** True when the text goes on past `char_end`. */
  truncated: Type.Boolean(),
  /** Where the next page starts; null on the last page. */
  next_char_start: Nullable(Type.Integer()),
  markdown: Type.String(),
});

type DocumentPage = Wire<typeof DocumentPageSchema>;

/** The separator between requested sections: the blank line markdown blocks are separated by. */
const JOIN = "\n\n";

/**
 * A filing's document as markdown, optionally only some sections, paged by character offsets:
 * `[char_start, min(char_end, char_start + max_chars))`. Following `next_char_start` until it
 * is null and concatenating the pages gives back the whole text exactly.
 */
export async function getDocumentPage(deps: StorePort & FetcherPort & DocumentsPort, q: DocumentPageQuery): Promise<DocumentPage> {
  const { filing, cacheStatus, file, artifacts } = await loadFilingDocument(deps, q);
  const markdown = artifacts.doc.markdown;
  const wanted = parseSectionNames(q.sections, filing.form);
  let text = markdown;
  let pageSections: PageSection[] | null = null;
  const missing: string[] = [];
  if (wanted) {
    const byKey = new Map(artifacts.sections().map((s) => [s.key, s] as const));
    const found: Section[] = [];
    for (const key of wanted) {
      const s = byKey.get(key);
      if (s) found.push(s);
      else missing.push(key);
    }
    if (!found.length)
      throw new FdsError(
        "not_found",
        `${filing.accession} (${filing.form}) has none of the sections ${wanted.join(", ")}; it has ${[...byKey.keys()].join(", ") || "no detected sections"}`,
        { missing_sections: missing },
      );
    // Document order, whatever the order asked: offsets then read like the document.
    found.sort((a, b) => a.start - b.start);
    const parts: string[] = [];
    pageSections = [];
    let at = 0;
    for (const s of found) {
      if (parts.length) at += JOIN.length;
      const slice = markdown.slice(s.start, s.end);
      pageSections.push({
        key: s.key,
        title: s.title,
        document_start: s.start,
        document_end: s.end,
        text_start: at,
        text_end: at + slice.length,
      });
      parts.push(slice);
      at += slice.length;
    }
    text = parts.join(JOIN);
  }
  const range = pageRange(text.length, q.charStart, q.charEnd, q.maxChars);
  return {
    filing: filingRefOf(filing, cacheStatus),
    accession: filing.accession,
    form: filing.form,
    fiscal_year: filing.fiscalYear,
    fiscal_period: filing.fiscalPeriod,
    period_end: filing.periodEnd,
    primary_document: file.name,
    document_role: file.role,
    document_type: file.type,
    url: documentUrlOf(filing, file.name),
    sections: pageSections,
    missing_sections: missing,
    total_chars: text.length,
    char_start: range.start,
    char_end: range.end,
    truncated: range.end < text.length,
    next_char_start: range.end < text.length ? range.end : null,
    markdown: text.slice(range.start, range.end),
  };
}

/**
 * The page `[start, end)` of a text of `total` characters; offsets outside the text are a 400
 * that says the text's length, so a client can correct itself.
 */
export function pageRange(total: number, charStart: number, charEnd: number | null, maxChars: number): { start: number; end: number } {
  if (charStart > total || (charStart === total && total > 0)) {
    throw new FdsError(
      "bad_request",
      `char_start ${charStart} is past the end of the text (${total} characters; the last page starts below ${total})`,
      { total_chars: total },
    );
  }
  if (charEnd !== null) {
    if (charEnd <= charStart)
      throw new FdsError("bad_request", `char_end ${charEnd} must be greater than char_start ${charStart}`, { total_chars: total });
    if (charEnd > total)
      throw new FdsError("bad_request", `char_end ${charEnd} is past the end of the text (${total} characters)`, { total_chars: total });
  }
  return { start: charStart, end: Math.min(total, charEnd ?? total, charStart + maxChars) };
}
