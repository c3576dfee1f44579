import { createHash, randomBytes } from "node:crypto";
import type { JobHandlers, JobKind, JobSnapshot, JobState } from "./job.js";

/** Calls `onFinished` for a finished job, logging (never throwing) its failure. */
export async function tellFinished(options: WorkOptions, job: JobSnapshot): Promise<void> {
  if (!options.onFinished || (job.state !== "completed" && job.state !== "failed")) return;
  await options
    .onFinished(job)
    .catch((error: unknown) => process.stderr.write(`fds jobs: after job ${job.id} finished: ${(error as Error).message}\n`));
}

/** A job to submit. */
export interface JobRequest {
  readonly kind: JobKind;
  /** Who submits it (an API key id). */
  readonly owner: string;
  /** The normalized request (JSON-serializable): identical requests must serialize identically. */
  readonly input: unknown;
}

/** The job a submission landed on: a new one, or the identical one already queued or running. */
export interface Submitted {
  readonly job: JobSnapshot;
  readonly created: boolean;
}

/** The side of an engine the API uses: submit and read jobs. */
export interface JobQueue {
  /**
   * Queues a job, unless an identical one (same kind, owner and input) is queued or running:
   * that one is returned instead (`created: false`). Atomic across processes.
   */
  submit(request: JobRequest): Promise<Submitted>;
  /** The job with this id; null when unknown (or purged after its retention). */
  get(id: string): Promise<JobSnapshot | null>;
  /** Jobs per state, for metrics (queue depth). */
  counts(): Promise<Record<JobState, number>>;
}

/** A running worker: claims jobs and runs their handlers until stopped. */
export interface JobWorker {
  /**
   * Stops claiming, signals running handlers to stop and waits for them; a job a handler gave up
   * on is queued again at once, without counting the attempt.
   */
  stop(): Promise<void>;
}

/** Told of each finished attempt: for metrics and logs. */
export type AttemptListener = (event: {
  readonly kind: JobKind;
  readonly outcome: "completed" | "retried" | "failed";
  readonly durationMs: number;
  readonly error: string | null;
}) => void;

export interface WorkOptions {
  /** Jobs run at once by this worker; default 1. */
  readonly concurrency?: number;
  readonly onAttempt?: AttemptListener;
  /**
   * Told when a job this worker runs reaches `completed` or `failed` (the `warm_job.finished`
   * webhook event), before the outcome is recorded: a process that dies between the two runs the
   * job again and tells again, so the listener must be idempotent (at least once, never lost).
   * Its failure is logged, never the job's.
   */
  readonly onFinished?: (job: JobSnapshot) => Promise<void>;
}

/**
 * One job abstraction, two engines: `EmbeddedJobEngine` (rows in the store, SQLite or
 * PostgreSQL) and `BullmqJobEngine` (Redis). The same contract suite runs on both.
 */
export interface JobEngine extends JobQueue {
  /** Which engine: for logs and /readyz. */
  readonly name: "embedded" | "bullmq";
  /** Resolves when what holds the jobs answers (for /readyz); rejects when it does not. */
  ready(): Promise<void>;
  /** Starts a worker in this process running `handlers`. */
  work(handlers: JobHandlers, options?: WorkOptions): JobWorker;
  /** Closes connections (stop workers first). */
  close(): Promise<void>;
}

/** A fresh job id: `job_` and 24 hex digits (96 random bits: ids are not guessable). */
export function newJobId(): string {
  return `job_${randomBytes(12).toString("hex")}`;
}

/** Ids as `newJobId` makes them; anything else is not a job of ours. */
export const JOB_ID_PATTERN = "^job_[0-9a-f]{24}$";

/** The identity of a request for deduplication: kind, owner and input (keys in any order). */
export function dedupeKeyOf(request: JobRequest): string {
  return createHash("sha256")
    .update(stableJson([request.kind, request.owner, request.input]))
    .digest("hex");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
