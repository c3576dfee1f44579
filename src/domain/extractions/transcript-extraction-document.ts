import type { TranscriptMarkdown } from "../documents/index.js";
import type { ExtractionDocument } from "./extraction-document.js";

/** A transcript's stored markdown as an extractor reads it: one paragraph block per turn, parts of the call as sections. */
export function transcriptExtractionDocument(sourceId: string, md: TranscriptMarkdown): ExtractionDocument {
  return {
    sourceType: "transcript",
    kind: "transcript",
    form: "transcript",
    name: sourceId,
    markdown: md.markdown,
    blocks: md.turns.map((t) => ({ kind: "paragraph" as const, start: t.start, end: t.end, textStart: t.textStart })),
    sections: md.sections.map((s) => ({ key: s.key, title: s.title, start: s.start, end: s.end })),
    tables: [],
  };
}
