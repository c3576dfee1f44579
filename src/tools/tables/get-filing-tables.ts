import { Type } from "typebox";
import { getDocumentTables, TablesResultSchema } from "../../domain/tables/index.js";
import { FiscalYear, Nullable, Quarter, Ticker, XbrlSourceParam, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

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
  output: TablesResultSchema,
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
