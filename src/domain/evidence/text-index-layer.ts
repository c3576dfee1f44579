import type { EvidenceLayer } from "./evidence-layer.js";

/** Blocks asked of the full-text index: enough to find what lies outside the plan. */
const INDEX_HITS = 40;

/** The filing's full-text index (all its documents): no items of its own; its hits are read by the sections layer. */
export const TEXT_INDEX_LAYER: EvidenceLayer = {
  name: "text_index",
  needs: () => true,
  async read({ deps, filing, indexQuery }) {
    const index = await deps.store.searchText(filing.accession, indexQuery, INDEX_HITS);
    return { consulted: ["text_index"], candidates: [], found: { indexHits: index.hits, indexed: index.indexed } };
  },
};
