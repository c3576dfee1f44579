import { Type } from "typebox";
import { documentView, SOURCE_TYPES } from "../../domain/documents/index.js";
import { literalsOf } from "../../domain/shared/index.js";
import { FilingRefSchema, jsonObjectSchema, Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

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

/** A transcript's turn or, in a filing document, a block (ordinal among the filing's blocks; section null outside every section; no speaker or role). */
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

/** DocumentResponse: a stored filing document or transcript (GET /api/documents/{source_id}, and each call of GET /api/transcripts). */
export const DocumentResponseSchema = Type.Object(
  {
    source_id: Type.String(),
    source_type: Type.String(),
    document: Type.String(),
    metadata: jsonObjectSchema(),
    filing: Nullable(FilingRefSchema),
    url: Nullable(Type.String()),
    sections: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), start: Type.Integer(), end: Type.Integer() })),
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

export const getDocumentTool = defineTool({
  name: "get_document",
  cacheable: true,
  description:
    "A stored document by source id (DocumentResponse): a filing's primary document or an exhibit " +
    "(source_type filing, source_id the accession) or an earnings-call transcript (source_type " +
    "transcript): metadata, sections (transcripts: prepared remarks and Q&A, with their turns), and the " +
    "markdown paged like the filing document route ([char_start, char_start + max_chars), continue from " +
    "next_char_start). `query` searches the document shown (full-text index): a transcript's turns, or " +
    "the filing document's blocks (paragraphs, headings, tables; GET /api/filing/text/search ranks all " +
    "of a filing's documents); matches are best first.",
  input: Type.Object(
    {
      source_id: Type.String({ minLength: 1, maxLength: 80, description: "Accession or transcript source id" }),
      source_type: Type.Optional(Type.Union(literalsOf(SOURCE_TYPES), { default: "filing" })),
      document: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 200, description: "A filing's document by file name; default the primary" })),
      ),
      char_start: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
      max_chars: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000, default: 200_000 })),
      query: Type.Optional(
        Nullable(
          Type.String({
            minLength: 1,
            maxLength: 300,
            description: "Search the document shown: a transcript's turns, or a filing document's blocks",
          }),
        ),
      ),
    },
    { additionalProperties: false },
  ),
  output: DocumentResponseSchema,
  example: { source_id: "0000320193-24-000123", source_type: "filing", max_chars: 2000 },
  async run(deps, input) {
    return documentView(deps, {
      sourceId: input.source_id,
      sourceType: input.source_type ?? "filing",
      document: input.document ?? null,
      charStart: input.char_start ?? 0,
      maxChars: input.max_chars ?? 200_000,
      query: input.query ?? null,
    });
  },
});
