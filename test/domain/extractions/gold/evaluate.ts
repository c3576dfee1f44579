/** Runs every schema's rules on its gold documents and scores them (used by the gold test and `npm run bench:extract`). */
import { catalogEntry } from "../../../../src/domain/extractions/catalog.js";
import { runRules } from "../../../../src/domain/extractions/run-extraction.js";
import {
  GOLD_SCHEMAS,
  goldExtractionDocument,
  loadGold,
  scoreDocument,
  type ClassScore,
  type DocumentScore,
  type GoldLabel,
} from "./gold-set.js";
import type { ExtractionSpan } from "../../../../src/domain/extractions/span.js";

export interface SchemaEvaluation {
  readonly schema: string;
  readonly documents: number;
  readonly labels: number;
  readonly byClass: ReadonlyMap<string, ClassScore>;
  /** The same, over the documents marked `heldout` only: read after the rules were written, never tuned on. */
  readonly heldoutByClass: ReadonlyMap<string, ClassScore>;
  readonly heldoutDocuments: number;
  readonly numericClasses: ReadonlySet<string>;
  readonly missed: readonly { document: string; label: GoldLabel }[];
  readonly extra: readonly { document: string; span: ExtractionSpan }[];
  /** Spans whose text is not exactly the markdown between their offsets (must be none). */
  readonly badSlices: number;
}

function merge(a: DocumentScore, b: DocumentScore): DocumentScore {
  const byClass = new Map<string, ClassScore>();
  for (const m of [a.byClass, b.byClass]) {
    for (const [cls, s] of m) {
      const t = byClass.get(cls) ?? { tp: 0, fp: 0, fn: 0 };
      byClass.set(cls, { tp: t.tp + s.tp, fp: t.fp + s.fp, fn: t.fn + s.fn });
    }
  }
  return { byClass, missed: [...a.missed, ...b.missed], extra: [...a.extra, ...b.extra] };
}

export function evaluateGold(corpus: string): SchemaEvaluation[] {
  const out: SchemaEvaluation[] = [];
  for (const file of GOLD_SCHEMAS) {
    const gold = loadGold(file);
    if (!gold) continue;
    const entry = catalogEntry(gold.schema);
    if (!entry) throw new Error(`gold set for unknown schema ${gold.schema}`);
    const byClass = new Map<string, ClassScore>();
    const heldoutByClass = new Map<string, ClassScore>();
    const missed: { document: string; label: GoldLabel }[] = [];
    const extra: { document: string; span: ExtractionSpan }[] = [];
    let badSlices = 0;
    for (const d of gold.documents) {
      const doc = goldExtractionDocument(corpus, d);
      const previous = d.previous ? goldExtractionDocument(corpus, { ...d.previous, labels: [] }) : null;
      const spans = runRules(entry, doc, previous);
      badSlices += spans.filter((s) => (s.inPreviousFiling && previous ? previous : doc).markdown.slice(s.start, s.end) !== s.text).length;
      const here = scoreDocument(
        entry.schema,
        doc.markdown,
        spans.filter((s) => !s.inPreviousFiling),
        d.labels.filter((l) => !l.in_previous),
      );
      const there = previous
        ? scoreDocument(
            entry.schema,
            previous.markdown,
            spans.filter((s) => s.inPreviousFiling),
            d.labels.filter((l) => l.in_previous),
          )
        : null;
      const score = there ? merge(here, there) : here;
      for (const target of d.heldout ? [byClass, heldoutByClass] : [byClass]) {
        for (const [cls, s] of score.byClass) {
          const total = target.get(cls) ?? { tp: 0, fp: 0, fn: 0 };
          total.tp += s.tp;
          total.fp += s.fp;
          total.fn += s.fn;
          target.set(cls, total);
        }
      }
      missed.push(...score.missed.map((m) => ({ document: d.path, label: m.label })));
      extra.push(...score.extra.map((span) => ({ document: d.path, span })));
    }
    const numericClasses = new Set(entry.schema.classes.filter((c) => c.valueAttributes.length > 0).map((c) => c.name));
    out.push({
      schema: gold.schema,
      documents: gold.documents.length,
      labels: gold.documents.reduce((n, d) => n + d.labels.length, 0),
      byClass,
      heldoutByClass,
      heldoutDocuments: gold.documents.filter((d) => d.heldout).length,
      numericClasses,
      missed,
      extra,
      badSlices,
    });
  }
  return out;
}
