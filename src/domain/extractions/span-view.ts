import { Type } from "typebox";
import { Nullable, type Wire } from "../shared/index.js";
import type { AttributeType } from "./schema.js";
import { CANDIDATE_CONFIDENCE, type AttributeValue, type ExtractionSpan, type SpanSource } from "./span.js";

/** An attribute as the API shows it: optional fields only when present (no null `high`, no false `approximate`). */
const AttributeSchema = Type.Object(
  {
    type: Type.Unsafe<AttributeType>(Type.String({ description: "money, per_share, shares, percent, number, date, period, text" })),
    text: Type.String({ description: "The words the value was read from (markdown.slice(start, end))" }),
    start: Type.Integer(),
    end: Type.Integer(),
    value: Type.Union([Type.Number(), Type.String(), Type.Null()], {
      description:
        "Normalized: money in units of `unit` after scale, percentages as shown (12 for 12%), dates YYYY-MM-DD, periods FY2024Q3",
    }),
    high: Type.Optional(Nullable(Type.Number({ description: "Upper end of a range" }))),
    unit: Type.Optional(Nullable(Type.String())),
    scale: Type.Optional(
      Type.Number({ description: "Multiplier applied to the shown number (1e6 for 'million' or a table's 'in millions')" }),
    ),
    approximate: Type.Optional(Type.Boolean()),
  },
  { title: "ExtractionAttribute", description: "A typed attribute with the text and offsets it was read from" },
);

/** A span as the API shows it. `text` is exactly `markdown.slice(start, end)` of `document`. */
export const SpanSchema = Type.Object(
  {
    schema: Type.String(),
    schema_version: Type.Integer(),
    class: Type.String(),
    text: Type.String({
      description:
        "Exactly markdown.slice(start, end) of `document` (the markdown GET /api/filing/document serves with primary_document=<document>, or the transcript's)",
    }),
    document: Type.String(),
    section: Nullable(Type.String()),
    start: Type.Integer(),
    end: Type.Integer(),
    source: Type.Unsafe<SpanSource>(Type.String({ description: "sentence, table_cell, table_row, heading or turn" })),
    table_id: Nullable(Type.String({ description: "The cited table (GET /api/tables?table_id=...) for a table cell" })),
    attributes: Type.Record(Type.String(), AttributeSchema, {
      title: "ExtractionAttributes",
      description: "The span's typed attributes by name (the schema's class lists them)",
    }),
    confidence: Type.Number(),
    /** Below the confidence threshold: shown only with `include_candidates`. */
    candidate: Type.Boolean(),
    extractor: Type.String(),
    extractor_version: Type.Integer(),
    /** The offsets are in the previous filing's document (see the result's `previous_filing`). */
    in_previous_filing: Type.Boolean({ description: "Offsets are in the previous filing's document" }),
  },
  { title: "ExtractionSpan", description: "An extracted span" },
);

type AttributeView = Wire<typeof AttributeSchema>;
export type SpanView = Wire<typeof SpanSchema>;

function attributeView(a: AttributeValue): AttributeView {
  return {
    type: a.type,
    text: a.text,
    start: a.start,
    end: a.end,
    value: a.value,
    ...(a.high !== undefined && a.high !== null ? { high: a.high } : {}),
    ...(a.unit !== undefined ? { unit: a.unit } : {}),
    ...(a.scale !== undefined ? { scale: a.scale } : {}),
    ...(a.approximate ? { approximate: true } : {}),
  };
}

export function spanView(s: ExtractionSpan): SpanView {
  return {
    schema: s.schema,
    schema_version: s.schemaVersion,
    class: s.class,
    text: s.text,
    document: s.document,
    section: s.section,
    start: s.start,
    end: s.end,
    source: s.source,
    table_id: s.tableId,
    attributes: Object.fromEntries(Object.entries(s.attributes).map(([k, v]) => [k, attributeView(v)])),
    confidence: s.confidence,
    candidate: s.confidence < CANDIDATE_CONFIDENCE,
    extractor: s.extractor,
    extractor_version: s.extractorVersion,
    in_previous_filing: s.inPreviousFiling === true,
  };
}
