import type { WebhookStore } from "../../store/index.js";

/** What a `warm_job.finished` event says of a job (a JobSnapshot fits). */
export interface FinishedJob {
  readonly id: string;
  readonly kind: string;
  /** The API key id that submitted it: only its own subscriptions hear of it. */
  readonly owner: string;
  /** `completed` or `failed`. */
  readonly state: string;
  readonly input: unknown;
  readonly progress: unknown;
  readonly error: string | null;
  readonly attempts: number;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

/**
 * Puts a `warm_job.finished` event in the webhook outbox for the job owner's subscriptions to
 * that event: what the job engine calls when a warm job reaches `completed` or `failed`. The
 * event id is the job's, so calling it twice (a retried finish) enqueues nothing new.
 */
export async function emitWarmJobFinished(store: WebhookStore, job: FinishedJob, now: Date = new Date()): Promise<string[]> {
  return store.enqueue(
    {
      id: `evt_job_${job.id}`,
      type: "warm_job.finished",
      createdAt: job.finishedAt ?? now.toISOString(),
      data: {
        job_id: job.id,
        kind: job.kind,
        state: job.state,
        request: job.input,
        progress: job.progress,
        error: job.error,
        attempts: job.attempts,
        created_at: job.createdAt,
        finished_at: job.finishedAt,
        status_url: `/api/warm/${job.id}`,
      },
    },
    { owner: job.owner },
  );
}
