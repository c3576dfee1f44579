import { Type } from "typebox";
import {
  EVIDENCE_CONTRACT_VERSION,
  EVIDENCE_INTENTS,
  EvidenceResponseSchema,
  filingEvidence,
  MAX_HITS,
  SOURCE_PACK_VERSION,
} from "../../domain/evidence/index.js";
import { DATE_PATTERN, FiscalYear, Nullable, Quarter, Ticker, XbrlSourceParam, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

const DateParam = Nullable(
  Type.String({
    maxLength: 10,
    pattern: `^${DATE_PATTERN}$`,
    description:
      "YYYY-MM-DD, inclusive: 8-Ks and earnings releases filed from/to this date are read (default: the fiscal period to a week after the filing)",
  }),
);

export const getFilingEvidenceTool = defineTool({
  name: "get_filing_evidence",
  readsFilings: true,
  description: `Evidence for a question about one company's fiscal-period filing, planned before it is searched: the question is mapped to an intent (${EVIDENCE_INTENTS.join(", ")}) and to a read plan for the filing's form (required and optional sections, each with why: a repurchase question reads 10-K Item 5 and MD&A's liquidity part; a 10-Q legal question reads Part II Item 1 and the contingencies note). The planned sections, the full-text index, tables, XBRL facts, stored extractions and the period's 8-Ks and earnings releases (and related tickers' filings) are searched. Each evidence item is cited: accession, document URL, form, fiscal period, section, the exact text with its offsets in the stored markdown (get_filing_document), and the table cell or XBRL fact of a number. coverage says what was read and what is missing (a section incorporated by reference from a document that is not stored). When no returned item states what was asked (for a figure, a number beside its subject; for a count, a number beside the counted noun), coverage_status is narrow, confidence low, and missing_or_unavailable has an \`answer\` entry naming what was sought and where it looked. confidence: high = the first item states the answer, in a required section, with complete coverage, clearly ahead of the second item; medium = an item states it but one of those falls short; low = none does (absence, named in missing_or_unavailable) or the ranking is flat (the first item barely above the fourth). Measured on hand-read questions (npm run bench:evidence-quality): the answer is in the top 3 for 86% of high, 89% of medium and 33% of low answers on the tuning questions. Deterministic unless a language model is configured; then it may refine the plan and phrase an answer whose every number and quote is in the evidence. Evidence contract ${EVIDENCE_CONTRACT_VERSION}; source_pack_version names the read plans (${SOURCE_PACK_VERSION}).`,
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      query: Type.String({ minLength: 1, maxLength: 1000, description: "The question, in plain words" }),
      source: Type.Optional(XbrlSourceParam),
      filing_date_from: Type.Optional(DateParam),
      filing_date_to: Type.Optional(DateParam),
      form_types: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 16 }), {
          maxItems: 20,
          description: "Forms of the event filings read (default 8-K and 8-K/A)",
        }),
      ),
      related_tickers: Type.Optional(
        Type.Array(Ticker, { maxItems: 10, description: "Peers whose stored filing of the same fiscal period is read with the same plan" }),
      ),
      task_intent: Type.Optional(Nullable(Type.String({ maxLength: 64, description: `Force an intent: ${EVIDENCE_INTENTS.join(", ")}` }))),
      include_full_sections: Type.Optional(
        Type.Boolean({ default: false, description: "Add the required sections' full text (paged: see each item's page)" }),
      ),
      include_planner_trace: Type.Optional(
        Type.Boolean({ default: false, description: "Add planner_trace: how the intent and plan were chosen" }),
      ),
      max_hits: Type.Optional(Type.Integer({ minimum: MAX_HITS.min, maximum: MAX_HITS.max, default: MAX_HITS.default })),
    },
    { additionalProperties: false },
  ),
  output: EvidenceResponseSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, query: "How much did Apple spend on share repurchases?" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return filingEvidence(deps, {
      ticker: input.ticker,
      year: input.year,
      quarter: input.quarter,
      query: input.query,
      filingDateFrom: input.filing_date_from ?? null,
      filingDateTo: input.filing_date_to ?? null,
      formTypes: input.form_types ?? null,
      relatedTickers: input.related_tickers ?? [],
      taskIntent: input.task_intent ?? null,
      includeFullSections: input.include_full_sections ?? false,
      includePlannerTrace: input.include_planner_trace ?? false,
      maxHits: input.max_hits ?? MAX_HITS.default,
      cacheOnly: ctx.cacheOnly,
    });
  },
});
