import { loadConfig, type Config, type WatchConfig } from "../config/index.js";
import { openWatchRuntime } from "../runtime/index.js";

/**
 * `fds watch`: follows the EDGAR submissions of the tickers given (or `FDS_WATCH_TICKERS`) and
 * ingests each new filing once into the store, until SIGINT/SIGTERM. With `FDS_REDIS_URL`, its
 * requests share SEC's budget with every server and worker. Webhooks of what it ingests are
 * delivered by the `fds serve` / `fds worker` processes of the same store (the events enter the
 * outbox with the filing).
 */
export async function watchCommand(overrides: Partial<WatchConfig>, config: Config = loadConfig()): Promise<void> {
  const watch = config.watchWith(overrides);
  if (watch.tickers.length === 0) throw new Error("name the tickers to watch (fds watch AAPL MSFT, or FDS_WATCH_TICKERS)");
  const log = (line: string) => void process.stderr.write(`fds watch: ${line}\n`);
  const running = await openWatchRuntime(config, watch, log);
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping after the filing being ingested`);
    void (async () => {
      await running.stop();
      log("stopped");
      process.exit(0);
    })();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
