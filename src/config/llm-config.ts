import type { LlmEndpoint } from "../llm/index.js";
import type { Env } from "./env.js";

/** The model `FDS_LLM_BASE_URL` and `FDS_LLM_MODEL` configure (`FDS_LLM_API_KEY` optional), or null: nothing requires one. */
export function llmConfigFromEnv(env: Env): LlmEndpoint | null {
  const baseURL = env.FDS_LLM_BASE_URL?.trim();
  const model = env.FDS_LLM_MODEL?.trim();
  if (!baseURL || !model) return null;
  return { baseURL, model, apiKey: env.FDS_LLM_API_KEY?.trim() || "not-needed" };
}
