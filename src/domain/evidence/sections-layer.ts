import type { EvidenceLayer } from "./evidence-layer.js";
import { incorporatedSources, type MissingSource } from "./incorporation.js";
import { textLayer } from "./text-layer.js";

/**
 * Passages of the primary document's planned sections and of the index's hits in the filing
 * (text-layer.ts), the plan's required sections the document lacks, and sections it
 * incorporates from elsewhere. Its scoring context is what the later layers score with.
 */
export const SECTIONS_LAYER: EvidenceLayer = {
  name: "sections",
  needs: (read) => read.primary !== null,
  // It reads only the document the request already loaded.
  failureFailsRequest: true,
  async read({ filing, primary, files, plan, placer, terms, expansion, found }) {
    if (!primary) return { consulted: [], candidates: [] };
    const text = textLayer({
      filing,
      document: primary.file.name,
      artifacts: primary.artifacts,
      placer,
      terms,
      expansion,
      indexHits: found.indexHits,
      planLayer: "sections",
      outsideLayer: "text_index",
    });
    const sections = primary.artifacts.sections();
    const planned = [...plan.required, ...plan.optional].map((i) => i.section);
    const present = new Set(sections.map((s) => s.key));
    const missing: MissingSource[] = [];
    for (const item of plan.required)
      if (!present.has(item.section) && sections.length)
        missing.push({
          kind: "section",
          section: item.section,
          name: item.section,
          stored: false,
          reason: `${item.section} was not found in ${primary.file.name}`,
        });
    missing.push(...incorporatedSources(primary.artifacts.doc.markdown, sections, planned, files));
    return {
      consulted: sections.length ? ["sections"] : [],
      candidates: text.candidates,
      missing,
      found: { context: text.context, searchedSections: text.searchedSections },
    };
  },
};
