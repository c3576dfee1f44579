import { isRetired, trackReads, type ReadScope, type Retirement } from "../store/read-scopes.js";

/** Where the result cache learns what changed: see CachingFilingStore. */
export interface RetirementSource {
  /** Looks for changes made elsewhere (at most as often as the source allows). */
  refresh(): Promise<void>;
  onRetire(listener: (retired: Retirement) => void): void;
}

interface Entry {
  readonly scopes: ReadonlySet<ReadScope>;
  readonly body: string;
  /** Epoch ms after which the entry is recomputed; null: kept until a change retires it. */
  readonly expiresAt: number | null;
}

/** A computation whose result may be kept: what it read, and which changes it may have missed. */
export interface ResultTicket {
  /** Runs the computation, noting what it reads. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

interface TicketState extends ResultTicket {
  readonly startedAt: number;
  scopes: ReadonlySet<ReadScope> | null;
}

/** Retirements remembered for computations still running (see `set`). */
const RECENT_RETIREMENTS = 1000;

/**
 * Serialized results of read-only tools, keyed by tool and input. Each entry remembers what it
 * read from the store (filings, company lists: read-scopes.ts) and is retired by a change to
 * one of those only, seen through the invalidations log, so ingesting NFLX leaves every AAPL
 * result in place. Least recently used entries go first; very large bodies are not kept.
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  /** Changes seen so far, numbered; the latest few kept for computations in flight. */
  private retirements = 0;
  private readonly recent: { readonly n: number; readonly retired: Retirement }[] = [];
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly source: RetirementSource,
    private readonly maxEntries = 500,
    private readonly maxBodyBytes = 4 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    source.onRetire((retired) => this.retire(retired));
  }

  async get(key: string): Promise<string | null> {
    // With the changes log out of reach (the database down), what is kept is served as it stands:
    // an answer at most as old as the outage beats a 503. A miss could not be computed anyway.
    const unreachable = await this.source.refresh().then(
      () => null,
      (error: unknown) => ({ error }),
    );
    const entry = this.entries.get(key);
    if (unreachable && !entry) throw unreachable.error;
    if (!entry || (entry.expiresAt !== null && entry.expiresAt <= this.now())) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return null;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** A ticket for a result computed from here on, to pass to `set`. */
  async ticket(): Promise<ResultTicket> {
    await this.source.refresh();
    const ticket: TicketState = {
      startedAt: this.retirements,
      scopes: null,
      run: async (work) => {
        const { value, scopes } = await trackReads(work);
        ticket.scopes = scopes;
        return value;
      },
    };
    return ticket;
  }

  /**
   * Keeps `body`, unless a change seen while it was computed touched what it read (it may hold
   * the old state), or it was not computed through its ticket. With `ttlMs`, for at most that long.
   */
  set(key: string, ticket: ResultTicket, body: string, ttlMs?: number): void {
    const { startedAt, scopes } = ticket as TicketState;
    if (scopes === null || body.length > this.maxBodyBytes) return;
    if (this.retirements > startedAt) {
      const oldest = this.recent[0]?.n ?? this.retirements + 1;
      if (oldest > startedAt + 1) return;
      if (this.recent.some((r) => r.n > startedAt && isRetired(scopes, r.retired))) return;
    }
    this.entries.set(key, { scopes, body, expiresAt: ttlMs === undefined ? null : this.now() + ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Lookups answered from memory and not, since the cache was made. */
  counts(): { readonly hits: number; readonly misses: number; readonly entries: number } {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  private retire(retired: Retirement): void {
    this.retirements++;
    this.recent.push({ n: this.retirements, retired });
    if (this.recent.length > RECENT_RETIREMENTS) this.recent.shift();
    for (const [key, entry] of this.entries) if (isRetired(entry.scopes, retired)) this.entries.delete(key);
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
