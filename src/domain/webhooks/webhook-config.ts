import { DEFAULT_RETENTION_DAYS } from "../events/settings.js";
import type { AllowedRange } from "./address-policy.js";
import { DEFAULT_DISABLE_AFTER_MS, DEFAULT_RETRY_SCHEDULE_MS, type RetryPolicy } from "./retry-policy.js";

/** How webhooks are checked and delivered; the configuration module reads it from `FDS_WEBHOOK_*`. */
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
