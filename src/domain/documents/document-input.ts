import { toMarkdown, type MarkdownDocument } from "../../parse/document/index.js";
import type { FilingStore } from "../../store/index.js";
import { markdownOfBuild } from "../../ingest/index.js";
import type { DocumentInput } from "./document-cache.js";

/**
 * The markdown ingest built for the document (stored beside it, of this service's markdown
 * version), else its text to convert: filings stored before builds were kept, or by an older
 * markdown stage, are converted on the first request as before.
 */
export async function documentInput(
  store: Pick<FilingStore, "getDocumentBuild" | "getDocument">,
  accession: string,
  name: string,
): Promise<DocumentInput | null> {
  const built = markdownOfBuild(await store.getDocumentBuild(accession, name));
  if (built) return built;
  return (await store.getDocument(accession, name))?.text ?? null;
}

/** A stored document's markdown, read from its build or converted; null when it is not stored. */
export async function storedMarkdown(store: FilingStore, accession: string, name: string): Promise<MarkdownDocument | null> {
  const input = await documentInput(store, accession, name);
  return input === null ? null : typeof input === "string" ? toMarkdown(input) : input;
}
