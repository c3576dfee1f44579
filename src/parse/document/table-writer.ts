/**
 * Writes a logical grid as a GFM pipe table: one heading row holding each column's resolved
 * label (the heading rows over it joined top to bottom, so "Three Months Ended" over "June 28,
 * 2025" reads "Three Months Ended June 28, 2025"), the delimiter row, then the body rows. Returns
 * the grid as plain data with the offsets of every cell.
 */
import { escapeCellText } from "./markdown-escape.js";
import type { TableGrid, TableGridCell, TableGridRow } from "./markdown-document.js";
import type { MarkdownWriter } from "./markdown-writer.js";
import type { LogicalCell, LogicalGrid } from "./table-grid.js";
import { TextBuffer } from "./text-buffer.js";

const EMPTY = new TextBuffer();

export function writeTable(w: MarkdownWriter, grid: LogicalGrid): TableGrid {
  const start = w.length;
  const parts: TextBuffer[][] = Array.from({ length: grid.columns }, () => []);
  for (const row of grid.rows) {
    if (!row.header) continue;
    for (const cell of row.cells) {
      for (let j = cell.col; j < cell.col + cell.span && j < grid.columns; j++) {
        const list = parts[j] as TextBuffer[];
        // A spanning heading's marks are written once, over its first column.
        const buf = j === cell.col ? cell.buf : withoutMarks(cell.buf);
        if (!list.some((p) => p.text === buf.text)) list.push(buf);
      }
    }
  }
  const labelSpans = writeRow(
    w,
    parts.map((p) => TextBuffer.concat(p, " ")),
  );
  w.raw(`\n|${" --- |".repeat(grid.columns)}`);
  const rows: TableGridRow[] = [];
  for (const row of grid.rows) {
    if (row.header) {
      rows.push({ header: true, cells: row.cells.map((c) => plainCell(c, labelSpans[c.col])) });
      continue;
    }
    w.raw("\n");
    const bufs: TextBuffer[] = new Array<TextBuffer>(grid.columns).fill(EMPTY);
    for (const cell of row.cells) bufs[cell.col] = cell.buf;
    const spans = writeRow(w, bufs);
    rows.push({ header: false, cells: row.cells.map((c) => plainCell(c, spans[c.col])) });
  }
  return { columns: grid.columns, rows, typed: grid.typed, start, end: w.length };
}

function writeRow(w: MarkdownWriter, cells: readonly TextBuffer[]): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  w.raw("|");
  for (const c of cells) {
    w.raw(" ");
    const e = escapeCellText(c.text, c.marks);
    spans.push(w.text(e.text, e.marks));
    w.raw(" |");
  }
  return spans;
}

function plainCell(cell: LogicalCell, span: { start: number; end: number } | undefined): TableGridCell {
  const marks = cell.buf.marks;
  const facts =
    marks.length === 0 ? [] : marks.filter((m) => m.open && m.kind === "nonFraction").map((m) => ({ id: m.id, concept: m.concept }));
  return { text: cell.buf.text, col: cell.col, span: cell.span, start: span?.start ?? -1, end: span?.end ?? -1, facts };
}

function withoutMarks(buf: TextBuffer): TextBuffer {
  const out = TextBuffer.concat([buf], "");
  out.marks = [];
  return out;
}
