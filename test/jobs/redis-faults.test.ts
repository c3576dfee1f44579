import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey, openRequestLimiter } from "../../src/auth/index.js";
import { FdsError } from "../../src/model/index.js";
import { BullmqJobEngine } from "../../src/jobs/bullmq-engine.js";
import { ServiceMetrics } from "../../src/metrics/service-metrics.js";
import { IMPLEMENTED_SERVICE_OPERATIONS, IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { createTestApp, ROOMY_LIMITS, type TestApp } from "../api/support/test-app.js";
import { FaultProxy } from "../support/fault-proxy.js";
import { dropRedisPrefix, probeRedis, REDIS_TEST_URL, TEST_RETRY } from "./engine-targets.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const redisDown = await probeRedis();

describe.skipIf(redisDown !== null)("Redis refused or stalled mid-run", () => {
  const prefix = `fds-test-${randomBytes(6).toString("hex")}`;
  const target = new URL(REDIS_TEST_URL);
  let proxy: FaultProxy;
  let engine: BullmqJobEngine;
  let t: TestApp;
  let app: FastifyInstance;
  let key: string;
  const metrics = new ServiceMetrics();

  beforeAll(async () => {
    proxy = await FaultProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(REDIS_TEST_URL);
    through.host = `127.0.0.1:${proxy.port}`;
    engine = new BullmqJobEngine({ redisUrl: through.toString(), prefix, retry: TEST_RETRY });
    await engine.ready();
    const limiter = await openRequestLimiter(ROOMY_LIMITS, {
      redis: through.toString(),
      keyPrefix: `${prefix}:rl`,
      onFallback: () => metrics.limiterFallbacks.inc(),
    });
    t = await createTestApp();
    app = await t.rebuild({
      deps: { ...offlineToolDeps(t.store), jobs: engine },
      tools: [...IMPLEMENTED_TOOLS, ...IMPLEMENTED_SERVICE_OPERATIONS],
      limiter,
      readiness: [{ name: "jobs", check: () => engine.ready() }],
      metrics: { metrics, token: null },
    });
    app.addHook("onClose", async () => limiter.close());
    key = (await issueApiKey(t.keys, { name: "paid", tier: "paid" })).key;
  }, 30_000);
  afterAll(async () => {
    await proxy?.set("pass");
    await t?.close();
    await engine?.close();
    await proxy?.stop();
    await dropRedisPrefix(prefix);
  });

  it("queues while Redis answers, says 503 jobs_unavailable while it does not, and heals without a restart", async () => {
    await engine.submit({ kind: "warm_metric_cache", owner: "key_a", input: { n: 1 } });
    await proxy.set("refuse");
    for (const mode of ["refuse", "stall"] as const) {
      await proxy.set(mode);
      // A stalled Redis never answers and ioredis has no command deadline of its own: an error
      // while stalled is the engine's command deadline (2 s); without it the submit would hang
      // until the test times out.
      const error = await engine.submit({ kind: "warm_metric_cache", owner: "key_a", input: { n: 2 } }).catch((e: unknown) => e);
      expect(error, mode).toBeInstanceOf(FdsError);
      expect((error as FdsError).code).toBe("jobs_unavailable");
      expect((error as FdsError).details.retry_after_seconds).toBe(5);
      await expect(engine.ready()).rejects.toThrow(/job queue/);
    }
    await proxy.set("pass");
    await engine.ready();
    expect((await engine.submit({ kind: "warm_metric_cache", owner: "key_a", input: { n: 3 } })).created).toBe(true);
  }, 60_000);

  it("/readyz names the queue while Redis is down, a warm job's poll is 503; the limiter's fallback shows in /metrics", async () => {
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
    await proxy.set("refuse");
    try {
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unavailable", failed: ["jobs"] });

      const warm = await app.inject({ url: "/api/warm/job_0123456789abcdef01234567", headers: { authorization: `Bearer ${key}` } });
      expect(warm.statusCode, warm.body).toBe(503);
      expect(warm.json().error.code).toBe("jobs_unavailable");
      expect(warm.headers["retry-after"]).toBe("5");
      // A keyed call is counted in this process's memory meanwhile: said in /metrics.
      const call = await app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=4", headers: { authorization: `Bearer ${key}` } });
      expect(call.statusCode).not.toBe(429);
      const exported = (await app.inject({ url: "/metrics" })).body;
      expect(Number(/^fds_rate_limit_fallbacks_total (\d+)/m.exec(exported)?.[1])).toBeGreaterThanOrEqual(1);
    } finally {
      await proxy.set("pass");
    }
    await expect.poll(async () => (await app.inject({ url: "/readyz" })).statusCode, { timeout: 10_000 }).toBe(200);
  }, 60_000);
});
