import { Type } from "typebox";
import { DEFAULT_COVER_FACT, getCoverFacts } from "../../domain/documents/cover-facts.js";
import { FilingRefSchema, FiscalYear, Nullable, Quarter, Ticker } from "../shared/schemas.js";
import { checkSource } from "../shared/source-param.js";
import { defineTool } from "../tool.js";

const CoverFactSchema = Type.Object({
  concept: Type.String(),
  value: Nullable(Type.String()),
  number: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  as_of: Nullable(Type.String()),
  period: Type.Object({ start: Nullable(Type.String()), end: Nullable(Type.String()) }),
  class_of_stock: Nullable(Type.String()),
  dimensions: Type.Record(Type.String(), Type.String()),
  citation: Type.Object({
    accession: Type.String(),
    document: Type.String(),
    element_id: Nullable(Type.String()),
    context_id: Type.String(),
    url: Nullable(Type.String()),
    shown: Type.Boolean(),
    markdown_start: Nullable(Type.Integer()),
    markdown_end: Nullable(Type.Integer()),
    shown_text: Nullable(Type.String()),
    note: Nullable(Type.String()),
  }),
});

export const getFilingCoverFactsTool = defineTool({
  name: "get_filing_cover_facts",
  cacheable: true,
  description:
    "Cover-page (dei) facts of a company's fiscal-period filing: by default shares outstanding (EntityCommonStockSharesOutstanding), one per class of stock when the filer breaks them down, each with value, unit, the as-of date and a citation (accession, document, element id, markdown offsets of get_filing_document where it is shown; hidden facts say so). fact_name picks another dei element (EntityPublicFloat, DocumentPeriodEndDate ...). 404 when the filing has no such fact.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      source: Type.Optional(Nullable(Type.String({ default: "auto" }))),
      fact_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, default: DEFAULT_COVER_FACT, pattern: "^([A-Za-z][\\w.-]*:)?[A-Za-z_][\\w.-]*$" })),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({ filing: FilingRefSchema, fact_name: Type.String(), count: Type.Integer(), facts: Type.Array(CoverFactSchema) }),
  example: { ticker: "GOOGL", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getCoverFacts(deps, { ticker: input.ticker, year: input.year, quarter: input.quarter, factName: input.fact_name ?? DEFAULT_COVER_FACT, cacheOnly: ctx.cacheOnly });
  },
});
