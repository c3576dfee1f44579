import type { Invalidation } from "./invalidation.js";
import { invalidationsAfter, invalidationsSince, logBounds, pruneInvalidations, type LogRetention } from "./invalidation-log.js";
import type { StoreBackend } from "../engine/index.js";

/** Where a page of the feed starts: after a seq, after an ISO time, or at the oldest entry kept. */
export type FeedCursor = { readonly afterSeq: number } | { readonly afterAt: string } | null;

export interface FeedPage {
  /** Oldest first, at most the limit asked for. */
  readonly entries: readonly Invalidation[];
  /** Whether entries beyond these exist already. */
  readonly more: boolean;
  /** The newest seq ever appended; 0 for an empty log. */
  readonly headSeq: number;
  /** How far the log was pruned, read after the entries (see `InvalidationFeed.page`). */
  readonly retention: LogRetention | null;
}

/** The invalidations log as its consumers read it: pages, bounds and pruning. */
export interface InvalidationFeed {
  /**
   * A page of entries after `cursor`. The retention is read after the entries, so a cursor at
   * or past `retention.prunedThroughSeq` (or an ISO time at or after `prunedThroughAt`) proves
   * that no entry after it was pruned, even by a prune running meanwhile.
   */
  page(cursor: FeedCursor, limit: number): Promise<FeedPage>;
  /** Deletes entries older than the ISO time `before` (never the newest); returns how many. */
  prune(before: string, now?: Date): Promise<number>;
}

export class SqlInvalidationFeed implements InvalidationFeed {
  constructor(private readonly backend: StoreBackend) {}

  async page(cursor: FeedCursor, limit: number): Promise<FeedPage> {
    const db = this.backend.reader;
    const rows =
      cursor !== null && "afterAt" in cursor
        ? await invalidationsAfter(db, cursor.afterAt, limit + 1)
        : await invalidationsSince(db, cursor?.afterSeq ?? 0, limit + 1);
    const { headSeq, retention } = await logBounds(db);
    return { entries: rows.slice(0, limit), more: rows.length > limit, headSeq, retention };
  }

  prune(before: string, now: Date = new Date()): Promise<number> {
    return this.backend.writeTransaction("fds:invalidations:prune", async (trx) => {
      await this.backend.lockInvalidationLog(trx);
      return pruneInvalidations(trx, before, now.toISOString());
    });
  }
}
