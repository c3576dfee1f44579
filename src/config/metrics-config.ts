import type { Env } from "./env.js";

/** How a process exposes its metrics, read once from the environment by the composition root. */
export interface MetricsConfig {
  /** `FDS_METRICS` (default on): serve `/metrics`. */
  readonly enabled: boolean;
  /** `FDS_METRICS_TOKEN`: when set, `/metrics` wants `Authorization: Bearer <token>`. */
  readonly token: string | null;
  /** `FDS_METRICS_PORT`: where `fds worker` (which has no API server) serves `/metrics`; null: not served. */
  readonly workerPort: number | null;
  /** `FDS_METRICS_HOST` for the worker's metrics listener, default 0.0.0.0. */
  readonly workerHost: string;
}

export function metricsConfigFromEnv(env: Env): MetricsConfig {
  const enabledText = env.FDS_METRICS?.trim().toLowerCase();
  if (enabledText && !["1", "true", "yes", "on", "0", "false", "no", "off"].includes(enabledText))
    throw new Error(`FDS_METRICS must be true or false, not "${env.FDS_METRICS}"`);
  const portText = env.FDS_METRICS_PORT?.trim();
  const port = portText ? Number(portText) : null;
  if (port !== null && !(/^\d+$/.test(portText!) && port >= 0 && port <= 65_535))
    throw new Error(`FDS_METRICS_PORT must be a port number, not "${portText}"`);
  return {
    enabled: !enabledText || ["1", "true", "yes", "on"].includes(enabledText),
    token: env.FDS_METRICS_TOKEN?.trim() || null,
    workerPort: port,
    workerHost: env.FDS_METRICS_HOST?.trim() || "0.0.0.0",
  };
}
