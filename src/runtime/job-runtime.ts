import type { MetricsPluginOptions } from "../api/index.js";
import { storeOptionsOf, type Config, type MetricsConfig } from "../config/index.js";
import type { RequestGate } from "../edgar/index.js";
import type { JobEngine, JobWorker, JobHandler, JobKind, JobSnapshot } from "../jobs/index.js";
import { openJobEngine, type JobsConfig } from "../jobs/index.js";
import { ServiceMetrics } from "../metrics/index.js";
import { warmJobHandler } from "../tools/jobs/index.js";
import type { ToolDeps } from "../tools/index.js";
import { CollectionScheduler, collectionJobHandler } from "../domain/estimates/index.js";
import type { EstimateStore } from "../store/index.js";
import { openEstimateStore } from "../store/index.js";
import { openEdgarGate } from "./edgar-gate.js";
import { httpTrendProviderAt } from "../adapters/index.js";

/**
 * What `fds serve` and `fds worker` share about jobs: the engine the environment selects
 * (BullMQ with `FDS_REDIS_URL`, else embedded in the store), EDGAR's gate (shared through the
 * same Redis, so every process together keeps SEC's 10 requests/s), and the metrics registry.
 */
export interface JobRuntime {
  readonly engine: JobEngine;
  readonly config: JobsConfig;
  readonly metricsConfig: MetricsConfig;
  /** Null when `FDS_METRICS` is off. */
  readonly metrics: ServiceMetrics | null;
  /** EDGAR's gate of this process (in Redis when jobs are): every EDGAR client of the process uses it. */
  readonly gate: RequestGate;
  /** For `buildApp`: `/metrics` with its token, or undefined when off. */
  readonly metricsPlugin: MetricsPluginOptions | undefined;
  /**
   * Runs jobs in this process with these dependencies (`concurrency` default FDS_WORKERS; a
   * no-op at 0); `onFinished` hears of each job it finished (the warm_job.finished event).
   */
  startWorker(deps: ToolDeps, options?: { readonly concurrency?: number; readonly onFinished?: (job: JobSnapshot) => Promise<void> }): void;
  /** The estimates collection schedule this process keeps; null when none is configured or it runs no jobs. */
  readonly collection: CollectionScheduler | null;
  /** `engine embedded, 1 worker` for the start-up line. */
  readonly describe: string;
  /** Stops the worker (handing unfinished jobs back), then closes the engine and the gate. */
  close(): Promise<void>;
}

export async function openJobRuntime(settings: Pick<Config, "jobs" | "metrics" | "store" | "collector">, who: string): Promise<JobRuntime> {
  const config = settings.jobs;
  const metricsConfig = settings.metrics;
  const storeOptions = storeOptionsOf(settings.store);
  const engine = await openJobEngine(config, storeOptions);
  const edgarGate = openEdgarGate(config.redisUrl, (line) => void process.stderr.write(`${who}: ${line}\n`));
  const metrics = metricsConfig.enabled ? new ServiceMetrics({ jobs: engine, processMetrics: true }) : null;
  const collector = settings.collector;
  let worker: JobWorker | null = null;
  let workers = 0;
  let collection: CollectionScheduler | null = null;
  // A worker's own estimates store when its deps have none (fds worker), opened at the first collection.
  let ownEstimates: Promise<EstimateStore> | null = null;
  return {
    engine,
    config,
    metricsConfig,
    metrics,
    gate: edgarGate.gate,
    metricsPlugin: metrics ? { metrics, token: metricsConfig.token } : undefined,
    startWorker(deps, { concurrency = config.workers, onFinished } = {}) {
      workers = concurrency;
      if (concurrency < 1 || worker) return;
      const estimates = async () => deps.estimates ?? (ownEstimates ??= openEstimateStore(storeOptions));
      const handlers = {
        warm_metric_cache: warmJobHandler(deps),
        collect_estimates: collectionJobHandler(
          estimates,
          httpTrendProviderAt(
            collector ? { timeoutMs: collector.timeoutMs, ...(collector.userAgent ? { userAgent: collector.userAgent } : {}) } : {},
          ),
        ),
      } satisfies Record<JobKind, JobHandler>;
      // warm_job.finished is told of warm jobs only: collections are no subscriber's.
      const finished = onFinished
        ? { onFinished: (job: JobSnapshot) => (job.kind === "warm_metric_cache" ? onFinished(job) : Promise.resolve()) }
        : {};
      worker = engine.work(handlers, { concurrency, ...(metrics ? { onAttempt: metrics.onJobAttempt } : {}), ...finished });
      if (collector) {
        collection = new CollectionScheduler(engine, collector, (line) => void process.stderr.write(`${who}: ${line}\n`));
        collection.start();
      }
    },
    get collection() {
      return collection;
    },
    get describe() {
      const collecting =
        collection && collector
          ? `, estimates of ${collector.tickers.length} tickers collected every ${collector.intervalMs / 1000} s`
          : "";
      return `jobs: ${engine.name} engine, ${workers === 0 ? "run elsewhere (FDS_WORKERS=0)" : `${workers} at a time here`}${edgarGate.inRedis ? ", EDGAR budget shared in Redis" : ""}${collecting}`;
    },
    async close() {
      collection?.stop();
      await worker?.stop();
      if (ownEstimates) await (await ownEstimates).close();
      await engine.close();
      await edgarGate.close();
    },
  };
}
