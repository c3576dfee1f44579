import { SCHEMA_CATALOG } from "./catalog.js";
import { RULES_EXTRACTOR } from "./run-extraction.js";
import type { ExtractionSchema } from "./schema.js";

export interface SchemaView {
  readonly name: string;
  readonly version: number;
  readonly title: string;
  readonly description: string;
  readonly forms: readonly string[];
  readonly documents: readonly string[];
  readonly sections: Readonly<Record<string, readonly string[]>>;
  readonly compares_previous_filing: boolean;
  readonly needs_model: boolean;
  readonly extractors: readonly { readonly name: string; readonly version: number }[];
  readonly classes: readonly {
    readonly name: string;
    readonly description: string;
    readonly numeric: boolean;
    readonly value_attributes: readonly string[];
    readonly attributes: readonly { readonly name: string; readonly type: string; readonly description: string }[];
  }[];
}

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
export function listSchemas(modelName: string | null): { readonly schemas: readonly SchemaView[]; readonly model_configured: boolean } {
  return { schemas: SCHEMA_CATALOG.map((e) => schemaView(e.schema, modelName)), model_configured: modelName !== null };
}
