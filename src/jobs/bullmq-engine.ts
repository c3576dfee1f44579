import { Job, Queue, WaitingError, Worker } from "bullmq";
import {
  DEFAULT_RETRY_POLICY,
  JOB_KINDS,
  errorMessage,
  handlerFor,
  JobStoppedError,
  retryDelayMs,
  type JobHandlers,
  type JobKind,
  type JobSnapshot,
  type JobState,
  type RetryPolicy,
} from "./job.js";
import {
  dedupeKeyOf,
  JOB_ID_PATTERN,
  newJobId,
  tellFinished,
  type JobEngine,
  type JobRequest,
  type JobWorker,
  type Submitted,
  type WorkOptions,
} from "./job-engine.js";
import { FdsError } from "../model/index.js";
import { redisOptionsFromUrl } from "./redis-connection.js";

export interface BullmqEngineOptions {
  /** `redis://…` (`FDS_REDIS_URL`). */
  readonly redisUrl: string;
  /** Prefix of every Redis key of the queue; default `fds-jobs`. Tests use their own. */
  readonly prefix?: string;
  readonly retry?: RetryPolicy;
  /**
   * How long a worker holds a job without renewing (BullMQ renews at half). A dead worker's lock
   * lapses after it and the stalled-job check, run as often, finds it within as long again: a
   * dead worker's job runs again within twice this. Default 15 s, so within 30 s.
   */
  readonly lockMs?: number;
  /** How long completed and failed jobs are kept (then polls answer 404). Default 7 days. */
  readonly retentionMs?: number;
}

/** What a job carries in Redis besides its id. */
interface JobData {
  readonly owner: string;
  readonly input: unknown;
}

const QUEUE_NAME = "jobs";
const BACKOFF_TYPE = "fds";
/** How long one Redis command of a request (queue, poll, probe) may take before it is an outage. */
const REDIS_COMMAND_TIMEOUT_MS = 2_000;
/** When a caller should try again after the queue did not answer. */
const QUEUE_RETRY_SECONDS = 5;

/** Runs a queue operation; Redis failing or stalling is 503 `jobs_unavailable`, never a 500. */
async function queueCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FdsError) throw error;
    throw new FdsError(
      "jobs_unavailable",
      `the job queue (Redis) did not answer (${(error as Error).message}); retry in ${QUEUE_RETRY_SECONDS} seconds`,
      {
        retry_after_seconds: QUEUE_RETRY_SECONDS,
      },
    );
  }
}

const DEFAULTS = { prefix: "fds-jobs", lockMs: 15_000, retentionMs: 7 * 24 * 3600_000 } as const;

/** BullMQ's states in ours: every kind of waiting is queued. */
const STATE_OF: Readonly<Record<string, JobState>> = {
  waiting: "queued",
  delayed: "queued",
  prioritized: "queued",
  paused: "queued",
  "waiting-children": "queued",
  active: "running",
  completed: "completed",
  failed: "failed",
};

/**
 * Jobs in Redis through BullMQ (`FDS_REDIS_URL`): any number of `fds worker` (and `fds serve`)
 * processes on any machines share one queue. Identical requests are deduplicated by BullMQ's
 * deduplication id while the job is queued or running; retries follow the same policy as the
 * embedded engine (BullMQ's custom backoff); a worker that dies loses its lock and the job is
 * run again by another (BullMQ's stalled-job check).
 */
export class BullmqJobEngine implements JobEngine {
  readonly name = "bullmq";
  private readonly queue: Queue<JobData, unknown, string>;
  private readonly retry: RetryPolicy;
  private readonly lockMs: number;
  private readonly retentionSeconds: number;
  private readonly prefix: string;

  constructor(private readonly options: BullmqEngineOptions) {
    this.prefix = options.prefix ?? DEFAULTS.prefix;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.lockMs = options.lockMs ?? DEFAULTS.lockMs;
    this.retentionSeconds = Math.ceil((options.retentionMs ?? DEFAULTS.retentionMs) / 1000);
    // A producer fails fast when Redis is down (a request must not hang): bounded retries, and
    // each command answered within a deadline.
    this.queue = new Queue<JobData, unknown, string>(QUEUE_NAME, {
      connection: { ...redisOptionsFromUrl(options.redisUrl), maxRetriesPerRequest: 2, commandTimeout: REDIS_COMMAND_TIMEOUT_MS },
      prefix: this.prefix,
    });
    this.queue.on("error", () => undefined);
  }

  /** Resolves once Redis answers a read; rejects when it does not, within the command deadline. */
  async ready(): Promise<void> {
    await queueCall(() => this.queue.getJobCounts("waiting"));
  }

  async submit(request: JobRequest): Promise<Submitted> {
    return queueCall(() => this.add(request));
  }

  private async add(request: JobRequest): Promise<Submitted> {
    const id = newJobId();
    const added = await this.queue.add(
      request.kind,
      { owner: request.owner, input: request.input },
      {
        jobId: id,
        deduplication: { id: dedupeKeyOf(request) },
        attempts: this.retry.maxAttempts,
        backoff: { type: BACKOFF_TYPE },
        removeOnComplete: { age: this.retentionSeconds },
        removeOnFail: { age: this.retentionSeconds },
      },
    );
    // A deduplicated add answers with the id of the job already queued or running.
    const job = await this.get(added.id ?? id);
    if (!job) throw new Error(`job ${added.id ?? id} vanished right after it was queued`);
    return { job, created: added.id === id };
  }

