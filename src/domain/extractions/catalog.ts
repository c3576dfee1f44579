import type { ExtractionDocument } from "./extraction-document.js";
import type { ExtractionSchema } from "./schema.js";
import type { Ranges } from "./schemas/scope.js";
import type { SpanDraft } from "./span.js";
import { extractShareRepurchases, shareRepurchasesSchema } from "./schemas/share-repurchases.js";
import { dividendsSchema, extractDividends } from "./schemas/dividends.js";
import { debtSchema, extractDebt } from "./schemas/debt.js";
import { customerConcentrationSchema, extractCustomerConcentration } from "./schemas/customer-concentration.js";
import { extractGuidance, guidanceSchema } from "./schemas/guidance.js";

/** A schema with its deterministic extractor. */
export interface CatalogEntry {
  readonly schema: ExtractionSchema;
  /** Reads the ranges of the document the schema's sections select. */
  readonly rules: ((doc: ExtractionDocument, ranges: Ranges) => SpanDraft[]) | null;
}

/** Every schema the service knows, in the order they are listed. */
export const SCHEMA_CATALOG: readonly CatalogEntry[] = [
  { schema: shareRepurchasesSchema, rules: extractShareRepurchases },
  { schema: dividendsSchema, rules: extractDividends },
  { schema: debtSchema, rules: extractDebt },
  { schema: customerConcentrationSchema, rules: extractCustomerConcentration },
  { schema: guidanceSchema, rules: extractGuidance },
];

export function catalogEntry(name: string): CatalogEntry | undefined {
  return SCHEMA_CATALOG.find((e) => e.schema.name === name);
}

export const SCHEMA_NAMES: readonly string[] = SCHEMA_CATALOG.map((e) => e.schema.name);
