import { INTENTS, type EvidenceIntent, type IntentMatch } from "./intents.js";
import { SOURCE_PACK_VERSION, type ReadItem, type ReadPlan } from "./read-plans.js";

/** The read plan as the response shows it (spec 2.2: source_pack and planner_trace). */
export interface SourcePack {
  readonly matched_intent: string;
  readonly source_pack_version: string | null;
  readonly recommended_sources: readonly ReadItem[];
  readonly required_reads: readonly ReadItem[];
  readonly optional_reads: readonly ReadItem[];
  readonly warnings: readonly string[];
  readonly rationale: string;
}

export function sourcePackOf(intent: EvidenceIntent, plan: ReadPlan, warnings: readonly string[]): SourcePack {
  return {
    matched_intent: intent,
    source_pack_version: SOURCE_PACK_VERSION,
    recommended_sources: plan.recommended,
    required_reads: plan.required,
    optional_reads: plan.optional,
    warnings,
    rationale: plan.rationale,
  };
}

/**
 * The planner's trace: the deterministic plan of the cues' intent, before any model advice,
 * its rationale saying how the intent was chosen (each candidate intent, its weight and cues).
 */
export function plannerTraceOf(match: IntentMatch, cuesPlan: ReadPlan, notes: readonly string[]): SourcePack {
  const candidates = match.candidates.map((c) => `${c.intent} ${c.score} (${c.cues.join(", ")})`).join("; ") || "none";
  const how =
    match.chosenBy === "task_intent"
      ? `task_intent named ${match.intent}`
      : match.score > 0
        ? `the question's cues weigh most for ${match.intent}`
        : "no cue matched: general";
  return {
    matched_intent: match.intent,
    source_pack_version: SOURCE_PACK_VERSION,
    recommended_sources: cuesPlan.recommended,
    required_reads: cuesPlan.required,
    optional_reads: cuesPlan.optional,
    warnings: notes,
    rationale: `Intent: ${how} (${INTENTS[match.intent].description}). Candidates: ${candidates}. ${cuesPlan.rationale}`,
  };
}
