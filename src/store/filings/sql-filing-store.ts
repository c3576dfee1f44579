import type {
  DocumentBuild,
  Fact,
  FilingDocument,
  FilingFile,
  FilingIssue,
  FilingMeta,
  FilingRecord,
  Label,
  Linkbases,
  PresentationLinkbase,
  XbrlDeclarations,
} from "../../model/index.js";
import type {
  FactEnd,
  FactFilter,
  FilingBuild,
  FilingFilter,
  FilingStore,
  IndexedSections,
  Invalidation,
  SaveOptions,
  SaveResult,
  StoredTextSearch,
  StoreStats,
  TextSearchOptions,
} from "./filing-store.js";
import { searchText } from "../text/index.js";
import { filingsWithoutDocumentBuilds, getDocumentBuild } from "./document-builds.js";
import { indexedSections } from "./indexed-sections.js";
import type { BatchListener, StoreBackend } from "../engine/index.js";
import { DEFAULT_INVALIDATION_LIMIT, invalidationsSince } from "../events/index.js";
import { getFactEnds, getFacts, getFactsByFiling } from "./read-facts.js";
import {
  getBuild,
  getDocument,
  getFiles,
  getFiling,
  getIssues,
  getLabels,
  getLinkbases,
  getPresentation,
  getXbrlDeclarations,
  listBuilds,
  listFilings,
} from "./read-filings.js";
import { deleteFiling, saveFiling } from "./save-filing.js";
import { storeStats } from "./store-stats.js";

/** The FilingStore over SQL: the same code for every backend. */
export class SqlFilingStore implements FilingStore {
  constructor(
    private readonly backend: StoreBackend,
    private readonly onBatch?: BatchListener,
  ) {}

  saveFiling(record: FilingRecord, options?: SaveOptions): Promise<SaveResult> {
    return saveFiling(this.backend, record, options, this.onBatch);
  }

  deleteFiling(accession: string): Promise<boolean> {
    return deleteFiling(this.backend, accession);
  }

  getFiling(accession: string): Promise<FilingMeta | null> {
    return getFiling(this.backend.reader, accession);
  }

  getBuild(accession: string): Promise<FilingBuild | null> {
    return getBuild(this.backend.reader, accession);
  }

  listBuilds(): Promise<(FilingBuild & { accession: string })[]> {
    return listBuilds(this.backend.reader);
  }

  listFilings(filter?: FilingFilter): Promise<FilingMeta[]> {
    return listFilings(this.backend.reader, filter);
  }

  getFiles(accession: string): Promise<FilingFile[]> {
    return getFiles(this.backend.reader, accession);
  }

  getFacts(accession: string, filter?: FactFilter): Promise<Fact[]> {
    return getFacts(this.backend.reader, accession, filter);
  }
  getFactsByFiling(accessions: readonly string[], filter?: FactFilter): Promise<Map<string, Fact[]>> {
    return getFactsByFiling(this.backend.reader, accessions, filter);
  }
  factEnds(accessions: readonly string[]): Promise<Map<string, FactEnd[]>> {
    return getFactEnds(this.backend.reader, accessions);
  }

  getLinkbases(accession: string): Promise<Linkbases> {
    return getLinkbases(this.backend.reader, accession);
  }
  getPresentation(accession: string): Promise<PresentationLinkbase> {
    return getPresentation(this.backend.reader, accession);
  }

  getLabels(accession: string, concepts?: readonly string[]): Promise<Label[]> {
    return getLabels(this.backend.reader, accession, concepts);
  }

  getDocument(accession: string, name: string): Promise<FilingDocument | null> {
    return getDocument(this.backend.reader, accession, name);
  }
  getDocumentBuild(accession: string, name: string): Promise<DocumentBuild | null> {
    return getDocumentBuild(this.backend.reader, accession, name);
  }
  filingsWithoutDocumentBuilds(): Promise<string[]> {
    return filingsWithoutDocumentBuilds(this.backend.reader);
  }

  getIssues(accession: string): Promise<FilingIssue[]> {
    return getIssues(this.backend.reader, accession);
  }

  getXbrlDeclarations(accession: string): Promise<XbrlDeclarations | null> {
    return getXbrlDeclarations(this.backend.reader, accession);
  }

  searchText(accession: string, query: string, limit: number, options?: TextSearchOptions): Promise<StoredTextSearch> {
    return searchText(this.backend.reader, this.backend.dialect, accession, query, limit, options);
  }

  indexedSections(accession: string): Promise<IndexedSections> {
    return indexedSections(this.backend.reader, accession);
  }

  invalidationsSince(seq: number, limit: number = DEFAULT_INVALIDATION_LIMIT): Promise<Invalidation[]> {
    return invalidationsSince(this.backend.reader, seq, limit);
  }

  stats(): Promise<StoreStats> {
    return storeStats(this.backend.reader);
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}
