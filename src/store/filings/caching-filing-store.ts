import type { Fact, FilingMeta, FilingRecord, Label, Linkbases, PresentationLinkbase } from "../../model/index.js";
import { FactCache } from "./fact-cache.js";
import type {
  FactEnd,
  FactFilter,
  FilingBuild,
  FilingFilter,
  FilingStore,
  Invalidation,
  SaveOptions,
  SaveResult,
  StoredTextSearch,
  StoreStats,
  TextSearchOptions,
} from "./filing-store.js";
import {
  accessionScope,
  ALL_SCOPE,
  changeScopes,
  defaultReadTracker,
  filterScope,
  type ReadScope,
  type ReadTracker,
  type Retirement,
} from "./read-scopes.js";

export interface CachingOptions {
  /** Filings whose linkbases are kept in memory, least recently used dropped first. */
  readonly maxFilings?: number;
  /** Facts kept in memory (whole filings and concept reads alike), least recently used dropped first. */
  readonly maxFacts?: number;
  /** How often, at most, the invalidations log is asked whether another process changed something. */
  readonly checkEveryMs?: number;
  /**
   * A pause between two looks at the log longer than this retires everything: the log may have
   * been pruned past the last entry seen (its retention is at least a day). Default one hour.
   */
  readonly maxGapMs?: number;
  /** Where reads are noted for the result cache; default the shared default tracker. */
  readonly reads?: ReadTracker;
}

/** Hit counts of the in-memory filing reads, for metrics and benchmarks. */
export interface CacheCounts {
  readonly hits: number;
  readonly misses: number;
}

/** Called with what each change retires, in the order changes are seen. */
export type RetirementListener = (retired: Retirement) => void;

/**
 * A read-through cache over a FilingStore for the API's hot paths: a filing's facts and
 * linkbases are immutable until the filing is re-ingested, and every change appends to the
 * invalidations log, which is polled (at most once per `checkEveryMs`) so that writes by other
 * processes are seen too. Each change retires only what depended on it: the changed filing's
 * rows, lists of its company's filings, and lists over every company (see read-scopes.ts);
 * listeners (the result cache) retire their own entries the same way. Every read notes its
 * scope for the computation tracking it (`trackReads`).
 */
export class CachingFilingStore implements FilingStore {
  private readonly facts: FactCache;
  private readonly linkbases = new Map<string, Promise<Linkbases>>();
  private readonly presentations = new Map<string, Promise<PresentationLinkbase>>();
  /** A filing's every label (financials, a catalog); a few concepts' labels are read, or taken from these, each time. */
  private readonly labels = new Map<string, Promise<Label[]>>();
  private readonly lists = new Map<string, { scope: ReadScope; filings: Promise<FilingMeta[]> }>();
  private readonly listeners: RetirementListener[] = [];
  private lastSeq: number | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private hits = 0;
  private misses = 0;
  private readonly maxFilings: number;
  private readonly checkEveryMs: number;
  private readonly maxGapMs: number;

  constructor(
    private readonly inner: FilingStore,
    options: CachingOptions = {},
  ) {
    this.maxFilings = options.maxFilings ?? 64;
    this.checkEveryMs = options.checkEveryMs ?? 1000;
    this.maxGapMs = options.maxGapMs ?? 3_600_000;
    this.facts = new FactCache(options.maxFacts);
    this.reads = options.reads ?? defaultReadTracker;
  }

  /** The tracker this store notes its reads in (a result cache over this store tracks with it). */
  readonly reads: ReadTracker;

  /** Calls `listener` with what every change seen from now on retires. */
  onRetire(listener: RetirementListener): void {
    this.listeners.push(listener);
  }

  /** Looks at the invalidations log when the last look is older than `checkEveryMs`. */
  refresh(): Promise<void> {
    return this.fresh();
  }

  isCurrent(): boolean {
    return Date.now() - this.checkedAt < this.checkEveryMs;
  }

  cacheCounts(): CacheCounts {
    return { hits: this.hits + this.facts.hits, misses: this.misses + this.facts.misses };
  }

  async saveFiling(record: FilingRecord, options?: SaveOptions): Promise<SaveResult> {
    const result = await this.inner.saveFiling(record, options);
    // Retired at once here; the log entry, seen later, retires the same again (harmless). An
    // amendment's originals are not known here, but their company's lists are retired.
    if (result.outcome !== "unchanged") this.retire(changeScopes(record.meta));
    return result;
  }

  async deleteFiling(accession: string): Promise<boolean> {
    const meta = await this.inner.getFiling(accession);
    const deleted = await this.inner.deleteFiling(accession);
    if (deleted) this.retire(meta === null ? new Set([accessionScope(accession)]) : changeScopes(meta));
    return deleted;
  }

  async getFacts(accession: string, filter?: FactFilter): Promise<Fact[]> {
    this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    // A concept read is held apart from the whole filing's; a whole read held answers it too.
    return this.facts.read(accession, filter, (narrowed) => this.inner.getFacts(accession, narrowed));
  }

  async getFactsByFiling(accessions: readonly string[], filter?: FactFilter): Promise<Map<string, Fact[]>> {
    for (const accession of accessions) this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    return settled(this.facts.readMany(accessions, filter, (missing) => this.inner.getFactsByFiling(missing, filter)));
  }

