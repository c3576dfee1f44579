import type { ExtractionSchema } from "../schema.js";

/** A span a language model proposes: a class and a verbatim quote of the document (never offsets). */
export interface SpanProposal {
  readonly class: string;
  readonly quote: string;
}

/**
 * Something that proposes spans for a schema from a document's text (a language model through
 * an OpenAI-compatible endpoint). Its proposals are kept only where the quote is found verbatim
 * in the stored markdown; offsets always come from that search.
 */
export interface SpanProposer {
  /** Extractor name recorded with the spans ("llm:<model>"). */
  readonly name: string;
  readonly version: number;
  propose(schema: ExtractionSchema, text: string): Promise<SpanProposal[]>;
}
