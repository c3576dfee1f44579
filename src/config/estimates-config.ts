import type { CollectionSchedule } from "../domain/estimates/index.js";
import type { Env } from "./env.js";

/** The collector's settings, or null when no provider is configured (nothing is collected). */
export interface CollectorConfig extends CollectionSchedule {
  readonly timeoutMs: number;
  readonly userAgent: string | null;
}

const TICKER = /^[A-Z][A-Z0-9.-]{0,9}$/;

/**
 * Reads `FDS_ESTIMATES_PROVIDER_URL` (the provider's base URL; its layout is
 * `<base>/v10/finance/quoteSummary/<TICKER>?formatted=false&modules=earningsTrend`),
 * `FDS_ESTIMATES_TICKERS` (comma-separated), `FDS_ESTIMATES_INTERVAL_SECONDS` (default 21600: a
 * round every 6 hours; at least 60), `FDS_ESTIMATES_TIMEOUT_MS` (default 20000) and
 * `FDS_ESTIMATES_USER_AGENT`. Null when no provider URL is set; throws on a malformed value.
 */
export function collectorConfigFromEnv(
  env: Env,
  overrides: { tickers?: readonly string[]; providerUrl?: string } = {},
): CollectorConfig | null {
  const providerUrl = overrides.providerUrl ?? (env.FDS_ESTIMATES_PROVIDER_URL?.trim() || null);
  if (providerUrl === null) return null;
  if (!/^https?:\/\/[^/\s]+/.test(providerUrl)) throw new Error(`FDS_ESTIMATES_PROVIDER_URL must be an http(s) URL (not "${providerUrl}")`);
  const tickers =
    overrides.tickers ??
    (env.FDS_ESTIMATES_TICKERS ?? "")
      .split(",")
      .map((t) => t.trim().toUpperCase())
      .filter((t) => t !== "");
  const bad = tickers.find((t) => !TICKER.test(t));
  if (bad !== undefined) throw new Error(`FDS_ESTIMATES_TICKERS: "${bad}" is not a ticker`);
  if (tickers.length === 0)
    throw new Error("FDS_ESTIMATES_PROVIDER_URL is set: name the tickers to collect in FDS_ESTIMATES_TICKERS (comma-separated)");
  const seconds = env.FDS_ESTIMATES_INTERVAL_SECONDS?.trim() ? Number(env.FDS_ESTIMATES_INTERVAL_SECONDS) : 21_600;
  if (!(Number.isInteger(seconds) && seconds >= 60))
    throw new Error(`FDS_ESTIMATES_INTERVAL_SECONDS must be whole seconds, at least 60 (not ${env.FDS_ESTIMATES_INTERVAL_SECONDS})`);
  const timeoutMs = env.FDS_ESTIMATES_TIMEOUT_MS?.trim() ? Number(env.FDS_ESTIMATES_TIMEOUT_MS) : 20_000;
  if (!(Number.isInteger(timeoutMs) && timeoutMs >= 100))
    throw new Error(`FDS_ESTIMATES_TIMEOUT_MS must be whole milliseconds, at least 100 (not ${env.FDS_ESTIMATES_TIMEOUT_MS})`);
  return { providerUrl, tickers, intervalMs: seconds * 1000, timeoutMs, userAgent: env.FDS_ESTIMATES_USER_AGENT?.trim() || null };
}