  async get(id: string): Promise<JobSnapshot | null> {
    if (!new RegExp(JOB_ID_PATTERN).test(id)) return null;
    return queueCall(() => this.read(id));
  }

  private async read(id: string): Promise<JobSnapshot | null> {
    // State first, then the job: a job read before its state could miss the result of a
    // completion that happened in between.
    const state = STATE_OF[await this.queue.getJobState(id)];
    const job = state ? await Job.fromId<JobData, unknown, string>(this.queue, id) : undefined;
    return state && job ? snapshotOf(job, state) : null;
  }

  async counts(): Promise<Record<JobState, number>> {
    const raw = await queueCall(() => this.queue.getJobCounts(...(Object.keys(STATE_OF) as Parameters<Queue["getJobCounts"]>)));
    const out: Record<JobState, number> = { queued: 0, running: 0, completed: 0, failed: 0 };
    for (const [name, n] of Object.entries(raw)) {
      const state = STATE_OF[name];
      if (state) out[state] += n;
    }
    return out;
  }

  work(handlers: JobHandlers, options: WorkOptions = {}): JobWorker {
    const stopping = new AbortController();
    const started = new Map<string, number>();
    /** Jobs whose last attempt failed in the processor, told there already. */
    const toldFailed = new Set<string>();
    const worker = new Worker<JobData, unknown, string>(
      QUEUE_NAME,
      async (job, token) => {
        const snapshot = snapshotOf(job, "running");
        started.set(snapshot.id, Date.now());
        // Told before BullMQ records the outcome (as the embedded engine does): a worker that
        // dies in between leaves the job stalled, so it runs and tells again; never a lost tell.
        const finishing = (state: "completed" | "failed", outcome: { progress?: unknown; error: string | null }) =>
          tellFinished(options, {
            ...snapshotOf(job, "running"),
            state,
            ...(outcome.progress === undefined || outcome.progress === null ? {} : { progress: outcome.progress }),
            error: outcome.error,
            finishedAt: new Date().toISOString(),
          });
        let result: unknown;
        try {
          result = await handlerFor(handlers, snapshot.kind)(snapshot, {
            attempt: job.attemptsMade + 1,
            maxAttempts: snapshot.maxAttempts,
            report: (progress) => job.updateProgress(progress as object),
            signal: stopping.signal,
          });
        } catch (error) {
          if (!(error instanceof JobStoppedError)) {
            if (job.attemptsMade + 1 >= snapshot.maxAttempts) {
              toldFailed.add(snapshot.id);
              await finishing("failed", { error: errorMessage(error) });
            }
            throw error;
          }
          // Handed back to the queue at once; BullMQ counts no failed attempt for it.
          await job.moveToWait(token);
          throw new WaitingError();
        }
        await finishing("completed", { progress: result, error: null });
        return result;
      },
      {
        connection: { ...redisOptionsFromUrl(this.options.redisUrl), maxRetriesPerRequest: null },
        prefix: this.prefix,
        concurrency: options.concurrency ?? 1,
        lockDuration: this.lockMs,
        stalledInterval: this.lockMs,
        // A job whose worker died runs again (it counts as an attempt) until its attempts are spent.
        maxStalledCount: this.retry.maxAttempts,
        settings: { backoffStrategy: (attemptsMade: number) => retryDelayMs(this.retry, attemptsMade) },
      },
    );
    worker.on("error", (error) => process.stderr.write(`fds jobs: ${error.message}\n`));
    const tell = (job: Job<JobData, unknown, string> | undefined, outcome: "completed" | "retried" | "failed", error: string | null) => {
      if (!job?.id || !options.onAttempt) return;
      const at = started.get(job.id);
      started.delete(job.id);
      options.onAttempt({ kind: kindOf(job.name), outcome, durationMs: at === undefined ? 0 : Date.now() - at, error });
    };
    worker.on("completed", (job) => tell(job, "completed", null));
    worker.on("failed", (job, error) => {
      if (error instanceof WaitingError || error.name === "WaitingError") return;
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1);
      tell(job, final ? "failed" : "retried", errorMessage(error));
      // A job failed for stalling too often never reached the processor's tell.
      if (job?.id && final && !toldFailed.delete(job.id)) void tellFinished(options, snapshotOf(job, "failed"));
    });
    return {
      stop: async () => {
        stopping.abort();
        await worker.close();
      },
    };
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

function kindOf(name: string): JobKind {
  const kind = JOB_KINDS.find((k) => k === name);
  if (!kind) throw new Error(`queued job has an unknown kind "${name}"`);
  return kind;
}

function iso(ms: number | undefined): string | null {
  return ms === undefined || ms === null || ms === 0 ? null : new Date(ms).toISOString();
}

function snapshotOf(job: Job<JobData, unknown, string>, state: JobState): JobSnapshot {
  const final = state === "completed" || state === "failed";
  const recorded = typeof job.progress === "object" && job.progress !== null ? job.progress : null;
  return {
    id: job.id as string,
    kind: kindOf(job.name),
    owner: job.data.owner,
    state,
    input: job.data.input,
    progress: state === "completed" && job.returnvalue !== undefined && job.returnvalue !== null ? job.returnvalue : recorded,
    error: job.failedReason ? job.failedReason : null,
    // attemptsMade counts finished attempts; the running one counts too.
    attempts: job.attemptsMade + (state === "running" ? 1 : 0),
    maxAttempts: job.opts.attempts ?? 1,
    createdAt: new Date(job.timestamp).toISOString(),
    startedAt: iso(job.processedOn),
    finishedAt: final ? iso(job.finishedOn) : null,
  };
}
