import {
  parseAllowedRanges,
  parseDuration,
  parseSchedule,
  DEFAULT_WEBHOOK_CONFIG,
  type WebhookConfig,
} from "../domain/webhooks/settings.js";
import type { Env } from "./env.js";

/**
 * `FDS_WEBHOOK_ALLOW_HTTP` (true/false), `FDS_WEBHOOK_ALLOW_CIDRS` (comma-separated CIDRs),
 * `FDS_WEBHOOK_RETRY_SCHEDULE` (`5s,5m,30m,2h,5h,10h,10h`), `FDS_WEBHOOK_DISABLE_AFTER` (`5d`),
 * `FDS_WEBHOOK_TIMEOUT` (`10s`), `FDS_WEBHOOK_POLL` (`100ms`), `FDS_WEBHOOK_LEASE` (`30s`),
 * `FDS_INVALIDATIONS_RETENTION_DAYS` (30, at least 1). Invalid values throw at start.
 */
export function webhookConfigFromEnv(env: Env): WebhookConfig {
  const d = DEFAULT_WEBHOOK_CONFIG;
  const duration = (name: string, fallback: number) => (env[name]?.trim() ? parseDuration(env[name].trim()) : fallback);
  const retention = env.FDS_INVALIDATIONS_RETENTION_DAYS?.trim();
  const retentionDays = retention ? Number(retention) : d.retentionDays;
  if (!Number.isInteger(retentionDays) || retentionDays < 1)
    throw new Error(`FDS_INVALIDATIONS_RETENTION_DAYS must be a whole number of days >= 1, got ${retention}`);
  const allowHttp = env.FDS_WEBHOOK_ALLOW_HTTP?.trim().toLowerCase();
  if (allowHttp && !["true", "false", "1", "0"].includes(allowHttp))
    throw new Error(`FDS_WEBHOOK_ALLOW_HTTP must be true or false, got ${allowHttp}`);
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
