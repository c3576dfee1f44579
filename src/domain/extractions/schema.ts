/**
 * Extraction schemas: what an extractor looks for in a document, named and versioned. A schema
 * lists its classes (what kind of statement a span is), each class's typed attributes, and the
 * forms, documents and sections it reads. Bumping `version` makes every cached result of the
 * schema stale (served only with `allow_stale`).
 */

/** Types an attribute value can have; each carries the text it was read from and its offsets. */
export const ATTRIBUTE_TYPES = ["money", "per_share", "shares", "percent", "number", "date", "period", "text"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

interface AttributeSpec {
  readonly name: string;
  readonly type: AttributeType;
  readonly description: string;
}

export interface ExtractionClass {
  readonly name: string;
  readonly description: string;
  /**
   * The attributes that may hold the class's number (for series and evaluation), the first one
   * present wins; empty for classes whose spans are statements without one (a going-concern
   * doubt, an officer's departure).
   */
  readonly valueAttributes: readonly string[];
  readonly attributes: readonly AttributeSpec[];
}

/** Kinds of stored document a schema can read. */
export const DOCUMENT_KINDS = ["primary", "earnings_release", "exhibit", "transcript"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ExtractionSchema {
  readonly name: string;
  readonly version: number;
  readonly title: string;
  readonly description: string;
  readonly classes: readonly ExtractionClass[];
  /** Forms whose documents the schema reads ("10-K", "10-Q", "8-K"; amendments included). */
  readonly forms: readonly string[];
  readonly documents: readonly DocumentKind[];
  /**
   * Section keys read, per form family; a family absent here is read whole (exhibits and
   * transcripts have no item sections). Keys as `/api/sections` names them.
   */
  readonly sections: Readonly<Partial<Record<"10-K" | "10-Q" | "8-K", readonly string[]>>>;
  /** The schema compares a filing with the company's previous filing of the same form. */
  readonly comparesPrevious?: boolean;
  /** Only a language model can run it (then 503 when none is configured). */
  readonly needsModel?: boolean;
}

/** Whether a class carries a number. */
export function isNumericClass(c: ExtractionClass): boolean {
  return c.valueAttributes.length > 0;
}

/** A schema's class by name, or undefined. */
export function classOf(schema: ExtractionSchema, name: string): ExtractionClass | undefined {
  return schema.classes.find((c) => c.name === name);
}
