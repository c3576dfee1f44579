/** Something that can tell whether stored data changed: see CachingFilingStore.generation. */
export interface StoreGeneration {
  generation(): Promise<number>;
}

interface Entry {
  readonly generation: number;
  readonly body: string;
}

/**
 * Serialized results of read-only tools, keyed by tool and input, valid for one store
 * generation: any ingest anywhere (seen through the invalidations log) retires them all.
 * Least recently used entries go first; very large bodies are not kept.
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: StoreGeneration,
    private readonly maxEntries = 500,
    private readonly maxBodyBytes = 4 * 1024 * 1024,
  ) {}

  /** The current generation, to pass to `set` for a result computed from here on. */
  generation(): Promise<number> {
    return this.store.generation();
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.generation !== (await this.store.generation())) {
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, generation: number, body: string): void {
    if (body.length > this.maxBodyBytes) return;
    this.entries.set(key, { generation, body });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** A cache key for a tool call: the same input in any property order gives the same key. */
export function resultKey(tool: string, cacheOnly: boolean, input: Readonly<Record<string, unknown>>): string {
  const fields = Object.keys(input)
    .filter((k) => input[k] !== undefined)
    .sort()
    .map((k) => `${k}=${JSON.stringify(input[k])}`);
  return `${tool}|${cacheOnly ? "cache-only" : "may-fetch"}|${fields.join("&")}`;
}
