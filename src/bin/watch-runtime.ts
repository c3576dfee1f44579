import { EdgarClient, edgarConfigFromEnv, sharedRequestGate, type RequestGate } from "../edgar/index.js";
import { EdgarWatcher, type WatchEvent } from "../ingest/edgar-watcher.js";
import type { FilingStore } from "../store/index.js";

/** The watcher's settings: `FDS_WATCH_TICKERS`, `FDS_WATCH_INTERVAL_SECONDS`, `FDS_WATCH_SINCE`. */
export interface WatchConfig {
  readonly tickers: readonly string[];
  readonly intervalMs: number;
  readonly since: string | null;
}

const TICKER = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** Reads the watcher's settings; `overrides` (the command line) win. Throws on a malformed value. */
export function watchConfigFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<WatchConfig> = {}): WatchConfig {
  const tickers = overrides.tickers ?? (env.FDS_WATCH_TICKERS ?? "").split(",").map((t) => t.trim().toUpperCase()).filter((t) => t !== "");
  const bad = tickers.find((t) => !TICKER.test(t));
  if (bad !== undefined) throw new Error(`FDS_WATCH_TICKERS: "${bad}" is not a ticker`);
  const seconds = env.FDS_WATCH_INTERVAL_SECONDS?.trim() ? Number(env.FDS_WATCH_INTERVAL_SECONDS) : 60;
  // SEC's submissions change when a company files: a round a second at most is plenty.
  if (!(seconds >= 1)) throw new Error(`FDS_WATCH_INTERVAL_SECONDS must be a number of seconds, at least 1 (not ${env.FDS_WATCH_INTERVAL_SECONDS})`);
  const since = overrides.since ?? (env.FDS_WATCH_SINCE?.trim() || null);
  if (since !== null && !/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`FDS_WATCH_SINCE must be a date YYYY-MM-DD (not ${since})`);
  return { tickers, intervalMs: overrides.intervalMs ?? seconds * 1000, since };
}

/**
 * Starts the watcher over `store` when `config` names tickers (else null). Its own EDGAR client
 * reads submissions fresh each round (the tool's client keeps them an hour) through `gate`, the
 * process's share of SEC's budget (Redis's when configured).
 */
export function startWatcher(store: FilingStore, env: NodeJS.ProcessEnv, config: WatchConfig, log: (line: string) => void, gate: RequestGate = sharedRequestGate()): EdgarWatcher | null {
  if (config.tickers.length === 0) return null;
  const edgar = edgarConfigFromEnv(env, { metadataTtlMs: 0 });
  if (edgar.userAgent === null) throw new Error("the EDGAR watcher needs FDS_SEC_USER_AGENT (Company Name contact@example.com)");
  const client = new EdgarClient(edgar, { gate });
  const watcher = new EdgarWatcher(client, store, { ...config, onEvent: (event) => log(describe(event)) });
  watcher.start();
  log(`watching ${config.tickers.join(", ")} on ${edgar.dataUrl} every ${config.intervalMs / 1000} s${config.since ? `, catching up from ${config.since}` : ""}`);
  return watcher;
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
