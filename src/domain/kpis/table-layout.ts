import type { FilingTable, TableRow } from "../../parse/document/index.js";

/**
 * What a table's heading says when the parser read its headings as body rows: the years over
 * its columns ("2025 | 2024 | Change"), the scale in the label column ("Thousands"), and the
 * names of columns that are segments or models rather than periods ("737 | 747 | ... | Total"
 * with the years as row groups).
 */
export interface TableLayout {
  /** Body rows that are headings, not values. */
  readonly headingRows: ReadonlySet<number>;
  /** The year a heading row names over each column. */
  readonly columnYears: ReadonlyMap<number, number>;
  /** The scale a heading row's label gives ("Thousands" 1e3, "In millions" 1e6), or null. */
  readonly scale: number | null;
  /** Column names of a table whose columns are segments or models (no period over them; years as row groups). */
  readonly columnNames: ReadonlyMap<number, string>;
}

const YEAR = /^(?:fiscal\s+)?((?:19|20)\d{2})$/i;
const SCALE_LABEL = /^\(?(?:in\s+)?(thousands|millions|billions)\)?$/i;
const SCALES: Readonly<Record<string, number>> = { thousands: 1e3, millions: 1e6, billions: 1e9 };

/** A heading cell: words ("Change", "Total", "*", "Three months ended"), a year, or a bare name number ("747"). */
function headingCell(text: string): boolean {
  const t = text.trim();
  return !/^[($\-–—]|%|,\d{3}/.test(t) && (/^\d{1,4}$/.test(t) || /[A-Za-z*]/.test(t));
}

/** A heading row read as a body row: cells all headings and at least one of them words or a year; or a bare year group row. */
function isHeadingRow(r: TableRow): boolean {
  if (r.cells.length === 0) return YEAR.test(r.label.trim()) || SCALE_LABEL.test(r.label.trim());
  return r.cells.every((c) => headingCell(c.text)) && r.cells.some((c) => /[A-Za-z*]/.test(c.text) || YEAR.test(c.text.trim()));
}

export function tableLayout(t: FilingTable): TableLayout {
  const headingRows = new Set<number>();
  const columnYears = new Map<number, number>();
  const names = new Map<number, string>();
  let scale: number | null = null;
  const lastColumn = Math.max(0, ...t.rows.flatMap((r) => r.cells.map((c) => c.column)));
  for (const r of t.rows) {
    if (!isHeadingRow(r)) break;
    headingRows.add(r.index);
    const s = SCALE_LABEL.exec(r.label.trim());
    if (s) scale = SCALES[(s[1] as string).toLowerCase()] ?? null;
    for (const c of r.cells) {
      const y = YEAR.exec(c.text.trim());
      if (y) columnYears.set(c.column, Number(y[1]));
    }
    // Names over the columns, when the row names no year. A heading row with no empty top-left cell
    // puts the first column's name in the label column: its names then sit one column left of the values.
    if (
      r.cells.length > 0 &&
      !r.cells.some((c) => YEAR.test(c.text.trim())) &&
      !/months|weeks|year/i.test(r.cells.map((c) => c.text).join(" "))
    ) {
      const shift = r.label.trim() !== "" && Math.max(...r.cells.map((c) => c.column)) < lastColumn ? 1 : 0;
      if (shift) names.set(1, r.label.trim());
      for (const c of r.cells) names.set(c.column + shift, c.text.trim());
    }
  }
  // Columns are segments only when no period is over them and the years are row groups.
  const yearGroups = t.rows.some((r) => r.group !== null && YEAR.test(r.group.trim()));
  const columnNames = columnYears.size === 0 && t.columns.every((c) => c.period === null) && yearGroups ? names : new Map<number, string>();
  return { headingRows, columnYears, scale, columnNames };
}
