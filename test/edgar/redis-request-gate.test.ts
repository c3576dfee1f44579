import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { RedisRequestGate } from "../../src/edgar/redis-request-gate.js";
import { dropRedisPrefix, probeRedis, REDIS_TEST_URL } from "../jobs/engine-targets.js";

const redisDown = await probeRedis();
if (redisDown !== null) console.warn(`[edgar tests] NOTICE: Redis at ${REDIS_TEST_URL} does not answer (${redisDown}): the shared EDGAR gate tests are SKIPPED`);

/** Two gates on one prefix stand for two processes (on any machines) sharing SEC's budget. */
describe.skipIf(redisDown !== null)("RedisRequestGate: SEC's budget shared through Redis", () => {
  const gates: RedisRequestGate[] = [];
  let prefix = "";
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

  it("spaces request starts across processes: no sliding second over the rate", async () => {
    const [a, b] = pair(50);
    const starts: number[] = [];
    const take = async (gate: RedisRequestGate, n: number) => {
      for (let i = 0; i < n; i++) {
        await gate.acquire();
        starts.push(performance.now());
      }
    };
    const began = performance.now();
    await Promise.all([take(a, 20), take(b, 20), take(a, 10)]);
    const elapsed = performance.now() - began;
    // 50 starts at 50/s: at least 49 intervals of 20 ms.
    expect(elapsed).toBeGreaterThanOrEqual(49 * 20 - 30);
    starts.sort((x, y) => x - y);
    // Any window of one second holds at most 50 starts (a little timer slack allowed).
    for (let i = 0; i + 50 < starts.length; i++) expect(starts[i + 50]! - starts[i]!).toBeGreaterThanOrEqual(1000 - 30);
  });

  it("a rate-limit pause set by one process holds the other", async () => {
    const [a, b] = pair(100);
    await b.acquire();
    a.pauseUntil(Date.now() + 400);
    // The pause is written to Redis asynchronously; give it a moment to land.
    await new Promise((r) => setTimeout(r, 30));
    const began = Date.now();
    await b.acquire();
    expect(Date.now() - began).toBeGreaterThanOrEqual(300);
    expect(b.pausedUntil).toBeGreaterThan(began);
  });
});
