/** An OpenAI-compatible endpoint and model: the language model that only proposes (spans, plans). */
export interface LlmEndpoint {
  readonly baseURL: string;
  readonly model: string;
  /** `FDS_LLM_API_KEY`, or `not-needed` for a local server that asks for none. */
  readonly apiKey: string;
}
