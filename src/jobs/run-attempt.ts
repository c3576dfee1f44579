import { errorMessage, handlerFor, JobStoppedError, type JobHandlers, type JobSnapshot } from "./job.js";
import type { AttemptListener } from "./job-engine.js";

/** How an engine records what became of an attempt. */
export interface AttemptOps {
  report(progress: unknown): Promise<void>;
  complete(progress: unknown): Promise<void>;
  /** Back to queued after the retry delay of failed attempt `attempt`. */
  retry(error: string, attempt: number): Promise<void>;
  fail(error: string): Promise<void>;
  /** Back to queued at once, the attempt not counted (the worker is stopping). */
  release(): Promise<void>;
}

/**
 * Runs one attempt of a claimed job (whose `attempts` already counts it) and applies the retry
 * policy: completed when the handler returns; queued again when it throws and attempts are
 * left; failed on the last; released when it stopped for a stopping worker.
 */
export async function runAttempt(
  job: JobSnapshot,
  handlers: JobHandlers,
  ops: AttemptOps,
  stopping: AbortSignal,
  onAttempt?: AttemptListener,
): Promise<void> {
  const started = Date.now();
  const attempt = job.attempts;
  const told = (outcome: "completed" | "retried" | "failed", error: string | null) =>
    onAttempt?.({ kind: job.kind, outcome, durationMs: Date.now() - started, error });
  let result: unknown;
  try {
    result = await handlerFor(handlers, job.kind)(job, { attempt, maxAttempts: job.maxAttempts, report: ops.report, signal: stopping });
  } catch (error) {
    if (error instanceof JobStoppedError) return ops.release();
    const message = errorMessage(error);
    if (attempt < job.maxAttempts) {
      await ops.retry(message, attempt);
      told("retried", message);
    } else {
      await ops.fail(message);
      told("failed", message);
    }
    return;
  }
  await ops.complete(result);
  told("completed", null);
}
