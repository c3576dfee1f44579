import { Type } from "typebox";
import { CoverFactsResultSchema, DEFAULT_COVER_FACT, getCoverFacts } from "../../domain/documents/index.js";
import { FiscalYear, Quarter, Ticker, XbrlSourceParam, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const getFilingCoverFactsTool = defineTool({
  name: "get_filing_cover_facts",
  readsFilings: true,
  cacheable: true,
  description:
    "Cover-page (dei) facts of a company's fiscal-period filing: by default shares outstanding " +
    "(EntityCommonStockSharesOutstanding), one per class of stock when the filer breaks them down, each " +
    "in the common fact shape (value, value_exact, unit, decimals, period, concept, axis_key, " +
    "dimensions, source_ref with accession, document, element id, context id and the document's URL) " +
    "plus class_of_stock and a citation (markdown offsets of get_filing_document where the cover page " +
    "shows it; hidden facts say so). fact_name picks another dei element (EntityPublicFloat, " +
    "DocumentPeriodEndDate ...). 404 when the filing has no such fact.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      source: Type.Optional(XbrlSourceParam),
      fact_name: Type.Optional(
        Type.String({ minLength: 1, maxLength: 200, default: DEFAULT_COVER_FACT, pattern: "^([A-Za-z][\\w.-]*:)?[A-Za-z_][\\w.-]*$" }),
      ),
    },
    { additionalProperties: false },
  ),
  output: CoverFactsResultSchema,
  example: { ticker: "GOOGL", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getCoverFacts(deps, {
      ticker: input.ticker,
      year: input.year,
      quarter: input.quarter,
      factName: input.fact_name ?? DEFAULT_COVER_FACT,
      cacheOnly: ctx.cacheOnly,
    });
  },
});
