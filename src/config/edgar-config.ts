import path from "node:path";
import { EDGAR_DEFAULTS, SEC_DATA_URL, SEC_WWW_URL, type EdgarConfig } from "../edgar/settings.js";
import type { Env } from "./env.js";

/**
 * Reads the EDGAR settings from the environment:
 * - `FDS_SEC_USER_AGENT` (required for any fetch: `Company Name contact@example.com`)
 * - `FDS_SEC_WWW_URL`, `FDS_SEC_DATA_URL` (base URL overrides, e.g. the replica)
 * - `FDS_DATA_DIR` (default `./data`): the cache lives in `<data dir>/edgar-cache`.
 * `overrides` win over the environment (tests use them for short timeouts and pauses).
 */
export function edgarConfigFromEnv(env: Env, overrides: Partial<EdgarConfig> = {}): EdgarConfig {
  const userAgent = env.FDS_SEC_USER_AGENT?.trim() || null;
  const dataDir = env.FDS_DATA_DIR?.trim() || "./data";
  return {
    ...EDGAR_DEFAULTS,
    userAgent,
    wwwUrl: trimSlash(env.FDS_SEC_WWW_URL?.trim() || SEC_WWW_URL),
    dataUrl: trimSlash(env.FDS_SEC_DATA_URL?.trim() || SEC_DATA_URL),
    cacheDir: path.resolve(dataDir, "edgar-cache"),
    ...overrides,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
