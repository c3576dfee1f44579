/**
 * Layout tables out, data tables in. EDGAR HTML uses `<table>` for layout as often as for data:
 * a one-row table sets "Item 7." beside its caption, a two-column table hangs a bullet or "(a)"
 * in front of a paragraph, a one-cell table draws a box, and some older filings wrap the whole
 * document in a table. Those become paragraphs and list items; what remains is a data table
 * and gets a logical grid.
 */
import type { FlowBlock, FlowText } from "./flow-block.js";
import { cellBuffer, type RawBlock, type RawCell, type RawTable, type RawText } from "./raw-blocks.js";
import { buildGrid } from "./table-grid.js";
import { isValueText } from "./cell-value.js";
import { dropPrefix, TextBuffer } from "./text-buffer.js";

/** Characters filers print as list bullets (in a paragraph or in a cell of their own). */
const BULLET = /^[\u2022\u25cf\u25e6\u25aa\u25a0\u25a1\u27a2\u2713\u00b7\u25cb\u25c6\u2666\u27a4\u25ba\u2023\u2043\uf0b7\uf0a7](?:\s+|$)/;
/** Enumerators that open a list entry: "(a)", "(1)", "(iv)", "1.", "a.". */
const ENUMERATOR = /^(?:\((?:\d{1,2}|[a-z]|[ivx]{1,5})\)|\d{1,2}\.|[a-z]\.)$/i;
/** A cell longer than this is prose, so its table is layout. */
const PROSE_CELL = 600;
const NO_META = { hLevel: null, list: null, center: false, caps: false } as const;
/** The text of a cell without any (spacer cells, most of a printed table's): read, never changed. */
const NO_TEXT = new TextBuffer();

/** Flattens raw blocks into flow blocks (document order). */
export function flatten(blocks: readonly RawBlock[], out: FlowBlock[] = []): FlowBlock[] {
  for (const b of blocks) {
    if (b.kind === "text") out.push(textBlock(b, b.buf, false));
    else if (b.kind === "break") out.push(b);
    else flattenTable(b, out);
  }
  return out;
}

function textBlock(meta: Pick<RawText, "hLevel" | "list" | "center" | "caps">, buf: TextBuffer, fromTable: boolean): FlowText {
  let list = meta.list;
  const bullet = BULLET.exec(buf.text);
  if (bullet) {
    buf = dropPrefix(buf, bullet[0].length);
    list ??= "ul";
  }
  return {
    kind: "text",
    buf,
    hLevel: meta.hLevel,
    list,
    center: meta.center,
    caps: meta.caps,
    fromTable,
    role: list ? "list_item" : "paragraph",
    level: 0,
  };
}

interface CellInfo {
  readonly cell: RawCell;
  readonly buf: TextBuffer;
  readonly col: number;
}

function flattenTable(t: RawTable, out: FlowBlock[]): void {
  const rows: CellInfo[][] = t.rows.map((row) => {
    let col = 0;
    return row.cells.map((cell) => {
      const info = { cell, buf: cellBuffer(cell) ?? NO_TEXT, col };
      col += cell.colspan;
      return info;
    });
  });
  const filled = rows.map((r) => r.filter((c) => c.buf.text.length > 0)).filter((r) => r.length > 0);
  const nested = t.rows.some((r) => r.cells.some((c) => c.blocks.some((b) => b.kind === "table")));
  const prose = filled.some((r) => r.some((c) => c.buf.text.length > PROSE_CELL));
  const cells = filled.reduce((n, r) => n + r.length, 0);
  const columns = new Set(filled.flatMap((r) => r.map((c) => c.col)));
  // Prose in a cell makes a two-column table a layout; a wider one (an exhibit index) stays a table.
  if (nested || (prose && columns.size <= 2) || cells <= 1 || columns.size === 1) {
    if (!nested && listTable(filled)) listItems(rows, out);
    else unwrap(t, out);
    return;
  }
  if (filled.length === 1) {
    const row = filled[0] as CellInfo[];
    const values = row.filter((c) => isValueText(c.buf.text)).length;
    if (values <= 1) {
      // One row: a caption beside its label ("Item 7." | "Management's Discussion ..."), a
      // footer ("2024 Annual Report" | "21"), or a bullet beside its paragraph.
      out.push(rowText(rows.flat()));
      return;
    }
  }
  if (listTable(filled)) {
    listItems(rows, out);
    return;
  }
  const grid = buildGrid(t);
  if (grid) out.push({ kind: "table", grid });
  else unwrap(t, out);
}

/** Every row is a marker ("•", "(1)") and its text: a list drawn as a table (footnotes, bullets). */
function listTable(filled: readonly CellInfo[][]): boolean {
  return (
    filled.length > 0 &&
    filled.every((r) => r.length === 2 && isMarker((r[0] as CellInfo).buf.text) && !isValueText((r[1] as CellInfo).buf.text))
  );
}

function listItems(rows: readonly CellInfo[][], out: FlowBlock[]): void {
  for (const r of rows) {
    if (r.some((c) => c.buf.text.length > 0)) out.push(rowText(r));
    else for (const c of r) if (c.buf.marks.length > 0) out.push(textBlock(NO_META, c.buf, true));
  }
}

function isMarker(text: string): boolean {
  return BULLET.test(text) || ENUMERATOR.test(text);
}

/** Every cell's content in reading order, as if the table were not there. */
function unwrap(t: RawTable, out: FlowBlock[]): void {
  for (const row of t.rows) for (const cell of row.cells) flatten(cell.blocks, out);
}

/** One row read as one line: a heading, a paragraph, or a list item when it starts with a marker. */
function rowText(row: readonly CellInfo[]): FlowText {
  const texts = row.filter((c) => c.buf.text.length > 0);
  const first = texts[0];
  const meta = firstText(first?.cell) ?? NO_META;
  const marked = first !== undefined && texts.length > 1 && isMarker(first.buf.text);
  // A bullet cell only says "list item"; an enumerator ("(a)", "1.") stays part of the text.
  const parts = row.map((c) => (marked && c === first && BULLET.test(c.buf.text) ? dropPrefix(c.buf, c.buf.text.length) : c.buf));
  const center = row.every((c) => c.buf.text.length === 0 || (firstText(c.cell)?.center ?? false));
  return textBlock({ ...meta, center, list: marked ? "ul" : meta.list }, TextBuffer.concat(parts, " "), true);
}

function firstText(cell: RawCell | undefined): RawText | null {
  if (!cell) return null;
  for (const b of cell.blocks) if (b.kind === "text" && b.buf.text.length > 0) return b;
  return null;
}
