import { Type } from "typebox";
import { DEFAULT_MAX_WORDS, getSections, parseMaxWords, SECTION_FORMATS, SectionsResultSchema } from "../../domain/documents/index.js";
import { literalsOf } from "../../domain/shared/index.js";
import { DocumentSelectorParams } from "./get-filing-document.js";
import { Nullable, checkSource, documentSelectorOf } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const getFilingSectionsTool = defineTool({
  name: "get_filing_sections",
  readsFilings: true,
  cacheable: true,
  description:
    "The item sections of a 10-K, 10-Q or 8-K (Item 1A Risk Factors, Item 7 MD&A ...): key, title, " +
    "offsets in the document's markdown, word count and text cut at max_words (format=summary: the first " +
    "60 words; full: plain text; markdown: markdown). sections=item_1a,item_7 or names (risk_factors, " +
    "mda) select some; fallback=true answers a missing section with the nearest present one in the " +
    "form's order (marked fallback_for). include_tables lists the data tables in each section.",
  input: Type.Object(
    {
      ...DocumentSelectorParams,
      sections: Type.Optional(Nullable(Type.String({ maxLength: 500, description: "Comma-separated section keys or names; default all" }))),
      format: Type.Optional(Type.Union(literalsOf(SECTION_FORMATS), { default: "summary" })),
      max_words: Type.Optional(
        Type.String({
          default: String(DEFAULT_MAX_WORDS),
          pattern: "^([1-9][0-9]{0,5}|1000000)$",
          description: "Words of text per section, at most: a whole number from 1 to 1000000",
        }),
      ),
      include_tables: Type.Optional(Type.Boolean({ default: false })),
      fallback: Type.Optional(Type.Boolean({ default: false, description: "Answer a missing section with the nearest present one" })),
    },
    { additionalProperties: false },
  ),
  output: SectionsResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, sections: "item_1a,item_7", format: "summary" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getSections(deps, {
      ...documentSelectorOf(input, ctx),
      sections: input.sections ?? null,
      format: input.format ?? "summary",
      maxWords: parseMaxWords(input.max_words),
      includeTables: input.include_tables ?? false,
      fallback: input.fallback ?? false,
    });
  },
});
