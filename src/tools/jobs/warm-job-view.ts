import { countPeriods, initialWarmProgress, isWarmProgress, type WarmRequest } from "../../domain/jobs/index.js";
import type { JobSnapshot } from "../../jobs/index.js";

/** The request as a job stores it and responses echo it (snake_case, plain JSON). */
export interface WarmInput {
  readonly tickers: readonly string[];
  readonly metrics: readonly string[];
  readonly periods: number;
  readonly end_year: number | null;
  readonly end_quarter: number | null;
}

export function warmInputOf(request: WarmRequest): WarmInput {
  return {
    tickers: request.tickers,
    metrics: request.metrics,
    periods: request.periods,
    end_year: request.end?.fiscalYear ?? null,
    end_quarter: request.end?.quarter ?? null,
  };
}

export function warmRequestOf(input: WarmInput): WarmRequest {
  const end = input.end_year !== null && input.end_quarter !== null ? { fiscalYear: input.end_year, quarter: input.end_quarter } : null;
  return { tickers: input.tickers, metrics: input.metrics, periods: input.periods, end };
}

export const pollPath = (id: string) => `/api/warm/${id}`;

const ms = (from: string | null, to: string | null, now: number) =>
  from === null ? null : Math.max(0, (to === null ? now : Date.parse(to)) - Date.parse(from));

/** A warm job as GET /api/warm/{job_id} answers it. */
export function warmStatusOf(job: JobSnapshot, now = Date.now()) {
  const input = job.input as WarmInput;
  const progress = isWarmProgress(job.progress) ? job.progress : initialWarmProgress(input.tickers);
  return {
    job_id: job.id,
    kind: "warm_metric_cache" as const,
    state: job.state,
    request: input,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    error: job.error,
    created_at: job.createdAt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
    timings: {
      queued_ms: job.startedAt === null ? null : ms(job.createdAt, job.startedAt, now),
      running_ms: ms(job.startedAt, job.finishedAt, now),
      total_ms: ms(job.createdAt, job.finishedAt, now) ?? 0,
    },
    counts: countPeriods(progress.periods),
    tickers: progress.tickers,
    periods: progress.periods,
  };
}
