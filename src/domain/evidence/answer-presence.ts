import type { EvidenceItem } from "./evidence-item.js";
import { stem, wordsOf, type QuestionTerms } from "./question-terms.js";

/** Items read for a stated answer: a reader looks at the first few. */
const READ = 5;
/**
 * Share of the question's weight a passage must hold to state what was asked. Calibrated on the
 * tuning questions (test/domain/evidence/gold, bench:evidence prints the distribution): passages
 * that answer hold most of the rare words of the question; near misses hold the common ones.
 */
export const SUPPORT_NEEDED = 0.5;
const NON_YEAR_NUMBER = /\d/;

/**
 * The share of the question's content weight (each stem by its rarity in the document) found in
 * a passage, read with its place: the section title and the heading or table caption above it.
 */
export function answerSupport(item: Pick<EvidenceItem, "text" | "subsection" | "section_title">, terms: QuestionTerms, idf: (stem: string) => number): number {
  const have = new Set(wordsOf(`${item.section_title ?? ""} ${item.subsection ?? ""} ${item.text}`).map(stem));
  let weight = 0;
  let covered = 0;
  for (const st of terms.stems) {
    if (terms.periodStems.has(st)) continue;
    const w = idf(st);
    weight += w;
    if (have.has(st) || (terms.alternatives.get(st) ?? []).some((a) => have.has(a))) covered += w;
  }
  return weight > 0 ? covered / weight : 0;
}

/** Where the evidence states what was asked: its first item, a later one of the first few, or none. */
export type AnswerPlace = "first" | "later" | "none";

/**
 * Whether the evidence states what was asked: an item among the first few holds enough of the
 * question (answerSupport) and, when the question asks for a figure, a number other than a year.
 * `none` is the planner saying "not found in what was searched", never a guess dressed as evidence.
 */
export function answerPlace(items: readonly EvidenceItem[], terms: QuestionTerms, idf: (stem: string) => number): AnswerPlace {
  if (terms.stems.length === 0) return items.length > 0 ? "later" : "none";
  const states = (i: EvidenceItem) => answerSupport(i, terms, idf) >= SUPPORT_NEEDED && (!terms.figure || NON_YEAR_NUMBER.test(i.text.replace(/\b(19|20)\d\d\b/g, "")));
  const at = items.slice(0, READ).findIndex(states);
  return at === 0 ? "first" : at > 0 ? "later" : "none";
}
