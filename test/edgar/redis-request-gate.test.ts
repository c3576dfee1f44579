import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { RedisRequestGate } from "../../src/edgar/redis-request-gate.js";
import { dropRedisPrefix, probeRedis, REDIS_TEST_URL } from "../jobs/engine-targets.js";

const redisDown = await probeRedis();
if (redisDown !== null)
  console.warn(`[edgar tests] NOTICE: Redis at ${REDIS_TEST_URL} does not answer (${redisDown}): the shared EDGAR gate tests are SKIPPED`);

/** Two gates on one prefix stand for two processes (on any machines) sharing SEC's budget. */
describe.skipIf(redisDown !== null)("RedisRequestGate: SEC's budget shared through Redis", () => {
  const gates: RedisRequestGate[] = [];
  let prefix = "";
  /** The gates' keys, read as they stand in Redis (times on Redis's clock). */
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true });
  const stored = async (key: "next-slot" | "paused-until") => Number(await redis.get(`${prefix}:${key}`));
  afterAll(() => redis.quit());
  /** Redis's clock in ms, as the gate's scripts read it. */
  const redisNow = async () => {
    const [seconds, micros] = await redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  };
  const pair = (requestsPerSecond: number) => {
    prefix = `fds-test-edgar-${randomBytes(6).toString("hex")}`;
    const made = [0, 1].map(() => new RedisRequestGate({ redis: REDIS_TEST_URL, keyPrefix: prefix, requestsPerSecond }));
    gates.push(...made);
    return made as [RedisRequestGate, RedisRequestGate];
  };
  afterEach(async () => {
    for (const g of gates.splice(0)) await g.close();
    await dropRedisPrefix(prefix);
  });

  it("spaces request starts across processes: each start reserves the shared next slot a full interval on", async () => {
    const [a, b] = pair(50);
    const take = async (gate: RedisRequestGate, n: number) => {
      for (let i = 0; i < n; i++) await gate.acquire();
    };
    await a.acquire();
    const afterFirst = await stored("next-slot");
    const began = performance.now();
    await Promise.all([take(a, 19), take(b, 20), take(a, 10)]);
    const elapsed = performance.now() - began;
    // Every one of the other 49 starts, from either process, moved the one shared slot on by
    // 20 ms (more if it came when the gate was idle): no sliding second holds more than 50.
    expect((await stored("next-slot")) - afterFirst).toBeGreaterThanOrEqual(49 * 20);
    // And each waited for its slot: the 49 took at least 48 intervals (a lower bound, which load
    // cannot break; it allows for the first of them reserving the slot right after the first start).
    expect(elapsed).toBeGreaterThanOrEqual(48 * 20 - 5);
  });

  it("a rate-limit pause set by one process holds the other", async () => {
    const [a, b] = pair(100);
    await b.acquire();
    a.pauseUntil(Date.now() + 400);
    // The pause is written to Redis asynchronously: wait until it has landed.
    await vi.waitFor(async () => expect(await stored("paused-until")).toBeGreaterThan(0));
    const pausedUntil = await stored("paused-until");
    const began = Date.now();
    await b.acquire();
    // b started no earlier than the pause's end, on Redis's clock (the gate's own).
    expect(await redisNow()).toBeGreaterThanOrEqual(pausedUntil);
    expect(b.pausedUntil).toBeGreaterThan(began);
  });
});
