import { startServer } from "../api/index.js";
import { loadConfig, type Config } from "../config/index.js";
import { registerMcpEndpoint } from "../mcp/index.js";
import { limiterBackendOf, openRuntime, startWatcher } from "../runtime/index.js";
import { IMPLEMENTED_TOOLS } from "../tools/index.js";
import { guardUnhandledRejections } from "./crash-guard.js";

/**
 * `fds serve`: the HTTP API. Opens the runtime (stores, jobs, events, the tools' dependencies) and
 * the server over it, and closes everything on SIGINT/SIGTERM.
 */
export async function serveCommand(config: Config = loadConfig()): Promise<void> {
  guardUnhandledRejections("serve");
  const serve = config.serve;
  const limits = config.limits;
  const watch = config.watch;
  // Webhooks are delivered by this process unless FDS_WORKERS=0 (another process delivers).
  const runtime = await openRuntime(config, "fds serve", { deliver: config.deliversHere });
  const { deps, jobs, keys } = runtime;
  let watcher: ReturnType<typeof startWatcher> = null;
  try {
    // Jobs are run here too unless FDS_WORKERS=0 (then by `fds worker` processes).
    runtime.startJobs();
    // FDS_WATCH_TICKERS: this server also follows those companies on EDGAR (one server is enough).
    watcher = startWatcher(deps.store, config.edgar, watch, (line) => void process.stderr.write(`fds serve: watch: ${line}\n`), jobs.gate);
    const server = await startServer({
      deps,
      metrics: jobs.metricsPlugin,
      keys,
      limits,
      limiterBackend: limiterBackendOf(serve, runtime.config, "fds serve", () => jobs.metrics?.limiterFallbacks.inc()),
      readiness: [{ name: "jobs", check: () => jobs.engine.ready() }],
      playgroundToken: serve.playgroundToken,
      trustProxy: serve.trustProxy,
      logger: serve.log,
      extend: (app) => registerMcpEndpoint(app, IMPLEMENTED_TOOLS),
      http: serve.http,
      port: serve.port,
      host: serve.host,
    });
    process.stderr.write(
      `fds serve: listening on ${server.url} (docs ${server.url}/docs, MCP ${server.url}/mcp, limits ${serve.redisUrl ? "in Redis" : "in the data directory"}, ${jobs.describe})\n`,
    );
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
        .then(() => runtime.close())
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
    await runtime.close();
    throw error;
  }
}
