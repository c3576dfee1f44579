import { Type } from "typebox";
import { FdsError } from "../../domain/shared/index.js";
import { TABLE_TYPE_PATTERN } from "./search-filing-tables.js";
import { compareTables, TABLE_TYPES, TableCompareResultSchema, type TableComparePeriod } from "../../domain/tables/index.js";
import { CompanyPeriodSchema, Nullable, Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";

const Year = Type.Integer({ minimum: 1990, maximum: 2100 });
const QuarterParam = Type.Optional(
  Nullable(Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; 4 (default) means the annual report" })),
);
export const compareFilingTablesTool = defineTool({
  name: "compare_filing_tables",
  bodyRules: [
    {
      description: "give table_type (income_statement, balance_sheet, cash_flow ...) or a description of the table to compare",
      anyOf: [
        { required: ["table_type"], properties: { table_type: { type: "string", minLength: 1 } } },
        { required: ["description"], properties: { description: { type: "string", pattern: "[A-Za-z0-9]{2}" } } },
      ],
    },
    {
      description: "give tickers with year (and quarter), or periods [{ticker, year, quarter}]",
      anyOf: [
        { required: ["periods"], properties: { periods: { type: "array", minItems: 1 } } },
        { required: ["year", "tickers"], properties: { year: { type: "integer" }, tickers: { type: "array", minItems: 1 } } },
      ],
    },
  ],
  readsFilings: true,
  cacheable: true,
  description: `The best-matching table of each company's fiscal-period filing (10-K for quarter 4, else 10-Q), side by side: pick by table_type (${TABLE_TYPES.join(", ")}) and/or description (matched against captions and row labels). Each company states its filing, table_id, caption, unit and scale ("USD in millions"), columns with periods and rows with values as shown and scaled_value (value times scale: comparable across companies). aligned_columns lines the columns up by fiscal period (the period asked for first, then the same duration a year earlier ...; each company's own column and dates), aligned_rows the rows found in two or more tables: by XBRL concept or equivalence group when their cells show facts (Apple's Net sales meets NVIDIA's Revenue), else by normalized label, each company keeping its label; scaled_values follow aligned_columns. year/quarter are each company's FISCAL period; give periods [{ticker, year, quarter}] to compare different fiscal periods. A company that cannot answer carries its error.`,
  input: Type.Object(
    {
      tickers: Type.Optional(Type.Array(Ticker, { maxItems: 10, default: [], description: "Companies to compare (with year/quarter)" })),
      table_type: Type.Optional(
        Nullable(Type.String({ maxLength: 40, pattern: TABLE_TYPE_PATTERN, description: `One of ${TABLE_TYPES.join(", ")}` })),
      ),
      description: Type.Optional(
        Nullable(
          Type.String({ maxLength: 200, description: "Text matched against captions and row labels, e.g. 'statements of operations'" }),
        ),
      ),
      year: Type.Optional(Nullable(Year)),
      quarter: QuarterParam,
      periods: Type.Optional(Nullable(Type.Array(CompanyPeriodSchema, { maxItems: 10 }))),
    },
    { additionalProperties: false },
  ),
  output: TableCompareResultSchema,
  example: { tickers: ["AAPL", "NVDA"], table_type: "income_statement", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    let periods: TableComparePeriod[];
    if (input.periods?.length) {
      periods = input.periods.map((p) => ({ ticker: p.ticker, year: p.year, quarter: p.quarter ?? 4 }));
    } else {
      if (input.year == null)
        throw new FdsError("bad_request", "give year (and quarter) with tickers, or periods [{ticker, year, quarter}]");
      periods = (input.tickers ?? []).map((t) => ({ ticker: t, year: input.year as number, quarter: input.quarter ?? 4 }));
    }
    return compareTables(deps, {
      periods,
      tableType: input.table_type ?? null,
      description: input.description ?? null,
      cacheOnly: ctx.cacheOnly,
    });
  },
});
