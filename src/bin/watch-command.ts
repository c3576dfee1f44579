import { configFromEnv, storeOptionsOf } from "../config.js";
import { RedisRequestGate } from "../edgar/redis-request-gate.js";
import { openStore } from "../store/index.js";
import { startWatcher, watchConfigFromEnv, type WatchConfig } from "./watch-runtime.js";

/**
 * `fds watch`: follows the EDGAR submissions of the tickers given (or `FDS_WATCH_TICKERS`) and
 * ingests each new filing once into the store, until SIGINT/SIGTERM. With `FDS_REDIS_URL`, its
 * requests share SEC's budget with every server and worker. Webhooks of what it ingests are
 * delivered by the `fds serve` / `fds worker` processes of the same store (the events enter the
 * outbox with the filing).
 */
export async function watchCommand(overrides: Partial<WatchConfig>, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = watchConfigFromEnv(env, overrides);
  if (config.tickers.length === 0) throw new Error("name the tickers to watch (fds watch AAPL MSFT, or FDS_WATCH_TICKERS)");
  const redisUrl = env.FDS_REDIS_URL?.trim() || null;
  const log = (line: string) => void process.stderr.write(`fds watch: ${line}\n`);
  const gate = redisUrl === null ? undefined : new RedisRequestGate({ redis: redisUrl, onError: (error) => log(`Redis (EDGAR gate): ${error.message} (this process spaces its own requests meanwhile)`) });
  const store = await openStore(storeOptionsOf(configFromEnv(env)));
  let watcher: ReturnType<typeof startWatcher> = null;
  try {
    watcher = startWatcher(store, env, config, log, gate);
  } catch (error) {
    await store.close();
    await gate?.close();
    throw error;
  }
  const running = watcher;
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping after the filing being ingested`);
    void (async () => {
      await running?.stop();
      await store.close();
      await gate?.close();
      log("stopped");
      process.exit(0);
    })();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
