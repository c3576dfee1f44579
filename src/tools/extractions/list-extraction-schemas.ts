import { Type } from "typebox";
import { listSchemas } from "../../domain/extractions/index.js";
import { defineTool } from "../tool.js";

const AttributeSpecSchema = Type.Object({ name: Type.String(), type: Type.String(), description: Type.String() });

export const listExtractionSchemasTool = defineTool({
  name: "list_extraction_schemas",
  cacheable: true,
  description:
    "The extraction schemas (DocumentSchemasResponse): name, version, the forms, documents and sections " +
    "each reads, its classes with typed attributes (numeric classes say which attribute holds the " +
    "number), and the extractors that can run it here (rules always; a language model when one is " +
    "configured).",
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({
    model_configured: Type.Boolean(),
    schemas: Type.Array(
      Type.Object({
        name: Type.String(),
        version: Type.Integer(),
        title: Type.String(),
        description: Type.String(),
        forms: Type.Array(Type.String()),
        documents: Type.Array(Type.String()),
        sections: Type.Record(Type.String(), Type.Array(Type.String())),
        compares_previous_filing: Type.Boolean(),
        needs_model: Type.Boolean(),
        extractors: Type.Array(Type.Object({ name: Type.String(), version: Type.Integer() })),
        classes: Type.Array(
          Type.Object({
            name: Type.String(),
            description: Type.String(),
            numeric: Type.Boolean(),
            value_attributes: Type.Array(Type.String()),
            attributes: Type.Array(AttributeSpecSchema),
          }),
        ),
      }),
    ),
  }),
  async run(deps) {
    return listSchemas(deps.proposer?.name ?? null);
  },
});
