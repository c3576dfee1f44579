import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";

/**
 * File of the rate-limit buckets in the data directory, beside the store's `fds.sqlite`. A file
 * of its own: its writes are single-statement commits held for microseconds, whereas the store's
 * file is locked for a whole filing's save (hundreds of ms), during which better-sqlite3 would
 * block this process's event loop waiting for the lock (or deadlock, when the save is this
 * process's own, awaiting that same loop).
 */
const LIMITS_FILE = "fds-limits.sqlite";

/** How long a bucket statement waits for another process's commit, in ms (commits take microseconds). */
const BUSY_TIMEOUT_MS = 2_000;

/** How often windows that ended are deleted, in ms. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** A bucket after taking one request from it. */
export interface BucketCount {
  /** Requests taken in the current window, this one included. */
  readonly count: number;
  /** When the window ends (epoch ms). */
  readonly resetAt: number;
}

/**
 * Fixed-window request counters in a SQLite file that every process of one data directory opens
 * (`fds serve`, each `fds mcp`): one bucket per key across all of them. Taking a request is one
 * atomic upsert statement, prepared once; the window starts at a bucket's first request, as with
 * the in-process and Redis limiters.
 */
export class SqliteBuckets {
  private readonly db: BetterSqlite3.Database;
  private readonly takeStatement: BetterSqlite3.Statement<
    { key: string; now: number; resetAt: number },
    { count: number; reset_at: number }
  >;
  private readonly sweep: NodeJS.Timeout;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new BetterSqlite3(resolve(join(dataDir, LIMITS_FILE)), { timeout: BUSY_TIMEOUT_MS });
    // WAL: readers never wait; NORMAL: no fsync per commit (an OS crash may lose the last counts, never the file).
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.exec(
      "CREATE TABLE IF NOT EXISTS buckets (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL) WITHOUT ROWID",
    );
    // SET expressions all read the row as it was, so both CASEs test the old window.
    this.takeStatement = this.db.prepare(
      `INSERT INTO buckets (key, count, reset_at) VALUES (@key, 1, @resetAt)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN reset_at > @now THEN count + 1 ELSE 1 END,
         reset_at = CASE WHEN reset_at > @now THEN reset_at ELSE excluded.reset_at END
       RETURNING count, reset_at`,
    );
    const expired = this.db.prepare<[number]>("DELETE FROM buckets WHERE reset_at <= ?");
    this.sweep = setInterval(() => {
      try {
        expired.run(Date.now());
      } catch {
        // A busy file is swept next time.
      }
    }, SWEEP_EVERY_MS);
    this.sweep.unref();
  }

  /** Takes one request from the bucket `key` whose windows last `windowMs`. */
  take(key: string, windowMs: number, now = Date.now()): BucketCount {
    const row = this.takeStatement.get({ key, now, resetAt: now + windowMs }) as { count: number; reset_at: number };
    return { count: row.count, resetAt: row.reset_at };
  }

  close(): void {
    clearInterval(this.sweep);
    this.db.close();
  }
}
