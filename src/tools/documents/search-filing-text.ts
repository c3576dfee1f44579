import { Type } from "typebox";
import { DEFAULT_SEARCH_LIMIT, searchFilingText, TextSearchResultSchema } from "../../domain/documents/index.js";
import { FiscalYear, Quarter, Ticker, XbrlSourceParam, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const searchFilingTextTool = defineTool({
  name: "search_filing_text",
  readsFilings: true,
  cacheable: true,
  description:
    "Full-text search within one company's fiscal-period filing: its primary document and exhibits. " +
    "Ranked matching paragraphs, headings, list items and tables, each with its document (file name and " +
    "EDGAR URL), section key (item_1a ...), offsets of the block and of the match in that document's " +
    "markdown (as get_filing_document pages it with primary_document=<document>) and a snippet with the " +
    "match in **bold**. Uses the full-text index built at ingest (any word matches, the words as a " +
    'phrase rank higher, "quoted text" is a required phrase); filings stored before the index existed ' +
    "are scanned instead (indexed: false).",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      query: Type.String({ minLength: 1, maxLength: 300 }),
      source: Type.Optional(XbrlSourceParam),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: DEFAULT_SEARCH_LIMIT })),
    },
    { additionalProperties: false },
  ),
  output: TextSearchResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, query: "supply chain" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return searchFilingText(deps, {
      ticker: input.ticker,
      year: input.year,
      quarter: input.quarter,
      query: input.query,
      limit: input.limit ?? DEFAULT_SEARCH_LIMIT,
      cacheOnly: ctx.cacheOnly,
    });
  },
});
