import { createServer, type Server } from "node:http";
import { guardUnhandledRejections } from "./crash-guard.js";
import { loadConfig, type Config } from "../config/index.js";
import { openRuntime } from "../runtime/index.js";

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
export async function workerCommand(options: WorkerOptions = {}, config: Config = loadConfig()): Promise<void> {
  guardUnhandledRejections("worker");
  // This worker also delivers webhooks (with FDS_WORKERS=0 the servers leave that to it) and
  // tells subscribers of each warm job it finished.
  const runtime = await openRuntime(config, "fds worker", { deliver: true });
  let metricsServer: Server | null = null;
  try {
    const { deps, jobs } = runtime;
    if (deps.fetcher === null)
      process.stderr.write("fds worker: FDS_SEC_USER_AGENT is not set: periods not in the store will fail (edgar_unavailable)\n");
    runtime.startJobs(options.concurrency ?? Math.max(1, jobs.config.workers));
    const { workerPort, workerHost, token } = jobs.metricsConfig;
    if (jobs.metrics && workerPort !== null) metricsServer = await serveMetrics(jobs.metrics.registry, token, workerPort, workerHost);
    const address = metricsServer?.address();
    const where = address && typeof address === "object" ? `, metrics at http://${address.address}:${address.port}/metrics` : "";
    process.stderr.write(`fds worker: running (${jobs.describe}${where})\n`);
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const stop = (signal: NodeJS.Signals) => {
    process.stderr.write(`fds worker: ${signal}: stopping (running jobs go back to the queue)\n`);
    void runtime
      .close()
      .then(() => new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve())))
      .then(() => {
        process.stderr.write("fds worker: stopped\n");
        process.exit(0);
      });
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** A bare HTTP listener for Prometheus: `GET /metrics` only (the worker has no API server). */
async function serveMetrics(
  registry: { metrics(): Promise<string>; readonly contentType: string },
  token: string | null,
  port: number,
  host: string,
): Promise<Server> {
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
