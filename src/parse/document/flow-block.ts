/**
 * The document as a flat sequence after layout tables are unwrapped: text blocks, data tables
 * and page breaks, in reading order. Later passes label text blocks (heading, list item, page
 * furniture) before they are written as markdown.
 */
import type { LogicalGrid } from "./table-grid.js";
import type { TextBuffer } from "./text-buffer.js";

type TextRole = "paragraph" | "heading" | "list_item" | "furniture";

export interface FlowText {
  readonly kind: "text";
  buf: TextBuffer;
  readonly hLevel: number | null;
  readonly list: "ul" | "ol" | null;
  readonly center: boolean;
  readonly caps: boolean;
  /** Came from a one-row or one-column layout table rather than a paragraph. */
  readonly fromTable: boolean;
  role: TextRole;
  /** Heading level (1-6) once the text is judged a heading. */
  level: number;
}

interface FlowTable {
  readonly kind: "table";
  readonly grid: LogicalGrid;
}

interface FlowBreak {
  readonly kind: "break";
}

export type FlowBlock = FlowText | FlowTable | FlowBreak;
