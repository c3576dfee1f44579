import { Type } from "typebox";
import { DescribeResultSchema, describeFiling } from "../../domain/filings/index.js";
import { FiscalYear, Quarter, Ticker, XbrlSourceParam, checkSource, refuseUncachedForPlayground } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const describeFilingTool = defineTool({
  name: "describe_filing",
  readsFilings: true,
  cacheable: true,
  description:
    "What is cached for a company's fiscal-period filing, without fetching anything: the filing, its " +
    "amendments, and availability of financials (fact counts), linkbases, sections, tables, markdown and " +
    "extractions. Use it to see what can be answered instantly.",
  input: Type.Object(
    { ticker: Ticker, year: FiscalYear, quarter: Quarter, source: Type.Optional(XbrlSourceParam) },
    { additionalProperties: false },
  ),
  output: DescribeResultSchema,
  example: { ticker: "AAPL", year: 2025, quarter: 2 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    const described = await describeFiling(deps, { ticker: input.ticker, fiscalYear: input.year, quarter: input.quarter });
    refuseUncachedForPlayground(
      ctx,
      !described.cached,
      `${described.ticker} fiscal ${input.year} ${input.quarter === 4 ? "annual report" : `Q${input.quarter}`}`,
    );
    return described;
  },
});
