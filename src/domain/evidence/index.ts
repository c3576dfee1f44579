// The evidence family's public surface: other families and the tools import it from here only.
export type { AnswerRequest, EvidenceModel, RefineAdvice, RefineRequest } from "./evidence-model.js";
export { EVIDENCE_CONTRACT_VERSION, EvidenceResponseSchema, filingEvidence, MAX_HITS } from "./filing-evidence.js";
export { EVIDENCE_INTENTS } from "./intents.js";
export { SOURCE_PACK_VERSION } from "./read-plans.js";
export type { EvidenceModelPort } from "./ports.js";
