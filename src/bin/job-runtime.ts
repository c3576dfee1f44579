import type { MetricsPluginOptions } from "../api/plugins/metrics.js";
import { configFromEnv, storeOptionsOf } from "../config.js";
import { RedisRequestGate } from "../edgar/redis-request-gate.js";
import type { JobEngine, JobWorker } from "../jobs/job-engine.js";
import type { JobSnapshot } from "../jobs/job.js";
import { jobsConfigFromEnv, openJobEngine, type JobsConfig } from "../jobs/open-job-engine.js";
import { metricsConfigFromEnv, type MetricsConfig } from "../metrics/metrics-config.js";
import { ServiceMetrics } from "../metrics/service-metrics.js";
import { warmJobHandler } from "../tools/jobs/warm-job-handler.js";
import type { ToolDeps } from "../tools/tool-deps.js";
import type { ToolDepsOptions } from "./tool-deps-factory.js";

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
  /** For `buildToolDeps`: the shared gate and the metrics. */
  readonly toolDepsOptions: ToolDepsOptions;
  /** For `buildApp`: `/metrics` with its token, or undefined when off. */
  readonly metricsPlugin: MetricsPluginOptions | undefined;
  /**
   * Runs jobs in this process with these dependencies (`concurrency` default FDS_WORKERS; a
   * no-op at 0); `onFinished` hears of each job it finished (the warm_job.finished event).
   */
  startWorker(deps: ToolDeps, options?: { readonly concurrency?: number; readonly onFinished?: (job: JobSnapshot) => Promise<void> }): void;
  /** `engine embedded, 1 worker` for the start-up line. */
  readonly describe: string;
  /** Stops the worker (handing unfinished jobs back), then closes the engine and the gate. */
  close(): Promise<void>;
}

export async function openJobRuntime(env: NodeJS.ProcessEnv, who: string): Promise<JobRuntime> {
  const config = jobsConfigFromEnv(env);
  const metricsConfig = metricsConfigFromEnv(env);
  const engine = await openJobEngine(config, storeOptionsOf(configFromEnv(env)));
  const gate =
    config.redisUrl === null ? null : new RedisRequestGate({ redis: config.redisUrl, onError: (error) => process.stderr.write(`${who}: Redis (EDGAR gate): ${error.message} (this process spaces its own requests meanwhile)\n`) });
  const metrics = metricsConfig.enabled ? new ServiceMetrics({ jobs: engine, processMetrics: true }) : null;
  let worker: JobWorker | null = null;
  let workers = 0;
  return {
    engine,
    config,
    metricsConfig,
    metrics,
    toolDepsOptions: { ...(gate ? { gate } : {}), metrics },
    metricsPlugin: metrics ? { metrics, token: metricsConfig.token } : undefined,
    startWorker(deps, { concurrency = config.workers, onFinished } = {}) {
      workers = concurrency;
      if (concurrency < 1 || worker) return;
      worker = engine.work({ warm_metric_cache: warmJobHandler(deps) }, { concurrency, ...(metrics ? { onAttempt: metrics.onJobAttempt } : {}), ...(onFinished ? { onFinished } : {}) });
    },
    get describe() {
      return `jobs: ${engine.name} engine, ${workers === 0 ? "run elsewhere (FDS_WORKERS=0)" : `${workers} at a time here`}${gate ? ", EDGAR budget shared in Redis" : ""}`;
    },
    async close() {
      await worker?.stop();
      await engine.close();
      await gate?.close();
    },
  };
}
