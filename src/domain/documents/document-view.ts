import type { DocumentsPort } from "./document-library.js";
import { loadTranscript } from "./transcripts.js";
import { Type } from "typebox";
import {
  type ExtractionStorePort,
  FdsError,
  FilingRefSchema,
  filingRefOf,
  jsonObjectSchema,
  Nullable,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import { loadDocument } from "./document-source.js";
import { documentUrlOf } from "./document-url.js";

/** Matches of `query` answered, and the characters of each one's text shown. */
const MAX_MATCHES = 50;
const SNIPPET_CHARS = 300;

export const SOURCE_TYPES = ["filing", "transcript"] as const;
type SourceType = (typeof SOURCE_TYPES)[number];

export interface DocumentQuery {
  readonly sourceId: string;
  readonly sourceType: SourceType;
  /** A filing's document by file name (an exhibit); default the primary. */
  readonly document: string | null;
  readonly charStart: number;
  readonly maxChars: number;
  /** Full-text search: a transcript's turns, or the blocks of the filing document shown. */
  readonly query: string | null;
}

const DocumentSectionSchema = Type.Object({ key: Type.String(), title: Type.String(), start: Type.Integer(), end: Type.Integer() });

type DocumentSectionView = Wire<typeof DocumentSectionSchema>;

const TurnSchema = Type.Object(
  {
    ordinal: Type.Integer(),
    section: Type.String(),
    speaker: Nullable(Type.String()),
    role: Nullable(Type.String()),
    start: Type.Integer(),
    end: Type.Integer(),
    text_start: Type.Integer(),
  },
  {
    title: "TranscriptTurn",
    description: "A turn of an earnings call: its section, speaker and role, offsets in the transcript's markdown",
  },
);

type TurnView = Wire<typeof TurnSchema>;

/**
 * A match of `query`: a transcript's turn or, in a filing document, a block (ordinal its position
 * among the filing's blocks, section null outside every section, no speaker or role).
 */
const MatchSchema = Type.Object(
  {
    ...TurnSchema.properties,
    section: Nullable(Type.String()),
    score: Type.Number(),
    snippet: Type.String({ description: "The start of the turn's or block's text" }),
  },
  {
    title: "DocumentMatch",
    description: "A match of query: a transcript's turn, or a block of a filing document, with offsets in the markdown served",
  },
);

/** DocumentResponse: a stored filing document or transcript with its sections, paged markdown and (transcripts) turns. */
export const DocumentViewSchema = Type.Object(
  {
    source_id: Type.String(),
    // The document says string: the domain knows the closed set.
    source_type: Type.Unsafe<SourceType>(Type.String()),
    document: Type.String(),
    metadata: jsonObjectSchema(),
    filing: Nullable(FilingRefSchema),
    url: Nullable(Type.String()),
    sections: Type.Array(DocumentSectionSchema),
    turns: Nullable(Type.Array(TurnSchema)),
    matches: Nullable(Type.Array(MatchSchema, { description: "What query found, best first; null without a query" })),
    total_chars: Type.Integer(),
    char_start: Type.Integer(),
    char_end: Type.Integer(),
    truncated: Type.Boolean(),
    next_char_start: Nullable(Type.Integer()),
    markdown: Type.String(),
  },
  { title: "DocumentResponse" },
);

export type DocumentView = Wire<typeof DocumentViewSchema>;

function page(
  markdown: string,
  charStart: number,
  maxChars: number,
): Pick<DocumentView, "total_chars" | "char_start" | "char_end" | "truncated" | "next_char_start" | "markdown"> {
  if (charStart > markdown.length)
    throw new FdsError("bad_request", `char_start ${charStart} is past the end of the document (${markdown.length} characters)`, {
      total_chars: markdown.length,
    });
  const end = Math.min(markdown.length, charStart + maxChars);
  return {
    total_chars: markdown.length,
    char_start: charStart,
    char_end: end,
    truncated: end < markdown.length,
    next_char_start: end < markdown.length ? end : null,
    markdown: markdown.slice(charStart, end),
  };
}

/** A stored document by source id: a filing's (accession) primary or exhibit, or a transcript. */
export async function documentView(deps: StorePort & ExtractionStorePort & DocumentsPort, q: DocumentQuery): Promise<DocumentView> {
  if (q.sourceType === "transcript") {
    const t = await loadTranscript(deps, q.sourceId);
    const turns: TurnView[] = t.turns.map((x) => ({
      ordinal: x.ordinal,
      section: x.section,
      speaker: x.speaker,
      role: x.role,
      start: x.start,
      end: x.end,
      text_start: x.textStart,
    }));
    const sections: DocumentSectionView[] = [];
    for (const x of t.turns) {
      const last = sections[sections.length - 1];
      if (last && last.key === x.section) sections[sections.length - 1] = { ...last, end: x.end };
      else
        sections.push({
          key: x.section,
          title: x.section === "qa" ? "Questions and answers" : "Prepared remarks",
          start: x.start,
          end: x.end,
        });
    }
    const hits = q.query ? await deps.extractions?.searchTurns(q.query, { sourceId: t.sourceId }, MAX_MATCHES) : null;
    return {
      source_id: t.sourceId,
      source_type: "transcript",
      document: t.sourceId,
      metadata: {
        ticker: t.ticker,
        cik: t.cik,
        fiscal_year: t.fiscalYear,
        fiscal_quarter: t.fiscalQuarter,
        call_date: t.callDate,
        source: t.source,
        title: t.title,
        layout: t.layout,
        sha256: t.sha256,
        ingested_at: t.ingestedAt,
      },
      filing: null,
      url: null,
      sections,
      turns,
      matches: hits
        ? hits.map((h) => ({
            ordinal: h.ordinal,
            section: h.section,
            speaker: h.speaker,
            role: h.role,
            start: h.start,
            end: h.end,
            text_start: h.textStart,
            score: h.score,
            snippet: h.text.slice(0, SNIPPET_CHARS),
          }))
        : null,
      ...page(t.markdown, q.charStart, q.maxChars),
    };
  }
  const filing = await deps.store.getFiling(q.sourceId);
  if (!filing) throw new FdsError("not_found", `no filing ${q.sourceId} is stored`);
  const { file, artifacts } = await loadDocument(deps, filing, q.document);
  // The filing's full-text index, limited to the document shown (GET /api/filing/text/search ranks all of its documents).
  const hits = q.query ? (await deps.store.searchText(filing.accession, q.query, MAX_MATCHES, { document: file.name })).hits : null;
  return {
    source_id: filing.accession,
    source_type: "filing",
    document: file.name,
    metadata: {
      form: filing.form,
      ticker: filing.ticker,
      cik: filing.cik,
      company: filing.company,
      fiscal_year: filing.fiscalYear,
      fiscal_period: filing.fiscalPeriod,
      period_end: filing.periodEnd,
      filed_date: filing.filedDate,
      role: file.role,
      type: file.type,
      sha256: file.sha256,
    },
    filing: filingRefOf(filing, "cached"),
    url: documentUrlOf(filing, file.name),
    sections: artifacts.sections().map((s) => ({ key: s.key, title: s.title, start: s.start, end: s.end })),
    turns: null,
    matches: hits
      ? hits.map((h) => ({
          ordinal: h.ordinal,
          section: h.sectionKey,
          speaker: null,
          role: null,
          start: h.start,
          end: h.end,
          text_start: h.textStart,
          score: h.score,
          snippet: h.text.slice(0, SNIPPET_CHARS),
        }))
      : null,
    ...page(artifacts.doc.markdown, q.charStart, q.maxChars),
  };
}
