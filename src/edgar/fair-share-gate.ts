import { AsyncLocalStorage } from "node:async_hooks";
import { LocalRequestGate, type RequestGate } from "./request-gate.js";

/** Who the EDGAR requests of the current computation are made for (a key id, or a client IP). */
const callers = new AsyncLocalStorage<string>();

/** Calls running as a caller, in flight. */
let running = 0;

/** Runs `work` with its EDGAR requests counted against `caller`'s share (see FairShareGate). */
export async function asEdgarCaller<T>(caller: string, work: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await callers.run(caller, work);
  } finally {
    // Off while no call runs, as the read tracker's (src/store/filings/read-scopes.ts): its async
    // hooks would otherwise cost every cached answer. A request left behind goes to the shared gate.
    if (--running === 0) callers.disable();
  }
}

/** Callers remembered at once; one idle longer than its spacing has nothing to remember. */
const MAX_CALLERS = 1000;

/**
 * SEC's budget is shared by every caller of this process: one client asking for uncached
 * filings must not spend all of it. Each caller's requests are first spaced at its share
 * (`sharePerSecond`), then admitted by the shared gate, so others always find room. Requests
 * made for no caller (jobs, the watcher) pass straight to the shared gate.
 */
export class FairShareGate implements RequestGate {
  private readonly perCaller = new Map<string, LocalRequestGate>();

  constructor(
    private readonly shared: RequestGate,
    private readonly sharePerSecond: number,
  ) {}

  get pausedUntil(): number {
    return this.shared.pausedUntil;
  }

  async acquire(): Promise<void> {
    const caller = callers.getStore();
    if (caller !== undefined) await this.gateOf(caller).acquire();
    await this.shared.acquire();
  }

  pauseUntil(until: number): void {
    this.shared.pauseUntil(until);
  }

  private gateOf(caller: string): LocalRequestGate {
    let gate = this.perCaller.get(caller);
    if (!gate) {
      if (this.perCaller.size >= MAX_CALLERS) this.forgetIdle();
      gate = new LocalRequestGate({ requestsPerSecond: this.sharePerSecond });
      this.perCaller.set(caller, gate);
    }
    return gate;
  }

  private forgetIdle(): void {
    const now = Date.now();
    for (const [caller, gate] of this.perCaller) if (!gate.busyAt(now)) this.perCaller.delete(caller);
  }
}
