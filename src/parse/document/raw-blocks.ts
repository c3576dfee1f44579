/**
 * What the scanners read out of a document before any judgement is made about it: runs of text
 * with their style and container, tables as rows of cells, and page breaks. Judgements (is this
 * table layout, is this line a page number, is this paragraph a heading) come later, each in its
 * own module, so they can be tested and changed one at a time.
 */
import { TextBuffer } from "./text-buffer.js";

/** Where a text block's content came from in the document. */
export interface RawText {
  readonly kind: "text";
  readonly buf: TextBuffer;
  /** Level of the enclosing `<h1>`..`<h6>`, or null. */
  readonly hLevel: number | null;
  /** "ul"/"ol" when the text is an `<li>`, else null. */
  readonly list: "ul" | "ol" | null;
  /** Centered by `align="center"`, `<center>` or `text-align:center` on the block or its container. */
  readonly center: boolean;
  /** Plain-text source: one line, all capitals (the emphasis of typewritten filings). */
  readonly caps: boolean;
}

export interface RawCell {
  /** The cell's content in document order: paragraphs, nested tables, page breaks. */
  readonly blocks: RawBlock[];
  readonly colspan: number;
  readonly rowspan: number;
}

export interface RawRow {
  readonly cells: RawCell[];
}

export interface RawTable {
  readonly kind: "table";
  readonly rows: RawRow[];
  /** True for plain-text tables (EDGAR `<TABLE>` in .txt filings), whose columns came from `<C>` tags. */
  readonly typed: boolean;
}

/** A printed page ends here (`page-break-before/after`, `<hr>`, `<PAGE>`, a form feed). */
interface RawBreak {
  readonly kind: "break";
}

export type RawBlock = RawText | RawTable | RawBreak;

/**
 * A cell's text as one buffer: its text buffers joined by a space, or null when it has none. Most
 * cells hold one paragraph, whose buffer is returned as it is, with no list built to find it.
 */
export function cellBuffer(cell: RawCell): TextBuffer | null {
  const blocks = cell.blocks;
  if (blocks.length === 0) return null;
  const first = blocks[0] as RawBlock;
  if (blocks.length === 1 && first.kind === "text") return first.buf;
  const bufs = cellBuffers(cell);
  if (bufs.length === 0) return null;
  return bufs.length === 1 ? (bufs[0] as TextBuffer) : TextBuffer.concat(bufs, " ");
}

/** All text buffers of a cell's content, in order (nested tables read row by row). */
function cellBuffers(cell: RawCell, out: TextBuffer[] = []): TextBuffer[] {
  for (const b of cell.blocks) {
    if (b.kind === "text") out.push(b.buf);
    else if (b.kind === "table") for (const r of b.rows) for (const c of r.cells) cellBuffers(c, out);
  }
  return out;
}
