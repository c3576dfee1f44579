import { INTENTS, type EvidenceIntent, type IntentMatch } from "./intents.js";
import { Type } from "typebox";
import { Nullable, type Wire } from "../shared/index.js";
import { ReadItemSchema, SOURCE_PACK_VERSION, type ReadPlan } from "./read-plans.js";

/** The read plan as the response shows it (spec 2.2: source_pack and planner_trace, every field required). */
export const SourcePackSchema = Type.Object(
  {
    matched_intent: Type.String(),
    source_pack_version: Nullable(Type.String()),
    recommended_sources: Type.Array(ReadItemSchema),
    required_reads: Type.Array(ReadItemSchema),
    optional_reads: Type.Array(ReadItemSchema),
    warnings: Type.Array(Type.String()),
    rationale: Type.String(),
  },
  { title: "SourcePack" },
);

type SourcePack = Wire<typeof SourcePackSchema>;

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
