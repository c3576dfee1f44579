import { Type } from "typebox";
import { describeFiling } from "../../domain/filings/index.js";
import {
  FilingRefSchema,
  FiscalYear,
  IssueSchema,
  Nullable,
  Quarter,
  Ticker,
  XbrlSourceParam,
  checkSource,
  refuseUncachedForPlayground,
} from "../shared/index.js";
import { defineTool } from "../tool.js";

const Availability = Type.Object(
  { cached: Type.Boolean(), count: Type.Integer(), note: Nullable(Type.String()) },
  { additionalProperties: true, title: "Availability" },
);

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
  output: Type.Object({
    ticker: Type.String(),
    fiscal_year: Type.Integer(),
    quarter: Type.Integer(),
    cached: Type.Boolean(),
    filing: Nullable(FilingRefSchema),
    amendments: Type.Array(FilingRefSchema),
    availability: Type.Object({
      financials: Availability,
      linkbases: Availability,
      sections: Availability,
      tables: Availability,
      markdown: Availability,
      extractions: Availability,
    }),
    issues: Type.Array(IssueSchema),
  }),
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
