import { Type } from "typebox";
import { DEFAULT_COVER_FACT, getCoverFacts } from "../../domain/documents/index.js";
import {
  FilingRefSchema,
  FiscalYear,
  MetricValueSchema,
  Nullable,
  Quarter,
  Ticker,
  XbrlSourceParam,
  checkSource,
} from "../shared/index.js";
import { defineTool } from "../tool.js";

/** A cover fact: the API's common fact shape, plus its class of stock and where the cover page shows it. */
const CoverFactSchema = Type.Intersect([
  MetricValueSchema,
  Type.Object({
    class_of_stock: Nullable(Type.String({ description: "Member of us-gaap:StatementClassOfStockAxis, or null for the total" })),
    citation: Type.Object(
      {
        shown: Type.Boolean(),
        markdown_start: Nullable(Type.Integer()),
        markdown_end: Nullable(Type.Integer()),
        shown_text: Nullable(Type.String()),
        note: Nullable(Type.String()),
      },
      {
        description: "Where the fact is shown in source_ref.document's markdown (get_filing_document offsets); hidden facts are not shown",
      },
    ),
  }),
]);

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
  output: Type.Object({ filing: FilingRefSchema, fact_name: Type.String(), count: Type.Integer(), facts: Type.Array(CoverFactSchema) }),
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
