import type { Env } from "./env.js";

/** The watcher's settings: `FDS_WATCH_TICKERS`, `FDS_WATCH_INTERVAL_SECONDS`, `FDS_WATCH_SINCE`. */
export interface WatchConfig {
  readonly tickers: readonly string[];
  readonly intervalMs: number;
  readonly since: string | null;
}

const TICKER = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** Reads the watcher's settings; `overrides` (the command line) win. Throws on a malformed value. */
export function watchConfigFromEnv(env: Env, overrides: Partial<WatchConfig> = {}): WatchConfig {
  const tickers =
    overrides.tickers ??
    (env.FDS_WATCH_TICKERS ?? "")
      .split(",")
      .map((t) => t.trim().toUpperCase())
      .filter((t) => t !== "");
  const bad = tickers.find((t) => !TICKER.test(t));
  if (bad !== undefined) throw new Error(`FDS_WATCH_TICKERS: "${bad}" is not a ticker`);
  const seconds = env.FDS_WATCH_INTERVAL_SECONDS?.trim() ? Number(env.FDS_WATCH_INTERVAL_SECONDS) : 60;
  // SEC's submissions change when a company files: a round a second at most is plenty.
  if (!(seconds >= 1))
    throw new Error(`FDS_WATCH_INTERVAL_SECONDS must be a number of seconds, at least 1 (not ${env.FDS_WATCH_INTERVAL_SECONDS})`);
  const since = overrides.since ?? (env.FDS_WATCH_SINCE?.trim() || null);
  if (since !== null && !/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`FDS_WATCH_SINCE must be a date YYYY-MM-DD (not ${since})`);
  return { tickers, intervalMs: overrides.intervalMs ?? seconds * 1000, since };
}
