import { setTimeout as sleep } from "node:timers/promises";

/** SEC's fair-access limit: "current max request rate: 10 requests/second" (sec.gov/os/accessing-edgar-data). */
export const SEC_MAX_REQUESTS_PER_SECOND = 10;

/**
 * Admission control for EDGAR requests: every request waits on `acquire()` before it starts, and a
 * rate-limit answer pauses everyone through `pauseUntil`. One gate per process (see
 * `sharedRequestGate`); a Redis-backed gate can implement the same interface when several
 * processes must share SEC's budget.
 */
export interface RequestGate {
  /** Resolves when the caller may start exactly one request. */
  acquire(): Promise<void>;
  /** Holds every request until at least `until` (epoch ms). Extends, never shortens, a pause. */
  pauseUntil(until: number): void;
  /** Epoch ms until which requests are held; in the past when not paused. */
  readonly pausedUntil: number;
}

/** Options of `LocalRequestGate`. */
export interface LocalRequestGateOptions {
  /** Request starts allowed per second; SEC's ceiling by default. */
  readonly requestsPerSecond?: number;
}

/**
 * An in-process gate that spaces request starts `1000 / requestsPerSecond` ms apart, first come
 * first served. Spacing (rather than a fixed one-second window, which lets 2x the rate through
 * across a window edge) keeps every sliding second at or under the limit, which is how SEC
 * counts. Each caller reserves its slot up front, so waiters do not stampede when a timer fires.
 */
export class LocalRequestGate implements RequestGate {
  readonly intervalMs: number;
  private nextSlot = 0;
  private pausedUntilMs = 0;

  constructor({ requestsPerSecond = SEC_MAX_REQUESTS_PER_SECOND }: LocalRequestGateOptions = {}) {
    if (!(requestsPerSecond > 0)) throw new RangeError(`requestsPerSecond must be > 0, got ${requestsPerSecond}`);
    this.intervalMs = 1000 / requestsPerSecond;
  }

  get pausedUntil(): number {
    return this.pausedUntilMs;
  }

  /** Whether a request admitted now would wait: some caller holds a slot at or after `now`. */
  busyAt(now: number): boolean {
    return this.nextSlot > now;
  }

  async acquire(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const slot = Math.max(now, this.nextSlot, this.pausedUntilMs);
      this.nextSlot = slot + this.intervalMs;
      if (slot > now) await sleep(slot - now);
      // A pause that began while this caller waited holds it too: queue again behind the pause.
      if (Date.now() >= this.pausedUntilMs) return;
    }
  }

  pauseUntil(until: number): void {
    this.pausedUntilMs = Math.max(this.pausedUntilMs, until);
  }
}

let shared: LocalRequestGate | null = null;

/**
 * The process-wide gate at SEC's 10 requests/second. Every EDGAR client uses it unless given
 * another gate, so however many clients a process builds, together they stay under the limit.
 */
export function sharedRequestGate(): RequestGate {
  shared ??= new LocalRequestGate();
  return shared;
}
