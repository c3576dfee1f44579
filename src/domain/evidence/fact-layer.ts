import type { Fact, FilingMeta } from "../../model/index.js";
import { periodKey } from "../../model/index.js";
import type { DocumentArtifacts } from "../documents/index.js";
import { citationOf, NO_EXTRAS, type Candidate } from "./evidence-item.js";
import type { EvidenceLayer } from "./evidence-layer.js";
import { passageScore, type ScoringContext } from "./passage-score.js";
import type { PlanPlacer } from "./plan-weights.js";
import { stem } from "./question-terms.js";

const MAX_FACTS = 6;
/** A fact's line is cut to this many characters either side of the number. */
const LINE_RADIUS = 300;

/** The last day a fact's period covers (an instant's date), null for forever. */
const periodEndOf = (f: Fact): string | null =>
  f.period.kind === "instant" ? f.period.instant : f.period.kind === "duration" ? f.period.end : null;

/** "us-gaap:RevenueFromContractWithCustomer" -> its words' stems. */
function conceptStems(concept: string): string[] {
  const local = concept.split(":").pop() ?? concept;
  return local
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map(stem);
}

/**
 * Numeric XBRL facts of the filing's own period, without dimensions, that the document shows,
 * whose concept names the question's words ("net sales" -> us-gaap:RevenueFromContract... is
 * left to tables; "research and development" -> ResearchAndDevelopmentExpense). An item's text
 * is the markdown line showing the number, and `fact` gives the element id, concept, value and
 * the exact span of the number.
 */
function factLayer(
  filing: FilingMeta,
  document: string,
  artifacts: DocumentArtifacts,
  facts: readonly Fact[],
  placer: PlanPlacer,
  context: ScoringContext,
): Candidate[] {
  const markdown = artifacts.doc.markdown;
  const sections = artifacts.sections();
  const seen = new Set<string>();
  const scored: { fact: Fact; score: number }[] = [];
  for (const f of facts) {
    const id = f.sourceRef.elementId;
    if (!f.numeric || f.axisKey !== "" || !id || f.sourceRef.document !== document || !artifacts.doc.facts[id]) continue;
    if (filing.periodEnd && periodEndOf(f) !== filing.periodEnd) continue;
    const stems = conceptStems(f.concept);
    const tf = new Map<string, number>();
    for (const s of stems) tf.set(s, (tf.get(s) ?? 0) + 1);
    const score = passageScore(context, stems, tf);
    if (score > 0) scored.push({ fact: f, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const out: Candidate[] = [];
  for (const { fact, score } of scored) {
    const key = `${fact.concept}|${periodKey(fact.period)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const span = artifacts.doc.facts[fact.sourceRef.elementId as string] as { start: number; end: number };
    const lineStart = Math.max(markdown.lastIndexOf("\n", span.start) + 1, span.start - LINE_RADIUS);
    const nl = markdown.indexOf("\n", span.end);
    const lineEnd = Math.min(nl < 0 ? markdown.length : nl, span.end + LINE_RADIUS);
    const section = sections.find((s) => span.start >= s.start && span.start < s.end) ?? null;
    out.push({
      ...citationOf(filing, document),
      ...NO_EXTRAS,
      layer: "facts",
      score: score * placer.weight(section?.key ?? null, null, "fact", lineEnd - lineStart),
      section: section?.key ?? null,
      section_title: section?.title ?? null,
      read_plan: placer.placeOf(section?.key ?? null),
      text: markdown.slice(lineStart, lineEnd),
      start: lineStart,
      end: lineEnd,
      fact: {
        fact_id: fact.sourceRef.elementId as string,
        concept: fact.concept,
        value: fact.value,
        unit: fact.unit,
        period_end: periodEndOf(fact),
        start: span.start,
        end: span.end,
      },
    });
    if (out.length >= MAX_FACTS) break;
  }
  return out;
}

/** The filing's XBRL facts the document shows, for intents that ask for figures (factLayer). */
export const FACTS_LAYER: EvidenceLayer = {
  name: "facts",
  needs: (read) => read.primary !== null && read.found.context !== null && read.definition.facts,
  async read({ deps, filing, primary, placer, found }) {
    if (!primary || !found.context) return { consulted: [], candidates: [] };
    return {
      consulted: ["facts"],
      candidates: factLayer(
        filing,
        primary.file.name,
        primary.artifacts,
        await deps.store.getFacts(filing.accession),
        placer,
        found.context,
      ),
    };
  },
};
