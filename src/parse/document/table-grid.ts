/**
 * A data table's logical grid. EDGAR HTML tables are drawn for print: one value spreads over
 * three cells (`$` | `1,234` | `)`), spacer columns separate values, headings span the cells of
 * their values with `colspan`, and a row may put the same value one cell to the left by giving
 * it `colspan="2"` (Workiva does this for rows without a `$`). The grid merges the pieces of each
 * value, finds the columns values really use, and places headings over them.
 */
import { cellBuffer, type RawTable } from "./raw-blocks.js";
import { isValueText, looksNumeric } from "./cell-value.js";
import { TextBuffer } from "./text-buffer.js";

/** A cell of a logical grid while the document is being written (internal: text with its marks). */
export interface LogicalCell {
  /** Merged text of the cell ("$(1,234)"), with its iXBRL marks. */
  readonly buf: TextBuffer;
  /** Logical column (0-based) and how many logical columns it spans (headings only). */
  readonly col: number;
  readonly span: number;
}

interface LogicalRow {
  /** A heading row: above the first row of values, with text over value columns. */
  readonly header: boolean;
  /** Non-empty cells, by column. */
  readonly cells: LogicalCell[];
}

export interface LogicalGrid {
  readonly columns: number;
  readonly rows: LogicalRow[];
  /** Read from a plain-text filing's `<TABLE>`. */
  readonly typed: boolean;
}

interface Item {
  buf: TextBuffer;
  c0: number;
  c1: number;
  /** The raw column a value is aligned on: its right edge for numbers, left edge for text. */
  anchor: number;
}

const CURRENCY_ONLY = /^(?:US\$|C\$|A\$|HK\$|R\$|\$|\u20ac|\u00a3|\u00a5)\s*\(?$|^\($/;
const SUFFIX = /^(?:\)|%|\)\s*%|%\s*\))$/;
/** A footnote mark in a cell of its own right after its number (HTML tables only: text-table cells always touch). */
const FOOTNOTE_CELL = /^(?:\(\d\)|\([a-z]\)|\*{1,3}|[\u2020\u2021]+)$/;

/** Builds the logical grid of a raw table; null when it has no non-empty cell. */
export function buildGrid(table: RawTable): LogicalGrid | null {
  const rows = placeRows(table);
  let firstData = rows.findIndex((items) => items.some((it, i) => i > 0 && isValueText(it.buf.text)));
  if (firstData < 0) firstData = rows.length;
  const isHeader = headingRows(rows, firstData);
  const anchors = columnAnchors(rows, isHeader);
  if (anchors.length === 0) return null;
  const colOf = new Map<number, number>();
  anchors.forEach((group, j) => group.forEach((a) => colOf.set(a, j)));
  const out: LogicalRow[] = [];
  rows.forEach((items, r) => {
    if (items.length === 0) return;
    const header = isHeader[r] as boolean;
    const cells = header ? headerCells(items, anchors) : bodyCells(items, colOf, anchors);
    if (cells.length) out.push({ header, cells });
  });
  if (out.length === 0) return null;
  return { columns: anchors.length, rows: out, typed: table.typed };
}

/** Words of a column heading that names a period ("Year Ended", "As of December 31,"). */
const PERIOD_WORDS =
  /\b(?:years?|months?|quarters?|weeks?|ended|ending|as of|fiscal|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/**
 * Heading rows: the leading rows above the first row of values that head value columns. A
 * row is one when its label cell is empty, when it is all bold or underlined, or when its label
 * is itself a heading ("(In millions)", "December 31,", "Year Ended"). A row with one cell
 * ("ASSETS", "Net sales:", a title across the table) is a body row.
 */
function headingRows(rows: readonly Item[][], firstData: number): boolean[] {
  // The label column: where the rows of values start, when they start with text ("Net sales").
  let labelCol = Number.POSITIVE_INFINITY;
  let labelled = 0;
  let dataRows = 0;
  for (let r = firstData; r < rows.length; r++) {
    const first = (rows[r] as Item[])[0];
    if (!first) continue;
    dataRows++;
    if (!isValueText(first.buf.text)) labelled++;
    labelCol = Math.min(labelCol, first.c0);
  }
  if (!Number.isFinite(labelCol)) labelCol = 0;
  if (dataRows > 0 && labelled * 2 < dataRows) labelCol = -1;
  const out = rows.map(() => false);
  for (let r = 0; r < firstData; r++) {
    const items = rows[r] as Item[];
    if (items.length === 0) continue;
    const first = items[0] as Item;
    const label = first.c0 <= labelCol ? first.buf.text : "";
    if (items.length === 1 && label !== "") break;
    const heading =
      label === "" ||
      items.every((it) => it.buf.all("bold") || it.buf.all("underline")) ||
      /^\(.*\)$|[:,]$/.test(label) ||
      (label.length <= 60 && PERIOD_WORDS.test(label));
    if (!heading) break;
    out[r] = true;
    // Without rows of values only the first row can head the columns.
    if (firstData === rows.length) break;
  }
  return out;
}

/** Rows as non-empty items with split values merged; rowspans occupy the rows below. */
function placeRows(table: RawTable): Item[][] {
  const taken: Array<Set<number>> = [];
  const out: Item[][] = [];
  table.rows.forEach((row, r) => {
    const occupied = (taken[r] ??= new Set<number>());
    const raw: Item[] = [];
    let c = 0;
    for (const cell of row.cells) {
      while (occupied.has(c)) c++;
      const c0 = c;
      const c1 = c + cell.colspan;
      for (let k = 1; k < cell.rowspan; k++) {
        const below = (taken[r + k] ??= new Set<number>());
        for (let x = c0; x < c1; x++) below.add(x);
      }
      c = c1;
      const buf = cellBuffer(cell);
      if (buf === null) continue;
      if (buf.text.length === 0 && buf.marks.length === 0) continue;
      raw.push({ buf, c0, c1, anchor: c0 });
    }
    out.push(mergePieces(raw, table.typed));
  });
  return out;
}

/** `$` + `1,234` + `)` -> `$1,234)`; `12.5` + `%` -> `12.5%`; anchors set once merged. */
function mergePieces(raw: readonly Item[], typed: boolean): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < raw.length; i++) {
    const it = raw[i] as Item;
    const t = it.buf.text;
    const next = raw[i + 1];
    if (next && CURRENCY_ONLY.test(t) && looksNumeric(next.buf.text.replace(/^\(/, ""))) {
      out.push({ buf: TextBuffer.concat([it.buf, next.buf], ""), c0: it.c0, c1: next.c1, anchor: next.c1 - 1 });
      i++;
      continue;
    }
    const prev = out[out.length - 1];
    if (prev && looksNumeric(prev.buf.text) && (SUFFIX.test(t) || (!typed && FOOTNOTE_CELL.test(t) && it.c0 === prev.c1))) {
      prev.buf = TextBuffer.concat([prev.buf, it.buf], "");
      prev.c1 = it.c1;
      continue;
    }
    if (t.length === 0) {
      // Marks of an empty cell stay with its neighbour so the fact keeps a place.
      if (prev) prev.buf = TextBuffer.concat([prev.buf, it.buf], "");
      else if (next) next.buf = TextBuffer.concat([it.buf, next.buf], "");
      continue;
    }
    it.anchor = looksNumeric(t) ? it.c1 - 1 : it.c0;
    out.push(it);
  }
  return out;
}

