import type { EvidenceIntent } from "./intents.js";

/**
 * A language model the planner may consult (an OpenAI-compatible endpoint, FDS_LLM_*). It only
 * advises: it may name another intent or more sections to read, and phrase a short answer from
 * the cited passages. Every number and quote of that answer is checked against the passages
 * (answer-check.ts) and the answer is dropped when one is not there. Nothing requires a model,
 * and a model that fails is a warning, never an error.
 */
export interface EvidenceModel {
  /** Recorded with what it contributed ("llm:<model>"). */
  readonly name: string;
  refine(request: RefineRequest): Promise<RefineAdvice>;
  answer(request: AnswerRequest): Promise<string>;
}

export interface RefineRequest {
  readonly question: string;
  readonly form: string;
  readonly intents: readonly { readonly name: EvidenceIntent; readonly description: string }[];
  /** The intent the cues chose. */
  readonly intent: EvidenceIntent;
  /** Section keys the filing's document has, in order. */
  readonly sections: readonly { readonly key: string; readonly title: string }[];
}

export interface RefineAdvice {
  /** Another intent, or null to keep the cues' choice; an unknown name is ignored. */
  readonly intent: string | null;
  /** Section keys to read besides the plan's; keys the document lacks are ignored. */
  readonly sections: readonly string[];
}

export interface AnswerRequest {
  readonly question: string;
  /** The evidence, by rank: the only text the answer may take numbers and quotes from. */
  readonly passages: readonly { readonly rank: number; readonly text: string }[];
}
