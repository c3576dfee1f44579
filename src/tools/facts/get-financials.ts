import { Type } from "typebox";
import { getFinancials, FinancialsResultSchema } from "../../domain/facts/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
import {
  AsOfParam,
  DateTypeParam,
  FiscalYear,
  FullYearMode,
  Quarter,
  Source,
  Ticker,
  asOfRequest,
  checkSource,
  periodQueryOf,
} from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "./basis-param.js";

export const getFinancialsTool = defineTool({
  name: "get_financials",
  readsFilings: true,
  cacheable: true,
  description:
    "All numbers a company's filing reports for one fiscal period (year + quarter; quarter 4 = the " +
    "annual 10-K): income-statement and cash-flow durations of that period and balance-sheet instants at " +
    "its end, including dimensional breakdowns (segments, products, geographies) with axis_key. Each row " +
    "carries value, unit, decimals, period dates, concept, label and source_ref (accession, document, " +
    "element id) for citation. Other years' comparative columns are excluded; a period whose own filing " +
    "is not stored is read from a later filing's comparative columns (each row says reported_in; " +
    "basis=latest takes each value from the most recent filing reporting it, and restated shows where " +
    "the first and latest reports differ). Use get_metric for one number with prior-year change. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      full_year_mode: Type.Optional(FullYearMode),
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: FinancialsResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx), (deps) =>
      getFinancials(deps, { ...periodQueryOf(input, ctx), basis: input.basis ?? "as_reported" }),
    );
  },
});
