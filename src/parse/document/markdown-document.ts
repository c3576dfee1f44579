/**
 * A filing document as markdown with stable character offsets. Every offset in this module is
 * a UTF-16 code-unit index into `MarkdownDocument.markdown`, as `String.prototype.slice`
 * counts; `end` is exclusive. The same input always gives the same markdown and offsets.
 */

const BLOCK_KINDS = ["heading", "paragraph", "list_item", "table"] as const;
type BlockKind = (typeof BLOCK_KINDS)[number];

/** A [start, end) range of the markdown. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface Block {
  readonly kind: BlockKind;
  /** First character of the block's markdown, markup included ("## ", "- ", "| "). */
  readonly start: number;
  /** One past the block's last character; blocks are separated by a blank line. */
  readonly end: number;
  /** First character of the block's text after its markup; equals `start` for paragraphs and tables. */
  readonly textStart: number;
  /** Heading level 1-6 for headings; null for other kinds. */
  readonly level: number | null;
  /** Index into `MarkdownDocument.tables` for table blocks; null for other kinds. */
  readonly table: number | null;
  /** Index into `MarkdownDocument.pages` of the printed page the block starts on. */
  readonly page: number;
}

/** One printed page of the source document. */
export interface PageSpan extends Span {
  /** The page number printed on the page ("23", "F-7", "ii"), or null when none was found. */
  readonly label: string | null;
  /**
   * Running headers and footers taken off the page, as printed ("Zorbex Inc. | 2024 Form 10-K |
   * 23"). Some carry meaning: a footer may state the scale of every table above it.
   */
  readonly furniture: readonly string[];
}

/** A cell of a table as written in the markdown. */
export interface TableGridCell {
  /** The cell's text as shown (pieces of a split value merged: "$(1,234)"; pipes unescaped). */
  readonly text: string;
  /** Logical column (0-based) and, for heading cells, how many columns the heading spans. */
  readonly col: number;
  readonly span: number;
  /** Offsets of the text in the markdown (a heading cell: of its column's resolved label). */
  readonly start: number;
  readonly end: number;
  /** The ix:nonFraction elements shown in the cell, in order ({ id, concept as written }). */
  readonly facts: ReadonlyArray<{ readonly id: string; readonly concept: string }>;
}

export interface TableGridRow {
  /** A heading row: above the first row of values, over value columns. */
  readonly header: boolean;
  /** Non-empty cells, by column. */
  readonly cells: readonly TableGridCell[];
}

/** A table block's logical grid: value pieces merged, spacer columns gone, headings placed over their columns. */
export interface TableGrid {
  readonly columns: number;
  readonly rows: readonly TableGridRow[];
  /** Read from a plain-text filing's `<TABLE>` (columns found from the text's alignment). */
  readonly typed: boolean;
  /** Offsets of the table block in the markdown. */
  readonly start: number;
  readonly end: number;
}

export interface MarkdownDocument {
  readonly markdown: string;
  /** Headings, paragraphs, list items and tables in reading order; they do not overlap. */
  readonly blocks: readonly Block[];
  /**
   * iXBRL element id (`id` of an ix:nonFraction, ix:nonNumeric, ix:continuation or ix:footnote
   * shown in the document) to the span of markdown that shows its content. Facts of `ix:header`
   * (hidden facts) are not shown and have no entry. A fact whose content is empty has
   * `start === end`. Table cells show merged text, so a number's span is exactly its digits.
   */
  readonly facts: Readonly<Record<string, Span>>;
  /** Printed pages in order; page furniture (numbers, running headers) is not in the markdown. */
  readonly pages: readonly PageSpan[];
  /** Logical grids of the table blocks, in order; `Block.table` points here. */
  readonly tables: readonly TableGrid[];
}
