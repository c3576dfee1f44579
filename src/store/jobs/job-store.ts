/**
 * A background job as the store keeps it (table `jobs`, migration 0006). `state` is the stored
 * text; the job engine (src/jobs) narrows it. `input` and `progress` are parsed JSON.
 */
export interface StoredJob {
  readonly id: string;
  readonly kind: string;
  readonly owner: string;
  readonly dedupeKey: string;
  readonly state: string;
  readonly input: unknown;
  readonly progress: unknown;
  readonly error: string | null;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  /** Earliest time the job may (re)start. */
  readonly runAfter: string;
  readonly leaseUntil: string | null;
}

export interface NewJob {
  readonly id: string;
  readonly kind: string;
  readonly owner: string;
  readonly dedupeKey: string;
  readonly input: unknown;
  readonly maxAttempts: number;
  readonly createdAt: Date;
}

/**
 * The job table, for the embedded engine. Every change to a running job names the lease token
 * of the worker that claimed it: a worker whose lease expired (and whose job was handed to
 * another) changes nothing. The same contract on SQLite and PostgreSQL.
 */
export interface JobStore {
  /**
   * Inserts a queued job unless one with the same `dedupeKey` is queued or running, which is
   * returned instead (`created: false`); atomic across processes (a unique index decides).
   */
  insertUnlessActive(job: NewJob): Promise<{ job: StoredJob; created: boolean }>;
  get(id: string): Promise<StoredJob | null>;
  countByState(): Promise<Record<string, number>>;
  /**
   * Takes the oldest queued job whose `runAfter` has come (state running, one more attempt,
   * leased to `token` until `leaseUntil`); null when none is due. At most one claimer wins a job.
   */
  claim(token: string, now: Date, leaseUntil: Date): Promise<StoredJob | null>;
  /** Extends the lease; false when the job is no longer this token's. */
  renewLease(id: string, token: string, leaseUntil: Date): Promise<boolean>;
  saveProgress(id: string, token: string, progress: unknown): Promise<boolean>;
  /** Final state (`completed` or `failed`): the lease and the dedupe slot are released. */
  finish(
    id: string,
    token: string,
    outcome: { readonly state: "completed" | "failed"; readonly progress?: unknown; readonly error: string | null; readonly at: Date },
  ): Promise<boolean>;
  /**
   * Back to queued, to start again after `runAfter`. `countAttempt: false` gives the attempt back
   * (a worker stopping mid-job).
   */
  requeue(
    id: string,
    token: string,
    options: { readonly runAfter: Date; readonly error: string | null; readonly countAttempt: boolean },
  ): Promise<boolean>;
  /**
   * Running jobs whose lease ended before `now` (their worker died): queued again at once, or
   * failed with `error` when they have no attempts left. Returns how many of each.
   */
  recoverExpired(now: Date, error: string): Promise<{ requeued: number; failed: number }>;
  /** Deletes completed and failed jobs finished before `before`; returns how many. */
  purgeFinished(before: Date): Promise<number>;
  close(): Promise<void>;
}
