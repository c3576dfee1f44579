import { Type } from "typebox";
import { compareTables, type TableComparePeriod } from "../../domain/tables/table-compare.js";
import { FdsError } from "../../domain/shared/errors.js";
import { TABLE_TYPES } from "../../domain/tables/table-search.js";
import { FilingRefSchema, Nullable, Ticker } from "../shared/schemas.js";
import { defineTool } from "../tool.js";

const Year = Type.Integer({ minimum: 1990, maximum: 2100 });
const QuarterParam = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; 4 (default) means the annual report" })));
const UnitSchema = Type.Object({ currency: Nullable(Type.String()), scale: Type.Number(), scale_source: Nullable(Type.String()), share_scale: Type.Number() });

export const compareFilingTablesTool = defineTool({
  name: "compare_filing_tables",
  cacheable: true,
  description: `The best-matching table of each company's fiscal-period filing (10-K for quarter 4, else 10-Q), side by side: pick by table_type (${TABLE_TYPES.join(", ")}) and/or description (matched against captions and row labels). Each company states its filing, table_id, caption, unit and scale ("USD in millions"), columns with periods and rows with values as shown and scaled_value (value times scale: comparable across companies). aligned_rows lists the rows whose normalized labels match in two or more tables. year/quarter are each company's FISCAL period; give periods [{ticker, year, quarter}] to compare different fiscal periods. A company that cannot answer carries its error.`,
  input: Type.Object(
    {
      tickers: Type.Optional(Type.Array(Ticker, { maxItems: 10, default: [], description: "Companies to compare (with year/quarter)" })),
      table_type: Type.Optional(Nullable(Type.String({ maxLength: 40, description: `One of ${TABLE_TYPES.join(", ")}` }))),
      description: Type.Optional(Nullable(Type.String({ maxLength: 200, description: "Text matched against captions and row labels, e.g. 'statements of operations'" }))),
      year: Type.Optional(Nullable(Year)),
      quarter: QuarterParam,
      periods: Type.Optional(Nullable(Type.Array(Type.Object({ ticker: Ticker, year: Year, quarter: QuarterParam }, { additionalProperties: false }), { maxItems: 10 }))),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({
    table_type: Nullable(Type.String()),
    description: Nullable(Type.String()),
    companies: Type.Array(
      Type.Object({
        id: Type.String(),
        ticker: Type.String(),
        year: Type.Integer(),
        quarter: Type.Integer(),
        filing: Nullable(FilingRefSchema),
        table: Nullable(
          Type.Object({
            table_id: Type.String(),
            caption: Nullable(Type.String()),
            section: Nullable(Type.String()),
            table_type: Type.String(),
            score: Type.Number(),
            unit: UnitSchema,
            unit_text: Type.String(),
            columns: Type.Array(
              Type.Object({
                index: Type.Integer(),
                label: Type.String(),
                headers: Type.Array(Type.String()),
                period: Nullable(Type.Object({ text: Type.String(), end_date: Nullable(Type.String()), year: Nullable(Type.Integer()), months: Nullable(Type.Integer()), instant: Type.Boolean() })),
              }),
            ),
            rows: Type.Array(
              Type.Object({
                index: Type.Integer(),
                label: Type.String(),
                key: Type.String(),
                cells: Type.Array(Type.Object({ column: Type.Integer(), text: Type.String(), value: Nullable(Type.Number()), scaled_value: Nullable(Type.Number()) })),
              }),
            ),
          }),
        ),
        error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
      }),
    ),
    same_unit: Type.Boolean(),
    unit_note: Type.String(),
    aligned_rows: Type.Array(
      Type.Object({
        key: Type.String(),
        label: Type.String(),
        by_company: Type.Record(Type.String(), Type.Object({ index: Type.Integer(), label: Type.String(), scaled_values: Type.Array(Nullable(Type.Number())) })),
      }),
    ),
  }),
  example: { tickers: ["AAPL", "NVDA"], table_type: "income_statement", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    let periods: TableComparePeriod[];
    if (input.periods?.length) {
      periods = input.periods.map((p) => ({ ticker: p.ticker, year: p.year, quarter: p.quarter ?? 4 }));
    } else {
      if (input.year == null) throw new FdsError("bad_request", "give year (and quarter) with tickers, or periods [{ticker, year, quarter}]");
      periods = (input.tickers ?? []).map((t) => ({ ticker: t, year: input.year as number, quarter: input.quarter ?? 4 }));
    }
    return compareTables(deps, { periods, tableType: input.table_type ?? null, description: input.description ?? null, cacheOnly: ctx.cacheOnly });
  },
});
