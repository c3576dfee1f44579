import type { AttemptResult, DeliveryVerdict } from "../../store/index.js";

/** Delays before each retry, in ms (Standard Webhooks' schedule): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** An endpoint failing without a success for this long is disabled (5 days). */
export const DEFAULT_DISABLE_AFTER_MS = 5 * 24 * 3_600_000;

/** Each delay is spread by up to this share either way, so retries of many events do not align. */
const JITTER = 0.2;

export interface RetryPolicy {
  readonly scheduleMs: readonly number[];
  readonly disableAfterMs: number;
}

/**
 * What becomes of a delivery after an attempt: only a 2xx is success; 410 Gone disables the
 * endpoint at once; a failure while the endpoint has failed without a success for longer than
 * `disableAfterMs` disables it; otherwise the next retry of the schedule (with jitter), and once
 * the schedule is spent the delivery has failed. `retries: false` (a test ping) never retries.
 */
export function deliveryVerdict(
  result: AttemptResult,
  attempt: number,
  failingSince: string | null,
  policy: RetryPolicy,
  options: { readonly now?: Date; readonly random?: () => number; readonly retries?: boolean } = {},
): DeliveryVerdict {
  const now = options.now ?? new Date();
  if (result.status !== null && result.status >= 200 && result.status < 300) return { state: "succeeded" };
  if (result.status === 410) return { state: "failed", disableReason: "the endpoint answered 410 Gone" };
  const since = Date.parse(failingSince ?? result.at);
  if (now.getTime() - since >= policy.disableAfterMs) {
    return { state: "failed", disableReason: `the endpoint has failed every attempt since ${new Date(since).toISOString()}` };
  }
  const delay = policy.scheduleMs[attempt - 1];
  if (options.retries === false || delay === undefined) return { state: "failed" };
  const spread = 1 - JITTER + 2 * JITTER * (options.random ?? Math.random)();
  return { state: "pending", nextAttemptAt: new Date(now.getTime() + Math.round(delay * spread)).toISOString() };
}

/** Parses a schedule such as `5s,5m,30m,2h,5h,10h,10h` (units ms, s, m, h, d) into ms. */
export function parseSchedule(text: string): number[] {
  const delays = text.split(",").map((part) => parseDuration(part.trim()));
  if (delays.length === 0) throw new Error("the retry schedule is empty");
  return delays;
}

/** `250ms`, `5s`, `5m`, `2h`, `5d` -> ms; throws on anything else. */
export function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text);
  if (!m) throw new Error(`invalid duration ${JSON.stringify(text)} (expected e.g. 250ms, 5s, 5m, 2h, 5d)`);
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as "ms" | "s" | "m" | "h" | "d"];
  return Math.round(Number(m[1]) * unit);
}
