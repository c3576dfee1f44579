import { Type } from "typebox";
import { companyTranscripts, CompanyTranscriptsSchema } from "../../domain/documents/index.js";
import { FiscalYear, Quarter, Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";

/**
 * A read of the stored earnings-call transcripts for the paid tier, beside the evidence and KPI
 * routes that cite their turns (GET /api/documents/{source_id}, which serves any stored document,
 * stays internal): the web workspace's transcript reader.
 */
export const getTranscriptsTool = defineTool({
  name: "get_transcripts",
  cacheable: true,
  description:
    "A company's stored earnings-call transcripts: the list (source id, fiscal year and quarter, call date, " +
    "title; the latest period first) and one call to read whole (DocumentResponse: prepared remarks and " +
    "Q&A as sections, each turn with its speaker, role and offsets in the markdown), the fiscal period's " +
    "(year and quarter; 4 = the fourth-quarter call) or, without a period, the latest. Offsets are those " +
    "the evidence and KPI routes cite for transcript turns. Reads the store only.",
  input: Type.Object({ ticker: Ticker, year: Type.Optional(FiscalYear), quarter: Type.Optional(Quarter) }, { additionalProperties: false }),
  output: CompanyTranscriptsSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4 },
  async run(deps, input) {
    return companyTranscripts(deps, { ticker: input.ticker, fiscalYear: input.year ?? null, quarter: input.quarter ?? null });
  },
});
