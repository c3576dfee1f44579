import type { DocumentBuild } from "../model/index.js";
import type { MarkdownDocument } from "../parse/document/index.js";
import { PIPELINE } from "./pipeline-version.js";

/**
 * A document's markdown as stored at ingest (0019 `document_builds`). Converting a 10-K's HTML
 * takes ~0.2-0.6 s; parsing its stored build (~1.2 MB of JSON) ~15 ms. A MarkdownDocument is
 * plain data (strings, numbers, null, arrays, records), so the JSON round trip is exact but for
 * `facts`, a prototype-less map (an element id may be "constructor"), made one again here. Only a
 * build of this service's markdown stage version is read: bumping `PIPELINE.markdown` (as any
 * change to the converter's output must) retires every stored build at once.
 */
export const MARKDOWN_BUILD_VERSION = `markdown=${PIPELINE.markdown}`;

export function documentBuildOf(name: string, doc: MarkdownDocument): DocumentBuild {
  return { name, version: MARKDOWN_BUILD_VERSION, json: JSON.stringify(doc) };
}

/** The stored build's markdown document; null when there is none or it is of another version. */
export function markdownOfBuild(build: DocumentBuild | null): MarkdownDocument | null {
  if (build === null || build.version !== MARKDOWN_BUILD_VERSION) return null;
  const doc = JSON.parse(build.json) as MarkdownDocument;
  return { ...doc, facts: Object.assign(Object.create(null) as MarkdownDocument["facts"], doc.facts) };
}
