import { createServer, type Server } from "node:http";
import { guardUnhandledRejections } from "./crash-guard.js";
import { configFromEnv, storeOptionsOf } from "../config.js";
import { openStore } from "../store/index.js";
import { emitWarmJobFinished } from "../domain/webhooks/warm-job-events.js";
import { startEvents, type EventsRuntime } from "./events-runtime.js";
import { openJobRuntime } from "./job-runtime.js";
import { buildToolDeps } from "./tool-deps-factory.js";

export interface WorkerOptions {
  /** Jobs run at once; default `FDS_WORKERS`, or 1 when that is unset or 0. */
  readonly concurrency?: number;
}

/**
 * `fds worker`: runs background jobs and nothing else. With `FDS_REDIS_URL` it takes jobs from
 * the BullMQ queue shared by every server and worker on any machine; without, from the store's
 * job table (SQLite file or PostgreSQL) shared with the `fds serve` processes of that database.
 * It needs what jobs need: the store (`FDS_DATABASE_URL` / `FDS_DATA_DIR`) and EDGAR
 * (`FDS_SEC_USER_AGENT`); its metrics are served at `FDS_METRICS_PORT` when set. On SIGINT or
 * SIGTERM it stops taking jobs, hands the running ones back to the queue at their next step, and
 * exits.
 */
export async function workerCommand(options: WorkerOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  guardUnhandledRejections("worker");
  const storeOptions = storeOptionsOf(configFromEnv(env));
  const store = await openStore(storeOptions);
  let runtime: Awaited<ReturnType<typeof openJobRuntime>> | null = null;
  let events: EventsRuntime | null = null;
  let metricsServer: Server | null = null;
  try {
    runtime = await openJobRuntime(env, "fds worker");
    const deps = { ...buildToolDeps(store, env, runtime.toolDepsOptions), jobs: runtime.engine };
    if (deps.fetcher === null) process.stderr.write("fds worker: FDS_SEC_USER_AGENT is not set: periods not in the store will fail (edgar_unavailable)\n");
    // This worker also delivers webhooks (with FDS_WORKERS=0 the servers leave that to it) and
    // tells subscribers of each warm job it finished.
    const metrics = runtime.metrics;
    events = await startEvents(storeOptions, env, {
      deliver: true,
      onError: (error) => process.stderr.write(`fds worker: webhook delivery: ${(error as Error).message}\n`),
      onOutcome: (outcome) => metrics?.webhookDeliveries.inc({ outcome }),
    });
    const delivery = events;
    const concurrency = options.concurrency ?? Math.max(1, runtime.config.workers);
    runtime.startWorker(deps, { concurrency, onFinished: (job) => emitWarmJobFinished(delivery.deps.webhooks.store, job).then(() => delivery.worker?.wake()) });
    const { workerPort, workerHost, token } = runtime.metricsConfig;
    if (runtime.metrics && workerPort !== null) metricsServer = await serveMetrics(runtime.metrics.registry, token, workerPort, workerHost);
    const address = metricsServer?.address();
    const where = address && typeof address === "object" ? `, metrics at http://${address.address}:${address.port}/metrics` : "";
    process.stderr.write(`fds worker: running (${runtime.describe}${where})\n`);
  } catch (error) {
    await runtime?.close();
    await events?.close();
    await store.close();
    throw error;
  }
  const running = runtime;
  const delivering = events;
  const stop = (signal: NodeJS.Signals) => {
    process.stderr.write(`fds worker: ${signal}: stopping (running jobs go back to the queue)\n`);
    void running
      .close()
      .then(() => delivering?.close())
      .then(() => new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())))
      .then(() => store.close())
      .then(() => {
        process.stderr.write("fds worker: stopped\n");
        process.exit(0);
      });
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** A bare HTTP listener for Prometheus: `GET /metrics` only (the worker has no API server). */
async function serveMetrics(registry: { metrics(): Promise<string>; readonly contentType: string }, token: string | null, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    if (token !== null && request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(401, { "www-authenticate": "Bearer" }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host, () => resolve()));
  return server;
}
