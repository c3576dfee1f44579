import { EMPTY_LINKBASES, filedBy, type Fact, type FilingMeta, type FilingRecord, type Label, type Linkbases } from "../../model/index.js";
import type { FilingStore, SaveResult } from "../../store/index.js";

// The store's parameter and result types, as its interface states them.
type FilingFilter = Parameters<FilingStore["listFilings"]>[0];
type FactFilter = Parameters<FilingStore["getFacts"]>[1];
type FactEnds = Awaited<ReturnType<FilingStore["factEnds"]>>;
type SaveOptions = Parameters<FilingStore["saveFiling"]>[1];
type TextSearchOptions = Parameters<FilingStore["searchText"]>[3];
type StoredTextSearch = Awaited<ReturnType<FilingStore["searchText"]>>;

/**
 * The store as it stood at the end of a day: a filing filed later (or of unknown filed date) is
 * not there (`filedBy`). Every read a domain function makes goes through it, so the fiscal
 * calendar, comparative columns, derived quarters, the basis's choice, restatement notes and
 * the citations' locations are all built from what was public then, with no code of theirs
 * knowing about dates. Reads by accession of a filing it hides answer as for a filing not
 * stored; writes, builds, counts and the invalidations log pass through (fetching a missing
 * filing is caching, and what it may fetch is bounded by the fetcher, see `fetcherAsOf`).
 * One view per request: whether a filing is known is remembered.
 */
export class AsOfFilingStore implements FilingStore {
  private readonly known = new Map<string, Promise<boolean>>();

  constructor(
    private readonly inner: FilingStore,
    readonly asOf: string,
  ) {}

  private visible = (f: FilingMeta): boolean => filedBy(this.asOf, f.filedDate);

  private isKnown(accession: string): Promise<boolean> {
    let known = this.known.get(accession);
    if (!known) {
      known = this.inner.getFiling(accession).then((f) => f !== null && this.visible(f));
      this.known.set(accession, known);
    }
    return known;
  }

  /** The inner read for a known filing, `absent` for one hidden or not stored. */
  private async ifKnown<T>(accession: string, read: () => Promise<T>, absent: T): Promise<T> {
    return (await this.isKnown(accession)) ? read() : absent;
  }

  async getFiling(accession: string): Promise<FilingMeta | null> {
    const filing = await this.inner.getFiling(accession);
    return filing && this.visible(filing) ? filing : null;
  }

  async listFilings(filter?: FilingFilter): Promise<FilingMeta[]> {
    const filings = (await this.inner.listFilings(filter)).filter(this.visible);
    for (const f of filings) this.known.set(f.accession, Promise.resolve(true));
    return filings;
  }

  getFiles(accession: string) {
    return this.ifKnown(accession, () => this.inner.getFiles(accession), []);
  }

  getIssues(accession: string) {
    return this.ifKnown(accession, () => this.inner.getIssues(accession), []);
  }

  getDocument(accession: string, name: string) {
    return this.ifKnown(accession, () => this.inner.getDocument(accession, name), null);
  }

  getDocumentBuild(accession: string, name: string) {
    return this.ifKnown(accession, () => this.inner.getDocumentBuild(accession, name), null);
  }

  getFacts(accession: string, filter?: FactFilter): Promise<Fact[]> {
    return this.ifKnown(accession, () => this.inner.getFacts(accession, filter), []);
  }

  async getFactsByFiling(accessions: readonly string[], filter?: FactFilter): Promise<Map<string, Fact[]>> {
    const known = await this.knownOf(accessions);
    const read = known.length > 0 ? await this.inner.getFactsByFiling(known, filter) : new Map<string, Fact[]>();
    // Every accession asked is a key (FactReader's contract); a hidden filing has no facts.
    return new Map(accessions.map((a) => [a, read.get(a) ?? []]));
  }

  async factEnds(accessions: readonly string[]): Promise<FactEnds> {
    const known = await this.knownOf(accessions);
    const read: FactEnds = known.length > 0 ? await this.inner.factEnds(known) : new Map();
    return new Map(accessions.map((a) => [a, read.get(a) ?? []]));
  }

  private async knownOf(accessions: readonly string[]): Promise<string[]> {
    const flags = await Promise.all(accessions.map((a) => this.isKnown(a)));
    return accessions.filter((_, i) => flags[i]);
  }

  getLinkbases(accession: string): Promise<Linkbases> {
    return this.ifKnown(accession, () => this.inner.getLinkbases(accession), EMPTY_LINKBASES);
  }

  getPresentation(accession: string) {
    return this.ifKnown(accession, () => this.inner.getPresentation(accession), { roles: [], presentation: [] });
  }

  getLabels(accession: string, concepts?: readonly string[]): Promise<Label[]> {
    return this.ifKnown(accession, () => this.inner.getLabels(accession, concepts), []);
  }

  searchText(accession: string, query: string, limit: number, options?: TextSearchOptions): Promise<StoredTextSearch> {
    return this.ifKnown(accession, () => this.inner.searchText(accession, query, limit, options), { indexed: false, total: 0, hits: [] });
  }

  indexedSections(accession: string) {
    return this.ifKnown(accession, () => this.inner.indexedSections(accession), { documents: [], sections: [] });
  }

  getXbrlDeclarations(accession: string) {
    return this.ifKnown(accession, () => this.inner.getXbrlDeclarations(accession), null);
  }

  saveFiling(record: FilingRecord, options?: SaveOptions): Promise<SaveResult> {
    return this.inner.saveFiling(record, options);
  }

  deleteFiling(accession: string): Promise<boolean> {
    return this.inner.deleteFiling(accession);
  }

  getBuild(accession: string) {
    return this.inner.getBuild(accession);
  }

  listBuilds() {
    return this.inner.listBuilds();
  }

  filingsWithoutDocumentBuilds() {
    return this.inner.filingsWithoutDocumentBuilds();
  }

  invalidationsSince(seq: number, limit?: number) {
    return this.inner.invalidationsSince(seq, limit);
  }

  stats() {
    return this.inner.stats();
  }

  /** The view owns nothing: closing it leaves the store open. */
  async close(): Promise<void> {}
}
