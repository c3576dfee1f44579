import type { Fact } from "../../model/index.js";
import type { FactEnd, FactFilter } from "./filing-store.js";

/**
 * A filing's facts held whole (~900 on average in the corpus, up to ~3,000) serve every read of
 * it; a read of a few concepts (a metric's candidates in a later filing's comparative columns) is
 * held under its own filter, never as the filing's whole read. The budget counts facts, not
 * filings, so memory follows what is held: a filing held whole weighs its facts, a concept read
 * its handful plus one (an empty read still takes an entry). The default holds about as much as
 * the 64 filings held before concept reads were kept.
 */
const DEFAULT_MAX_FACTS = 64_000;

interface Entry {
  readonly accession: string;
  readonly facts: Promise<Fact[]>;
  /** Facts held once the read is done, plus one for the entry; 0 while it runs. */
  size: number;
}

/** Filings whose fact ends are held (a few dozen days each: small beside their facts). */
const MAX_ENDS = 4096;

export class FactCache {
  /** By accession and filter key ("" for the whole filing); Map order is least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private readonly ends = new Map<string, Promise<FactEnd[]>>();
  private held = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxFacts: number = DEFAULT_MAX_FACTS) {}

  /** The filing's facts through `filter`, from memory when held (a whole read answers any filter). */
  read(accession: string, filter: FactFilter | undefined, load: (filter?: FactFilter) => Promise<Fact[]>): Promise<Fact[]> {
    const whole = keyOf(accession, undefined);
    const key = keyOf(accession, filter);
    if (key !== whole && !this.entries.has(key)) {
      const all = this.touch(whole);
      if (all) return all.facts.then((facts) => facts.filter(matcherOf(filter!)));
    }
    const hit = this.touch(key);
    if (hit) return hit.facts;
    this.misses++;
    const entry: Entry = { accession, facts: key === whole ? load() : load(filter), size: 0 };
    this.entries.set(key, entry);
    entry.facts.then(
      (facts) => {
        // Retired or dropped while it was read: not held.
        if (this.entries.get(key) !== entry) return;
        entry.size = facts.length + 1;
        this.held += entry.size;
        this.evict();
      },
      () => this.drop(key, entry),
    );
    return entry.facts;
  }

  /**
   * Several filings' facts through one `filter`: those held answer from memory, the rest are read
   * together by one `load` of the missing accessions.
   */
  readMany(
    accessions: readonly string[],
    filter: FactFilter | undefined,
    load: (missing: string[]) => Promise<Map<string, Fact[]>>,
  ): Map<string, Promise<Fact[]>> {
    const unique = [...new Set(accessions)];
    const missing = unique.filter((a) => !this.entries.has(keyOf(a, filter)) && !this.entries.has(keyOf(a, undefined)));
    const read = missing.length ? load(missing) : null;
    return new Map(unique.map((a) => [a, this.read(a, filter, () => read!.then((byFiling) => byFiling.get(a) ?? []))]));
  }

  /** The days several filings' facts end on: those held from memory, the rest by one `load`. */
  factEndsMany(
    accessions: readonly string[],
    load: (missing: string[]) => Promise<Map<string, FactEnd[]>>,
  ): Map<string, Promise<FactEnd[]>> {
    const unique = [...new Set(accessions)];
    const missing = unique.filter((a) => !this.ends.has(a));
    const read = missing.length ? load(missing) : null;
    return new Map(unique.map((a) => [a, this.factEnds(a, () => read!.then((byFiling) => byFiling.get(a) ?? []))]));
  }

  /** The days the filing's facts end on, from memory when held. */
  factEnds(accession: string, load: () => Promise<FactEnd[]>): Promise<FactEnd[]> {
    const hit = this.ends.get(accession);
    if (hit) {
      this.hits++;
      this.ends.delete(accession);
      this.ends.set(accession, hit);
      return hit;
    }
    this.misses++;
    const loaded = load();
    loaded.catch(() => this.ends.get(accession) === loaded && this.ends.delete(accession));
    this.ends.set(accession, loaded);
    if (this.ends.size > MAX_ENDS) this.ends.delete(this.ends.keys().next().value as string);
    return loaded;
  }

  /** Drops every read of the filing. */
  retire(accession: string): void {
    this.ends.delete(accession);
    for (const [key, entry] of this.entries) if (entry.accession === accession) this.drop(key, entry);
  }

  clear(): void {
    this.entries.clear();
    this.ends.clear();
    this.held = 0;
  }

  /** Facts held, plus one per read held (for metrics and tests). */
  size(): number {
    return this.held;
  }

  private touch(key: string): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  private drop(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.held -= entry.size;
  }

  /** Least recently used first, until the budget holds (the newest read stays, however large). */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.held <= this.maxFacts || this.entries.size <= 1) return;
      this.drop(key, entry);
    }
  }
}

function keyOf(accession: string, filter: FactFilter | undefined): string {
  if (!filter || (filter.concepts === undefined && filter.axisKey === undefined)) return accession;
  const concepts = filter.concepts === undefined ? "*" : [...new Set(filter.concepts)].sort().join(" ");
  return `${accession}\n${concepts}\n${filter.axisKey === undefined ? "*" : `=${filter.axisKey}`}`;
}

/** The filter as the store applies it (read-facts.ts): concept among those listed, exact axis key. */
function matcherOf(filter: FactFilter): (f: Fact) => boolean {
  const concepts = filter.concepts === undefined ? null : new Set(filter.concepts);
  return (f) => (concepts === null || concepts.has(f.concept)) && (filter.axisKey === undefined || f.axisKey === filter.axisKey);
}
