/**
 * Data tables of a document, as rows of parsed cells under resolved column headings, placed in
 * their section and linked to the iXBRL facts they show. Layout tables never got this far (see
 * layout-flatten.ts); tables without a single number and tables of contents are skipped here.
 */
import { createHash } from "node:crypto";
import { parseCell } from "./cell-value.js";
import { columnPeriod, periodHint } from "./column-period.js";
import { detectSections, type Section } from "./detect-sections.js";
import type { FilingTable, TableCell, TableColumn, TableRow } from "./filing-table.js";
import type { Block, MarkdownDocument, TableGrid, TableGridCell } from "./markdown-document.js";
import { rowUnit, tableUnit } from "./table-units.js";
import { toMarkdown } from "./to-markdown.js";

export interface TableContext {
  /** Sections to place tables in; when absent and `form` is given they are detected. */
  readonly sections?: readonly Section[];
  /** Form type ("10-K", "10-Q", "8-K"), used to detect sections when none are given. */
  readonly form?: string;
}

/** How many blocks before a table are read for its caption and scale. */
const LOOK_BACK = 4;
const MAX_CAPTION = 300;
/** Rows that begin "Item 1A." or "Part II": a table of contents or a cross-reference index. */
const CONTENTS_ROW = /^(?:item|part)\s+[\dIVX]/i;

/** Extracts the data tables of a markdown document (or of an HTML/text source, converted first). */
export function extractTables(source: MarkdownDocument | string, context: TableContext = {}): FilingTable[] {
  const doc = typeof source === "string" ? toMarkdown(source) : source;
  const sections = context.sections ?? (context.form ? detectSections(doc, context.form) : []);
  const out: FilingTable[] = [];
  doc.blocks.forEach((block, i) => {
    if (block.table === null) return;
    const grid = doc.tables[block.table];
    if (!grid) return;
    const table = readTable(doc, grid, block.table + 1, i, sections);
    if (table) out.push(table);
  });
  return out;
}

function readTable(
  doc: MarkdownDocument,
  grid: TableGrid,
  ordinal: number,
  blockIndex: number,
  sections: readonly Section[],
): FilingTable | null {
  const body = grid.rows.filter((r) => !r.header);
  const parsed = body.map((r) => r.cells.map((c) => ({ cell: c, value: parseCell(c.text) })));
  const labelCol = hasLabelColumn(parsed) ? 0 : -1;
  const values = parsed.flat().filter((p) => p.cell.col !== labelCol && (p.value.kind === "number" || p.value.kind === "dash"));
  if (values.length === 0 || parsed.flat().length <= 1) return null;
  const labelOf = (cells: readonly { cell: TableGridCell }[]): string => cells.find((p) => p.cell.col === labelCol)?.cell.text ?? "";
  if (labelCol === 0 && parsed.filter((r) => CONTENTS_ROW.test(labelOf(r))).length * 2 >= parsed.length) return null;

  const headers = columnHeaders(grid);
  const around = contextBlocks(doc, blockIndex);
  const caption = around.caption;
  const symbols = values.map((p) => p.value.currency).filter((c): c is string => c !== null);
  // Last resort: a running footer of the page ("Amounts in millions of dollars except per share
  // amounts", printed by some filers at the foot of every financial page).
  const page = doc.pages[(doc.blocks[blockIndex] as Block).page]?.furniture ?? [];
  const context = [...around.texts, ...headers.flat(), ...parsed.slice(0, 2).map((r) => labelOf(r))];
  const unit = tableUnit([...context, ...page], symbols);

  const hint = periodHint(context);
  const columns: TableColumn[] = [];
  for (let j = 0; j < grid.columns; j++) {
    if (j === labelCol) continue;
    const hs = headers[j] ?? [];
    let period = columnPeriod(hs);
    // A bare year under a caption that names the period ("fiscal years ended June 30").
    if (period && hint && period.months === null && period.endDate === null) period = columnPeriod([hint, ...hs]);
    columns.push({ index: j, label: hs.join(" "), headers: hs, period });
  }

  let group: string | null = null;
  let numeric = 0;
  let tagged = 0;
  const rows: TableRow[] = [];
  parsed.forEach((cells, index) => {
    const label = labelOf(cells);
    const valueCells = cells.filter((p) => p.cell.col !== labelCol);
    const ru = rowUnit(unit, label, group);
    const out: TableCell[] = valueCells.map(({ cell, value }) => {
      const fact = cell.facts[0] ?? null;
      const isNumeric = value.kind === "number" || value.kind === "dash";
      if (isNumeric) {
        numeric++;
        if (fact) tagged++;
      }
      const u = value.percent ? { unit: "percent", scale: 1 } : ru;
      return {
        column: cell.col,
        text: cell.text,
        kind: value.kind,
        value: value.value,
        scaledValue: value.value === null ? null : scaled(value.value, u.scale),
        negative: value.negative,
        currency: value.currency,
        percent: value.percent,
        footnotes: value.footnotes,
        unit: isNumeric ? u.unit : null,
        scale: u.scale,
        factId: fact?.id ?? null,
        concept: fact?.concept || null,
        start: cell.start,
        end: cell.end,
      };
    });
    const heading = label !== "" && !out.some((c) => c.kind === "number" || c.kind === "dash");
    rows.push({ index, label, group: heading ? null : group, cells: out });
    if (heading) group = label;
    else if (/^total\b/i.test(label)) group = null;
  });

  const markdown = doc.markdown.slice(grid.start, grid.end);
  const hash = createHash("sha1").update(markdown).digest("hex").slice(0, 8);
  const section = sections.find((s) => s.start <= grid.start && grid.start < s.end) ?? null;
  return {
    tableId: `t-${ordinal}-${hash}`,
    ordinal,
    start: grid.start,
    end: grid.end,
    sectionKey: section?.key ?? null,
    caption,
    unit,
    columns,
    rows,
    xbrlOverlap: { numericCells: numeric, taggedCells: tagged, share: numeric ? tagged / numeric : null },
  };
}

