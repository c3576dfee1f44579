import { createHash } from "node:crypto";
import OpenAI from "openai";
import type { ExtractionSchema, SpanProposal, SpanProposer } from "../domain/extractions/index.js";
import type { LlmEndpoint } from "./llm-endpoint.js";

/** Where a proposer keeps a model's answers, so one prompt is sent once. */
export interface AnswerCache {
  getModelAnswer(key: string): Promise<string | null>;
  saveModelAnswer(key: string, model: string, response: string): Promise<void>;
}

export interface OpenAiProposerOptions {
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey: string;
  readonly cache: AnswerCache;
  /** Per request, in ms. */
  readonly timeoutMs?: number;
}

const SYSTEM = [
  "You read SEC filings and earnings-call transcripts and mark spans for an extraction schema.",
  'Answer with JSON only: {"spans": [{"class": "<one of the classes>", "quote": "<text copied exactly from the document>"}]}.',
  "Each quote must be copied character for character from the document (a sentence or the few words that state the value); do not paraphrase, do not add offsets.",
  'When nothing in the document belongs to a class, leave it out; when nothing belongs to any, answer {"spans": []}.',
].join("\n");

/** The prompt of a schema and a text: its description and classes, then the document. */
function promptOf(schema: ExtractionSchema, text: string): string {
  const classes = schema.classes.map((c) => `- ${c.name}: ${c.description}`).join("\n");
  return `Schema: ${schema.name} (version ${schema.version})\n${schema.description}\nClasses:\n${classes}\n\nDocument:\n${text}`;
}

/** A model's answer as proposals; anything not in the expected shape is ignored, never guessed at. */
export function parseProposals(answer: string): SpanProposal[] {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end <= start) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return [];
  }
  const spans = (parsed as { spans?: unknown }).spans;
  if (!Array.isArray(spans)) return [];
  return spans.flatMap((s) =>
    s &&
    typeof s === "object" &&
    typeof (s as { class?: unknown }).class === "string" &&
    typeof (s as { quote?: unknown }).quote === "string"
      ? [{ class: (s as { class: string }).class, quote: (s as { quote: string }).quote }]
      : [],
  );
}

/**
 * Proposes spans through any OpenAI-compatible chat-completions endpoint (the official
 * `openai` client). Answers are cached by a hash of the model and the prompt.
 */
export class OpenAiProposer implements SpanProposer {
  readonly name: string;
  readonly version = 1;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProposerOptions) {
    this.name = `llm:${options.model}`;
    this.client = new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey, timeout: options.timeoutMs ?? 120_000, maxRetries: 1 });
  }

  async propose(schema: ExtractionSchema, text: string): Promise<SpanProposal[]> {
    const prompt = promptOf(schema, text);
    const key = createHash("sha256").update(`${this.options.model}\u0000${SYSTEM}\u0000${prompt}`).digest("hex");
    let answer = await this.options.cache.getModelAnswer(key);
    if (answer === null) {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: prompt },
        ],
      });
      answer = completion.choices[0]?.message?.content ?? "";
      await this.options.cache.saveModelAnswer(key, this.options.model, answer);
    }
    return parseProposals(answer);
  }
}

/** The proposer of the configured language model, or null when none is configured: nothing requires one. */
export function proposerOf(llm: LlmEndpoint | null, cache: AnswerCache): OpenAiProposer | null {
  return llm === null ? null : new OpenAiProposer({ ...llm, cache });
}
