import { type ErrorCode, FdsError } from "../domain/shared/index.js";
import { EdgarError, type EdgarErrorCode } from "../edgar/index.js";
import { CHANGING_SCOPE, defaultReadTracker, isRetired, type ReadScope, type ReadTracker, type Retirement } from "../store/index.js";

/** Where the result cache learns what changed: see CachingFilingStore. */
export interface RetirementSource {
  /** Looks for changes made elsewhere (at most as often as the source allows). */
  refresh(): Promise<void>;
  /** Whether `refresh` would not look now (it looked recently): what is kept is current. */
  isCurrent(): boolean;
  onRetire(listener: (retired: Retirement) => void): void;
  /** The tracker the source notes its reads in; default the shared default tracker. */
  readonly reads?: ReadTracker;
}

interface Entry {
  readonly scopes: ReadonlySet<ReadScope>;
  /** The answer's JSON, encoded once: sent as is, a large answer is not encoded again per request. */
  readonly body: Buffer;
  /** A failure kept instead of a body (see `answer`): thrown again to whoever asks. */
  readonly failure?: unknown;
  /** Epoch ms after which the entry is recomputed; null: kept until a change retires it. */
  readonly expiresAt: number | null;
  /** The cache's placement count when the entry was last put at the end of the LRU order. */
  placed: number;
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

const NO_BODY = Buffer.alloc(0);

/** Retirements remembered for computations still running (see `set`). */
const RECENT_RETIREMENTS = 1000;

/**
 * How long what no invalidation retires is kept (docs/http-api.md: caching). An answer with warnings: a
 * warning is part of it, but may report trouble that heals by itself (EDGAR unreachable). One
 * that read EDGAR's ticker map or submissions: EDGAR changes with every filing.
 */
export const WARNED_RESULT_TTL_MS = 5 * 60_000;
export const CHANGING_READ_TTL_MS = 5 * 60_000;
/** A lookup that found nothing is asked again after this; one EDGAR failed, sooner. */
export const NOT_FOUND_TTL_MS = 5 * 60_000;
const UPSTREAM_FAILURE_TTL_MS = 30_000;

const NOT_FOUND_CODES: ReadonlySet<ErrorCode | EdgarErrorCode> = new Set([
  "filing_not_found",
  "period_not_reported",
  "metric_not_found",
  "not_found",
  "edgar_unavailable",
  "EDGAR_NOT_FOUND",
  "EDGAR_USER_AGENT_MISSING",
]);
const UPSTREAM_CODES: ReadonlySet<ErrorCode | EdgarErrorCode> = new Set(["upstream_failed", "EDGAR_UNAVAILABLE", "EDGAR_RATE_LIMITED"]);

/** How long a failure of a computation is kept, or null when it is not (bad input, a bug, the database down). */
function failureTtl(error: unknown): number | null {
  const code = error instanceof FdsError || error instanceof EdgarError ? error.code : null;
  if (code === null) return null;
  if (NOT_FOUND_CODES.has(code)) return NOT_FOUND_TTL_MS;
  if (UPSTREAM_CODES.has(code)) return UPSTREAM_FAILURE_TTL_MS;
  return null;
}

/**
 * Serialized results of read-only tools, keyed by tool and input. Each entry remembers what it
 * read from the store (filings, company lists: read-scopes.ts) and is retired by a change to
 * one of those only, seen through the invalidations log, so ingesting NFLX leaves every AAPL
 * result in place. Least recently used entries go first; very large bodies are not kept.
 * Identical computations running at once are one computation (`answer`).
 */
export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<Buffer>>();
  /** Changes seen so far, numbered; the latest few kept for computations in flight. */
  private retirements = 0;
  private readonly recent: { readonly n: number; readonly retired: Retirement }[] = [];
  private hits = 0;
  private misses = 0;
  /** Entries put at the end of the LRU order so far (kept or moved there by a hit). */
  private placements = 0;

  constructor(
    private readonly source: RetirementSource,
    private readonly maxEntries = 500,
    private readonly maxBodyBytes = 4 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    source.onRetire((retired) => this.retire(retired));
  }

