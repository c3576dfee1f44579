import { sectionForm, type FilingTable, type SectionForm } from "../../parse/document/index.js";
import type { DocumentKind } from "./schema.js";

/** A block of the document's markdown (the parse layer's blocks, or a transcript's turns). */
export interface DocumentBlock {
  readonly kind: "heading" | "paragraph" | "list_item" | "table";
  readonly start: number;
  readonly end: number;
  /** First character after the block's markup ("## ", "- ", "**Speaker:** "). */
  readonly textStart: number;
}

interface DocumentSection {
  readonly key: string;
  readonly title: string;
  readonly start: number;
  readonly end: number;
}

/**
 * What an extractor reads: one stored document's markdown with its blocks, sections and tables.
 * Filings' documents come from the document cache (the markdown `/api/filing/document` serves);
 * transcripts from their stored markdown. Every offset is into `markdown`.
 */
export interface ExtractionDocument {
  readonly sourceType: "filing" | "transcript";
  readonly kind: DocumentKind;
  /** Form of the filing ("10-K", "8-K/A"), or "transcript". */
  readonly form: string;
  /** File name in the filing, or the transcript's source id. */
  readonly name: string;
  readonly markdown: string;
  readonly blocks: readonly DocumentBlock[];
  readonly sections: readonly DocumentSection[];
  readonly tables: readonly FilingTable[];
}

/** The section family of the document's form, or null (exhibits, transcripts). */
export function familyOf(doc: ExtractionDocument): SectionForm | null {
  return doc.kind === "primary" ? sectionForm(doc.form) : null;
}

/** Key of the section holding `offset`, or null. */
export function sectionAt(doc: ExtractionDocument, offset: number): string | null {
  for (const s of doc.sections) if (s.start <= offset && offset < s.end) return s.key;
  return null;
}

/**
 * The ranges of the document a schema reads: the listed sections (null: the whole document).
 * An empty list means the document has none of them.
 */
export function rangesOf(doc: ExtractionDocument, keys: readonly string[] | null): { start: number; end: number }[] {
  if (keys === null) return [{ start: 0, end: doc.markdown.length }];
  return doc.sections.filter((s) => keys.includes(s.key)).map((s) => ({ start: s.start, end: s.end }));
}
