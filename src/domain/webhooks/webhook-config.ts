import { DEFAULT_RETENTION_DAYS } from "../events/index.js";
import { parseAllowedRanges, type AllowedRange } from "./address-policy.js";
import { DEFAULT_DISABLE_AFTER_MS, DEFAULT_RETRY_SCHEDULE_MS, parseDuration, parseSchedule, type RetryPolicy } from "./retry-policy.js";

/** How webhooks are checked and delivered; `webhookConfigFromEnv` reads it from `FDS_WEBHOOK_*`. */
export interface WebhookConfig {
  /** Allow `http:` URLs (`FDS_WEBHOOK_ALLOW_HTTP=true`); https only by default. */
  readonly allowHttp: boolean;
  /** Addresses admitted despite their range (`FDS_WEBHOOK_ALLOW_CIDRS`, e.g. `127.0.0.1/32`). */
  readonly allowedRanges: readonly AllowedRange[];
  readonly retry: RetryPolicy;
  /** Bound on one attempt (connect, send, answer), `FDS_WEBHOOK_TIMEOUT` (default 10s). */
  readonly timeoutMs: number;
  /** How often an idle worker looks for due deliveries, `FDS_WEBHOOK_POLL` (default 100ms). */
  readonly pollMs: number;
  /** How long a claim holds a delivery: a worker killed mid-delivery delays it this long at most. */
  readonly leaseMs: number;
  /** Deliveries in flight at once per worker (each claimed when a slot frees up). */
  readonly concurrency: number;
  /** Days the invalidations log and finished deliveries are kept (`FDS_INVALIDATIONS_RETENTION_DAYS`). */
  readonly retentionDays: number;
}

export const DEFAULT_WEBHOOK_CONFIG: WebhookConfig = {
  allowHttp: false,
  allowedRanges: [],
  retry: { scheduleMs: DEFAULT_RETRY_SCHEDULE_MS, disableAfterMs: DEFAULT_DISABLE_AFTER_MS },
  timeoutMs: 10_000,
  pollMs: 100,
  leaseMs: 30_000,
  concurrency: 16,
  retentionDays: DEFAULT_RETENTION_DAYS,
};

/**
 * `FDS_WEBHOOK_ALLOW_HTTP` (true/false), `FDS_WEBHOOK_ALLOW_CIDRS` (comma-separated CIDRs),
 * `FDS_WEBHOOK_RETRY_SCHEDULE` (`5s,5m,30m,2h,5h,10h,10h`), `FDS_WEBHOOK_DISABLE_AFTER` (`5d`),
 * `FDS_WEBHOOK_TIMEOUT` (`10s`), `FDS_WEBHOOK_POLL` (`100ms`), `FDS_WEBHOOK_LEASE` (`30s`),
 * `FDS_INVALIDATIONS_RETENTION_DAYS` (30, at least 1). Invalid values throw at start.
 */
export function webhookConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const d = DEFAULT_WEBHOOK_CONFIG;
  const duration = (name: string, fallback: number) => (env[name]?.trim() ? parseDuration(env[name].trim()) : fallback);
  const retention = env.FDS_INVALIDATIONS_RETENTION_DAYS?.trim();
  const retentionDays = retention ? Number(retention) : d.retentionDays;
  if (!Number.isInteger(retentionDays) || retentionDays < 1) throw new Error(`FDS_INVALIDATIONS_RETENTION_DAYS must be a whole number of days >= 1, got ${retention}`);
  const allowHttp = env.FDS_WEBHOOK_ALLOW_HTTP?.trim().toLowerCase();
  if (allowHttp && !["true", "false", "1", "0"].includes(allowHttp)) throw new Error(`FDS_WEBHOOK_ALLOW_HTTP must be true or false, got ${allowHttp}`);
  const leaseMs = duration("FDS_WEBHOOK_LEASE", d.leaseMs);
  const timeoutMs = duration("FDS_WEBHOOK_TIMEOUT", d.timeoutMs);
  if (leaseMs <= timeoutMs) throw new Error("FDS_WEBHOOK_LEASE must be longer than FDS_WEBHOOK_TIMEOUT (a claim must outlive its attempt)");
  return {
    ...d,
    allowHttp: allowHttp === "true" || allowHttp === "1",
    allowedRanges: parseAllowedRanges(env.FDS_WEBHOOK_ALLOW_CIDRS ?? ""),
    retry: {
      scheduleMs: env.FDS_WEBHOOK_RETRY_SCHEDULE?.trim() ? parseSchedule(env.FDS_WEBHOOK_RETRY_SCHEDULE) : d.retry.scheduleMs,
      disableAfterMs: duration("FDS_WEBHOOK_DISABLE_AFTER", d.retry.disableAfterMs),
    },
    timeoutMs,
    pollMs: duration("FDS_WEBHOOK_POLL", d.pollMs),
    leaseMs,
    retentionDays,
  };
}