/**
 * Raw anchor columns grouped into logical columns. Anchors come from the rows from the first
 * row of values on; two neighbouring anchors that no row uses together, and that no heading
 * tells apart, are one column drawn two ways.
 */
function columnAnchors(rows: readonly Item[][], isHeader: readonly boolean[]): number[][] {
  const rowSets: Array<Set<number>> = [];
  const all = new Set<number>();
  rows.forEach((items, r) => {
    if (isHeader[r]) return;
    const s = new Set(items.map((it) => it.anchor));
    rowSets.push(s);
    s.forEach((a) => all.add(a));
  });
  if (all.size === 0) rows.forEach((items) => items.forEach((it) => all.add(it.anchor)));
  const sorted = [...all].sort((a, b) => a - b);
  const headerRows = rows.filter((_, r) => isHeader[r]);
  const coverId = (items: readonly Item[], a: number): number => items.findIndex((it) => it.c0 <= a && a < it.c1);
  const groups: number[][] = [];
  for (const a of sorted) {
    const g = groups[groups.length - 1];
    const b = g ? (g[g.length - 1] as number) : -1;
    const together = g !== undefined && rowSets.some((s) => g.some((x) => s.has(x)) && s.has(a));
    const told = headerRows.some((items) => coverId(items, a) !== coverId(items, b));
    if (g && !together && !told) g.push(a);
    else groups.push([a]);
  }
  return groups;
}

function bodyCells(items: readonly Item[], colOf: ReadonlyMap<number, number>, anchors: readonly number[][]): LogicalCell[] {
  // The usual row: each item in a column of its own, left to right; each is a cell as it is.
  const cells: LogicalCell[] = [];
  for (const it of items) {
    const col = colOf.get(it.anchor) ?? nearest(anchors, it.anchor);
    const last = cells[cells.length - 1];
    if (last !== undefined && last.col >= col) return groupedCells(items, colOf, anchors);
    cells.push({ buf: it.buf, col, span: 1 });
  }
  return cells;
}

/** Cells of a row whose items share columns or come out of order: the items of a column joined, in column order. */
function groupedCells(items: readonly Item[], colOf: ReadonlyMap<number, number>, anchors: readonly number[][]): LogicalCell[] {
  const byCol = new Map<number, TextBuffer[]>();
  for (const it of items) {
    const col = colOf.get(it.anchor) ?? nearest(anchors, it.anchor);
    const list = byCol.get(col) ?? [];
    list.push(it.buf);
    byCol.set(col, list);
  }
  return [...byCol.entries()].sort((a, b) => a[0] - b[0]).map(([col, bufs]) => gridCell(bufs, col, 1));
}

function headerCells(items: readonly Item[], anchors: readonly number[][]): LogicalCell[] {
  const cells: LogicalCell[] = [];
  for (const it of items) {
    let from = -1;
    let to = -1;
    anchors.forEach((group, j) => {
      if (group.some((a) => it.c0 <= a && a < it.c1)) {
        if (from < 0) from = j;
        to = j;
      }
    });
    if (from < 0) from = to = nearest(anchors, it.c1 - 1);
    const last = cells[cells.length - 1];
    if (last && from <= last.col + last.span - 1) {
      cells[cells.length - 1] = gridCell([last.buf, it.buf], last.col, Math.max(last.span, to - last.col + 1));
    } else cells.push(gridCell([it.buf], from, to - from + 1));
  }
  return cells;
}

function gridCell(bufs: readonly TextBuffer[], col: number, span: number): LogicalCell {
  const buf = bufs.length === 1 ? (bufs[0] as TextBuffer) : TextBuffer.concat(bufs, " ");
  return { buf, col, span };
}

function nearest(anchors: readonly number[][], x: number): number {
  let best = 0;
  let dist = Number.POSITIVE_INFINITY;
  anchors.forEach((group, j) => {
    for (const a of group) {
      const d = Math.abs(a - x);
      if (d < dist) {
        dist = d;
        best = j;
      }
    }
  });
  return best;
}
