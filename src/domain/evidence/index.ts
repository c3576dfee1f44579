// The evidence family's public surface: other families and the tools import it from here only.
export { CONFIDENCES, COVERAGE_STATUSES, SEMANTIC_STATUSES } from "./coverage.js";
export { EVIDENCE_LAYERS } from "./evidence-item.js";
export type { AnswerRequest, EvidenceModel, RefineAdvice, RefineRequest } from "./evidence-model.js";
export { EVIDENCE_CONTRACT_VERSION, filingEvidence, MAX_HITS } from "./filing-evidence.js";
export { EVIDENCE_INTENTS } from "./intents.js";
export { SOURCE_PACK_VERSION } from "./read-plans.js";
export type { EvidenceModelPort } from "./ports.js";
