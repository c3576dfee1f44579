import { Type } from "typebox";
import { extractionSeries, HITS_PER_PERIOD } from "../../domain/extractions/index.js";
import { countsSchema, Nullable, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { EXTRACTION_FILTERS, extractionFilterQuery, HitSchema, HitSourceSchema } from "./extraction-schemas.js";

const ValueSchema = Type.Object({
  class: Type.String(),
  value: Type.Number(),
  high: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  mentions: Type.Integer(),
  text: Type.String(),
  document: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  source_id: Type.String(),
});

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
  output: Type.Object({
    ticker: Type.String(),
    schema: Type.String(),
    schema_version: Type.Integer(),
    class: Nullable(Type.String()),
    numeric_classes: Type.Array(Type.String()),
    periods: Type.Array(
      Type.Object({
        period: Type.String(),
        fiscal_year: Nullable(Type.Integer()),
        fiscal_quarter: Nullable(Type.Integer()),
        sources: Type.Array(HitSourceSchema),
        total: Type.Integer(),
        counts: countsSchema(),
        values: Type.Array(ValueSchema),
        hits: Type.Optional(Type.Array(HitSchema)),
        hits_truncated: Type.Optional(Type.Boolean()),
      }),
    ),
  }),
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
