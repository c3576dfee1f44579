import type { RateLimitConfig } from "../auth/index.js";
import type { WebhookConfig } from "../domain/webhooks/index.js";
import type { EdgarConfig } from "../edgar/index.js";
import type { JobsConfig } from "../jobs/index.js";
import type { LlmEndpoint } from "../llm/index.js";
import { edgarConfigFromEnv } from "./edgar-config.js";
import type { Env } from "./env.js";
import { collectorConfigFromEnv, type CollectorConfig } from "./estimates-config.js";
import { jobsConfigFromEnv } from "./jobs-config.js";
import { rateLimitConfigFromEnv } from "./limits-config.js";
import { llmConfigFromEnv } from "./llm-config.js";
import { metricsConfigFromEnv, type MetricsConfig } from "./metrics-config.js";
import { serveConfigFromEnv, type ServeConfig } from "./serve-config.js";
import { storeConfigFromEnv, type FdsConfig } from "./store-config.js";
import { watchConfigFromEnv, type WatchConfig } from "./watch-config.js";
import { webhookConfigFromEnv } from "./webhooks-config.js";

/**
 * The whole configuration of one process, per area. Each area is parsed from the environment the
 * first time it is asked for and kept: a command fails on a malformed variable of an area it uses
 * (with the variable's own message), never on one of an area it does not.
 */
export interface Config {
  /** `FDS_DATA_DIR`, `FDS_DATABASE_URL`, `FDS_DATABASE_SCHEMA`. */
  readonly store: FdsConfig;
  /** `FDS_SEC_USER_AGENT`, `FDS_SEC_WWW_URL`, `FDS_SEC_DATA_URL` (cache under `FDS_DATA_DIR`). */
  readonly edgar: EdgarConfig;
  /** `fds serve`'s listener and limits: `FDS_PORT`, `FDS_HOST`, `FDS_*_TIMEOUT_MS` ... */
  readonly serve: ServeConfig;
  /** `FDS_LIMIT_<TIER>`. */
  readonly limits: RateLimitConfig;
  /** `FDS_METRICS`, `FDS_METRICS_TOKEN`, `FDS_METRICS_PORT`, `FDS_METRICS_HOST`. */
  readonly metrics: MetricsConfig;
  /** `FDS_REDIS_URL`, `FDS_JOBS_PREFIX`, `FDS_WORKERS`. */
  readonly jobs: JobsConfig;
  /** `FDS_WEBHOOK_*`, `FDS_INVALIDATIONS_RETENTION_DAYS`. */
  readonly webhooks: WebhookConfig;
  /** `FDS_LLM_*`; null when no model is configured. */
  readonly llm: LlmEndpoint | null;
  /** `FDS_ESTIMATES_*`; null when no provider is configured. */
  readonly collector: CollectorConfig | null;
  /** `FDS_WATCH_*`. */
  readonly watch: WatchConfig;
  /** `FDS_REDIS_URL` as given (the jobs and serve areas read it too, with their own checks). */
  readonly redisUrl: string | null;
  /** `FDS_API_KEY`: the key `fds mcp` calls with; null for the public tier. */
  readonly mcpApiKey: string | null;
  /** Whether an API process delivers webhooks and runs jobs: yes unless `FDS_WORKERS` is `0`. */
  readonly deliversHere: boolean;
  /** `FDS_CORPUS`: the corpus `fds replica` serves by default. */
  readonly corpusDir: string;
  /** The watcher's settings with the command line's values winning. */
  watchWith(overrides: Partial<WatchConfig>): WatchConfig;
  /** The collector's settings with the command line's values winning. */
  collectorWith(overrides: { tickers?: readonly string[]; providerUrl?: string }): CollectorConfig | null;
}

/**
 * Reads the configuration of this process. The only reader of the environment: every other
 * module receives typed values from here. The environment is copied once, at the call.
 */
export function loadConfig(source: Env = process.env): Config {
  const env: Env = { ...source };
  const memo = new Map<string, unknown>();
  const once = <T>(area: string, read: (env: Env) => T): T => {
    if (!memo.has(area)) memo.set(area, read(env));
    return memo.get(area) as T;
  };
  return {
    get store() {
      return once("store", storeConfigFromEnv);
    },
    get edgar() {
      return once("edgar", (e) => edgarConfigFromEnv(e));
    },
    get serve() {
      return once("serve", serveConfigFromEnv);
    },
    get limits() {
      return once("limits", rateLimitConfigFromEnv);
    },
    get metrics() {
      return once("metrics", metricsConfigFromEnv);
    },
    get jobs() {
      return once("jobs", jobsConfigFromEnv);
    },
    get webhooks() {
      return once("webhooks", webhookConfigFromEnv);
    },
    get llm() {
      return once("llm", llmConfigFromEnv);
    },
    get collector() {
      return once("collector", (e) => collectorConfigFromEnv(e));
    },
    get watch() {
      return once("watch", (e) => watchConfigFromEnv(e));
    },
    get redisUrl() {
      return env.FDS_REDIS_URL?.trim() || null;
    },
    get mcpApiKey() {
      return env.FDS_API_KEY?.trim() || null;
    },
    get deliversHere() {
      return env.FDS_WORKERS?.trim() !== "0";
    },
    get corpusDir() {
      return env.FDS_CORPUS ?? "../shared/corpus";
    },
    watchWith: (overrides) => watchConfigFromEnv(env, overrides),
    collectorWith: (overrides) => collectorConfigFromEnv(env, overrides),
  };
}
