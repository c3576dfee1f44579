import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { LocalRequestGate, SEC_MAX_REQUESTS_PER_SECOND, type RequestGate } from "./request-gate.js";

export interface RedisRequestGateOptions {
  /** A client to use (not closed by `close`), or a `redis://` URL to connect to. */
  readonly redis: Redis | string;
  /** Prefix of the gate's two keys; default `fds:edgar`. Tests pass their own. */
  readonly keyPrefix?: string;
  readonly requestsPerSecond?: number;
  /** Told when Redis fails (the gate then spaces this process's requests alone until it is back). */
  readonly onError?: (error: Error) => void;
}

/**
 * Reserves the next request slot for every process: slots are spaced `interval` ms apart on
 * Redis's own clock, after any pause. Returns [ms to wait, paused-until ms (Redis clock)].
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local nextSlot = tonumber(redis.call('GET', KEYS[1]) or '0')
local paused = tonumber(redis.call('GET', KEYS[2]) or '0')
local slot = math.max(now, nextSlot, paused)
redis.call('SET', KEYS[1], tostring(slot + interval), 'PX', math.max(1000, slot + interval - now + 1000))
return {slot - now, paused - now}
`;

/** Extends the pause to now + ARGV[1] ms (never shortens it). Returns the pause's remaining ms. */
const PAUSE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local untilMs = now + tonumber(ARGV[1])
local paused = tonumber(redis.call('GET', KEYS[1]) or '0')
if untilMs > paused then
  redis.call('SET', KEYS[1], tostring(untilMs), 'PX', tonumber(ARGV[1]) + 1000)
  paused = untilMs
end
return paused - now
`;

/** Remaining ms of the pause (<= 0 when not paused), on Redis's clock. */
const REMAINING = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
return tonumber(redis.call('GET', KEYS[1]) or '0') - now
`;

/**
 * SEC's fair-access budget shared by every process through Redis: one request start every
 * `1000 / requestsPerSecond` ms across all of them (spacing, like `LocalRequestGate`, so no
 * sliding second goes over), and a rate-limit pause set by any process (10 minutes after a 429
 * or SEC's 403 page) holds all of them. Times are Redis's clock, so machines' clocks need not
 * agree. If Redis stops answering, each process falls back to spacing its own requests.
 */
export class RedisRequestGate implements RequestGate {
  private readonly client: Redis;
  private readonly ownClient: boolean;
  private readonly keys: { readonly next: string; readonly paused: string };
  private readonly intervalMs: number;
  private readonly fallback: LocalRequestGate;
  private readonly onError: (error: Error) => void;
  private pausedUntilMs = 0;

  constructor(options: RedisRequestGateOptions) {
    const rps = options.requestsPerSecond ?? SEC_MAX_REQUESTS_PER_SECOND;
    this.intervalMs = Math.ceil(1000 / rps);
    this.fallback = new LocalRequestGate({ requestsPerSecond: rps });
    this.onError = options.onError ?? (() => undefined);
    const prefix = options.keyPrefix ?? "fds:edgar";
    this.keys = { next: `${prefix}:next-slot`, paused: `${prefix}:paused-until` };
    this.ownClient = typeof options.redis === "string";
    this.client = typeof options.redis === "string" ? new Redis(options.redis, { maxRetriesPerRequest: 1 }) : options.redis;
    if (this.ownClient) this.client.on("error", (error: Error) => this.onError(error));
  }

  /** This process's view: the latest pause it set or saw. */
  get pausedUntil(): number {
    return Math.max(this.pausedUntilMs, this.fallback.pausedUntil);
  }

  async acquire(): Promise<void> {
    for (;;) {
      let wait: number;
      let paused: number;
      try {
        [wait, paused] = (await this.client.eval(RESERVE, 2, this.keys.next, this.keys.paused, String(this.intervalMs))) as [
          number,
          number,
        ];
      } catch (error) {
        this.onError(error as Error);
        return this.fallback.acquire();
      }
      if (paused > 0) this.pausedUntilMs = Math.max(this.pausedUntilMs, Date.now() + paused);
      if (wait <= 0) return;
      await sleep(wait);
      // A pause set by any process while this one waited holds it too: queue again behind it.
      const remaining = await this.remaining();
      if (remaining <= 0) return;
      this.pausedUntilMs = Math.max(this.pausedUntilMs, Date.now() + remaining);
    }
  }

  pauseUntil(until: number): void {
    const ms = Math.max(0, until - Date.now());
    this.pausedUntilMs = Math.max(this.pausedUntilMs, until);
    this.fallback.pauseUntil(until);
    // Shared with every process; a failure leaves this process paused on its own.
    void (this.client.eval(PAUSE, 1, this.keys.paused, String(ms)) as Promise<unknown>).catch((error: Error) => this.onError(error));
  }

  async close(): Promise<void> {
    if (this.ownClient) await this.client.quit().catch(() => this.client.disconnect());
  }

  private async remaining(): Promise<number> {
    try {
      return Number(await this.client.eval(REMAINING, 1, this.keys.paused));
    } catch (error) {
      this.onError(error as Error);
      return this.fallback.pausedUntil - Date.now();
    }
  }
}
