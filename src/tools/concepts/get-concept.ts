import { Type } from "typebox";
import { getConcept, ConceptResultSchema } from "../../domain/concepts/index.js";
import { withLocation } from "../../domain/documents/index.js";
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
import { BasisParam } from "../facts/index.js";

export const ConceptName = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    "A registry group name or alias (revenue, net_income, eps_diluted ...; see " +
    "get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name",
});

export const getConceptTool = defineTool({
  name: "get_concept",
  readsFilings: true,
  cacheable: true,
  description:
    "One concept's value for one fiscal period (year + quarter, 4 = annual; date_type Q/YTD/FY), with " +
    "the tag that answered and why: every candidate of the registry group in priority order and what " +
    "happened to it (answered, not reported, no value for the period, not tried). Value carries unit, " +
    "decimals, period dates and source_ref; a quarter alone no filing reports is derived for additive " +
    "flows (e.g. Q4 = FY minus nine months) and says so; share counts, per-share amounts, ratios and " +
    "instants never are. Read from the period's own filing or a later filing's comparative column " +
    "(reported_in; basis as_reported or latest, restated when they differ). 404 when no candidate has a " +
    "value. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      concept_name: ConceptName,
      full_year_mode: Type.Optional(FullYearMode),
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: ConceptResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, concept_name: "revenue" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx), async (deps) => {
      const result = await getConcept(deps, {
        ...periodQueryOf(input, ctx),
        conceptName: input.concept_name,
        basis: input.basis ?? "as_reported",
      });
      return { ...result, value: await withLocation(deps, result.value) };
    });
  },
});
