import { Type } from "typebox";
import { DEFAULT_MAX_CHARS, DocumentPageSchema, getDocumentPage } from "../../domain/documents/index.js";
import { FiscalYear, Nullable, Quarter, Ticker, XbrlSourceParam, checkSource, documentSelectorOf } from "../shared/index.js";
import { defineTool } from "../tool.js";

/** The filing selector the document tools share: an accession, or ticker/cik + year + quarter. */
export const DocumentSelectorParams = {
  ticker: Type.Optional(Ticker),
  year: Type.Optional(FiscalYear),
  quarter: Type.Optional(Quarter),
  source: Type.Optional(XbrlSourceParam),
  accession: Type.Optional(
    Nullable(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: "EDGAR accession (0000320193-24-000123) or the synthetic fds-… id; overrides the period",
      }),
    ),
  ),
  cik: Type.Optional(Nullable(Type.Integer({ minimum: 1, description: "Company CIK, instead of or as a check on the ticker" }))),
  form_type: Type.Optional(
    Nullable(
      Type.String({ minLength: 1, maxLength: 12, description: "Form of the period's filing; 10-K/A or 10-Q/A reads the latest amendment" }),
    ),
  ),
};

export const getFilingDocumentTool = defineTool({
  name: "get_filing_document",
  readsFilings: true,
  cacheable: true,
  description:
    "A filing's primary document (or another document by file name) as markdown, with accession, form, " +
    "period, URL. Optionally only some sections (sections=item_1a,item_7 or names like " +
    "risk_factors,mda), joined by a blank line. Paged by character offsets: the response holds " +
    "[char_start, char_end) of total_chars; continue from next_char_start until it is null, and the " +
    "pages concatenate to the whole text exactly.",
  input: Type.Object(
    {
      ...DocumentSelectorParams,
      primary_document: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 200, description: "File name in the filing; default the primary document" })),
      ),
      sections: Type.Optional(
        Nullable(
          Type.String({
            maxLength: 500,
            description: "Comma-separated section keys (item_1a, part_1_item_2, item_2_02) or names (risk_factors, mda)",
          }),
        ),
      ),
      char_start: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
      char_end: Type.Optional(
        Nullable(
          Type.Integer({ minimum: 1, description: "Exclusive end offset; must be greater than char_start and at most total_chars" }),
        ),
      ),
      max_chars: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000, default: DEFAULT_MAX_CHARS })),
    },
    { additionalProperties: false },
  ),
  output: DocumentPageSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, sections: "item_1a", max_chars: 5000 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return getDocumentPage(deps, {
      ...documentSelectorOf(input, ctx),
      primaryDocument: input.primary_document ?? null,
      sections: input.sections ?? null,
      charStart: input.char_start ?? 0,
      charEnd: input.char_end ?? null,
      maxChars: input.max_chars ?? DEFAULT_MAX_CHARS,
    });
  },
});
