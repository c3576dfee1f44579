import { Type } from "typebox";
import { extractionSeries, ExtractionSeriesResultSchema, HITS_PER_PERIOD } from "../../domain/extractions/index.js";
import { checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { EXTRACTION_FILTERS, extractionFilterQuery } from "./extraction-schemas.js";

export const getExtractionSeriesTool = defineTool({
  name: "get_extraction_series",
  readsFilings: true,
  description:
    "One extraction schema of a company per fiscal period, oldest first: span counts per class and, for " +
    "numeric classes (repurchases, dividends, debt, concentration, guidance ...), the distinct values " +
    "stated with where each was first stated; optionally the spans themselves (include_hits, at most " +
    "limit_hits_per_period per period). Filings and transcripts not yet extracted are extracted first " +
    "and cached.",
  input: Type.Object(
    {
      ...EXTRACTION_FILTERS,
      include_hits: Type.Optional(Type.Boolean({ default: false, description: "Include the spans of each period" })),
      limit_hits_per_period: Type.Optional(
        Type.Integer({ minimum: HITS_PER_PERIOD.min, maximum: HITS_PER_PERIOD.max, default: HITS_PER_PERIOD.default }),
      ),
    },
    { additionalProperties: false },
  ),
  output: ExtractionSeriesResultSchema,
  example: { ticker: "AAPL", schema: "guidance" },
  async run(deps, input) {
    checkSource(input.source);
    return extractionSeries(deps, {
      ...extractionFilterQuery(input),
      includeHits: input.include_hits ?? false,
      limitHitsPerPeriod: input.limit_hits_per_period ?? HITS_PER_PERIOD.default,
    });
  },
});