/** Column 0 holds row labels when most of its cells are text. */
function hasLabelColumn(rows: ReadonlyArray<ReadonlyArray<{ cell: TableGridCell; value: { kind: string } }>>): boolean {
  let text = 0;
  let total = 0;
  for (const r of rows) {
    const first = r.find((p) => p.cell.col === 0);
    if (!first) continue;
    total++;
    if (first.value.kind === "text") text++;
  }
  return total > 0 && text * 2 >= total;
}

/** Each column's heading texts, top to bottom, from the heading rows (spanning headings repeat). */
function columnHeaders(grid: TableGrid): string[][] {
  const out: string[][] = Array.from({ length: grid.columns }, () => []);
  for (const row of grid.rows) {
    if (!row.header) continue;
    for (const cell of row.cells) {
      for (let j = cell.col; j < cell.col + cell.span && j < grid.columns; j++) {
        const list = out[j] as string[];
        if (list[list.length - 1] !== cell.text) list.push(cell.text);
      }
    }
  }
  return out;
}

/**
 * The caption (nearest heading within LOOK_BACK blocks, else the nearest short paragraph) and
 * the texts that may state the table's scale (those blocks, nearest first).
 */
function contextBlocks(doc: MarkdownDocument, blockIndex: number): { caption: string | null; texts: string[] } {
  const texts: string[] = [];
  let heading: string | null = null;
  let paragraph: string | null = null;
  for (let k = blockIndex - 1; k >= 0 && k >= blockIndex - LOOK_BACK; k--) {
    const b = doc.blocks[k] as Block;
    if (b.kind === "table") break;
    const text = doc.markdown.slice(b.textStart, b.end);
    texts.push(text);
    if (b.kind === "heading") {
      heading = text;
      break;
    }
    if (paragraph === null && !/^\(.*\)$/.test(text)) paragraph = text;
  }
  let caption = paragraph !== null && paragraph.length <= MAX_CAPTION ? paragraph : (heading ?? paragraph);
  if (caption !== null && caption.length > MAX_CAPTION) caption = `${caption.slice(0, MAX_CAPTION - 1)}\u2026`;
  return { caption, texts };
}

function scaled(value: number, scale: number): number {
  // Scale by integer multiplication where possible so 201,183 in millions is exactly 201183000000.
  const r = value * scale;
  return Number.isInteger(value) ? r : Number(r.toPrecision(15));
}
