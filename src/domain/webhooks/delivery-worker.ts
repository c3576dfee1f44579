import type { InvalidationFeed } from "../../store/index.js";
import { deliverClaimed, type DeliveryDeps } from "./webhook-delivery.js";

/** How often the worker prunes the log and finished deliveries older than the retention. */
const PRUNE_EVERY_MS = 3_600_000;

export interface DeliveryWorkerOptions extends DeliveryDeps {
  /** Also prunes the invalidations log (the serving process does; a second worker need not). */
  readonly feed?: InvalidationFeed;
  /** Called with any error the loop survives (a store briefly unavailable ...). */
  readonly onError?: (error: unknown) => void;
}

/**
 * The webhook delivery loop over the durable outbox: claims due deliveries under a lease, sends
 * them in parallel, records each outcome, and sleeps until the next is due (at most `pollMs`) or
 * until `wake()`. Several workers, in one process or many, share the outbox safely: a claim is a
 * lease, and a worker killed mid-delivery loses nothing (the lease runs out, another claims it
 * again: delivery is at least once). The embedded engine of the job abstraction can host this
 * loop later; it needs nothing from it.
 */
export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private prunedAt = 0;

  constructor(private readonly options: DeliveryWorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming; resolves once the deliveries in flight are recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  /** Looks for due deliveries at once (an event was just enqueued in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  /** One pass, waiting for its deliveries: claims up to `concurrency` due ones; returns how many. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim(this.options.config.concurrency);
    await Promise.all(claimed.map((delivery) => deliverClaimed(delivery, this.options)));
    return claimed.length;
  }

  /**
   * Keeps up to `concurrency` deliveries in flight: a slot that frees up is filled at once, so
   * one slow endpoint never holds back the others.
   */
  private async run(): Promise<void> {
    const inflight = new Set<Promise<void>>();
    while (this.running) {
      const free = this.options.config.concurrency - inflight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const batch = await this.claim(free);
          claimed = batch.length;
          for (const delivery of batch) {
            const sending: Promise<void> = deliverClaimed(delivery, this.options)
              .then(
                () => undefined,
                (error: unknown) => this.options.onError?.(error),
              )
              .finally(() => {
                inflight.delete(sending);
                this.wake();
              });
            inflight.add(sending);
          }
        } catch (error) {
          this.options.onError?.(error);
        }
      }
      if (!this.running) break;
      if (free > 0 && claimed === free) continue;
      await this.sleep(inflight.size >= this.options.config.concurrency ? this.options.config.pollMs : await this.idleMs());
    }
    await Promise.all(inflight);
  }

  private async claim(limit: number) {
    const { store, config } = this.options;
    const now = (this.options.now ?? (() => new Date()))();
    const claimed = await store.claimDue(now, limit, config.leaseMs);
    await this.pruneIfDue(now).catch((error: unknown) => this.options.onError?.(error));
    return claimed;
  }

  /** Until the next delivery is due, at most `pollMs` (another process may enqueue meanwhile). */
  private async idleMs(): Promise<number> {
    const { pollMs } = this.options.config;
    try {
      const due = await this.options.store.nextDueAt();
      if (due === null) return pollMs;
      return Math.max(0, Math.min(pollMs, Date.parse(due) - Date.now()));
    } catch {
      return pollMs;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  private async pruneIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    const before = new Date(now.getTime() - this.options.config.retentionDays * 86_400_000).toISOString();
    await this.options.store.prune(before);
    await this.options.feed?.prune(before, now);
  }
}
