export type { LlmEndpoint } from "./llm-endpoint.js";
export { evidenceModelOf } from "./openai-evidence-model.js";
export { proposerOf } from "./openai-proposer.js";
