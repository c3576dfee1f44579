import { Type } from "typebox";
import { conceptTrend, TrendResultSchema } from "../../domain/concepts/index.js";
import { PERIOD_SYNTAX } from "../../domain/statements/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
import { ConceptName } from "./get-concept.js";
import { AsOfParam, DateTypeParam, FISCAL_PERIOD_PATTERN, Source, Ticker, asOfRequest, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "../facts/index.js";

const PeriodText = Type.String({
  minLength: 4,
  maxLength: 12,
  pattern: FISCAL_PERIOD_PATTERN,
  description: `A fiscal period: ${PERIOD_SYNTAX}`,
});

export const conceptTrendTool = defineTool({
  name: "concept_trend",
  readsFilings: true,
  cacheable: true,
  description:
    "A concept over a range of fiscal periods (period_from/period_to: FY2022..FY2024 or 2023Q1..2024Q2), " +
    "read from cached filings only (never fetches): each point gives status (ok, not_cached, " +
    "not_reported), the tag that answered, the value with source_ref and the change from the previous " +
    "point, plus coverage counts. Quarter points are the quarter alone by default (a quarter no filing " +
    "reports is derived for additive flows only, e.g. Q4 = FY minus nine months); date_type YTD for year " +
    "to date. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      concept_name: ConceptName,
      period_from: PeriodText,
      period_to: PeriodText,
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: TrendResultSchema,
  example: { ticker: "NFLX", concept_name: "revenue", period_from: "FY2022", period_to: "FY2024" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    // Cache-only by contract (spec 4.1): the trend never fetches, whatever the caller's tier.
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx, true), (deps) =>
      conceptTrend(deps, {
        ticker: input.ticker,
        conceptName: input.concept_name,
        periodFrom: input.period_from,
        periodTo: input.period_to,
        dateType: input.date_type ?? null,
        basis: input.basis ?? "as_reported",
      }),
    );
  },
});
