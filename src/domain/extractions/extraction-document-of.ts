import type { DocumentArtifacts } from "../documents/index.js";
import type { ExtractionDocument } from "./extraction-document.js";
import type { DocumentKind } from "./schema.js";

/** A filing document's artifacts (the markdown `/api/filing/document` serves) as an extractor reads them. */
export function filingExtractionDocument(artifacts: DocumentArtifacts, name: string, kind: DocumentKind): ExtractionDocument {
  return {
    sourceType: "filing",
    kind,
    form: artifacts.form,
    name,
    markdown: artifacts.doc.markdown,
    blocks: artifacts.doc.blocks,
    sections: artifacts.sections(),
    get tables() {
      return artifacts.tables();
    },
  };
}
