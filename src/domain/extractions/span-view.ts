import { CANDIDATE_CONFIDENCE, type AttributeValue, type ExtractionSpan } from "./span.js";

/** An attribute as the API shows it: optional fields only when present (no null `high`, no false `approximate`). */
export type AttributeView = AttributeValue;

/** A span as the API shows it. `text` is exactly `markdown.slice(start, end)` of `document`. */
export interface SpanView {
  readonly schema: string;
  readonly schema_version: number;
  readonly class: string;
  readonly text: string;
  readonly document: string;
  readonly section: string | null;
  readonly start: number;
  readonly end: number;
  readonly source: string;
  readonly table_id: string | null;
  readonly attributes: Readonly<Record<string, AttributeView>>;
  readonly confidence: number;
  /** Below the confidence threshold: shown only with `include_candidates`. */
  readonly candidate: boolean;
  readonly extractor: string;
  readonly extractor_version: number;
  /** The offsets are in the previous filing's document (see the result's `previous_filing`). */
  readonly in_previous_filing: boolean;
}

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
