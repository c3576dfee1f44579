import { storeOptionsOf, type Config, type WatchConfig } from "../config/index.js";
import { EdgarClient, type EdgarConfig, type RequestGate } from "../edgar/index.js";
import { EdgarWatcher, type WatchEvent } from "../ingest/index.js";
import type { FilingStore } from "../store/index.js";
import { openStore } from "../store/index.js";
import { openEdgarGate } from "./edgar-gate.js";

/**
 * Starts the watcher over `store` when `config` names tickers (else null). Its own EDGAR client
 * reads submissions fresh each round (the tool's client keeps them an hour) through `gate`, the
 * process's share of SEC's budget (Redis's when configured).
 */
export function startWatcher(
  store: FilingStore,
  edgarConfig: EdgarConfig,
  config: WatchConfig,
  log: (line: string) => void,
  gate: RequestGate,
): EdgarWatcher | null {
  if (config.tickers.length === 0) return null;
  const edgar: EdgarConfig = { ...edgarConfig, metadataTtlMs: 0 };
  if (edgar.userAgent === null) throw new Error("the EDGAR watcher needs FDS_SEC_USER_AGENT (Company Name contact@example.com)");
  const client = new EdgarClient(edgar, { gate });
  const watcher = new EdgarWatcher(client, store, { ...config, onEvent: (event) => log(describe(event)) });
  watcher.start();
  log(
    `watching ${config.tickers.join(", ")} on ${edgar.dataUrl} every ${config.intervalMs / 1000} s${config.since ? `, catching up from ${config.since}` : ""}`,
  );
  return watcher;
}

/** What `fds watch` runs: the watcher over the store, through the process's EDGAR gate. */
export interface WatchRuntime {
  /** Stops after the filing being ingested, then closes the store and the gate. */
  stop(): Promise<void>;
}

/**
 * Opens `fds watch`'s parts: EDGAR's gate (in Redis with `FDS_REDIS_URL`, shared with every
 * server and worker), the store, and the watcher of `watch`'s tickers.
 */
export async function openWatchRuntime(
  settings: Pick<Config, "redisUrl" | "store" | "edgar">,
  watch: WatchConfig,
  log: (line: string) => void,
): Promise<WatchRuntime> {
  const edgarGate = openEdgarGate(settings.redisUrl, log);
  const store = await openStore(storeOptionsOf(settings.store));
  let watcher: EdgarWatcher | null = null;
  try {
    watcher = startWatcher(store, settings.edgar, watch, log, edgarGate.gate);
  } catch (error) {
    await store.close();
    await edgarGate.close();
    throw error;
  }
  const running = watcher;
  return {
    async stop() {
      await running?.stop();
      await store.close();
      await edgarGate.close();
    },
  };
}

function describe(event: WatchEvent): string {
  switch (event.kind) {
    case "ingested":
      return `${event.outcome} ${event.ticker} ${event.form} ${event.accession}`;
    case "failed":
      return `FAILED ${event.ticker}${event.accession ? ` ${event.accession}` : ""}: ${event.reason}${event.final ? " (given up)" : " (retried next round)"}`;
    case "throttled":
      return `SEC rate limit while reading ${event.ticker}: ${event.reason} (next round after the pause)`;
  }
}
