/**
 * A data table of a filing document, ready to store and cite: every cell with its value, unit,
 * scale, offsets in the markdown and, when the filer tagged it, the iXBRL fact behind it. All
 * offsets are UTF-16 code-unit indexes into `MarkdownDocument.markdown`; `end` is exclusive.
 */
import type { CellKind } from "./cell-value.js";

/** The period a column heading names, as far as the heading says. */
export interface ColumnPeriod {
  /** The heading words the period was read from ("Three Months Ended June 28, 2025"). */
  readonly text: string;
  /** Last day of the period (ISO date) when the heading gives month, day and year; else null. */
  readonly endDate: string | null;
  /** The year named ("2024", "Fiscal 2024"); for a dated heading, the date's year. Null when none. */
  readonly year: number | null;
  /** Length in months for a duration ("Three Months Ended" = 3, "Year Ended" = 12); null when not said. */
  readonly months: number | null;
  /** True for a point in time ("As of December 31, 2024", a balance-sheet date without a duration). */
  readonly instant: boolean;
}

export interface TableColumn {
  /** Logical column of the table grid (0 is the row-label column when the table has one). */
  readonly index: number;
  /** Heading rows joined top to bottom ("Years ended September 28, 2024"); "" when none. */
  readonly label: string;
  /** The heading of each heading row over this column, top to bottom (spanning headings repeat). */
  readonly headers: readonly string[];
  readonly period: ColumnPeriod | null;
}

/** The unit and scale every numeric cell of a table shares unless its row says otherwise. */
export interface TableUnit {
  /** ISO 4217 code of the table's money ("USD" from "$" or "dollars"), or null when none shows. */
  readonly currency: string | null;
  /** Multiplier the shown numbers take: 1, 1e3 ("in thousands"), 1e6 ("in millions"), 1e9. */
  readonly scale: number;
  /** The words the scale was read from ("In millions, except ... per-share amounts"), or null (scale 1 assumed). */
  readonly source: string | null;
  /** Scale of share counts when the caption gives one apart ("shares ... in thousands"); else `scale`. */
  readonly shareScale: number;
}

export interface TableCell {
  /** Logical column; `columns` has the heading of the same index. */
  readonly column: number;
  /** Text as shown in the markdown (merged pieces: "$(1,234)"). */
  readonly text: string;
  readonly kind: CellKind;
  /** Number as shown, sign applied, before scale: "(565)" is -565; a dash is 0. Null unless kind is number or dash. */
  readonly value: number | null;
  /** `value` times the row's scale (565 "in millions" is 565000000); null when `value` is. */
  readonly scaledValue: number | null;
  readonly negative: boolean;
  readonly currency: string | null;
  readonly percent: boolean;
  readonly footnotes: readonly string[];
  /** "USD", "USD/share", "shares", "percent", or null when the table does not say. */
  readonly unit: string | null;
  readonly scale: number;
  /** `id` of the ix:nonFraction shown in the cell, or null when the cell is not tagged. */
  readonly factId: string | null;
  /** `name` of that ix:nonFraction as written (e.g. "us-gaap:NetIncomeLoss"), or null. */
  readonly concept: string | null;
  readonly start: number;
  readonly end: number;
}

export interface TableRow {
  /** Position among the table's body rows (0-based). */
  readonly index: number;
  /** The row label (text of the label column), or "" when the row has none. */
  readonly label: string;
  /** The nearest row above without values ("Operating expenses:", "Earnings per share:"), or null. */
  readonly group: string | null;
  /** Value cells (label column excluded), non-empty ones only, by column. */
  readonly cells: readonly TableCell[];
}

interface XbrlOverlap {
  /** Body cells holding a number or a dash. */
  readonly numericCells: number;
  /** Of those, the cells that show an ix:nonFraction. */
  readonly taggedCells: number;
  /** taggedCells / numericCells, or null when the table has no numeric cell. */
  readonly share: number | null;
}

export interface FilingTable {
  /** `t-<ordinal>-<hash>`: the table's 1-based ordinal among the document's tables and 8 hex of a SHA-1 of its markdown. */
  readonly tableId: string;
  readonly ordinal: number;
  readonly start: number;
  readonly end: number;
  /** Key of the section the table starts in ("item_8", "part_1_item_1"), or null when outside every section. */
  readonly sectionKey: string | null;
  /** Nearest heading or paragraph before the table, or null when there is none. */
  readonly caption: string | null;
  readonly unit: TableUnit;
  /** Value columns (the label column is not listed). */
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
  readonly xbrlOverlap: XbrlOverlap;
}
