import {
  detectSections,
  extractTables,
  toMarkdown,
  type FilingTable,
  type MarkdownDocument,
  type Section,
} from "../../parse/document/index.js";

/**
 * What is computed from one stored document: its markdown (with block, fact and page offsets),
 * its sections and its data tables. Sections and tables are computed on first use only, since
 * many callers (paging, cover facts) never need them.
 */
export interface DocumentArtifacts {
  readonly doc: MarkdownDocument;
  /** The form type the sections were detected for ("10-K", "10-Q/A", "8-K"...). */
  readonly form: string;
  sections(): readonly Section[];
  tables(): readonly FilingTable[];
}

/** Identity of a stored document's content: a re-ingest with new content has another sha256. */
export interface DocumentKey {
  readonly accession: string;
  readonly name: string;
  /** SHA-256 of the stored file, or null when ingest did not record one. */
  readonly sha256: string | null;
}

/** What a load gives: the stored document's text to convert, or its markdown already built at ingest. */
export type DocumentInput = string | MarkdownDocument;

function artifactsOf(input: DocumentInput, form: string): DocumentArtifacts {
  const doc = typeof input === "string" ? toMarkdown(input) : input;
  let sections: readonly Section[] | null = null;
  let tables: readonly FilingTable[] | null = null;
  const self: DocumentArtifacts = {
    doc,
    form,
    sections: () => (sections ??= detectSections(doc, form)),
    tables: () => (tables ??= extractTables(doc, { sections: self.sections() })),
  };
  return self;
}

/**
 * An LRU of document artifacts (one per runtime, inside its `DocumentLibrary`). Documents never change for an accession unless
 * the filing is re-ingested, and the key includes the file's sha256, so a re-ingest with new
 * content misses instead of serving stale offsets. Markdown of a large 10-K is ~0.4 MB and
 * takes ~0.3 s to build (~15 ms to read when ingest stored it): a small cache avoids doing
 * either for every page a client reads.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Promise<DocumentArtifacts | null>>();

  constructor(private readonly maxEntries = 24) {}

  /** The artifacts of a document, built from `load()` (null: not stored) on a miss. */
  get(key: DocumentKey, form: string, load: () => Promise<DocumentInput | null>): Promise<DocumentArtifacts | null> {
    const id = `${key.accession}\u0000${key.name}\u0000${key.sha256 ?? ""}\u0000${form}`;
    const hit = this.entries.get(id);
    if (hit) {
      // Re-insert to mark as most recently used (Map iterates in insertion order).
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const built = load().then((input) => (input === null ? null : artifactsOf(input, form)));
    // A failed or empty load is not remembered: the next call retries.
    built.then(
      (a) => {
        if (a === null) this.entries.delete(id);
      },
      () => this.entries.delete(id),
    );
    this.entries.set(id, built);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return built;
  }

  /** Whether a document's artifacts are already built or being built (no work is started). */
  has(key: DocumentKey, form: string): boolean {
    return this.entries.has(`${key.accession}\u0000${key.name}\u0000${key.sha256 ?? ""}\u0000${form}`);
  }

  /** Drops every cached document of a filing, so the next read parses them again. */
  forget(accession: string): void {
    for (const id of [...this.entries.keys()]) if (id.startsWith(`${accession}\u0000`)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}
