import type { PlanPlace } from "./evidence-item.js";
import type { ReadPlan } from "./read-plans.js";
import { stem, wordsOf } from "./question-terms.js";

/**
 * How much where a passage sits counts: text relevance (passage-score.ts) times the weight of
 * its place in the read plan, times a bonus when it sits under a heading the plan names
 * ("Liquidity and Capital Resources" inside Item 7). Headings alone and very short blocks say
 * little: they are kept but weigh less than the paragraphs under them.
 */
const PLACE_WEIGHT: Readonly<Record<PlanPlace, number>> = { required: 2, optional: 1.4, outside: 1 };
const SUBSECTION_BONUS = 1.35;
const HEADING_WEIGHT = 0.35;
const SHORT_TEXT = 60;
const SHORT_WEIGHT = 0.6;

export interface PlanPlacer {
  placeOf(section: string | null): PlanPlace;
  /** Whether a heading falls under a subsection the plan names for that section. */
  inSubsection(section: string | null, heading: string | null): boolean;
  weight(section: string | null, heading: string | null, kind: string, textLength: number): number;
}

export function planPlacer(plan: ReadPlan): PlanPlacer {
  const required = new Set(plan.required.map((i) => i.section));
  const optional = new Set(plan.optional.map((i) => i.section));
  const subsections = new Map<string, string[][]>();
  for (const item of [...plan.required, ...plan.optional])
    subsections.set(
      item.section,
      item.subsections.map((s) => wordsOf(s).map(stem)),
    );
  const placeOf = (section: string | null): PlanPlace =>
    section === null ? "outside" : required.has(section) ? "required" : optional.has(section) ? "optional" : "outside";
  const inSubsection = (section: string | null, heading: string | null): boolean => {
    if (section === null || heading === null) return false;
    const stems = new Set(wordsOf(heading).map(stem));
    return (subsections.get(section) ?? []).some(
      (words) => words.length > 0 && words.filter((w) => stems.has(w)).length >= Math.min(2, words.length),
    );
  };
  return {
    placeOf,
    inSubsection,
    weight(section, heading, kind, textLength) {
      let w = PLACE_WEIGHT[placeOf(section)];
      if (inSubsection(section, heading)) w *= SUBSECTION_BONUS;
      if (kind === "heading") w *= HEADING_WEIGHT;
      // A table row is short by nature and read with its table's headings: only a short paragraph says little.
      else if (textLength < SHORT_TEXT && kind !== "table_row") w *= SHORT_WEIGHT;
      return w;
    },
  };
}

/** A placer for a document read whole in a report's place (an earnings release has no items): passages outside any section are in the plan. */
export function wholeDocument(placer: PlanPlacer): PlanPlacer {
  return {
    placeOf: (section) => (section === null ? "required" : placer.placeOf(section)),
    inSubsection: placer.inSubsection,
    weight: (section, heading, kind, textLength) =>
      section === null ? placer.weight(section, heading, kind, textLength) * 2 : placer.weight(section, heading, kind, textLength),
  };
}
