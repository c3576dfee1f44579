import { Type } from "typebox";
import type { Wire } from "../shared/index.js";
import { SCHEMA_CATALOG } from "./catalog.js";
import { RULES_EXTRACTOR } from "./run-extraction.js";
import type { ExtractionSchema } from "./schema.js";

const AttributeSpecSchema = Type.Object({ name: Type.String(), type: Type.String(), description: Type.String() });

const SchemaViewSchema = Type.Object({
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
});

type SchemaView = Wire<typeof SchemaViewSchema>;

/** list_extraction_schemas' answer. */
export const SchemaListSchema = Type.Object({ model_configured: Type.Boolean(), schemas: Type.Array(SchemaViewSchema) });

function schemaView(s: ExtractionSchema, modelName: string | null): SchemaView {
  return {
    name: s.name,
    version: s.version,
    title: s.title,
    description: s.description,
    forms: s.forms,
    documents: s.documents,
    sections: s.sections as Record<string, readonly string[]>,
    compares_previous_filing: s.comparesPrevious === true,
    needs_model: s.needsModel === true,
    extractors: [RULES_EXTRACTOR, ...(modelName && !s.comparesPrevious ? [{ name: modelName, version: 1 }] : [])],
    classes: s.classes.map((c) => ({
      name: c.name,
      description: c.description,
      numeric: c.valueAttributes.length > 0,
      value_attributes: c.valueAttributes,
      attributes: c.attributes,
    })),
  };
}

/** Every schema the service knows, with the extractors that can run it here. */
export function listSchemas(modelName: string | null): Wire<typeof SchemaListSchema> {
  return { schemas: SCHEMA_CATALOG.map((e) => schemaView(e.schema, modelName)), model_configured: modelName !== null };
}