  async factEnds(accessions: readonly string[]): Promise<Map<string, FactEnd[]>> {
    for (const accession of accessions) this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    return settled(this.facts.factEndsMany(accessions, (missing) => this.inner.factEnds(missing)));
  }

  async getLinkbases(accession: string): Promise<Linkbases> {
    this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    return this.remember(this.linkbases, accession, () => this.inner.getLinkbases(accession));
  }

  async getPresentation(accession: string): Promise<PresentationLinkbase> {
    this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    return this.remember(this.presentations, accession, () => this.inner.getPresentation(accession));
  }

  async getLabels(accession: string, concepts?: readonly string[]): Promise<Label[]> {
    this.reads.noteRead(accessionScope(accession));
    await this.fresh();
    if (concepts === undefined) return this.remember(this.labels, accession, () => this.inner.getLabels(accession));
    const held = this.labels.get(accession);
    if (!held) return this.inner.getLabels(accession, concepts);
    const wanted = new Set(concepts);
    return (await held).filter((l) => wanted.has(l.concept));
  }

  async listFilings(filter?: FilingFilter): Promise<FilingMeta[]> {
    const scope = filterScope(filter);
    this.reads.noteRead(scope);
    await this.fresh();
    const key = JSON.stringify(filter ?? {});
    const hit = this.lists.get(key);
    if (hit) {
      this.hits++;
      this.lists.delete(key);
      this.lists.set(key, hit);
      return hit.filings;
    }
    this.misses++;
    const filings = this.inner.listFilings(filter);
    filings.catch(() => this.lists.delete(key));
    this.lists.set(key, { scope, filings });
    if (this.lists.size > this.maxFilings * 4) this.lists.delete(this.lists.keys().next().value as string);
    return filings;
  }

  getFiling(accession: string): Promise<FilingMeta | null> {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getFiling(accession);
  }
  getBuild(accession: string): Promise<FilingBuild | null> {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getBuild(accession);
  }
  listBuilds(): Promise<(FilingBuild & { readonly accession: string })[]> {
    this.reads.noteRead(ALL_SCOPE);
    return this.inner.listBuilds();
  }
  getFiles(accession: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getFiles(accession);
  }
  getDocument(accession: string, name: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getDocument(accession, name);
  }
  getDocumentBuild(accession: string, name: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getDocumentBuild(accession, name);
  }
  filingsWithoutDocumentBuilds() {
    this.reads.noteRead(ALL_SCOPE);
    return this.inner.filingsWithoutDocumentBuilds();
  }
  getIssues(accession: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getIssues(accession);
  }
  getXbrlDeclarations(accession: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.getXbrlDeclarations(accession);
  }
  searchText(accession: string, query: string, limit: number, options?: TextSearchOptions): Promise<StoredTextSearch> {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.searchText(accession, query, limit, options);
  }
  indexedSections(accession: string) {
    this.reads.noteRead(accessionScope(accession));
    return this.inner.indexedSections(accession);
  }
  invalidationsSince(seq: number, limit?: number): Promise<Invalidation[]> {
    return this.inner.invalidationsSince(seq, limit);
  }
  stats(): Promise<StoreStats> {
    this.reads.noteRead(ALL_SCOPE);
    return this.inner.stats();
  }
  close(): Promise<void> {
    this.retire("all");
    return this.inner.close();
  }

  /** Drops what `retired` names and tells the listeners. */
  private retire(retired: Retirement): void {
    if (retired === "all") {
      this.facts.clear();
      this.linkbases.clear();
      this.presentations.clear();
      this.labels.clear();
      this.lists.clear();
    } else {
      for (const scope of retired) {
        if (!scope.startsWith("acc:")) continue;
        const accession = scope.slice(4);
        this.facts.retire(accession);
        this.linkbases.delete(accession);
        this.presentations.delete(accession);
        this.labels.delete(accession);
      }
      for (const [key, list] of this.lists) if (list.scope === ALL_SCOPE || retired.has(list.scope)) this.lists.delete(key);
    }
    for (const listener of this.listeners) listener(retired);
  }

  /** Retires what the invalidations log says changed since the last look. */
  private async fresh(): Promise<void> {
    const now = Date.now();
    if (now - this.checkedAt < this.checkEveryMs) return;
    this.checking ??= (async () => {
      try {
        // Long unwatched: entries after the last one seen may be pruned already.
        if (this.lastSeq !== null && this.checkedAt > 0 && now - this.checkedAt > this.maxGapMs) this.retire("all");
        const since = this.lastSeq ?? 0;
        const limit = 10_000;
        const news = await this.inner.invalidationsSince(since, limit);
        if (this.lastSeq !== null) {
          if (news.length === limit) this.retire("all");
          else for (const entry of news) this.retire(changeScopes(entry));
        }
        this.lastSeq = news.at(-1)?.seq ?? since;
        this.checkedAt = Date.now();
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  private remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) {
      this.hits++;
      // Map order is insertion order: re-insert to mark as recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    this.misses++;
    const loaded = load();
    loaded.catch(() => cache.delete(key));
    cache.set(key, loaded);
    if (cache.size > this.maxFilings) cache.delete(cache.keys().next().value as string);
    return loaded;
  }
}

/** The values of a map of reads, once all are done. */
async function settled<T>(reads: Map<string, Promise<T>>): Promise<Map<string, T>> {
  const values = await Promise.all(reads.values());
  return new Map([...reads.keys()].map((key, i) => [key, values[i]!]));
}
