import { Type } from "typebox";
import { listSchemas, SchemaListSchema } from "../../domain/extractions/index.js";
import { defineTool } from "../tool.js";

export const listExtractionSchemasTool = defineTool({
  name: "list_extraction_schemas",
  cacheable: true,
  description:
    "The extraction schemas (DocumentSchemasResponse): name, version, the forms, documents and sections " +
    "each reads, its classes with typed attributes (numeric classes say which attribute holds the " +
    "number), and the extractors that can run it here (rules always; a language model when one is " +
    "configured).",
  input: Type.Object({}, { additionalProperties: false }),
  output: SchemaListSchema,
  async run(deps) {
    return listSchemas(deps.proposer?.name ?? null);
  },
});
