// The evidence family's public surface: other families and the tools import it from here only.
export { checkAnswer } from "./answer-check.js";
export { answerPlace, answerSupport, countStated, figureNearSubject } from "./answer-presence.js";
export { definitionWeight, expectationWeight, figureWeight, headingWeight, partWeight, spanWeight } from "./answer-weights.js";
export { CONFIDENCES, COVERAGE_STATUSES, SEMANTIC_STATUSES, statusesOf } from "./coverage.js";
export { type Candidate, EVIDENCE_LAYERS, type EvidenceItem, NO_EXTRAS } from "./evidence-item.js";
export type { AnswerRequest, EvidenceModel, RefineAdvice, RefineRequest } from "./evidence-model.js";
export { EVIDENCE_CONTRACT_VERSION, type EvidenceRequest, type EvidenceResponse, filingEvidence, MAX_HITS, rank } from "./filing-evidence.js";
export { incorporatedSources } from "./incorporation.js";
export { EVIDENCE_INTENTS, matchIntent } from "./intents.js";
export { planPlacer } from "./plan-weights.js";
export { questionTerms } from "./question-terms.js";
export { allReadPlans, readPlanOf, SOURCE_PACK_VERSION } from "./read-plans.js";
export { captionFitOf, tableLayer } from "./table-layer.js";
export { textLayer } from "./text-layer.js";
export type { EvidenceModelPort } from "./ports.js";
