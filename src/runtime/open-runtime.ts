import type { LimiterBackend } from "../auth/index.js";
import { storeOptionsOf, type Config, type FdsConfig, type ServeConfig } from "../config/index.js";
import { emitWarmJobFinished } from "../domain/webhooks/index.js";
import { CachingApiKeyStore, openApiKeyStore, openStore, openEstimateStore, openCompanyFactsStore } from "../store/index.js";
import type { ToolDeps } from "../tools/index.js";
import { startEvents, type EventsRuntime } from "./events-runtime.js";
import { openExtractionRuntime, type ExtractionRuntime } from "./extraction-runtime.js";
import { openJobRuntime, type JobRuntime } from "./job-runtime.js";
import { buildToolDeps } from "./tool-deps-factory.js";

/**
 * Everything a process of the service holds, built the same way for `fds serve`, `fds worker`
 * and `fds mcp`, so every listed tool works in each: the store and its key table, jobs (BullMQ
 * with `FDS_REDIS_URL`, else the store's own engine), the invalidations feed and webhooks,
 * estimates, SEC's company facts, extractions and the tools' dependencies over all of them.
 */
export interface Runtime {
  /** The process's configuration, read once by the caller. */
  readonly settings: Config;
  /** Where the store lives. */
  readonly config: FdsConfig;
  readonly deps: ToolDeps;
  readonly keys: CachingApiKeyStore;
  readonly jobs: JobRuntime;
  readonly events: EventsRuntime;
  readonly extraction: ExtractionRuntime;
  /**
   * Runs jobs in this process (`concurrency` default FDS_WORKERS; none at 0), telling webhook
   * subscribers of each warm job it finished.
   */
  startJobs(concurrency?: number): void;
  /** Stops the jobs (handing unfinished ones back), then closes every store. */
  close(): Promise<void>;
}

/**
 * Opens the runtime. `deliver`: this process delivers webhooks (the servers do unless
 * FDS_WORKERS=0, when a worker does). Lines about background work go to stderr as `<who>: ...`
 * (never stdout: `fds mcp` speaks MCP there).
 */
export async function openRuntime(settings: Config, who: string, options: { readonly deliver: boolean }): Promise<Runtime> {
  const config = settings.store;
  const storeOptions = storeOptionsOf(config);
  const log = (line: string) => void process.stderr.write(`${who}: ${line}\n`);
  const closers: (() => Promise<unknown>)[] = [];
  let jobs: JobRuntime | null = null;
  // Jobs stop first (handing unfinished ones back), then the stores close, last opened first.
  const close = async () => {
    await jobs?.close();
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const store = await openStore(storeOptions);
    closers.push(() => store.close());
    const keys = new CachingApiKeyStore(await openApiKeyStore(storeOptions));
    closers.push(() => keys.close());
    // Analyst estimates (`fds estimates import`) on the same database.
    const estimates = await openEstimateStore(storeOptions);
    closers.push(() => estimates.close());
    // SEC's company facts (`fds ingest-companyfacts`) on the same database.
    const companyFacts = await openCompanyFactsStore(storeOptions);
    closers.push(() => companyFacts.close());
    // Transcripts, extraction results and a language model's answers (FDS_LLM_*), on the same database.
    const extraction = await openExtractionRuntime(storeOptions, settings.llm);
    closers.push(() => extraction.close());
    const running = (jobs = await openJobRuntime(settings, who));
    const events = await startEvents(storeOptions, settings.webhooks, {
      deliver: options.deliver,
      onError: (error) => log(`webhook delivery: ${(error as Error).message}`),
      onOutcome: (outcome) => running.metrics?.webhookDeliveries.inc({ outcome }),
    });
    closers.push(() => events.close());
    const deps: ToolDeps = {
      ...buildToolDeps(store, {
        edgar: settings.edgar,
        dataDir: config.dataDir,
        gate: running.gate,
        metrics: running.metrics,
        companyFacts,
      }),
      ...events.deps,
      jobs: running.engine,
      estimates,
      ...extraction.deps,
    };
    return {
      settings,
      config,
      deps,
      keys,
      jobs: running,
      events,
      extraction,
      startJobs(concurrency) {
        running.startWorker(deps, {
          ...(concurrency === undefined ? {} : { concurrency }),
          onFinished: (job) => emitWarmJobFinished(events.deps.webhooks.store, job).then(() => events.worker?.wake()),
        });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Where an API process (`fds serve`, `fds mcp`) keeps rate-limit buckets: Redis with
 * `FDS_REDIS_URL`; else the store: its PostgreSQL database, or a SQLite file in the data
 * directory beside the embedded store. Every process of the store shares them, so HTTP, `/mcp`
 * and each `fds mcp` draw from one bucket per key or address.
 */
export function limiterBackendOf(
  serve: Pick<ServeConfig, "redisUrl" | "redisPrefix">,
  config: FdsConfig,
  who: string,
  onFallback?: () => void,
): LimiterBackend {
  const onError = (error: Error) =>
    void process.stderr.write(`${who}: rate-limit buckets: ${error.message} (counted in-process meanwhile)\n`);
  const fallback = onFallback ? { onFallback } : {};
  if (serve.redisUrl === null) {
    if (config.databaseUrl !== null)
      return {
        postgres: config.databaseUrl,
        ...(config.databaseSchema === null ? {} : { schema: config.databaseSchema }),
        onError,
        ...fallback,
      };
    return { dataDir: config.dataDir, onError, ...fallback };
  }
  return {
    redis: serve.redisUrl,
    ...(serve.redisPrefix === null ? {} : { keyPrefix: serve.redisPrefix }),
    onError: (error) => void process.stderr.write(`${who}: Redis: ${error.message} (limits fall back to in-process)\n`),
    ...fallback,
  };
}
