import { Type } from "typebox";
import { extractNow, ExtractNowResultSchema, EXTRACTOR_KINDS } from "../../domain/extractions/index.js";
import { SOURCE_TYPES } from "../../domain/documents/index.js";
import { literalsOf } from "../../domain/shared/index.js";
import { Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";
import { SchemaName } from "../extractions/index.js";

export const extractDocumentTool = defineTool({
  name: "extract_document",
  description:
    "Runs one extraction schema on one stored document now (ExtractionRequest) and stores the result: " +
    "the rules (default), or a configured language model (extractor: model) whose proposed spans are " +
    "kept only where their text is found verbatim in the document (offsets come from that search). 404 " +
    "for an unknown document; 503 for a schema that needs a language model when none is configured (400 " +
    "when the model extractor is asked of a server without one).",
  input: Type.Object(
    {
      source_id: Type.String({ minLength: 1, maxLength: 80, description: "Accession or transcript source id" }),
      source_type: Type.Optional(Type.Union(literalsOf(SOURCE_TYPES), { default: "filing" })),
      schema: SchemaName,
      document: Type.Optional(
        Nullable(
          Type.String({
            minLength: 1,
            maxLength: 200,
            description: "A filing's document by file name; default the first one the schema reads",
          }),
        ),
      ),
      extractor: Type.Optional(Type.Union(literalsOf(EXTRACTOR_KINDS), { default: "rules" })),
    },
    { additionalProperties: false },
  ),
  output: ExtractNowResultSchema,
  example: { source_id: "0000320193-24-000123", source_type: "filing", schema: "share_repurchases" },
  async run(deps, input) {
    return extractNow(deps, {
      sourceType: input.source_type ?? "filing",
      sourceId: input.source_id,
      schema: input.schema,
      document: input.document ?? null,
      extractor: input.extractor ?? "rules",
    });
  },
});
