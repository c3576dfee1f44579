import type { FilingMeta } from "../../model/index.js";
import type { ExtractionStore } from "../../store/index.js";
import type { ExtractionSpan } from "../extractions/index.js";
import { citationOf, NO_EXTRAS, type Candidate } from "./evidence-item.js";
import type { EvidenceLayer } from "./evidence-layer.js";
import { passageScore, type ScoringContext } from "./passage-score.js";
import type { PlanPlacer } from "./plan-weights.js";
import { stem, wordsOf } from "./question-terms.js";

/** A span that holds none of the question's words still counts a little: the schema matched the intent. */
const SCHEMA_FLOOR = 0.15;

interface ExtractionLayerResult {
  readonly candidates: Candidate[];
  /** Schemas with a stored result for the filing (consulted). */
  readonly searched: string[];
  /** Schemas the intent wants that have no stored result for the filing. */
  readonly missing: string[];
}

/**
 * Spans of the stored extraction results of the filing for the intent's schemas (the newest
 * result of each schema and document; nothing is extracted here: POST /api/extractions builds
 * results). Spans are exact slices of the same stored markdown, so they cite as they are.
 */
async function extractionLayer(
  store: ExtractionStore | undefined,
  filing: FilingMeta,
  schemas: readonly string[],
  placer: PlanPlacer,
  context: ScoringContext,
): Promise<ExtractionLayerResult> {
  if (!store || !schemas.length || !filing.ticker) return { candidates: [], searched: [], missing: store ? [...schemas] : [] };
  const out: Candidate[] = [];
  const searched: string[] = [];
  const missing: string[] = [];
  for (const schema of schemas) {
    const rows = (await store.listResults({ ticker: filing.ticker, schema }))
      .filter((r) => r.sourceId === filing.accession)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (!rows.length) {
      missing.push(schema);
      continue;
    }
    searched.push(schema);
    const newest = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (!newest.has(r.document)) newest.set(r.document, r);
    for (const r of newest.values()) {
      const spans = JSON.parse(r.spans) as ExtractionSpan[];
      for (const s of spans) {
        if (s.inPreviousFiling || s.confidence < 0.5) continue;
        const stems = wordsOf(s.text).map(stem);
        const tf = new Map<string, number>();
        for (const st of stems) tf.set(st, (tf.get(st) ?? 0) + 1);
        const relevance = passageScore(context, stems, tf) + SCHEMA_FLOOR;
        out.push({
          ...citationOf(filing, s.document),
          ...NO_EXTRAS,
          layer: "extractions",
          score: relevance * placer.weight(s.section, null, s.source, s.text.length),
          section: s.section,
          section_title: null,
          read_plan: placer.placeOf(s.section),
          text: s.text,
          start: s.start,
          end: s.end,
          table_id: s.tableId,
          extraction: { schema: s.schema, class: s.class, attributes: s.attributes },
        });
      }
    }
  }
  return { candidates: out, searched, missing };
}

/** Stored extraction results of the intent's schemas (extractionLayer); the schemas without one are a missing source. */
export const EXTRACTIONS_LAYER: EvidenceLayer = {
  name: "extractions",
  needs: (read) => read.found.context !== null,
  async read({ deps, filing, definition, placer, found }) {
    if (!found.context) return { consulted: [], candidates: [] };
    const ex = await extractionLayer(deps.extractions, filing, definition.schemas, placer, found.context);
    const missing = ex.missing.length
      ? [
          {
            kind: "layer" as const,
            section: null,
            name: `extractions: ${ex.missing.join(", ")}`,
            stored: false,
            reason: `no stored extraction result of ${ex.missing.join(", ")} for this filing (POST /api/extractions builds them)`,
          },
        ]
      : [];
    return {
      consulted: definition.schemas.length && deps.extractions ? ["extractions"] : [],
      candidates: ex.candidates,
      missing,
      found: { searchedExtractions: ex.searched, missingSchemas: ex.missing },
    };
  },
};
