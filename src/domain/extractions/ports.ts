import type { SpanProposer } from "./model/span-proposer.js";

/** A language model that proposes spans; absent or null: rules only. */
export interface ProposerPort {
  readonly proposer?: SpanProposer | null;
}
