import type { Fact, FilingMeta, Linkbases } from "../model/index.js";
import type { FactFilter, FilingBuild, FilingFilter, FilingStore, Invalidation, SaveOptions, SaveResult, StoredTextSearch, StoreStats, TextSearchOptions } from "./filing-store.js";
import type { FilingRecord } from "../model/index.js";

export interface CachingOptions {
  /** Filings whose facts and linkbases are kept in memory, least recently used dropped first. */
  readonly maxFilings?: number;
  /** How often, at most, the invalidations log is asked whether another process changed something. */
  readonly checkEveryMs?: number;
}

/**
 * A read-through cache over a FilingStore for the API's hot paths: a filing's facts and
 * linkbases are immutable until the filing is re-ingested, and every re-ingest appends to the
 * invalidations log, which is polled (at most once per `checkEveryMs`) so that writes by other
 * processes are seen too. Writes through this store drop the cache at once.
 */
export class CachingFilingStore implements FilingStore {
  private readonly facts = new Map<string, Promise<Fact[]>>();
  private readonly linkbases = new Map<string, Promise<Linkbases>>();
  private readonly lists = new Map<string, Promise<FilingMeta[]>>();
  private lastSeq: number | null = null;
  private generationCount = 0;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private readonly maxFilings: number;
  private readonly checkEveryMs: number;

  constructor(
    private readonly inner: FilingStore,
    options: CachingOptions = {},
  ) {
    this.maxFilings = options.maxFilings ?? 64;
    this.checkEveryMs = options.checkEveryMs ?? 1000;
  }

  async saveFiling(record: FilingRecord, options?: SaveOptions): Promise<SaveResult> {
    const result = await this.inner.saveFiling(record, options);
    if (result.outcome !== "unchanged") this.clear();
    return result;
  }

  async getFacts(accession: string, filter?: FactFilter): Promise<Fact[]> {
    if (filter && (filter.concepts || filter.axisKey !== undefined)) return this.inner.getFacts(accession, filter);
    await this.fresh();
    return this.remember(this.facts, accession, () => this.inner.getFacts(accession));
  }

  async getLinkbases(accession: string): Promise<Linkbases> {
    await this.fresh();
    return this.remember(this.linkbases, accession, () => this.inner.getLinkbases(accession));
  }

  async listFilings(filter?: FilingFilter): Promise<FilingMeta[]> {
    await this.fresh();
    return this.remember(this.lists, JSON.stringify(filter ?? {}), () => this.inner.listFilings(filter));
  }

  getFiling(accession: string): Promise<FilingMeta | null> {
    return this.inner.getFiling(accession);
  }
  getBuild(accession: string): Promise<FilingBuild | null> {
    return this.inner.getBuild(accession);
  }
  listBuilds(): Promise<(FilingBuild & { readonly accession: string })[]> {
    return this.inner.listBuilds();
  }
  getFiles(accession: string) {
    return this.inner.getFiles(accession);
  }
  getDocument(accession: string, name: string) {
    return this.inner.getDocument(accession, name);
  }
  getIssues(accession: string) {
    return this.inner.getIssues(accession);
  }
  searchText(accession: string, query: string, limit: number, options?: TextSearchOptions): Promise<StoredTextSearch> {
    return this.inner.searchText(accession, query, limit, options);
  }
  indexedSections(accession: string) {
    return this.inner.indexedSections(accession);
  }
  invalidationsSince(seq: number, limit?: number): Promise<Invalidation[]> {
    return this.inner.invalidationsSince(seq, limit);
  }
  stats(): Promise<StoreStats> {
    return this.inner.stats();
  }
  close(): Promise<void> {
    this.clear();
    return this.inner.close();
  }

  /**
   * A number that changes whenever what the store holds may have changed (a write here, or an
   * invalidation from elsewhere): results computed under one generation stay valid while it lasts.
   */
  async generation(): Promise<number> {
    await this.fresh();
    return this.generationCount;
  }

  private clear(): void {
    this.generationCount++;
    this.facts.clear();
    this.linkbases.clear();
    this.lists.clear();
  }

  /** Drops the cache when the invalidations log has grown since the last look. */
  private async fresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.checkEveryMs) return;
    this.checking ??= (async () => {
      try {
        const since = this.lastSeq ?? 0;
        const news = await this.inner.invalidationsSince(since, 10_000);
        const latest = news.at(-1)?.seq;
        if (latest !== undefined) {
          if (this.lastSeq !== null) this.clear();
          this.lastSeq = latest;
        } else {
          this.lastSeq ??= since;
        }
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
      // Map order is insertion order: re-insert to mark as recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const loaded = load();
    loaded.catch(() => cache.delete(key));
    cache.set(key, loaded);
    if (cache.size > this.maxFilings) cache.delete(cache.keys().next().value as string);
    return loaded;
  }
}
