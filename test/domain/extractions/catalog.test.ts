import { describe, expect, it } from "vitest";
import { sectionKeysOf } from "../../../src/domain/documents/sections-names.js";
import { INTENTS } from "../../../src/domain/evidence/intents.js";
import { catalogEntry, SCHEMA_CATALOG, SCHEMA_NAMES } from "../../../src/domain/extractions/catalog.js";
import { RULES_EXTRACTOR } from "../../../src/domain/extractions/run-extraction.js";
import { ATTRIBUTE_TYPES, classOf, DOCUMENT_KINDS, isNumericClass } from "../../../src/domain/extractions/schema.js";
import { listSchemas } from "../../../src/domain/extractions/schema-list.js";

describe("extraction schema catalog", () => {
  it("names each schema once, and finds each by its name", () => {
    expect(new Set(SCHEMA_NAMES).size).toBe(SCHEMA_NAMES.length);
    for (const name of SCHEMA_NAMES) expect(catalogEntry(name)?.schema.name).toBe(name);
    expect(catalogEntry("no_such_schema")).toBeUndefined();
  });

  it("gives every class attributes of the known types, and value attributes that are among its attributes", () => {
    for (const { schema } of SCHEMA_CATALOG) {
      expect(new Set(schema.classes.map((c) => c.name)).size, schema.name).toBe(schema.classes.length);
      for (const c of schema.classes) {
        const names = c.attributes.map((a) => a.name);
        for (const a of c.attributes) expect(ATTRIBUTE_TYPES, `${schema.name}.${c.name}.${a.name}`).toContain(a.type);
        for (const v of c.valueAttributes) expect(names, `${schema.name}.${c.name} value ${v}`).toContain(v);
        expect(isNumericClass(c)).toBe(c.valueAttributes.length > 0);
        expect(classOf(schema, c.name)).toBe(c);
      }
      for (const d of schema.documents) expect(DOCUMENT_KINDS).toContain(d);
    }
  });

  it("reads only sections its forms define", () => {
    for (const { schema } of SCHEMA_CATALOG) {
      for (const [family, keys] of Object.entries(schema.sections)) {
        const defined = sectionKeysOf(family as "10-K" | "10-Q" | "8-K");
        for (const key of keys ?? []) expect(defined, `${schema.name} ${family} ${key}`).toContain(key);
      }
    }
  });

  it("has a deterministic extractor (rules or a comparison) for each schema that needs no model", () => {
    for (const e of SCHEMA_CATALOG) {
      if (!e.schema.needsModel) expect(e.rules !== null || e.compare !== undefined, e.schema.name).toBe(true);
      expect(Boolean(e.compare), e.schema.name).toBe(e.schema.comparesPrevious === true);
    }
  });

  it("holds every schema the evidence intents read (the 8-K event schemas by their event_ names)", () => {
    const unknown = Object.entries(INTENTS).flatMap(([intent, def]) =>
      def.schemas.filter((s) => !SCHEMA_NAMES.includes(s)).map((s) => `${intent}: ${s}`),
    );
    expect(unknown).toEqual([]);
    expect(INTENTS.events.schemas).toEqual(["event_agreement", "event_acquisition", "event_officer_change"]);
  });

  it("lists the model as an extractor only when one is configured, and never for a comparing schema", () => {
    const without = listSchemas(null);
    expect(without.model_configured).toBe(false);
    expect(without.schemas.map((s) => s.name)).toEqual(SCHEMA_NAMES);
    expect(without.schemas.every((s) => s.extractors.length === 1 && s.extractors[0]!.name === RULES_EXTRACTOR.name)).toBe(true);
    const withModel = listSchemas("a-model");
    expect(withModel.model_configured).toBe(true);
    for (const s of withModel.schemas)
      expect(
        s.extractors.map((e) => e.name),
        s.name,
      ).toEqual(s.compares_previous_filing ? [RULES_EXTRACTOR.name] : [RULES_EXTRACTOR.name, "a-model"]);
  });
});
