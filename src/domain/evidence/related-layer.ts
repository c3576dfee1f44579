import type { DocumentsPort } from "../documents/index.js";
import { loadDocument, selectFiling } from "../documents/index.js";
import type { Candidate } from "./evidence-item.js";
import type { EvidenceLayer } from "./evidence-layer.js";
import type { MissingSource } from "./incorporation.js";
import type { EvidenceIntent } from "./intents.js";
import { planPlacer } from "./plan-weights.js";
import type { QuestionTerms } from "./question-terms.js";
import { readPlanOf } from "./read-plans.js";
import { textLayer } from "./text-layer.js";
import type { FetcherPort, StorePort } from "../shared/index.js";

/** A peer's passage counts a little less than the filing asked about. */
const RELATED_WEIGHT = 0.85;
const INDEX_HITS = 20;

/**
 * related_tickers: each peer's stored filing of the same fiscal year and quarter is read with
 * the same intent's plan for its form (never fetched: a peer not stored is reported missing).
 */
async function relatedLayer(
  deps: StorePort & FetcherPort & DocumentsPort,
  r: { readonly relatedTickers: readonly string[]; readonly year: number; readonly quarter: number },
  intent: EvidenceIntent,
  query: string,
  terms: QuestionTerms,
  expansion: readonly string[],
): Promise<{ candidates: Candidate[]; missing: MissingSource[] }> {
  const candidates: Candidate[] = [];
  const missing: MissingSource[] = [];
  for (const ticker of [...new Set(r.relatedTickers.map((t) => t.trim().toUpperCase()).filter(Boolean))]) {
    try {
      const { filing } = await selectFiling(deps, { ticker, year: r.year, quarter: r.quarter, cacheOnly: true });
      const { file, artifacts } = await loadDocument(deps, filing, null);
      const hits = (await deps.store.searchText(filing.accession, query, INDEX_HITS)).hits;
      const found = textLayer({
        filing,
        document: file.name,
        artifacts,
        placer: planPlacer(readPlanOf(intent, filing.form)),
        terms,
        expansion,
        indexHits: hits,
        planLayer: "related_filings",
        outsideLayer: "related_filings",
      });
      candidates.push(...found.candidates.map((c) => ({ ...c, score: c.score * RELATED_WEIGHT })));
    } catch (e) {
      missing.push({
        kind: "layer",
        section: null,
        name: `related_filings: ${ticker}`,
        stored: false,
        reason: `${ticker}'s filing for fiscal ${r.year} quarter ${r.quarter} is not stored (${e instanceof Error ? e.message : String(e)})`,
      });
    }
  }
  return { candidates, missing };
}

/** The related tickers' filings of the period (relatedLayer), when the request names any. */
export const RELATED_FILINGS_LAYER: EvidenceLayer = {
  name: "related_filings",
  needs: (read) => read.found.context !== null && read.request.relatedTickers.length > 0,
  async read({ deps, request, intent, indexQuery, terms, expansion }) {
    const related = await relatedLayer(deps, request, intent, indexQuery, terms, expansion);
    return { consulted: ["related_filings"], candidates: related.candidates, missing: related.missing };
  },
};
