import { randomBytes } from "node:crypto";
import type { JobStore, StoredJob } from "../store/index.js";
import {
  DEFAULT_RETRY_POLICY,
  JOB_KINDS,
  JOB_STATES,
  retryDelayMs,
  type JobHandlers,
  type JobKind,
  type JobSnapshot,
  type JobState,
  type RetryPolicy,
} from "./job.js";
import {
  dedupeKeyOf,
  newJobId,
  tellFinished,
  type JobEngine,
  type JobRequest,
  type JobWorker,
  type Submitted,
  type WorkOptions,
} from "./job-engine.js";
import { runAttempt, type AttemptOps } from "./run-attempt.js";

export interface EmbeddedEngineOptions {
  readonly retry?: RetryPolicy;
  /** How long a claimed job stays leased without a heartbeat; a dead worker's job runs again after it. Default 30 s. */
  readonly leaseMs?: number;
  /** How often an idle worker looks for due jobs (a submit in this process wakes it at once). Default 1 s. */
  readonly pollMs?: number;
  /** How long completed and failed jobs are kept (then polls answer 404). Default 7 days. */
  readonly retentionMs?: number;
  readonly now?: () => Date;
}

const DEFAULTS = { leaseMs: 30_000, pollMs: 1_000, retentionMs: 7 * 24 * 3600_000 } as const;
/** Finished jobs are purged at most this often. */
const PURGE_EVERY_MS = 10 * 60_000;
const LEASE_EXPIRED = "the worker running the job stopped responding (lease expired)";

/**
 * The default engine: jobs are rows of the store (SQLite or PostgreSQL) and workers poll them,
 * so nothing but the database is needed, and any number of processes sharing the database
 * (`fds serve`, `fds worker`) share the work. A claimed job is leased and the lease renewed
 * while its handler runs; a process that dies leaves its lease to expire, and the job is run
 * again (by whichever process looks next, this one after a restart included).
 */
export class EmbeddedJobEngine implements JobEngine {
  readonly name = "embedded";
  private readonly retry: RetryPolicy;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retentionMs: number;
  private readonly now: () => Date;
  private readonly wakers = new Set<() => void>();

  constructor(
    private readonly store: JobStore,
    options: EmbeddedEngineOptions = {},
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
    this.pollMs = options.pollMs ?? DEFAULTS.pollMs;
    this.retentionMs = options.retentionMs ?? DEFAULTS.retentionMs;
    this.now = options.now ?? (() => new Date());
  }

  async submit(request: JobRequest): Promise<Submitted> {
    const { job, created } = await this.store.insertUnlessActive({
      id: newJobId(),
      kind: request.kind,
      owner: request.owner,
      dedupeKey: dedupeKeyOf(request),
      input: request.input,
      maxAttempts: this.retry.maxAttempts,
      createdAt: this.now(),
    });
    if (created) for (const wake of this.wakers) wake();
    return { job: snapshotOf(job), created };
  }

  async get(id: string): Promise<JobSnapshot | null> {
    const job = await this.store.get(id);
    return job ? snapshotOf(job) : null;
  }

  /** Its jobs are rows of the store, whose database /readyz probes already. */
  async ready(): Promise<void> {}

  async counts(): Promise<Record<JobState, number>> {
    const stored = await this.store.countByState();
    return Object.fromEntries(JOB_STATES.map((s) => [s, stored[s] ?? 0])) as Record<JobState, number>;
  }

  work(handlers: JobHandlers, options: WorkOptions = {}): JobWorker {
    const concurrency = options.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new RangeError(`concurrency must be a whole number above 0, got ${concurrency}`);
    const stopping = new AbortController();
    const running = new Set<Promise<void>>();
    let wake: () => void = () => undefined;
    const waker = () => wake();
    this.wakers.add(waker);
    // One listener for the worker's life (one per poll would pile up).
    stopping.signal.addEventListener("abort", waker, { once: true });
    let lastPurge = 0;

    const loop = async () => {
      while (!stopping.signal.aborted) {
        try {
          const now = this.now();
          await this.store.recoverExpired(now, LEASE_EXPIRED);
          if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
            lastPurge = now.getTime();
            await this.store.purgeFinished(new Date(now.getTime() - this.retentionMs));
          }
          while (running.size < concurrency && !stopping.signal.aborted) {
            const token = randomBytes(12).toString("hex");
            const job = await this.store.claim(token, this.now(), new Date(this.now().getTime() + this.leaseMs));
            if (!job) break;
            const run = this.run(job, token, handlers, options, stopping.signal).finally(() => {
              running.delete(run);
              wake();
            });
            running.add(run);
          }
        } catch (error) {
          // The database hiccuped: try again on the next tick rather than stop working.
          process.stderr.write(`fds jobs: ${(error as Error).message}\n`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          if (stopping.signal.aborted) wake();
        });
      }
    };
    const looping = loop();
    return {
      stop: async () => {
        stopping.abort();
        this.wakers.delete(waker);
        await looping;
        await Promise.all([...running]);
      },
    };
  }

  async close(): Promise<void> {
    await this.store.close();
  }

  private async run(job: StoredJob, token: string, handlers: JobHandlers, options: WorkOptions, stopping: AbortSignal): Promise<void> {
    const store = this.store;
    const heartbeat = setInterval(
      () => {
        void store.renewLease(job.id, token, new Date(this.now().getTime() + this.leaseMs)).catch(() => undefined);
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    const ops: AttemptOps = {
      report: (progress) => store.saveProgress(job.id, token, progress).then(() => undefined),
      complete: (progress) => this.finish(job, token, { state: "completed", progress, error: null }, options),
      retry: (error, attempt) =>
        store
          .requeue(job.id, token, {
            runAfter: new Date(this.now().getTime() + retryDelayMs(this.retry, attempt)),
            error,
            countAttempt: true,
          })
          .then(() => undefined),
      fail: (error) => this.finish(job, token, { state: "failed", error }, options),
      release: () => store.requeue(job.id, token, { runAfter: this.now(), error: null, countAttempt: false }).then(() => undefined),
    };
    try {
      await runAttempt(snapshotOf(job), handlers, ops, stopping, options.onAttempt);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Tells that the job finished, then records it: a process that dies between the two leaves
   * the job leased, so it runs again and tells again (the listener is idempotent: the webhook
   * event id is the job's). The other order would lose the tell.
   */
  private async finish(
    job: StoredJob,
    token: string,
    outcome: { state: "completed" | "failed"; progress?: unknown; error: string | null },
    options: WorkOptions,
  ): Promise<void> {
    const at = this.now();
    if (options.onFinished) {
      // The progress the handler reported during this attempt, unless it returned a final one.
      const current = (await this.store.get(job.id)) ?? job;
      await tellFinished(options, {
        ...snapshotOf(current),
        state: outcome.state,
        ...(outcome.progress === undefined ? {} : { progress: outcome.progress }),
        error: outcome.error,
        finishedAt: at.toISOString(),
      });
    }
    await this.store.finish(job.id, token, { ...outcome, at });
  }
}

function snapshotOf(job: StoredJob): JobSnapshot {
  return {
    id: job.id,
    kind: narrow(job.kind, JOB_KINDS, "kind") as JobKind,
    owner: job.owner,
    state: narrow(job.state, JOB_STATES, "state") as JobState,
    input: job.input,
    progress: job.progress,
    error: job.error,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}

function narrow(value: string, allowed: readonly string[], what: string): string {
  if (!allowed.includes(value)) throw new Error(`stored job has an unknown ${what} "${value}"`);
  return value;
}
