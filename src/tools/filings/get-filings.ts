import { Type } from "typebox";
import { FilingsResultSchema, getFilings } from "../../domain/filings/index.js";
import { FiscalYear, Quarter, Source, Ticker, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const getFilingsTool = defineTool({
  name: "get_filings",
  readsFilings: true,
  cacheable: true,
  description:
    "The filings that report a company's fiscal period (quarter 4 = the annual 10-K): accession, form, " +
    "filed date, period end, fiscal year and period, EDGAR URL. Amendments (10-K/A, 10-Q/A) are listed " +
    "as their own filings after the original. Fetches the filing from EDGAR when it is not cached.",
  input: Type.Object(
    { ticker: Ticker, year: FiscalYear, quarter: Quarter, source: Type.Optional(Source) },
    { additionalProperties: false },
  ),
  output: FilingsResultSchema,
  example: { ticker: "NVDA", year: 2025, quarter: 4 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getFilings(deps, { ticker: input.ticker, fiscalYear: input.year, quarter: input.quarter, cacheOnly: ctx.cacheOnly });
  },
});
