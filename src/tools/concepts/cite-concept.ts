import { Type } from "typebox";
import { citeConcept, CitationPackSchema } from "../../domain/concepts/index.js";
import { withLocation } from "../../domain/documents/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
import { ConceptName } from "./get-concept.js";
import { AsOfParam, DateTypeParam, FiscalYear, FullYearMode, Quarter, Ticker, asOfRequest, periodQueryOf } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "../facts/index.js";

export const citeConceptTool = defineTool({
  name: "cite_concept",
  readsFilings: true,
  cacheable: true,
  description:
    "A citation pack for one concept's value in one fiscal period: the value (unit, period, tag used), " +
    "the filing (accession, URL) and, for each source fact (both inputs of a derived quarter), where the " +
    "document shows it: 10-K/10-Q section, printed page, character offsets in the document's markdown " +
    "(as get_filing_document returns it), the shown text and the table row or sentence around it. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      concept_name: ConceptName,
      full_year_mode: Type.Optional(FullYearMode),
      date_type: Type.Optional(DateTypeParam),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: CitationPackSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, concept_name: "net_income" },
  async run(deps, input, ctx) {
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx), async (deps) => {
      const pack = await citeConcept(deps, {
        ...periodQueryOf(input, ctx),
        conceptName: input.concept_name,
        basis: input.basis ?? "as_reported",
      });
      // A citation whose own document is not stored says so; the value's location names a filing that prints it.
      return { ...pack, value: await withLocation(deps, pack.value) };
    });
  },
});