  /**
   * The serialized answer of `key`: kept, being computed for another caller (shared), or computed
   * by `work` now and kept as long as the rules above allow. A kept failure is thrown again, so
   * five identical calls of an answer that needed EDGAR ask EDGAR once.
   */
  async answer(key: string, work: () => Promise<unknown>): Promise<Buffer> {
    const kept = this.kept(key);
    if (kept !== undefined) return kept;
    const running = this.flights.get(key);
    if (running) return running;
    const flight = this.compute(key, work).finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  /**
   * The common case of `answer`, synchronously: the kept answer of `key` (a hit) when the changes
   * log was looked at recently, else undefined, without the flight and refresh machinery (one
   * request's few microseconds, under load). A caller serving it needs no promise at all.
   */
  kept(key: string): Buffer | undefined {
    if (!this.source.isCurrent()) return undefined;
    const entry = this.entries.get(key);
    if (entry === undefined || entry.failure !== undefined || !this.unexpired(entry)) return undefined;
    return this.hit(key, entry).body;
  }

  private async compute(key: string, work: () => Promise<unknown>): Promise<Buffer> {
    const hit = await this.get(key);
    if (hit !== null) return hit;
    const ticket = await this.ticket();
    let result: unknown;
    try {
      result = await ticket.run(work);
    } catch (error) {
      const ttl = failureTtl(error);
      if (ttl !== null) this.keep(key, ticket, { body: NO_BODY, failure: error }, ttl);
      throw error;
    }
    const body = Buffer.from(JSON.stringify(result));
    const warned = ((result as { warnings?: unknown[] } | null)?.warnings ?? []).length > 0;
    this.set(key, ticket, body, warned ? WARNED_RESULT_TTL_MS : undefined);
    return body;
  }

  /** The kept body of `key` (its JSON as UTF-8), or null; a kept failure is thrown. */
  async get(key: string): Promise<Buffer | null> {
    // With the changes log out of reach (the database down), what is kept is served as it stands:
    // an answer at most as old as the outage beats a 503. A miss could not be computed anyway.
    const unreachable = await this.source.refresh().then(
      () => null,
      (error: unknown) => ({ error }),
    );
    const entry = this.entries.get(key);
    if (unreachable && !entry) throw unreachable.error;
    if (!entry || !this.unexpired(entry)) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return null;
    }
    this.hit(key, entry);
    if (entry.failure !== undefined) throw entry.failure;
    return entry.body;
  }

  private unexpired(entry: Entry): boolean {
    return entry.expiresAt === null || entry.expiresAt > this.now();
  }

  /**
   * Counts a hit on `entry` and makes it the most recently used, unless fewer than a quarter of
   * the capacity's placements were made since it was placed: moving it (a Map's delete and set,
   * about 1 µs) on every hit costs a cached request more than the rest of the lookup, and an
   * entry that recent is far from the front, where entries are dropped.
   */
  private hit(key: string, entry: Entry): Entry {
    this.hits++;
    if (this.placements - entry.placed >= this.maxEntries / 4) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.placed = ++this.placements;
    }
    return entry;
  }

  /** A ticket for a result computed from here on, to pass to `set`. */
  async ticket(): Promise<ResultTicket> {
    await this.source.refresh();
    const ticket: TicketState = {
      startedAt: this.retirements,
      scopes: null,
      run: async <T>(work: () => Promise<T>) => {
        // What a failed computation read is noted too: a failure may be kept (see `answer`).
        let failure: { readonly error: unknown } | null = null;
        const { value, scopes } = await (this.source.reads ?? defaultReadTracker).track(() =>
          work().catch((error: unknown) => ((failure = { error }), undefined)),
        );
        ticket.scopes = scopes;
        if (failure !== null) throw (failure as { readonly error: unknown }).error;
        return value as T;
      },
    };
    return ticket;
  }

  /**
   * Keeps `body`, unless a change seen while it was computed touched what it read (it may hold
   * the old state), or it was not computed through its ticket. With `ttlMs`, for at most that long.
   */
  set(key: string, ticket: ResultTicket, body: Buffer, ttlMs?: number): void {
    if (body.length > this.maxBodyBytes) return;
    this.keep(key, ticket, { body }, ttlMs);
  }

  private keep(key: string, ticket: ResultTicket, kept: Pick<Entry, "body" | "failure">, ttlMs: number | undefined): void {
    const { startedAt, scopes } = ticket as TicketState;
    if (scopes === null) return;
    if (this.retirements > startedAt) {
      const oldest = this.recent[0]?.n ?? this.retirements + 1;
      if (oldest > startedAt + 1) return;
      if (this.recent.some((r) => r.n > startedAt && isRetired(scopes, r.retired))) return;
    }
    const ttl = scopes.has(CHANGING_SCOPE) ? Math.min(ttlMs ?? Infinity, CHANGING_READ_TTL_MS) : ttlMs;
    this.entries.delete(key);
    this.entries.set(key, { scopes, ...kept, expiresAt: ttl === undefined ? null : this.now() + ttl, placed: ++this.placements });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Lookups answered from memory and not, since the cache was made (the metrics' hit rate). */
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
  // Built in one pass, without the intermediate arrays: this runs on every cached request.
  let key = `${tool}|${cacheOnly ? "cache-only" : "may-fetch"}|`;
  let first = true;
  for (const k of Object.keys(input).sort()) {
    const value = input[k];
    if (value === undefined) continue;
    key += `${first ? "" : "&"}${k}=${JSON.stringify(value)}`;
    first = false;
  }
  return key;
}
