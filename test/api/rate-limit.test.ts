import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimitConfig } from "../../src/auth/index.js";
import { bearer, callTier, ECHO_INPUT } from "./support/requests.js";
import { createTestApp, PLAYGROUND_TOKEN, ROOMY_LIMITS, type TestApp } from "./support/test-app.js";
import { POSTGRES_TEST_URL } from "../store/store-targets.js";
import { REDIS_TEST_URL } from "../support/test-services.js";

const REDIS_URL = REDIS_TEST_URL;
const WEEK = 7 * 86_400;

/** Spec part 8's sizes where a test needs them, roomy elsewhere. */
const LIMITS: RateLimitConfig = {
  ...ROOMY_LIMITS,
  public: { points: 5, windowSeconds: WEEK },
  registered: { points: 20, windowSeconds: WEEK },
  playground: { points: 30, windowSeconds: 3_600 },
};

/** Whether Redis answers a PING within a second; the reason when it does not. */
async function probeRedis(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.disconnect();
  }
}

/** Whether PostgreSQL answers within a second; the reason when it does not. */
async function probePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function sqlOn(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

function count(responses: readonly LightMyRequestResponse[]): { ok: number; limited: number; other: number } {
  const ok = responses.filter((r) => r.statusCode === 200).length;
  const limited = responses.filter((r) => r.statusCode === 429).length;
  return { ok, limited, other: responses.length - ok - limited };
}

/** 50 concurrent calls with one registered key against a bucket of 20. */
async function burst(apps: readonly FastifyInstance[], key: string, n = 50): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) => callTier(apps[i % apps.length] as FastifyInstance, "registered", { authorization: bearer(key) })),
  );
}

function expectExactlyTwenty(responses: readonly LightMyRequestResponse[]): void {
  expect(count(responses)).toEqual({ ok: 20, limited: 30, other: 0 });
  // Each admitted request saw a different remaining count: 19 down to 0.
  const remaining = responses.filter((r) => r.statusCode === 200).map((r) => Number(r.headers["ratelimit-remaining"]));
  expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
}

