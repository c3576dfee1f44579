import { Type } from "typebox";
import { extractFilingFile, FILE_FORMATS, FilingFileResultSchema } from "../../domain/documents/index.js";
import { literalsOf } from "../../domain/shared/index.js";
import { Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const extractFilingFileTool = defineTool({
  name: "extract_filing_file",
  cacheable: true,
  description:
    "One document of a stored filing (the primary document by default, or an exhibit by file name) as " +
    "markdown (headings, paragraphs, GFM tables; page numbers and running headers dropped) or plain " +
    "text, with the filing's metadata. Long documents are paged: read [char_start, char_start + " +
    "max_chars) and continue from next_char_start; pages concatenate to the whole document.",
  input: Type.Object(
    {
      accession: Type.String({
        minLength: 1,
        maxLength: 40,
        description: "EDGAR accession (0000320193-24-000123) or the synthetic fds-… id",
      }),
      file: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 200, description: "File name in the filing; default the primary document" })),
      ),
      format: Type.Optional(Type.Union(literalsOf(FILE_FORMATS), { default: "markdown" })),
      char_start: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
      max_chars: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000, default: 200_000 })),
    },
    { additionalProperties: false },
  ),
  output: FilingFileResultSchema,
  example: { accession: "0000066740-24-000023", file: "pressrelease3-8x24.htm", max_chars: 2000 },
  async run(deps, input) {
    return extractFilingFile(deps, {
      accession: input.accession,
      file: input.file ?? null,
      format: input.format ?? "markdown",
      charStart: input.char_start ?? 0,
      maxChars: input.max_chars ?? 200_000,
    });
  },
});
