import { createHash } from "node:crypto";
import OpenAI from "openai";
import type { AnswerRequest, EvidenceModel, RefineAdvice, RefineRequest } from "../domain/evidence/index.js";
import type { AnswerCache } from "./openai-proposer.js";
import type { LlmEndpoint } from "./llm-endpoint.js";

export interface OpenAiEvidenceModelOptions {
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey: string;
  readonly cache: AnswerCache;
  /** Per request, in ms: the planner waits this long at most before going on without the model. */
  readonly timeoutMs?: number;
}

const REFINE_SYSTEM = [
  "You plan which sections of an SEC filing answer a question.",
  'Answer with JSON only: {"intent": "<one of the intents listed, or null to keep the current one>", "sections": ["<section keys from the list to read besides the plan>"]}.',
  "Use only intent names and section keys from the lists given.",
].join("\n");

const ANSWER_SYSTEM = [
  "You answer a question about an SEC filing in at most three sentences, using only the numbered passages given.",
  "Every number you write must appear in a passage exactly as written there; cite passages as [n].",
  "If the passages do not answer the question, say so in one sentence without numbers.",
].join("\n");

/** The first JSON object of an answer, or null: anything else is ignored, never guessed at. */
function parseRefineAdvice(answer: string): RefineAdvice | null {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const parsed = JSON.parse(answer.slice(start, end + 1)) as { intent?: unknown; sections?: unknown };
    const intent = typeof parsed.intent === "string" ? parsed.intent : null;
    const sections = Array.isArray(parsed.sections) ? parsed.sections.filter((s): s is string => typeof s === "string") : [];
    return { intent, sections };
  } catch {
    return null;
  }
}

/**
 * The evidence planner's adviser through any OpenAI-compatible chat-completions endpoint (the
 * official `openai` client), on the FDS_LLM_* settings the extraction proposer uses. Answers
 * are cached by a hash of the model and the prompt, in the same store.
 */
export class OpenAiEvidenceModel implements EvidenceModel {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiEvidenceModelOptions) {
    this.name = `llm:${options.model}`;
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs ?? 20_000, maxRetries: 0 });
  }

  async refine(r: RefineRequest): Promise<RefineAdvice> {
    const prompt = `Question: ${r.question}\nForm: ${r.form}\nCurrent intent: ${r.intent}\nIntents:\n${r.intents.map((i) => `- ${i.name}: ${i.description}`).join("\n")}\nSections of the filing:\n${r.sections.map((s) => `- ${s.key}: ${s.title}`).join("\n")}`;
    const advice = parseRefineAdvice(await this.ask(REFINE_SYSTEM, prompt));
    if (!advice) throw new Error("the model's plan advice was not the JSON asked for");
    return advice;
  }

  answer(r: AnswerRequest): Promise<string> {
    return this.ask(ANSWER_SYSTEM, `Question: ${r.question}\n\n${r.passages.map((p) => `[${p.rank}] ${p.text}`).join("\n\n")}`);
  }

  private async ask(system: string, prompt: string): Promise<string> {
    const key = createHash("sha256").update(`evidence\u0000${this.options.model}\u0000${system}\u0000${prompt}`).digest("hex");
    const cached = await this.options.cache.getModelAnswer(key);
    if (cached !== null) return cached;
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature: 0,
      messages: [
        { role: "system", content: system },
        { role: "user", content: prompt },
      ],
    });
    const answer = completion.choices[0]?.message?.content ?? "";
    await this.options.cache.saveModelAnswer(key, this.options.model, answer);
    return answer;
  }
}

/** The evidence model of the configured language model, or null when none is configured. */
export function evidenceModelOf(llm: LlmEndpoint | null, cache: AnswerCache): OpenAiEvidenceModel | null {
  return llm === null ? null : new OpenAiEvidenceModel({ ...llm, cache });
}
