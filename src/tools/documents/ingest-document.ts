import { Type } from "typebox";
import { ingestFiling, IngestResponseSchema } from "../../domain/documents/index.js";
import { FiscalYear, Nullable, Quarter, Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const ingestDocumentTool = defineTool({
  name: "ingest_document",
  bodyRules: [
    {
      description: "give an accession, or ticker, year and quarter (with form), or corpus_path",
      anyOf: [
        { required: ["accession"], properties: { accession: { type: "string" } } },
        { required: ["corpus_path"], properties: { corpus_path: { type: "string" } } },
        {
          required: ["ticker", "year", "quarter"],
          properties: { ticker: { type: "string" }, year: { type: "integer" }, quarter: { type: "integer" } },
        },
      ],
    },
  ],
  description:
    "Ingests a filing (IngestFilingRequest): by accession (already stored: reported as is), by ticker, " +
    "form and fiscal period (fetched from EDGAR when the store lacks it), or from a corpus folder on the " +
    "server for an operator (corpus_path with the accession). Idempotent. Answers what was stored, " +
    "counts and issues.",
  input: Type.Object(
    {
      accession: Type.Optional(
        Nullable(
          Type.String({
            pattern: "^([0-9]{10}-[0-9]{2}-[0-9]{6}|fds-[0-9a-f]{20})$",
            description: "EDGAR accession (0000320193-24-000123), or the synthetic fds-… id",
          }),
        ),
      ),
      ticker: Type.Optional(Nullable(Ticker)),
      form: Type.Optional(Nullable(Type.Union([Type.Literal("10-K"), Type.Literal("10-Q")]))),
      year: Type.Optional(Nullable(FiscalYear)),
      quarter: Type.Optional(Nullable(Quarter)),
      corpus_path: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 500, description: "A corpus folder (or its manifest.json) on the server" })),
      ),
    },
    { additionalProperties: false },
  ),
  output: IngestResponseSchema,
  example: { accession: "0000320193-24-000123" },
  async run(deps, input) {
    return ingestFiling(deps, {
      accession: input.accession ?? null,
      ticker: input.ticker ?? null,
      form: input.form ?? null,
      fiscalYear: input.year ?? null,
      quarter: input.quarter ?? null,
      corpusPath: input.corpus_path ?? null,
    });
  },
});
