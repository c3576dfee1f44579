import type { ExtractionDocument } from "../extraction-document.js";
import { spansOf, schemaRanges } from "../run-extraction.js";
import type { ExtractionSchema } from "../schema.js";
import type { ExtractionSpan, SpanDraft } from "../span.js";
import type { SpanProposer } from "./span-proposer.js";

/** Longest text sent to a model in one request: the ranges the schema reads, cut at this many characters. */
const MODEL_TEXT_LIMIT = 60_000;

/** Confidence given to a model's span: it was found verbatim, but nothing checked its class. */
const MODEL_CONFIDENCE = 0.6;

/**
 * Spans a language model proposes for a schema on a document. The model sees the text of the
 * ranges the schema reads and answers with classes and verbatim quotes; each quote is searched
 * in the stored markdown (exactly, within those ranges) and kept only where found; offsets are
 * always ours. Quotes not found, and classes the schema does not have, are dropped and counted.
 */
export async function proposeSpans(
  deps: unknown,
  proposer: SpanProposer,
  schema: ExtractionSchema,
  doc: ExtractionDocument,
): Promise<{ spans: ExtractionSpan[]; dropped: number }> {
  void deps;
  const ranges = schemaRanges(schema, doc);
  const text = ranges
    .map((r) => doc.markdown.slice(r.start, r.end))
    .join("\n\n")
    .slice(0, MODEL_TEXT_LIMIT);
  const proposals = await proposer.propose(schema, text);
  const classes = new Set(schema.classes.map((c) => c.name));
  const drafts: SpanDraft[] = [];
  let dropped = 0;
  for (const p of proposals) {
    const quote = p.quote.trim();
    const at = classes.has(p.class) && quote.length >= 3 ? findIn(doc.markdown, quote, ranges) : -1;
    if (at < 0) {
      dropped++;
      continue;
    }
    if (drafts.some((d) => d.class === p.class && d.start === at)) continue;
    drafts.push({ class: p.class, start: at, end: at + quote.length, source: "sentence", attributes: {}, confidence: MODEL_CONFIDENCE });
  }
  return { spans: spansOf(schema, doc, drafts, { name: proposer.name, version: proposer.version }), dropped };
}

/** First exact occurrence of `quote` inside one of the ranges, or -1 (never a fuzzy match). */
function findIn(markdown: string, quote: string, ranges: readonly { start: number; end: number }[]): number {
  for (const r of ranges) {
    const at = markdown.indexOf(quote, r.start);
    if (at >= 0 && at + quote.length <= r.end) return at;
  }
  return -1;
}
