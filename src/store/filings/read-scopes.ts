import { AsyncLocalStorage } from "node:async_hooks";
import type { FilingFilter, Invalidation } from "./filing-store.js";

/**
 * What a cached read depended on, and what an invalidation retires, in one vocabulary:
 * `acc:<accession>` (one filing's rows), `cik:<n>` and `ticker:<T>` (lists of a company's
 * filings) and `all` (lists over every company, store-wide figures). A cached value is retired
 * when an invalidation names one of its scopes, or any invalidation at all when it read `all`:
 * ingesting NFLX retires what read NFLX's filings or listed NFLX's filings, never AAPL's.
 */
export type ReadScope = string;

/** What an invalidation (or a local write) retires: every scope, or a set of them. */
export type Retirement = "all" | ReadonlySet<ReadScope>;

export const ALL_SCOPE: ReadScope = "all";

/**
 * Read of something outside the store that changes with time (EDGAR's ticker map and
 * submissions): no invalidation announces its changes, so what read it is kept for a while only.
 */
export const CHANGING_SCOPE: ReadScope = "changing";

export const accessionScope = (accession: string): ReadScope => `acc:${accession}`;

/** The scope a filing list read with `filter` depends on. */
export function filterScope(filter: FilingFilter | undefined): ReadScope {
  if (filter?.cik !== undefined) return `cik:${filter.cik}`;
  if (filter?.ticker !== undefined) return `ticker:${filter.ticker}`;
  return ALL_SCOPE;
}

/** The scopes a change to a filing (its accession, company, and what it amends) retires. */
export function changeScopes(
  change: Pick<Invalidation, "accession" | "cik" | "ticker"> & { readonly amends?: readonly string[] },
): Set<ReadScope> {
  const scopes = new Set<ReadScope>([accessionScope(change.accession)]);
  for (const amended of change.amends ?? []) scopes.add(accessionScope(amended));
  if (change.cik !== null) scopes.add(`cik:${change.cik}`);
  if (change.ticker !== null) scopes.add(`ticker:${change.ticker}`);
  return scopes;
}

/** Whether a value that read `read` is retired by `retirement`. */
export function isRetired(read: ReadonlySet<ReadScope>, retirement: Retirement): boolean {
  if (retirement === "all" || read.has(ALL_SCOPE)) return true;
  for (const scope of retirement) if (read.has(scope)) return true;
  return false;
}

/**
 * Collects the scopes each tracked computation reads: the tracking store notes its reads here
 * and the result cache runs each computation in `track`. The runtime creates one per process and
 * hands it to both (through the caching store); AsyncLocalStorage carries the current
 * computation's set through every await, so a read deep in a domain function needs no argument.
 */
export class ReadTracker {
  private readonly storage = new AsyncLocalStorage<Set<ReadScope>>();
  /** Tracked computations in flight. */
  private running = 0;

  /** Notes that the current computation (if one is tracked) read `scope`. */
  noteRead(scope: ReadScope): void {
    this.storage.getStore()?.add(scope);
  }

  /** Notes that the current computation read what changes with time (see CHANGING_SCOPE). */
  readonly noteChangingRead = (): void => this.noteRead(CHANGING_SCOPE);

  /**
   * Runs `work`, collecting the scopes of every store read it makes through a tracking store
   * (CachingFilingStore), however deep and however concurrent. A computation that read nothing
   * traceable counts as having read `all`, so it can never outlive a change it missed.
   */
  async track<T>(work: () => Promise<T>): Promise<{ value: T; scopes: ReadonlySet<ReadScope> }> {
    const scopes = new Set<ReadScope>();
    this.running++;
    let value: T;
    try {
      value = await this.storage.run(scopes, work);
    } finally {
      // Off while nothing is tracked: on Node 20 an enabled AsyncLocalStorage installs async
      // hooks that see every promise of the process, a quarter of a cached answer's CPU
      // (bench/serve-cpu), and cached answers run no computation. `run` turns it on again. Work a
      // computation left behind reads no set afterwards, and no one reads that set any more.
      if (--this.running === 0) this.storage.disable();
    }
    if (scopes.size === 0 || (scopes.size === 1 && scopes.has(CHANGING_SCOPE))) scopes.add(ALL_SCOPE);
    // A tracked computation inside another: the outer one read all of this too.
    const outer = this.storage.getStore();
    if (outer) for (const scope of scopes) outer.add(scope);
    return { value, scopes };
  }
}

/** The tracker of stores and caches built without one (tests, one-shot commands); a runtime makes its own. */
export const defaultReadTracker = new ReadTracker();

/** Notes a changing read in the default tracker. */
export function noteChangingRead(): void {
  defaultReadTracker.noteChangingRead();
}

/** Notes a read in the default tracker. */
export function noteRead(scope: ReadScope): void {
  defaultReadTracker.noteRead(scope);
}
