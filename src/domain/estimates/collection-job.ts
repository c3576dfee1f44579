import { Type, type Static } from "typebox";
import { Compile } from "typebox/compile";
import type { JobHandler, JobQueue } from "../../jobs/index.js";
import { JobStoppedError } from "../../jobs/index.js";
import type { EstimateStore } from "../../store/index.js";
import { collectEstimates, type CollectedTicker } from "./estimate-collector.js";
import type { TrendProviderAt } from "./trend-provider.js";

/** The owner of scheduled collections: no API key (no route polls them). */
export const COLLECTION_OWNER = "system:estimates";

/** A `collect_estimates` job's input: the provider, the tickers and the round (the start of its schedule slot). */
const CollectionInput = Type.Object({
  provider_url: Type.String({ minLength: 1 }),
  tickers: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  /** ISO 8601 start of the round; tickers with a run since are not asked again. Null: ask all. */
  round: Type.Union([Type.String(), Type.Null()]),
});
const checkInput = Compile(CollectionInput);
type CollectionInput = Static<typeof CollectionInput>;

/** What a collection job records as it goes, and finishes with. */
export interface CollectionProgress {
  readonly done: readonly string[];
  readonly ok: number;
  readonly failed: number;
  readonly skipped: number;
  readonly failures: readonly { readonly ticker: string; readonly http_status: number | null; readonly reason: string | null }[];
}

const EMPTY: CollectionProgress = { done: [], ok: 0, failed: 0, skipped: 0, failures: [] };

/**
 * The `collect_estimates` handler: one round over the job's tickers, each recorded as a run.
 * Progress names the tickers done, so a retried or resumed job asks only the rest. A ticker's
 * failure is a failed run (the failures route shows it), not the job's: the job fails only when
 * the store does.
 */
export function collectionJobHandler(store: () => Promise<EstimateStore>, providerAt: TrendProviderAt): JobHandler {
  return async (job, ctx) => {
    if (!checkInput.Check(job.input)) throw new Error("collect_estimates: malformed job input (expected provider_url, tickers and round)");
    const input = job.input;
    let progress: CollectionProgress = isProgress(job.progress) ? job.progress : EMPTY;
    const estimates = await store();
    await collectEstimates(estimates, providerAt(input.provider_url), input.tickers, {
      since: input.round,
      done: new Set(progress.done),
      signal: ctx.signal,
      onTicker: async (t: CollectedTicker) => {
        progress = {
          done: [...progress.done, t.ticker],
          ok: progress.ok + (t.outcome === "ok" ? 1 : 0),
          failed: progress.failed + (t.outcome === "failed" ? 1 : 0),
          skipped: progress.skipped + (t.outcome === "skipped" ? 1 : 0),
          failures:
            t.outcome === "failed"
              ? [...progress.failures, { ticker: t.ticker, http_status: t.httpStatus, reason: t.reason }]
              : progress.failures,
        };
        await ctx.report(progress);
      },
    });
    if (progress.done.length < input.tickers.length && ctx.signal.aborted) throw new JobStoppedError();
    return progress;
  };
}

function isProgress(value: unknown): value is CollectionProgress {
  return typeof value === "object" && value !== null && Array.isArray((value as CollectionProgress).done);
}

/** The collector's schedule: `FDS_ESTIMATES_PROVIDER_URL`, `FDS_ESTIMATES_TICKERS`, `FDS_ESTIMATES_INTERVAL_SECONDS`. */
export interface CollectionSchedule {
  readonly providerUrl: string;
  readonly tickers: readonly string[];
  readonly intervalMs: number;
}

/**
 * Submits one `collect_estimates` job per schedule slot (rounds start at whole multiples of the
 * interval since the epoch, so every process agrees on them). Each process running jobs keeps a
 * schedule; the engine joins a submission to the identical job still queued or running, and a
 * round finished elsewhere skips the tickers it already collected.
 */
export class CollectionScheduler {
  private timer: NodeJS.Timeout | null = null;
  private lastRound: string | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly schedule: CollectionSchedule,
    private readonly log: (line: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Submits the current round now, then looks for the next one at most every minute. */
  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), Math.min(this.schedule.intervalMs, 60_000));
    this.timer.unref();
  }

  /** Submits the current slot's round unless this process already did; resolves to its job id (null when nothing was submitted). */
  async tick(): Promise<string | null> {
    const ms = this.now().getTime();
    const round = new Date(ms - (ms % this.schedule.intervalMs)).toISOString();
    if (round === this.lastRound) return null;
    try {
      const input: CollectionInput = { provider_url: this.schedule.providerUrl, tickers: [...this.schedule.tickers], round };
      const { job, created } = await this.queue.submit({ kind: "collect_estimates", owner: COLLECTION_OWNER, input });
      this.lastRound = round;
      if (created) this.log(`estimates: round ${round} queued as ${job.id} (${this.schedule.tickers.length} tickers)`);
      return job.id;
    } catch (error) {
      this.log(`estimates: could not queue the round ${round}: ${(error as Error).message} (tried again within a minute)`);
      return null;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
