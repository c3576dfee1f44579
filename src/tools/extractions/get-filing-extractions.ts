import { Type } from "typebox";
import { entriesOf, filingExtractions, FilingExtractionsResultSchema } from "../../domain/extractions/index.js";
import { selectFiling } from "../../domain/documents/index.js";
import { FiscalYear, Nullable, Quarter, Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { AllowStale, IncludeCandidates, SchemaName } from "./extraction-schemas.js";

export const getFilingExtractionsTool = defineTool({
  name: "get_filing_extractions",
  bodyRules: [
    {
      description: "select a filing by accession, or by ticker (or cik), year and quarter",
      anyOf: [
        { required: ["accession"], properties: { accession: { type: "string", minLength: 1 } } },
        {
          required: ["ticker", "year", "quarter"],
          properties: { ticker: { type: "string" }, year: { type: "integer" }, quarter: { type: "integer" } },
        },
      ],
    },
  ],
  readsFilings: true,
  // An answer that extracted nothing now (every result cached and current) depends only on the
  // stored filing and its cached results; answers that extracted or served stale results carry
  // warnings and are never kept.
  cacheable: true,
  description:
    "Extraction spans of one filing (its primary document, and an 8-K's EX-99 releases) for the schemas " +
    "asked (all when none): share repurchases, dividends, debt issued or repaid, customer concentration, " +
    "guidance, going concern, material weakness, restatement, litigation, 8-K events and risk-factor " +
    "changes. Each span is the exact text of the stored markdown with its offsets, section, typed " +
    "attributes (amounts with unit and scale, dates, percentages, periods), confidence and extractor. " +
    "Cached results are returned; a cache miss is extracted now and cached. Select the filing by " +
    "accession, or by ticker, fiscal year and quarter (4 = the annual report).",
  input: Type.Object(
    {
      accession: Type.Optional(
        Nullable(
          Type.String({ minLength: 1, maxLength: 40, description: "EDGAR accession (0000320193-24-000123) or the synthetic fds-… id" }),
        ),
      ),
      ticker: Type.Optional(Nullable(Ticker)),
      year: Type.Optional(Nullable(FiscalYear)),
      quarter: Type.Optional(Nullable(Quarter)),
      form_type: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 16, description: "Pick an amendment (10-K/A) of the period" })),
      ),
      schemas: Type.Optional(Nullable(Type.Array(SchemaName, { maxItems: 20, description: "Schemas to read; all when absent or empty" }))),
      allow_stale: Type.Optional(AllowStale),
      include_candidates: Type.Optional(IncludeCandidates),
    },
    { additionalProperties: false },
  ),
  output: FilingExtractionsResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, schemas: ["share_repurchases", "dividends"] },
  async run(deps, input, ctx) {
    const entries = entriesOf(input.schemas ?? null);
    const { filing } = await selectFiling(deps, {
      accession: input.accession ?? null,
      ticker: input.ticker ?? null,
      year: input.year ?? null,
      quarter: input.quarter ?? null,
      formType: input.form_type ?? null,
      cacheOnly: ctx.cacheOnly,
    });
    return filingExtractions(deps, filing, entries, {
      allowStale: input.allow_stale ?? false,
      includeCandidates: input.include_candidates ?? true,
    });
  },
});
