import type { RequestGate } from "./request-gate.js";

/** Told of what passes a gate: for metrics. */
export interface GateObserver {
  /** A request may start after waiting `waitedMs`. */
  admitted(waitedMs: number): void;
  /** SEC said we are over its limit: every request pauses. */
  paused(): void;
}

/** A gate that reports to an observer what it admits and every rate-limit pause, and otherwise is `inner`. */
export class MeteredRequestGate implements RequestGate {
  constructor(
    private readonly inner: RequestGate,
    private readonly observer: GateObserver,
  ) {}

  get pausedUntil(): number {
    return this.inner.pausedUntil;
  }

  async acquire(): Promise<void> {
    const started = performance.now();
    await this.inner.acquire();
    this.observer.admitted(performance.now() - started);
  }

  pauseUntil(until: number): void {
    this.observer.paused();
    this.inner.pauseUntil(until);
  }
}
