import { serveConfigFromEnv, startServer } from "../api/index.js";
import { guardUnhandledRejections } from "./crash-guard.js";
import { rateLimitConfigFromEnv } from "../auth/index.js";
import { configFromEnv, storeOptionsOf } from "../config.js";
import { CachingApiKeyStore, openApiKeyStore, openStore } from "../store/index.js";
import { registerMcpEndpoint } from "../mcp/index.js";
import { IMPLEMENTED_TOOLS } from "../tools/registry.js";
import { buildToolDeps } from "./tool-deps-factory.js";
import { openJobRuntime } from "./job-runtime.js";
import { emitWarmJobFinished } from "../domain/webhooks/warm-job-events.js";
import { startEvents } from "./events-runtime.js";
import { openExtractionRuntime } from "./extraction-runtime.js";
import { openEstimateStore } from "../store/open-estimate-store.js";
import { startWatcher, watchConfigFromEnv } from "./watch-runtime.js";

/**
 * `fds serve`: the composition root of the HTTP API. Reads the environment once, opens the
 * stores, builds the tools' dependencies and the server, and closes everything on SIGINT/SIGTERM.
 */
export async function serveCommand(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  guardUnhandledRejections("serve");
  const config = configFromEnv(env);
  const serve = serveConfigFromEnv(env);
  const limits = rateLimitConfigFromEnv(env);
  const watch = watchConfigFromEnv(env);
  const storeOptions = storeOptionsOf(config);
  const store = await openStore(storeOptions);
  const keys = new CachingApiKeyStore(await openApiKeyStore(storeOptions));
  // Analyst estimates (`fds estimates import`) on the same database.
  const estimates = await openEstimateStore(storeOptions);
  const jobs = await openJobRuntime(env, "fds serve");
  // Webhooks are delivered by this process unless FDS_WORKERS=0 (another process delivers).
  const events = await startEvents(storeOptions, env, {
    deliver: env.FDS_WORKERS?.trim() !== "0",
    onError: (error) => process.stderr.write(`fds serve: webhook delivery: ${(error as Error).message}\n`),
    onOutcome: (outcome) => jobs.metrics?.webhookDeliveries.inc({ outcome }),
  });
  let watcher: ReturnType<typeof startWatcher> = null;
  // Transcripts, extraction results and a language model's answers (FDS_LLM_*), on the same database.
  const extraction = await openExtractionRuntime(storeOptions, env);
  try {
    const deps = { ...buildToolDeps(store, env, jobs.toolDepsOptions), ...events.deps, jobs: jobs.engine, estimates, ...extraction.deps };
    // Jobs are run here too unless FDS_WORKERS=0 (then by `fds worker` processes).
    jobs.startWorker(deps, { onFinished: (job) => emitWarmJobFinished(events.deps.webhooks.store, job).then(() => events.worker?.wake()) });
    // FDS_WATCH_TICKERS: this server also follows those companies on EDGAR (one server is enough).
    watcher = startWatcher(deps.store, env, watch, (line) => void process.stderr.write(`fds serve: watch: ${line}\n`), jobs.toolDepsOptions.gate);
    const server = await startServer({
      deps,
      metrics: jobs.metricsPlugin,
      keys,
      limits,
      limiterBackend:
        serve.redisUrl === null
          ? "memory"
          : {
              redis: serve.redisUrl,
              ...(serve.redisPrefix === null ? {} : { keyPrefix: serve.redisPrefix }),
              onError: (error) => process.stderr.write(`fds serve: Redis: ${error.message} (limits fall back to in-process)\n`),
            },
      playgroundToken: serve.playgroundToken,
      trustProxy: serve.trustProxy,
      logger: serve.log,
      extend: (app) => registerMcpEndpoint(app, IMPLEMENTED_TOOLS),
      http: serve.http,
      port: serve.port,
      host: serve.host,
    });
    process.stderr.write(`fds serve: listening on ${server.url} (docs ${server.url}/docs, MCP ${server.url}/mcp, limits ${serve.redisUrl ? "in Redis" : "in-process"}, ${jobs.describe})\n`);
    // Graceful: stop accepting, let in-flight requests finish (at most FDS_SHUTDOWN_TIMEOUT_MS),
    // then close the stores. A second signal ends the process at once (the handlers are `once`).
    const stop = (signal: NodeJS.Signals) => {
      process.stderr.write(`fds serve: ${signal}: stopping (in-flight requests get ${serve.shutdownTimeoutMs} ms)\n`);
      const deadline = setTimeout(() => {
        process.stderr.write("fds serve: in-flight requests did not finish in time; exiting\n");
        process.exit(1);
      }, serve.shutdownTimeoutMs);
      deadline.unref();
      void server
        .close()
        .then(() => watcher?.stop())
        .then(() => jobs.close())
        .then(() => Promise.all([keys.close(), store.close(), events.close(), estimates.close(), extraction.close()]))
        .then(() => {
          clearTimeout(deadline);
          process.stderr.write("fds serve: stopped\n");
          process.exit(0);
        });
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    await watcher?.stop();
    await jobs.close();
    await events.close();
    await keys.close();
    await estimates.close();
    await extraction.close();
    await store.close();
    throw error;
  }
}
