import { Type } from "typebox";
import type { WebhookStore } from "../../store/index.js";
import { Nullable, type Wire } from "../shared/index.js";

/** A `warm_job.finished` event's data, as the OpenAPI document's `webhooks` section describes it. */
export const WarmJobFinishedDataSchema = Type.Object(
  {
    job_id: Type.String(),
    kind: Type.String({ description: "warm_metric_cache" }),
    state: Type.String({ description: "completed or failed" }),
    request: Type.Unknown({ description: "The warm request as submitted" }),
    progress: Type.Unknown({ description: "Per-period outcome, as GET /api/warm/{job_id} shows it" }),
    error: Nullable(Type.String()),
    attempts: Type.Integer(),
    created_at: Type.String(),
    finished_at: Nullable(Type.String()),
    status_url: Type.String({ description: "Where the job's status is polled" }),
  },
  { title: "WarmJobFinishedData" },
);

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
  const data: Wire<typeof WarmJobFinishedDataSchema> = {
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
  };
  return store.enqueue(
    { id: `evt_job_${job.id}`, type: "warm_job.finished", createdAt: job.finishedAt ?? now.toISOString(), data },
    { owner: job.owner },
  );
}
