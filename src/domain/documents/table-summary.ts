import { Type } from "typebox";
import type { FilingTable, TableColumn, TableUnit } from "../../parse/document/index.js";
import { Nullable, type Wire } from "../shared/index.js";

// A table as sections and table tools list it; here, below both, because sections list their tables.

/** The period a column's headers name. */
export const ColumnPeriodSchema = Type.Object(
  {
    text: Type.String(),
    end_date: Nullable(Type.String()),
    year: Nullable(Type.Integer()),
    months: Nullable(Type.Integer()),
    instant: Type.Boolean(),
  },
  { title: "ColumnPeriod" },
);

/** A table's column: its headers and the period they name (titles name OpenAPI components). */
export const TableColumnSchema = Type.Object(
  {
    index: Type.Integer(),
    label: Type.String(),
    headers: Type.Array(Type.String()),
    period: Nullable(ColumnPeriodSchema),
  },
  { title: "TableColumn" },
);

type TableColumnOut = Wire<typeof TableColumnSchema>;

/** The unit and scale a table prints its numbers in: the parse layer's unit in the API's snake_case. */
export const TableUnitSchema = Type.Object(
  {
    currency: Nullable(Type.String()),
    /** Multiplier of shown numbers: 1, 1000 ("in thousands"), 1e6 ("in millions"). */
    scale: Type.Number(),
    scale_source: Nullable(Type.String()),
    share_scale: Type.Number(),
  },
  { title: "TableUnit" },
);

export type TableUnitOut = Wire<typeof TableUnitSchema>;

/** A table's metadata (no rows), as /api/tables lists it and /api/sections embeds it: where it is and what it holds. */
export const TableSummarySchema = Type.Object(
  {
    table_id: Type.String(),
    ordinal: Type.Integer(),
    caption: Nullable(Type.String()),
    /** Key of the section the table starts in ("item_8"), or null outside every section. */
    section: Nullable(Type.String()),
    /** Offsets of the table in the document's markdown. */
    start: Type.Integer(),
    end: Type.Integer(),
    unit: TableUnitSchema,
    columns: Type.Array(TableColumnSchema),
    row_count: Type.Integer(),
    /** How many numeric cells show an iXBRL fact; `share` null when the table has no number. */
    xbrl_overlap: Type.Object(
      { numeric_cells: Type.Integer(), tagged_cells: Type.Integer(), share: Nullable(Type.Number()) },
      { title: "XbrlOverlap" },
    ),
  },
  { title: "TableSummary" },
);

export type TableSummary = Wire<typeof TableSummarySchema>;

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
