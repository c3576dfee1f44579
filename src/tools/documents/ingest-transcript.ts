import { Type } from "typebox";
import { ingestTranscript, IngestResponseSchema } from "../../domain/documents/index.js";
import { FiscalYear, Nullable, Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";

/** Longest transcript accepted (the corpus's longest is under 90,000 characters). */
const MAX_TRANSCRIPT_CHARS = 2_000_000;

export const ingestTranscriptTool = defineTool({
  name: "ingest_transcript",
  description:
    "Stores an earnings-call transcript (IngestTranscriptRequest): company, fiscal year and quarter, " +
    "call date, where it came from, and the text. It is parsed into turns (speaker and role where the " +
    "text gives them, prepared remarks and Q&A), rendered as markdown with one paragraph per turn, " +
    "full-text indexed and read by the guidance schema. Idempotent: the same text gives the same source " +
    "id.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Type.Integer({
        minimum: 1,
        maximum: 4,
        description: "Fiscal quarter the call reports (4: the fourth quarter and full year)",
      }),
      call_date: Type.Optional(Nullable(Type.String({ format: "date", description: "YYYY-MM-DD" }))),
      source: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 500, description: "Where the text came from (URL, file)" }))),
      text: Type.String({ minLength: 1, maxLength: MAX_TRANSCRIPT_CHARS }),
    },
    { additionalProperties: false },
  ),
  output: IngestResponseSchema,
  example: {
    ticker: "AAPL",
    year: 2024,
    quarter: 4,
    call_date: "2024-10-31",
    source: "example",
    text: "Good afternoon. I'll now turn it over to Tim. Thank you. We expect gross margin to be between 46 and 47%.",
  },
  async run(deps, input) {
    return ingestTranscript(deps, {
      ticker: input.ticker,
      fiscalYear: input.year,
      fiscalQuarter: input.quarter,
      callDate: input.call_date ?? null,
      source: input.source ?? null,
      text: input.text,
    });
  },
});
