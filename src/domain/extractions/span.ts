import type { AttributeType } from "./schema.js";

/**
 * One typed attribute of a span: the value as normalized, the text it was read from and where
 * that text is. Offsets are UTF-16 indexes into the same stored markdown as the span's.
 */
export interface AttributeValue {
  readonly type: AttributeType;
  /** Exactly `markdown.slice(start, end)`; for a value read from context (a table's "in millions"), that context's text. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /**
   * Normalized value: money in units of `unit` after `scale` (110 billion is 110000000000),
   * shares as a count, percentages as shown (12 for 12%), dates `YYYY-MM-DD` (or `YYYY-MM`),
   * periods as `FY2024` / `FY2024Q3` / `FY2024H1` / `FY2024M9`, text as text.
   */
  readonly value: number | string | null;
  /** Upper end of a range ("$4.75 billion to $4.78 billion"); `value` is then the lower end. */
  readonly high?: number | null;
  /** "USD", "shares", "percent", "USD/shares"; null for dates, periods and text. */
  readonly unit?: string | null;
  /** Multiplier applied to the shown number (1e6 for "million" or a table "in millions"). */
  readonly scale?: number;
  /** Stated as approximate ("approximately", "about", "~", "around"). */
  readonly approximate?: boolean;
}

/** Where in the document a span was read. */
const SPAN_SOURCES = ["sentence", "table_cell", "table_row", "heading", "turn"] as const;
export type SpanSource = (typeof SPAN_SOURCES)[number];

/**
 * An extraction result: an exact piece of a stored document's markdown, classified by a schema,
 * with typed attributes. `markdown.slice(start, end) === text` always holds.
 */
export interface ExtractionSpan {
  readonly schema: string;
  readonly schemaVersion: number;
  readonly class: string;
  readonly text: string;
  /** File name of the document (filings) or the transcript's source id. */
  readonly document: string;
  /** Section key the span starts in (`item_7`, `part_2_item_2`, `prepared_remarks`, `qa`), or null. */
  readonly section: string | null;
  readonly start: number;
  readonly end: number;
  readonly source: SpanSource;
  /** For a table cell: the table's id (`t-<ordinal>-<hash>`) as `/api/tables` names it. */
  readonly tableId: string | null;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  /** 0..1: how sure the extractor is; spans below 0.5 are candidates (`include_candidates`). */
  readonly confidence: number;
  readonly extractor: string;
  readonly extractorVersion: number;
  /** The offsets are in the previous filing's document (a removed risk-factor title), not this one's. */
  readonly inPreviousFiling?: boolean;
}

/** Spans under this confidence are candidates, left out unless asked for. */
export const CANDIDATE_CONFIDENCE = 0.5;

/** What an extractor proposes; the runner adds the text, section and identity fields. */
export interface SpanDraft {
  readonly class: string;
  readonly start: number;
  readonly end: number;
  readonly source: SpanSource;
  readonly tableId?: string | null;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
  readonly confidence: number;
  /** Offsets into the previous filing's document (schemas that compare with it). */
  readonly inPrevious?: boolean;
}
