import type { CatalogEntry } from "./catalog.js";
import { familyOf, rangesOf, sectionAt, type ExtractionDocument } from "./extraction-document.js";
import type { ExtractionSchema } from "./schema.js";
import type { ExtractionSpan, SpanDraft } from "./span.js";

/** The deterministic extractor: section scoping, patterns and the table reader. */
export const RULES_EXTRACTOR = { name: "rules", version: 2 } as const;

/** Whether a schema reads this document at all (its form and kind). */
export function schemaReads(schema: ExtractionSchema, doc: ExtractionDocument): boolean {
  if (!schema.documents.includes(doc.kind)) return false;
  if (doc.sourceType === "transcript") return true;
  const base = doc.form.toUpperCase().replace(/\/A$/, "");
  return schema.forms.includes(base);
}

/**
 * The ranges of `doc` a schema reads: its sections for the form (the whole document when the
 * form has no sections listed, or when no item section was detected at all, since some filings
 * print no item captions).
 */
export function schemaRanges(schema: ExtractionSchema, doc: ExtractionDocument): { start: number; end: number }[] {
  const family = familyOf(doc);
  const keys = family === null ? null : (schema.sections[family] ?? null);
  if (keys !== null && doc.sections.length === 0) return rangesOf(doc, null);
  const ranges = rangesOf(doc, keys);
  // A 10-K whose Item 8 only points to F-pages at the end ("see page F-1") keeps its statements
  // and notes in Item 15 or after the last caption: read those too.
  const item8 = doc.sections.find((s) => s.key === "item_8");
  if (keys?.includes("item_8") && item8 && item8.end - item8.start < SHORT_SECTION) {
    const item15 = doc.sections.find((s) => s.key === "item_15");
    if (item15) ranges.push({ start: item15.start, end: item15.end });
    const last = Math.max(...doc.sections.map((s) => s.end));
    if (last < doc.markdown.length) ranges.push({ start: last, end: doc.markdown.length });
  }
  return ranges;
}

/** A section this short is a cross-reference, not the content. */
const SHORT_SECTION = 2000;

/**
 * Runs a schema's rules on one document: spans sorted by offset, each slicing back to its text.
 * A schema that compares with the previous filing runs only when `previous` is given.
 */
export function runRules(entry: CatalogEntry, doc: ExtractionDocument, previous: ExtractionDocument | null = null): ExtractionSpan[] {
  if (!schemaReads(entry.schema, doc)) return [];
  if (entry.compare)
    return previous === null
      ? []
      : spansOf(
          entry.schema,
          doc,
          entry.compare(doc, schemaRanges(entry.schema, doc), previous, schemaRanges(entry.schema, previous)),
          RULES_EXTRACTOR,
          previous,
        );
  if (entry.rules === null) return [];
  return spansOf(entry.schema, doc, entry.rules(doc, schemaRanges(entry.schema, doc)), RULES_EXTRACTOR);
}

/** Drafts to spans: text sliced from the markdown, section found, duplicates (same class and offsets) dropped. */
export function spansOf(
  schema: ExtractionSchema,
  current: ExtractionDocument,
  drafts: readonly SpanDraft[],
  extractor: { readonly name: string; readonly version: number },
  previous: ExtractionDocument | null = null,
): ExtractionSpan[] {
  const seen = new Set<string>();
  const out: ExtractionSpan[] = [];
  for (const d of drafts) {
    const doc = d.inPrevious && previous ? previous : current;
    if (!(d.start >= 0 && d.end > d.start && d.end <= doc.markdown.length))
      throw new Error(`${schema.name}: span [${d.start}, ${d.end}) is outside the document`);
    if (!schema.classes.some((c) => c.name === d.class)) throw new Error(`${schema.name}: unknown class ${d.class}`);
    const valueKey = JSON.stringify(Object.values(d.attributes).map((a) => [a.start, a.value]));
    const key = `${d.inPrevious ? "p" : ""}${d.class}\u0000${d.start}\u0000${d.end}\u0000${valueKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      schema: schema.name,
      schemaVersion: schema.version,
      class: d.class,
      text: doc.markdown.slice(d.start, d.end),
      document: doc.name,
      section: sectionAt(doc, d.start),
      start: d.start,
      end: d.end,
      source: d.source,
      tableId: d.tableId ?? null,
      attributes: d.attributes,
      confidence: d.confidence,
      extractor: extractor.name,
      extractorVersion: extractor.version,
      ...(d.inPrevious && previous ? { inPreviousFiling: true } : {}),
    });
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end || a.class.localeCompare(b.class));
}
