import type { FilingTable, TableColumn, TableUnit } from "../../parse/document/index.js";

// A table as sections and table tools list it; here, below both, because sections list their tables.

/** The parse layer's unit in the API's snake_case. */
export interface TableUnitOut {
  readonly currency: string | null;
  /** Multiplier of shown numbers: 1, 1000 ("in thousands"), 1e6 ("in millions"). */
  readonly scale: number;
  readonly scale_source: string | null;
  readonly share_scale: number;
}

export interface TableColumnOut {
  readonly index: number;
  readonly label: string;
  readonly headers: readonly string[];
  readonly period: {
    readonly text: string;
    readonly end_date: string | null;
    readonly year: number | null;
    readonly months: number | null;
    readonly instant: boolean;
  } | null;
}

/** A table as listed: where it is and what it holds, without its rows. */
export interface TableSummary {
  readonly table_id: string;
  readonly ordinal: number;
  readonly caption: string | null;
  /** Key of the section the table starts in ("item_8"), or null outside every section. */
  readonly section: string | null;
  /** Offsets of the table in the document's markdown. */
  readonly start: number;
  readonly end: number;
  readonly unit: TableUnitOut;
  readonly columns: readonly TableColumnOut[];
  readonly row_count: number;
  /** How many numeric cells show an iXBRL fact; `share` null when the table has no number. */
  readonly xbrl_overlap: { readonly numeric_cells: number; readonly tagged_cells: number; readonly share: number | null };
}

const unitOut = (u: TableUnit): TableUnitOut => ({
  currency: u.currency,
  scale: u.scale,
  scale_source: u.source,
  share_scale: u.shareScale,
});
const columnOut = (c: TableColumn): TableColumnOut => ({
  index: c.index,
  label: c.label,
  headers: c.headers,
  period: c.period && {
    text: c.period.text,
    end_date: c.period.endDate,
    year: c.period.year,
    months: c.period.months,
    instant: c.period.instant,
  },
});

/** A table's metadata in snake_case. */
export function tableSummaryOf(t: FilingTable): TableSummary {
  return {
    table_id: t.tableId,
    ordinal: t.ordinal,
    caption: t.caption,
    section: t.sectionKey,
    start: t.start,
    end: t.end,
    unit: unitOut(t.unit),
    columns: t.columns.map(columnOut),
    row_count: t.rows.length,
    xbrl_overlap: { numeric_cells: t.xbrlOverlap.numericCells, tagged_cells: t.xbrlOverlap.taggedCells, share: t.xbrlOverlap.share },
  };
}
