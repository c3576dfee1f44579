/**
 * Background jobs: what every engine (embedded in the store, BullMQ on Redis) agrees on.
 *
 * States and transitions (the spec shows none; these are ours):
 *
 * ```
 *   submit ──> queued ──claim──> running ──handler returns──> completed
 *                ^                  │
 *                │                  ├──handler throws, attempts left──> queued (after the retry delay)
 *                │                  ├──worker died (lease expired), attempts left──> queued (at once)
 *                │                  ├──worker stopping (shutdown)──> queued (at once, attempt not counted)
 *                └──────────────────┘
 *                                   └──handler throws or worker died, no attempts left──> failed
 * ```
 *
 * `completed` and `failed` are final. A job's handler records progress as it goes, so a retry
 * (or a job resumed after a crash) carries on from what the earlier attempts finished.
 */
export const JOB_STATES = ["queued", "running", "completed", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The kinds of job the service runs; each has one handler (`JobHandlers` is exhaustive). */
export const JOB_KINDS = ["warm_metric_cache", "collect_estimates"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * How often a job is tried and how long it waits between attempts. An attempt fails when its
 * handler throws (or its worker dies); the job then waits `retryDelayMs(attempt)` and runs again,
 * until `maxAttempts` attempts have been made.
 */
export interface RetryPolicy {
  readonly maxAttempts: number;
  /** Delay after the first failed attempt, in ms. */
  readonly baseDelayMs: number;
  /** Each later delay is this many times the one before. */
  readonly factor: number;
  /** Ceiling of one delay, in ms. */
  readonly maxDelayMs: number;
}

/** 3 attempts; retries after 5 s, then 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 5_000, factor: 6, maxDelayMs: 10 * 60_000 };

/** Delay before the attempt after failed attempt number `attempt` (1-based). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** Math.max(0, attempt - 1));
}

/** A job as any engine reports it. Timestamps are ISO 8601 UTC. */
export interface JobSnapshot {
  /** `job_` and 24 hex digits. */
  readonly id: string;
  readonly kind: JobKind;
  /** Who submitted it (an API key id); only they may read it. */
  readonly owner: string;
  readonly state: JobState;
  /** The normalized request, as submitted. */
  readonly input: unknown;
  /** What the handler last recorded; null before it recorded anything. */
  readonly progress: unknown;
  /** Why the last attempt failed; null when none did. */
  readonly error: string | null;
  /** Attempts started so far (the running one included). */
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly createdAt: string;
  /** When the latest attempt started; null while the job never ran. */
  readonly startedAt: string | null;
  /** When the job reached completed or failed; null before. */
  readonly finishedAt: string | null;
}

/** What a handler is given besides the job. */
interface JobRunContext {
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** Records progress (JSON-serializable); polls see it at once, and a retry starts from it. */
  report(progress: unknown): Promise<void>;
  /** Aborted when the worker is stopping: finish the current step and return or throw. */
  readonly signal: AbortSignal;
}

/** Runs one attempt of a job and resolves to its final progress; throwing fails the attempt. */
export type JobHandler = (job: JobSnapshot, ctx: JobRunContext) => Promise<unknown>;

/**
 * Handlers per kind. `fds serve` and `fds worker` give one for every kind (`satisfies
 * Record<JobKind, JobHandler>` in src/runtime/job-runtime.ts fails to compile without); a worker
 * given fewer (tests) fails an attempt at a kind it lacks, with the reason (`handlerFor`).
 */
export type JobHandlers = Readonly<Partial<Record<JobKind, JobHandler>>>;

/** The handler of `kind`, or one that fails the attempt saying this worker has none. */
export function handlerFor(handlers: JobHandlers, kind: JobKind): JobHandler {
  return (
    handlers[kind] ??
    (async () => {
      throw new Error(`this worker has no handler for jobs of kind ${kind}`);
    })
  );
}

/**
 * Thrown by a handler that stopped because its worker is stopping (`ctx.signal`): the job is
 * queued again at once and the attempt is not counted.
 */
export class JobStoppedError extends Error {
  constructor() {
    super("the worker stopped before the job finished");
    this.name = "JobStoppedError";
  }
}

/** An attempt's error as a job shows it. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
