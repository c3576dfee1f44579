import { Type } from "typebox";
import type { Wire } from "../shared/index.js";
import { checkAnswer } from "./answer-check.js";
import type { EvidenceItem } from "./evidence-item.js";
import type { EvidenceModel } from "./evidence-model.js";
import { EVIDENCE_INTENTS, INTENTS, isIntent, type EvidenceIntent } from "./intents.js";
import type { ReadItem, ReadPlan } from "./read-plans.js";
import { readPlanOf } from "./read-plans.js";

/** Passages a model is shown to phrase an answer from. */
const ANSWER_PASSAGES = 8;

export interface Refined {
  readonly intent: EvidenceIntent;
  readonly plan: ReadPlan;
  readonly changed: boolean;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The model's advice on intent and plan, applied: a known intent replaces the cues' one (its
 * plan is used), and sections the document has are added as optional reads. Any failure
 * leaves the deterministic plan and adds a warning.
 */
export async function refineWithModel(
  model: EvidenceModel,
  question: string,
  form: string,
  intent: EvidenceIntent,
  plan: ReadPlan,
  sections: readonly { key: string; title: string }[],
  warnings: string[],
): Promise<Refined> {
  try {
    const advice = await model.refine({
      question,
      form,
      intent,
      sections,
      intents: EVIDENCE_INTENTS.map((name) => ({ name, description: INTENTS[name].description })),
    });
    const newIntent = advice.intent && isIntent(advice.intent) ? advice.intent : intent;
    if (advice.intent && !isIntent(advice.intent))
      warnings.push(`model ${model.name} named an unknown intent "${advice.intent}"; kept ${intent}`);
    const base = newIntent === intent ? plan : readPlanOf(newIntent, form);
    const planned = new Set([...base.required, ...base.optional].map((r) => r.section));
    const present = new Set(sections.map((s) => s.key));
    const extra: ReadItem[] = [...new Set(advice.sections)]
      .filter((k) => present.has(k) && !planned.has(k))
      .map((k) => ({ section: k, subsections: [], rationale: `suggested by ${model.name}` }));
    const changed = newIntent !== intent || extra.length > 0;
    return {
      intent: newIntent,
      plan: extra.length
        ? {
            ...base,
            optional: [...base.optional, ...extra],
            rationale: `${base.rationale} ${model.name} added ${extra.map((e) => e.section).join(", ")}.`,
          }
        : base,
      changed,
    };
  } catch (e) {
    warnings.push(`model ${model.name} could not refine the plan (${message(e)}); the deterministic plan was used`);
    return { intent, plan, changed: false };
  }
}

/** A model's short answer, as the response shows it. */
export const ModelAnswerSchema = Type.Object({
  text: Type.String(),
  model: Type.String(),
  /** Ranks of the evidence items the model was shown. */
  evidence_ranks: Type.Array(Type.Integer()),
});

type ModelAnswer = Wire<typeof ModelAnswerSchema>;

/**
 * A short answer phrased by the model from the top evidence, returned only when every number
 * and quote in it is found in those items; otherwise (or when the model fails) null and a warning.
 */
export async function answerWithModel(
  model: EvidenceModel,
  question: string,
  items: readonly EvidenceItem[],
  warnings: string[],
): Promise<ModelAnswer | null> {
  const shown = items.filter((i) => i.layer !== "full_sections").slice(0, ANSWER_PASSAGES);
  if (!shown.length) return null;
  let text: string;
  try {
    text = (await model.answer({ question, passages: shown.map((i) => ({ rank: i.rank, text: i.text })) })).trim();
  } catch (e) {
    warnings.push(`model ${model.name} could not phrase an answer (${message(e)}); the evidence stands without one`);
    return null;
  }
  if (!text) return null;
  const check = checkAnswer(
    text,
    shown.map((i) => i.text),
  );
  if (!check.ok) {
    warnings.push(`model ${model.name}'s answer was dropped: ${check.unsupported.join(", ")} not found in the cited evidence`);
    return null;
  }
  return { text, model: model.name, evidence_ranks: shown.map((i) => i.rank) };
}
