import type { EvidenceModel } from "./evidence-model.js";

/** A language model that advises the evidence planner; absent or null: deterministic only. */
export interface EvidenceModelPort {
  readonly evidenceModel?: EvidenceModel | null;
}
