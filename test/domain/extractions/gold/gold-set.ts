/**
 * The hand-read gold sets of the extraction schemas (one JSON file per schema, beside this file)
 * and how extraction results are scored against them. Each label cites a corpus document and a
 * short exact quote of the span a careful analyst marks (with a longer `context` and an
 * `occurrence` where the quote repeats), its class and, for numeric classes, the value read.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decodeDocument } from "../../../../src/parse/decode.js";
import { detectSections, extractTables, toMarkdown, type FilingTable, type Section } from "../../../../src/parse/document/index.js";
import type { DocumentArtifacts } from "../../../../src/domain/documents/document-cache.js";
import { parseTranscript } from "../../../../src/domain/documents/transcript-parse.js";
import { transcriptMarkdown } from "../../../../src/domain/documents/transcript-markdown.js";
import { filingExtractionDocument } from "../../../../src/domain/extractions/extraction-document-of.js";
import type { ExtractionDocument } from "../../../../src/domain/extractions/extraction-document.js";
import { transcriptExtractionDocument } from "../../../../src/domain/extractions/transcript-extraction-document.js";
import type { ExtractionSchema, DocumentKind } from "../../../../src/domain/extractions/schema.js";
import type { ExtractionSpan } from "../../../../src/domain/extractions/span.js";

export interface GoldLabel {
  readonly class: string;
  readonly quote: string;
  readonly context?: string;
  readonly occurrence?: number;
  readonly value?: number;
  readonly high?: number;
  /** The quote is in the previous filing's document (a removed risk-factor title). */
  readonly in_previous?: boolean;
}

export interface GoldDocument {
  /** Corpus-relative path of the file read. */
  readonly path: string;
  readonly accession?: string | null;
  readonly document?: string;
  readonly form?: string;
  readonly kind?: DocumentKind;
  /** Read after the rules were written and never used to tune them. */
  readonly heldout?: boolean;
  /** For schemas that compare with the previous filing: that filing's document. */
  readonly previous?: { readonly path: string; readonly accession?: string | null; readonly document?: string; readonly form?: string };
  readonly labels: readonly GoldLabel[];
}

export interface GoldFile {
  readonly schema: string;
  readonly policy: string;
  readonly documents: readonly GoldDocument[];
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const GOLD_SCHEMAS = [
  "share-repurchases",
  "dividends",
  "debt",
  "customer-concentration",
  "guidance",
  "going-concern",
  "material-weakness",
  "restatement",
  "litigation",
  "event-agreement",
  "event-acquisition",
  "officer-change",
  "risk-factor-changes",
] as const;

/** The gold file of a schema (kebab-case name), or null when none was written. */
export function loadGold(name: string): GoldFile | null {
  try {
    return JSON.parse(readFileSync(path.join(HERE, `${name}.json`), "utf8")) as GoldFile;
  } catch {
    return null;
  }
}

/** A corpus document as the service reads it (the same parse the document cache runs). */
export function goldExtractionDocument(corpus: string, d: GoldDocument): ExtractionDocument {
  const bytes = readFileSync(path.join(corpus, d.path));
  if (d.path.startsWith("transcripts/")) {
    const name = path.basename(d.path, ".txt");
    return transcriptExtractionDocument(name, transcriptMarkdown(name, parseTranscript(bytes.toString("utf8"))));
  }
  const form = d.form ?? "10-K";
  const doc = toMarkdown(decodeDocument(bytes));
  let sections: readonly Section[] | null = null;
  let tables: readonly FilingTable[] | null = null;
  const artifacts: DocumentArtifacts = {
    doc,
    form,
    sections: () => (sections ??= detectSections(doc, form)),
    tables: () => (tables ??= extractTables(doc, { sections: artifacts.sections() })),
  };
  return filingExtractionDocument(artifacts, d.document ?? path.basename(d.path), d.kind ?? "primary");
}

/** Where a label's quote is in the markdown; throws when it is not there. */
export function locate(markdown: string, l: GoldLabel): { start: number; end: number } {
  const context = l.context ?? l.quote;
  let at = -1;
  for (let i = 0; i < (l.occurrence ?? 1); i++) {
    at = markdown.indexOf(context, at + 1);
    if (at < 0) throw new Error(`gold quote not found: ${JSON.stringify(context)} (occurrence ${l.occurrence ?? 1})`);
  }
  const inner = context.indexOf(l.quote);
  if (inner < 0) throw new Error(`gold quote ${JSON.stringify(l.quote)} is not inside its context`);
  return { start: at + inner, end: at + inner + l.quote.length };
}

export interface ClassScore {
  tp: number;
  fp: number;
  fn: number;
}

export interface DocumentScore {
  readonly byClass: Map<string, ClassScore>;
  readonly missed: { label: GoldLabel; start: number }[];
  readonly extra: ExtractionSpan[];
}

/** The number a span states for its class, or null. */
export function spanValue(
  schema: ExtractionSchema,
  span: ExtractionSpan,
): { value: number; high: number | null; start: number; end: number } | null {
  const cls = schema.classes.find((c) => c.name === span.class);
  for (const name of cls?.valueAttributes ?? []) {
    const a = span.attributes[name];
    if (a && typeof a.value === "number") return { value: a.value, high: a.high ?? null, start: a.start, end: a.end };
  }
  return null;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 1e-6);

/**
 * Scores one document's spans of a schema: a span matches a label of its class whose quote it
 * overlaps and, for numeric classes, whose value (and range end) it states. Matching is one to
 * one; among several candidates the span whose value is inside the quote wins.
 */
export function scoreDocument(
  schema: ExtractionSchema,
  markdown: string,
  spans: readonly ExtractionSpan[],
  labels: readonly GoldLabel[],
): DocumentScore {
  const byClass = new Map<string, ClassScore>(schema.classes.map((c) => [c.name, { tp: 0, fp: 0, fn: 0 }]));
  const used = new Set<ExtractionSpan>();
  const missed: { label: GoldLabel; start: number }[] = [];
  for (const l of labels) {
    const at = locate(markdown, l);
    const numeric = l.value !== undefined;
    const candidates = spans.filter((s) => {
      if (used.has(s) || s.class !== l.class || s.start >= at.end || s.end <= at.start) return false;
      if (!numeric) return true;
      const v = spanValue(schema, s);
      return v !== null && close(v.value, l.value as number) && (l.high === undefined || (v.high !== null && close(v.high, l.high)));
    });
    const inside = (s: ExtractionSpan) => {
      const v = spanValue(schema, s);
      return v !== null && v.start >= at.start && v.end <= at.end ? 0 : 1;
    };
    const best = candidates.sort((a, b) => inside(a) - inside(b) || Math.abs(a.start - at.start) - Math.abs(b.start - at.start))[0];
    const score = byClass.get(l.class) ?? { tp: 0, fp: 0, fn: 0 };
    byClass.set(l.class, score);
    if (best) {
      used.add(best);
      score.tp++;
    } else {
      score.fn++;
      missed.push({ label: l, start: at.start });
    }
  }
  const extra = spans.filter((s) => !used.has(s));
  for (const s of extra) {
    const score = byClass.get(s.class) ?? { tp: 0, fp: 0, fn: 0 };
    byClass.set(s.class, score);
    score.fp++;
  }
  return { byClass, missed, extra };
}

export function precision(s: ClassScore): number | null {
  return s.tp + s.fp === 0 ? null : s.tp / (s.tp + s.fp);
}

export function recall(s: ClassScore): number | null {
  return s.tp + s.fn === 0 ? null : s.tp / (s.tp + s.fn);
}
