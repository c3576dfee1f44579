import type { FilingFile, FilingMeta } from "../../model/index.js";
import { detectSections, toMarkdown } from "../../parse/document/index.js";
import type { FilingStore } from "../../store/index.js";
import { DocumentCache, type DocumentArtifacts } from "./document-cache.js";
import { documentInput } from "./document-input.js";

/** A section's key and caption, all that listing a document's items needs. */
export interface SectionCaption {
  readonly key: string;
  readonly title: string | null;
}

/** What the library reads from the store. */
export type DocumentReads = Pick<FilingStore, "getDocumentBuild" | "getDocument">;

/**
 * Stored documents as the tools read them: their markdown, sections and tables, built once and
 * kept (see `DocumentCache`). The runtime owns one library; tests build their own, so nothing
 * computed from documents is shared between runtimes of one process.
 */
export class DocumentLibrary {
  private readonly cache: DocumentCache;
  /**
   * Section captions of documents read without their artifacts, by content: a few strings each,
   * so they are kept apart from the artifacts (whose 24 large entries other tools evict).
   */
  private readonly captions = new Map<string, readonly SectionCaption[]>();

  constructor(
    private readonly store: DocumentReads,
    options: { readonly maxDocuments?: number } = {},
  ) {
    this.cache = new DocumentCache(options.maxDocuments);
  }

  /** A stored document's artifacts, or null when it is not stored. */
  artifacts(filing: Pick<FilingMeta, "accession" | "form">, file: Pick<FilingFile, "name" | "sha256">): Promise<DocumentArtifacts | null> {
    return this.cache.get({ accession: filing.accession, name: file.name, sha256: file.sha256 }, filing.form, () =>
      documentInput(this.store, filing.accession, file.name),
    );
  }

  /**
   * The sections a document's captions open, detected for the filing's form; null when it is
   * not stored. Remembered by content, without keeping the document.
   */
  async sectionCaptions(
    filing: Pick<FilingMeta, "accession" | "form">,
    file: Pick<FilingFile, "name" | "sha256">,
  ): Promise<readonly SectionCaption[] | null> {
    const key = file.sha256 === null ? null : `${file.sha256}\u0000${filing.form.toUpperCase()}`;
    const known = key === null ? undefined : this.captions.get(key);
    if (known) return known;
    const doc = await this.store.getDocument(filing.accession, file.name);
    if (!doc) return null;
    const captions = detectSections(toMarkdown(doc.text), filing.form).map((s) => ({ key: s.key, title: s.title }));
    if (key !== null) {
      if (this.captions.size >= MAX_CAPTIONED) this.captions.clear();
      this.captions.set(key, captions);
    }
    return captions;
  }

  /** Drops everything built (benchmarks measure cold reads). */
  clear(): void {
    this.cache.clear();
    this.captions.clear();
  }

  /** Drops what was built from a filing's documents, so the next read builds it again. */
  forget(accession: string): void {
    this.cache.forget(accession);
  }
}

const MAX_CAPTIONED = 10_000;

/** The stored documents, as the domain reads them. */
export interface DocumentsPort {
  readonly documents: DocumentLibrary;
}
