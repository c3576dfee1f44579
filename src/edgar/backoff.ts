/**
 * Delay before retry number `retry` (1-based): exponential from `baseMs`, capped at `maxMs`, with
 * "equal jitter" (half fixed, half random) so many clients failing together do not retry in
 * lockstep yet each still waits. A server's `Retry-After` (ms), when given, is a floor, itself
 * capped at `maxMs`.
 */
export function backoffDelayMs(
  retry: number,
  baseMs: number,
  maxMs: number,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  const floor = retryAfterMs === null ? 0 : Math.min(retryAfterMs, maxMs);
  return Math.max(jittered, floor);
}

/** `Retry-After` as milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