describe("rate limits, in-process", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: LIMITS });
  });
  afterAll(() => t?.close());

  it("lets exactly 20 of 50 concurrent requests through a bucket of 20", async () => {
    expectExactlyTwenty(await burst([t.app], t.key.registered));
  });

  it("refuses with 429 rate_limited, Retry-After and RateLimit-* headers; sets RateLimit-* on success", async () => {
    const app = await t.rebuild({ limits: { ...LIMITS, paid: { points: 2, windowSeconds: 3_600 } } });
    const first = await callTier(app, "paid", { authorization: bearer(t.key.paid) });
    expect(first.statusCode).toBe(200);
    expect(first.headers["ratelimit-limit"]).toBe("2");
    expect(first.headers["ratelimit-remaining"]).toBe("1");
    expect(Number(first.headers["ratelimit-reset"])).toBeGreaterThan(3_590);
    expect(Number(first.headers["ratelimit-reset"])).toBeLessThanOrEqual(3_600);
    await callTier(app, "paid", { authorization: bearer(t.key.paid) });
    const refused = await callTier(app, "paid", { authorization: bearer(t.key.paid) });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3_590);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(refused.headers["ratelimit-limit"]).toBe("2");
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    expect(refused.headers["ratelimit-reset"]).toBe(String(retryAfter));
    expect(refused.json()).toMatchObject({
      error: { code: "rate_limited", retry_after_seconds: retryAfter, limit: 2, window_seconds: 3_600 },
    });
  });

  it("public buckets are per client IP, read from X-Forwarded-For only when trustProxy is set", async () => {
    const trusting = await t.rebuild({ trustProxy: true });
    const a = await Promise.all(Array.from({ length: 7 }, () => callTier(trusting, "public", { forwardedFor: "203.0.113.1" })));
    expect(count(a)).toEqual({ ok: 5, limited: 2, other: 0 });
    const b = await callTier(trusting, "public", { forwardedFor: "203.0.113.2" });
    expect(b.statusCode).toBe(200);
    expect(b.headers["ratelimit-remaining"]).toBe("4");

    const untrusting = await t.rebuild({ trustProxy: false });
    const spoofed = await Promise.all(
      Array.from({ length: 7 }, (_, i) => callTier(untrusting, "public", { forwardedFor: `198.51.100.${i}`, remoteAddress: "192.0.2.9" })),
    );
    expect(count(spoofed)).toEqual({ ok: 5, limited: 2, other: 0 });
    // Another socket address is another bucket.
    expect((await callTier(untrusting, "public", { remoteAddress: "192.0.2.10" })).statusCode).toBe(200);
  });

  it("the playground has its own per-IP bucket of 30 per hour, apart from the public one", async () => {
    const app = await t.rebuild({});
    const calls = await Promise.all(
      Array.from({ length: 35 }, () => callTier(app, "public", { authorization: bearer(PLAYGROUND_TOKEN), remoteAddress: "192.0.2.50" })),
    );
    expect(count(calls)).toEqual({ ok: 30, limited: 5, other: 0 });
    expect(calls.find((r) => r.statusCode === 200)?.headers["ratelimit-limit"]).toBe("30");
    // Same IP without the token: the public bucket is untouched.
    expect((await callTier(app, "public", { remoteAddress: "192.0.2.50" })).headers["ratelimit-remaining"]).toBe("4");
    // Another visitor of the playground: a fresh bucket.
    expect((await callTier(app, "public", { authorization: bearer(PLAYGROUND_TOKEN), remoteAddress: "192.0.2.51" })).statusCode).toBe(200);
  });

  it("internal keys are unlimited and get no RateLimit headers", async () => {
    const app = await t.rebuild({ limits: LIMITS });
    const calls = await Promise.all(
      Array.from({ length: 200 }, () => callTier(app, "internal", { authorization: bearer(t.key.internal) })),
    );
    expect(count(calls)).toEqual({ ok: 200, limited: 0, other: 0 });
    expect(calls[0]?.headers["ratelimit-limit"]).toBeUndefined();
  });

  it("one bucket per key, shared by every tool", async () => {
    const app = await t.rebuild({ limits: { ...LIMITS, paid: { points: 4, windowSeconds: 3_600 } } });
    const auth = { authorization: bearer(t.key.paid) };
    const calls = [
      await callTier(app, "public", auth),
      await callTier(app, "registered", auth),
      await callTier(app, "paid", auth),
      await app.inject({ url: "/api/warm/job-1", headers: auth }),
      await callTier(app, "public", auth),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 429]);
  });

  it("401, 403 and 422 answers do not take from the bucket; tool errors do", async () => {
    const app = await t.rebuild({ limits: { ...LIMITS, registered: { points: 3, windowSeconds: 3_600 } } });
    const auth = { authorization: bearer(t.key.registered) };
    for (let i = 0; i < 5; i++) {
      expect((await callTier(app, "paid", auth)).statusCode).toBe(403);
      expect((await app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=9", headers: auth })).statusCode).toBe(422);
      expect((await callTier(app, "public", { authorization: bearer("fds_unknownUnknownUnknownUnknown12") })).statusCode).toBe(401);
    }
    const failing = await app.inject({ url: "/api/filings", query: { ...stringify(ECHO_INPUT), fail: "fds" }, headers: auth });
    expect(failing.statusCode).toBe(400); // metric_not_found on a route that declares no 404
    expect(failing.headers["ratelimit-remaining"]).toBe("2");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await callTier(app, "public", auth)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("rate limits, in the data directory's SQLite file (the default without Redis)", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-limits-"));
    t = await createTestApp({ limits: LIMITS, limiterBackend: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lets exactly 20 of 50 concurrent requests through a bucket of 20", async () => {
    expectExactlyTwenty(await burst([t.app], t.key.registered));
  });

  it("shares buckets between apps (processes) of one data directory: two apps, one bucket, still exactly 20", async () => {
    const shared = await mkdtemp(join(tmpdir(), "fds-limits-"));
    try {
      const apps = [await t.rebuild({ limiterBackend: { dataDir: shared } }), await t.rebuild({ limiterBackend: { dataDir: shared } })];
      expectExactlyTwenty(await burst(apps, t.key.registered));
      // The other app's 429 carries the window the first request started.
      const refused = await callTier(apps[1] as FastifyInstance, "registered", { authorization: bearer(t.key.registered) });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(WEEK - 60);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(WEEK);
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  });
});

describe("rate limits, in the PostgreSQL store (the default without Redis when the store is PostgreSQL)", async () => {
  const unreachable = await probePostgres(POSTGRES_TEST_URL);
  if (unreachable !== null) {
    console.warn(
      `\n[api tests] NOTICE: PostgreSQL at ${POSTGRES_TEST_URL} does not answer (${unreachable}); the PostgreSQL rate-limit tests are SKIPPED. Set FDS_TEST_DATABASE_URL to run them.\n`,
    );
  }
  const schema = `fds_test_rl_${randomBytes(6).toString("hex")}`;
  let t: TestApp;
  beforeAll(async () => {
    if (unreachable !== null) return;
    await sqlOn(POSTGRES_TEST_URL, `create schema ${schema}`);
    t = await createTestApp({ limits: LIMITS, limiterBackend: { postgres: POSTGRES_TEST_URL, schema } });
  });
  afterAll(async () => {
    await t?.close();
    if (unreachable === null) await sqlOn(POSTGRES_TEST_URL, `drop schema if exists ${schema} cascade`);
  });

  it.skipIf(unreachable !== null)(
    "shares buckets between apps (processes): two apps, one bucket, still exactly 20, counted in the store's schema",
    async () => {
      const apps = [t.app, await t.rebuild({ limiterBackend: { postgres: POSTGRES_TEST_URL, schema } })];
      expectExactlyTwenty(await burst(apps, t.key.registered));
      const refused = await callTier(apps[1] as FastifyInstance, "registered", { authorization: bearer(t.key.registered) });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(WEEK - 60);
      // One row for the key; every request counted, the 31 refused ones too.
      expect(await sqlOn(POSTGRES_TEST_URL, `select points from ${schema}.rate_limits where key like '%:registered:key:%'`)).toEqual([
        { points: 51 },
      ]);
    },
  );
});

describe("rate limits, Redis", async () => {
  const unreachable = await probeRedis(REDIS_URL);
  if (unreachable !== null) {
    console.warn(
      `\n[api tests] NOTICE: Redis at ${REDIS_URL} does not answer (${unreachable}); the Redis rate-limit tests are SKIPPED. Set FDS_TEST_REDIS_URL to run them.\n`,
    );
  }
  let t: TestApp;
  const prefix = `fds-test:${randomBytes(6).toString("hex")}`;
  beforeAll(async () => {
    if (unreachable !== null) return;
    t = await createTestApp({ limits: LIMITS, limiterBackend: { redis: REDIS_URL, keyPrefix: prefix } });
  });
  afterAll(async () => {
    await t?.close();
    if (unreachable !== null) return;
    const client = new Redis(REDIS_URL);
    const stale = await client.keys(`${prefix}*`);
    if (stale.length > 0) await client.del(...stale);
    client.disconnect();
  });

  it.skipIf(unreachable !== null)("lets exactly 20 of 50 concurrent requests through a bucket of 20", async () => {
    expectExactlyTwenty(await burst([t.app], t.key.registered));
  });

  it.skipIf(unreachable !== null)("shares buckets between processes: two apps, one bucket, still exactly 20", async () => {
    const shared = { limits: LIMITS, limiterBackend: { redis: REDIS_URL, keyPrefix: `${prefix}:shared` } };
    const apps = [await t.rebuild(shared), await t.rebuild(shared)];
    expectExactlyTwenty(await burst(apps, t.key.registered));
  });

  it.skipIf(unreachable !== null)("sets Retry-After and RateLimit headers from Redis' TTL", async () => {
    const app = await t.rebuild({ limits: LIMITS, limiterBackend: { redis: REDIS_URL, keyPrefix: `${prefix}:headers` } });
    const calls = await Promise.all(Array.from({ length: 6 }, () => callTier(app, "public", { remoteAddress: "192.0.2.77" })));
    const refused = calls.find((r) => r.statusCode === 429);
    expect(refused?.headers["ratelimit-limit"]).toBe("5");
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(WEEK - 60);
    expect(Number(refused?.headers["retry-after"])).toBeLessThanOrEqual(WEEK);
  });

  it.skipIf(unreachable !== null)("falls back to an in-process bucket of the same size when Redis goes away", async () => {
    const client = new Redis(REDIS_URL);
    client.on("error", () => undefined);
    const app = await t.rebuild({ limits: LIMITS, limiterBackend: { redis: client, keyPrefix: `${prefix}:gone` } });
    expect((await callTier(app, "public", { remoteAddress: "192.0.2.88" })).headers["ratelimit-remaining"]).toBe("4");
    client.disconnect();
    const calls = await Promise.all(Array.from({ length: 7 }, () => callTier(app, "public", { remoteAddress: "192.0.2.89" })));
    expect(count(calls)).toEqual({ ok: 5, limited: 2, other: 0 });
  });

  it("a Redis URL that does not answer is an error at start", async () => {
    const { openRequestLimiter } = await import("../../src/auth/index.js");
    await expect(openRequestLimiter(LIMITS, { redis: "redis://127.0.0.1:1" })).rejects.toThrow(/does not answer/);
  });
});

function stringify(o: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
}
