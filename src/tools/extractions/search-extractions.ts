import { Type } from "typebox";
import { ExtractionSearchResultSchema, filingUrlResolver, SEARCH_LIMIT, searchExtractions } from "../../domain/extractions/index.js";
import { checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { EXTRACTION_FILTERS, extractionFilterQuery } from "./extraction-schemas.js";

export const searchExtractionsTool = defineTool({
  name: "search_extractions",
  readsFilings: true,
  description:
    "Spans of one extraction schema across a company's stored filings and earnings-call transcripts, " +
    "newest fiscal period first: filter by fiscal period range (period_from / period_to as FY2024 or " +
    "2024Q2), class, form type; each hit cites its filing (accession, form, fiscal period) or transcript " +
    "and the exact offsets of its text. Documents not yet extracted are extracted first and cached.",
  input: Type.Object(
    {
      ...EXTRACTION_FILTERS,
      limit: Type.Optional(
        Type.Integer({
          minimum: SEARCH_LIMIT.min,
          maximum: SEARCH_LIMIT.max,
          default: SEARCH_LIMIT.default,
          description: "Most hits returned",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  output: ExtractionSearchResultSchema,
  example: { ticker: "NVDA", schema: "customer_concentration", class: "revenue_share" },
  async run(deps, input) {
    checkSource(input.source);
    return searchExtractions(
      deps,
      {
        ...extractionFilterQuery(input),
        limit: input.limit ?? SEARCH_LIMIT.default,
      },
      filingUrlResolver(deps),
    );
  },
});
