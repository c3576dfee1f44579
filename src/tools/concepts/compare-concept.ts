import { Type } from "typebox";
import { compareConcept, CompareResultSchema, ALIGNMENTS } from "../../domain/concepts/index.js";
import { withLocations } from "../../domain/documents/index.js";
import { answerAsOf, literalsOf, nothingStoredAsOf } from "../../domain/shared/index.js";
import { ConceptName } from "./get-concept.js";
import { AsOfParam, CompanyPeriodSchema, DateTypeParam, Nullable, Ticker, asOfRequest } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "../facts/index.js";

const Year = Type.Integer({ minimum: 1990, maximum: 2100 });

export const compareConceptTool = defineTool({
  name: "compare_concept",
  bodyRules: [
    {
      description: "give periods, or year (and optionally quarter) with at least one ticker",
      anyOf: [
        { required: ["periods"], properties: { periods: { type: "array", minItems: 1 } } },
        { required: ["year", "tickers"], properties: { year: { type: "integer" }, tickers: { type: "array", minItems: 1 } } },
      ],
    },
  ],
  readsFilings: true,
  cacheable: true,
  description:
    "One concept (registry group, QName or local name) across companies for the same period. " +
    "align=fiscal (default): each company's own fiscal year/quarter (Apple's fiscal 2024 ends Sep 2024, " +
    "NVIDIA's Jan 2024). align=calendar: year/quarter are calendar; each company's cached fiscal period " +
    "whose midpoint falls in that calendar quarter (or year) answers. Omit quarter for the whole (fiscal " +
    "or calendar) year. Or give explicit fiscal periods per company. Each company's entry states its " +
    "fiscal period, its period dates, the tag used and the value with source_ref; a company that cannot " +
    "answer carries its error. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      concept: ConceptName,
      tickers: Type.Array(Ticker, { maxItems: 20, default: [], description: "Companies to compare (with year/quarter)" }),
      year: Type.Optional(Nullable(Year)),
      quarter: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 4 }))),
      periods: Type.Optional(Nullable(Type.Array(CompanyPeriodSchema, { maxItems: 20 }))),
      date_type: Type.Optional(DateTypeParam),
      align: Type.Optional(Type.Union(literalsOf(ALIGNMENTS), { default: "fiscal" })),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: CompareResultSchema,
  example: { concept: "revenue", tickers: ["AAPL", "NVDA", "GOOGL"], year: 2024, align: "calendar" },
  async run(deps, input, ctx) {
    // Each company answers or errs on its own: one with nothing filed by as_of says so in its error.
    const asOf = input.as_of;
    const notes = new Map<string, string | null>();
    if (asOf !== undefined)
      for (const t of [...(input.tickers ?? []), ...(input.periods ?? []).map((p) => p.ticker)])
        notes.set(t.toUpperCase(), await nothingStoredAsOf(deps.store, t, asOf));
    return answerAsOf(deps, asOfRequest(deps, input, null, ctx), async (deps) => {
      const compared = await compareConcept(deps, {
        conceptName: input.concept,
        tickers: input.tickers ?? [],
        year: input.year ?? null,
        quarter: input.quarter ?? null,
        periods: input.periods?.map((p) => ({ ticker: p.ticker, year: p.year, quarter: p.quarter ?? null })) ?? null,
        dateType: input.date_type ?? null,
        align: input.align ?? "fiscal",
        cacheOnly: ctx.cacheOnly,
        basis: input.basis ?? "as_reported",
      });
      // Each company's value cites a readable location (the workspace's compare view opens the filing at it).
      const values = await withLocations(
        deps,
        compared.companies.map((c) => c.result?.value ?? null),
      );
      return {
        ...compared,
        companies: compared.companies.map((c, i) => {
          if (c.result) return { ...c, result: { ...c.result, value: values[i] ?? c.result.value } };
          const note = notes.get(c.ticker);
          return note && c.error ? { ...c, error: { ...c.error, message: `${c.error.message}; ${note}` } } : c;
        }),
      };
    });
  },
});
