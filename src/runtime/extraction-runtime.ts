import type { OpenStoreOptions, ExtractionStore } from "../store/index.js";
import { openExtractionStore } from "../store/index.js";
import type { SpanProposer } from "../domain/extractions/index.js";
import { proposerOf, evidenceModelOf } from "../llm/index.js";
import type { EvidenceModel } from "../domain/evidence/index.js";
import type { LlmEndpoint } from "../llm/index.js";

/** What `fds serve` and `fds mcp` add to the tools' dependencies for documents and extractions. */
export interface ExtractionRuntime {
  readonly deps: {
    readonly extractions: ExtractionStore;
    readonly proposer: SpanProposer | null;
    readonly evidenceModel: EvidenceModel | null;
  };
  /** `model gpt-x at http://...` or `rules only`, for the start-up line. */
  readonly describe: string;
  close(): Promise<void>;
}

/**
 * Opens the extraction store (transcripts, cached results, model answers) on the store's
 * database, and the language-model proposer when one is configured (`FDS_LLM_BASE_URL` and `FDS_LLM_MODEL`)
 * (its answers cached in the same store); the same model advises the evidence planner.
 */
export async function openExtractionRuntime(
  storeOptions: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema">,
  llm: LlmEndpoint | null,
): Promise<ExtractionRuntime> {
  const extractions = await openExtractionStore(storeOptions);
  const proposer = proposerOf(llm, extractions);
  const evidenceModel = evidenceModelOf(llm, extractions);
  return {
    deps: { extractions, proposer, evidenceModel },
    describe: proposer ? `extractions: rules and ${proposer.name}` : "extractions: rules only",
    close: () => extractions.close(),
  };
}
