import { Type } from "typebox";
import { getDocumentTables } from "../../domain/tables/index.js";
import { FilingRefSchema, FiscalYear, Nullable, Quarter, Ticker, XbrlSourceParam, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

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

/** The unit and scale a table prints its numbers in. */
export const TableUnitSchema = Type.Object(
  { currency: Nullable(Type.String()), scale: Type.Number(), scale_source: Nullable(Type.String()), share_scale: Type.Number() },
  { title: "TableUnit" },
);

/** A table's metadata (no rows), as /api/tables lists it and /api/sections embeds it. */
export const TableSummarySchema = Type.Object(
  {
    table_id: Type.String(),
    ordinal: Type.Integer(),
    caption: Nullable(Type.String()),
    section: Nullable(Type.String()),
    start: Type.Integer(),
    end: Type.Integer(),
    unit: TableUnitSchema,
    columns: Type.Array(TableColumnSchema),
    row_count: Type.Integer(),
    xbrl_overlap: Type.Object(
      { numeric_cells: Type.Integer(), tagged_cells: Type.Integer(), share: Nullable(Type.Number()) },
      { title: "XbrlOverlap" },
    ),
  },
  { title: "TableSummary" },
);

const CellSchema = Type.Object({
  column: Type.Integer(),
  text: Type.String(),
  kind: Type.String(),
  value: Nullable(Type.Number()),
  scaled_value: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  scale: Type.Number(),
  currency: Nullable(Type.String()),
  percent: Type.Boolean(),
  footnotes: Type.Array(Type.String()),
  fact_id: Nullable(Type.String()),
  concept: Nullable(Type.String()),
  start: Type.Integer(),
  end: Type.Integer(),
});

const HydratedTableSchema = Type.Intersect([
  TableSummarySchema,
  Type.Object({
    rows: Type.Array(
      Type.Object({ index: Type.Integer(), label: Type.String(), group: Nullable(Type.String()), cells: Type.Array(CellSchema) }),
    ),
  }),
]);

export const getFilingTablesTool = defineTool({
  name: "get_filing_tables",
  readsFilings: true,
  cacheable: true,
  description:
    "The data tables of a company's fiscal-period filing document: table_id, caption, section (item_8 " +
    "...), unit and scale, columns with their periods, row count and xbrl_overlap (how many numeric " +
    "cells show an iXBRL fact). Give table_id (from this listing, for this filing) for one table with " +
    "every row and cell: value as shown, scaled value, unit, offsets in the markdown and the fact id " +
    "behind it.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      section: Type.Optional(
        Nullable(Type.String({ maxLength: 100, description: "Only tables in this section (key or name: item_8, financial_statements)" })),
      ),
      table_id: Type.Optional(Nullable(Type.String({ maxLength: 100, description: "One table, hydrated with its rows" }))),
      source: Type.Optional(XbrlSourceParam),
      accession: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 40, description: "Read this filing instead of the period's original report" })),
      ),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    filing: FilingRefSchema,
    primary_document: Type.String({ description: "File name of the document the tables were read from" }),
    url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
    section: Nullable(Type.String()),
    count: Type.Integer(),
    tables: Nullable(Type.Array(TableSummarySchema)),
    table: Nullable(HydratedTableSchema),
  }),
  example: { ticker: "AAPL", year: 2024, quarter: 4, section: "item_8" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getDocumentTables(deps, {
      accession: input.accession ?? null,
      ticker: input.ticker,
      year: input.year,
      quarter: input.quarter,
      cacheOnly: ctx.cacheOnly,
      section: input.section ?? null,
      tableId: input.table_id ?? null,
    });
  },
});
