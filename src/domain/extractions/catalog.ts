import type { ExtractionDocument } from "./extraction-document.js";
import type { ExtractionSchema } from "./schema.js";
import type { Ranges } from "./schemas/scope.js";
import type { SpanDraft } from "./span.js";
import { extractShareRepurchases, shareRepurchasesSchema } from "./schemas/share-repurchases.js";
import { dividendsSchema, extractDividends } from "./schemas/dividends.js";
import { debtSchema, extractDebt } from "./schemas/debt.js";
import { customerConcentrationSchema, extractCustomerConcentration } from "./schemas/customer-concentration.js";
import { extractGuidance, guidanceSchema } from "./schemas/guidance.js";
import { extractGoingConcern, goingConcernSchema } from "./schemas/going-concern.js";
import { extractMaterialWeakness, materialWeaknessSchema } from "./schemas/material-weakness.js";
import { extractRestatement, restatementSchema } from "./schemas/restatement.js";
import { extractLitigation, litigationSchema } from "./schemas/litigation.js";
import {
  acquisitionSchema,
  agreementSchema,
  extractAcquisitions,
  extractAgreements,
  extractOfficerChanges,
  officerChangeSchema,
} from "./schemas/events.js";
import { compareRiskFactors, riskFactorChangesSchema } from "./schemas/risk-factor-changes.js";

/** A schema with its deterministic extractor. */
export interface CatalogEntry {
  readonly schema: ExtractionSchema;
  /** Reads the ranges of the document the schema's sections select. */
  readonly rules: ((doc: ExtractionDocument, ranges: Ranges) => SpanDraft[]) | null;
  /** Schemas that compare with the company's previous filing of the same form. */
  readonly compare?: (doc: ExtractionDocument, ranges: Ranges, previous: ExtractionDocument, previousRanges: Ranges) => SpanDraft[];
}

/** Every schema the service knows, in the order they are listed. */
export const SCHEMA_CATALOG: readonly CatalogEntry[] = [
  { schema: shareRepurchasesSchema, rules: extractShareRepurchases },
  { schema: dividendsSchema, rules: extractDividends },
  { schema: debtSchema, rules: extractDebt },
  { schema: customerConcentrationSchema, rules: extractCustomerConcentration },
  { schema: guidanceSchema, rules: extractGuidance },
  { schema: goingConcernSchema, rules: extractGoingConcern },
  { schema: materialWeaknessSchema, rules: extractMaterialWeakness },
  { schema: restatementSchema, rules: extractRestatement },
  { schema: litigationSchema, rules: extractLitigation },
  { schema: agreementSchema, rules: extractAgreements },
  { schema: acquisitionSchema, rules: extractAcquisitions },
  { schema: officerChangeSchema, rules: extractOfficerChanges },
  { schema: riskFactorChangesSchema, rules: null, compare: compareRiskFactors },
];

export function catalogEntry(name: string): CatalogEntry | undefined {
  return SCHEMA_CATALOG.find((e) => e.schema.name === name);
}

export const SCHEMA_NAMES: readonly string[] = SCHEMA_CATALOG.map((e) => e.schema.name);
