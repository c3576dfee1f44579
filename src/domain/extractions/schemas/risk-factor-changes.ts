import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import { splitSentences } from "../text/sentences.js";
import type { Ranges } from "./scope.js";

export const riskFactorChangesSchema: ExtractionSchema = {
  name: "risk_factor_changes",
  version: 1,
  title: "Risk-factor changes",
  description:
    "Risk-factor titles compared with the company's previous filing of the same form: titles added, removed (cited in the previous filing's document) and reworded (with the previous wording). A title is a heading of Item 1A, or a one-sentence paragraph that heads the paragraphs of a risk (filers set them in bold or italics, which markdown keeps only for short ones). Category headings ('Risks Related to ...') are not titles.",
  classes: [
    { name: "added", description: "A risk-factor title the previous filing did not have", valueAttributes: [], attributes: [] },
    {
      name: "removed",
      description: "A title of the previous filing this filing no longer has (offsets in the previous filing's document)",
      valueAttributes: [],
      attributes: [],
    },
    {
      name: "reworded",
      description: "A title reworded from the previous filing's",
      valueAttributes: [],
      attributes: [{ name: "previous", type: "text", description: "The previous filing's wording (offsets in its document)" }],
    },
  ],
  forms: ["10-K", "10-Q"],
  documents: ["primary"],
  sections: { "10-K": ["item_1a"], "10-Q": ["part_2_item_1a"] },
  comparesPrevious: true,
};

interface Title {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly words: ReadonlySet<string>;
  /** Lower case, letters and digits only: two titles are the same when this is. */
  readonly key: string;
}

const CATEGORY =
  /^(?:risks? (?:related|relating) to|risk factors(?: summary)?$|summary of risk factors|general risks?$|other risks$|item 1a)/i;
const BODY_START =
  /^(?:For example|In addition|Additionally|As a result|Also|However|Further|Moreover|These|This|Such|Unless|Over the past|We have experienced|In particular|Accordingly)\b/;
/** Reworded down to this word overlap; a title with the same words in the same order is unchanged. */
const REWORDED = 0.45;

function keyOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[’']/g, "")
      .match(/[a-z0-9]+/g) ?? [],
  );
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return common / (a.size + b.size - common || 1);
}

/**
 * The risk-factor titles in the ranges: headings other than categories, and one-sentence
 * paragraphs followed by a paragraph of several sentences or a list (the body of the risk).
 */
function riskFactorTitles(doc: ExtractionDocument, ranges: Ranges): Title[] {
  const out: Title[] = [];
  const blocks = doc.blocks.filter((b) => ranges.some((r) => b.start >= r.start && b.start < r.end));
  // Titles follow the summary: start after the last "Risk Factors" heading when there is one.
  const md = doc.markdown;
  const text = (i: number) => {
    const b = blocks[i];
    return b ? md.slice(b.textStart, b.end).trim() : "";
  };
  blocks.forEach((b, i) => {
    const t = text(i);
    if (b.kind === "heading") {
      if (!CATEGORY.test(t) && t.length > 20) out.push({ start: b.textStart, end: b.end, text: t, words: wordsOf(t), key: keyOf(t) });
      return;
    }
    if (b.kind !== "paragraph" || t.length < 40 || t.length > 600 || !/[.]$/.test(t) || !/^[A-Z]/.test(t) || BODY_START.test(t)) return;
    if (splitSentences(t, 0, t.length).length !== 1) return;
    const next = blocks[i + 1];
    const nextText = text(i + 1);
    const bodyFollows =
      next !== undefined &&
      (next.kind === "list_item" || (next.kind === "paragraph" && splitSentences(nextText, 0, nextText.length).length > 1));
    if (bodyFollows && !previousIsSummaryList(blocks, i))
      out.push({ start: b.textStart, end: b.end, text: t, words: wordsOf(t), key: keyOf(t) });
  });
  return out;
}

function previousIsSummaryList(blocks: ExtractionDocument["blocks"], i: number): boolean {
  return blocks[i - 1]?.kind === "list_item" && blocks[i + 1]?.kind === "list_item";
}

/**
 * Added, removed and reworded titles against the previous filing's. A current title with the
 * same words in the same order as a previous one is unchanged; otherwise it is matched to its
 * most similar previous title: a word overlap (Jaccard) of 0.45 or more is reworded, less is
 * added; previous titles matched by none are removed.
 */
export function compareRiskFactors(
  doc: ExtractionDocument,
  ranges: Ranges,
  previous: ExtractionDocument,
  previousRanges: Ranges,
): SpanDraft[] {
  const now = riskFactorTitles(doc, ranges);
  const before = riskFactorTitles(previous, previousRanges);
  const matched = new Set<Title>();
  const out: SpanDraft[] = [];
  const unchanged = new Set<Title>();
  for (const t of now) {
    const same = before.find((p) => p.key === t.key && !matched.has(p));
    if (same) {
      matched.add(same);
      unchanged.add(t);
    }
  }
  for (const t of now) {
    if (unchanged.has(t)) continue;
    let best: { title: Title; score: number } | null = null;
    for (const p of before) {
      if (matched.has(p)) continue;
      const score = jaccard(t.words, p.words);
      if (best === null || score > best.score) best = { title: p, score };
    }
    if (best && best.score >= REWORDED) {
      matched.add(best.title);
      const p = best.title;
      out.push({
        class: "reworded",
        start: t.start,
        end: t.end,
        source: "heading",
        attributes: { previous: { type: "text", text: p.text, start: p.start, end: p.end, value: p.text } },
        confidence: best.score >= 0.6 ? 0.85 : 0.6,
      });
      continue;
    }
    out.push({ class: "added", start: t.start, end: t.end, source: "heading", attributes: {}, confidence: 0.75 });
  }
  for (const p of before)
    if (!matched.has(p))
      out.push({ class: "removed", start: p.start, end: p.end, source: "heading", attributes: {}, confidence: 0.75, inPrevious: true });
  return out;
}
