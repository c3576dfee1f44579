import { afterEach, describe, expect, it } from "vitest";
import { ServiceMetrics } from "../../../src/metrics/service-metrics.js";
import { LocalRequestGate } from "../../../src/edgar/request-gate.js";
import { MeteredRequestGate } from "../../../src/edgar/metered-request-gate.js";
import { ResultCache } from "../../../src/tools/result-cache.js";
import type { JobQueue } from "../../../src/jobs/job-engine.js";
import { createTestApp, type TestApp } from "../support/test-app.js";
import { bearer, callTier } from "../support/requests.js";

/** The value of one sample line of the exposition text, or null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const braces = /\{([^}]*)\}/.exec(line)?.[1] ?? "";
    const have = braces.split(",");
    if (wanted.every((w) => have.includes(w))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return null;
}

describe("/metrics (Prometheus)", () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const queue: JobQueue = {
    submit: () => Promise.reject(new Error("unused")),
    get: async () => null,
    counts: async () => ({ queued: 4, running: 1, completed: 7, failed: 2 }),
  };

  it("counts requests per route template and status, and reports queue depth read at scrape time", async () => {
    const metrics = new ServiceMetrics({ jobs: queue });
    t = await createTestApp();
    const app = await t.rebuild({ metrics: { metrics, token: null } });
    await callTier(app, "public");
    await callTier(app, "public");
    await callTier(app, "paid"); // no key: 401
    await callTier(app, "paid", { authorization: bearer(t.key.paid) });
    await app.inject({ url: "/no/such/route/123" });
    const response = await app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const text = response.body;
    const publicRoute = (await app.inject({ url: "/openapi.json" })).json().paths;
    const paths = Object.keys(publicRoute);
    expect(paths).not.toContain("/metrics");
    const routes = text.split("\n").filter((l) => l.startsWith("fds_http_requests_total{"));
    expect(routes.length).toBeGreaterThan(0);
    // The unmatched URL is one label, never the raw path.
    expect(text).not.toContain("/no/such/route/123");
    expect(sample(text, "fds_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    expect(routes.some((l) => l.includes('status="401"'))).toBe(true);
    const ok = routes.filter((l) => l.includes('status="200"')).reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
    expect(ok).toBe(3);
    expect(text).toMatch(/fds_http_request_duration_seconds_bucket\{/);
    expect(sample(text, "fds_jobs", { state: "queued" })).toBe(4);
    expect(sample(text, "fds_jobs", { state: "failed" })).toBe(2);
    // Requests are tallied and counted at scrape time: a second scrape adds only what came since.
    await callTier(app, "public");
    const again = (await app.inject({ url: "/metrics" })).body;
    expect(sample(again, "fds_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    const toolOk = again
      .split("\n")
      .filter((l) => l.startsWith("fds_http_requests_total{") && l.includes('status="200"') && !/route="\/(metrics|openapi\.json)"/.test(l))
      .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
    expect(toolOk).toBe(4);
    expect(sample(again, "fds_http_requests_total", { method: "GET", route: "/metrics", status: "200" })).toBe(1);
  });

  it("wants the operator's bearer token when FDS_METRICS_TOKEN is set", async () => {
    t = await createTestApp();
    const app = await t.rebuild({ metrics: { metrics: new ServiceMetrics(), token: "s3cret-metrics" } });
    expect((await app.inject({ url: "/metrics" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: "Bearer wrong" } })).statusCode).toBe(401);
    expect((await app.inject({ url: "/metrics", headers: { authorization: "Bearer s3cret-metrics" } })).statusCode).toBe(200);
  });

  it("is not served when metrics are off", async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(404);
  });

  it("counts EDGAR requests, the gate's waits and throttling, job attempts and cache hits", async () => {
    const metrics = new ServiceMetrics();
    const gate = new MeteredRequestGate(new LocalRequestGate({ requestsPerSecond: 1000 }), {
      admitted: (ms) => (metrics.edgarRequests.inc(), metrics.edgarGateWait.observe(ms / 1000)),
      paused: () => metrics.edgarThrottled.inc(),
    });
    for (let i = 0; i < 3; i++) await gate.acquire();
    gate.pauseUntil(Date.now() + 5);
    metrics.onJobAttempt({ kind: "warm_metric_cache", outcome: "retried", durationMs: 20, error: "x" });
    metrics.onJobAttempt({ kind: "warm_metric_cache", outcome: "completed", durationMs: 40, error: null });
    const cache = new ResultCache({ refresh: async () => {}, isCurrent: () => true, onRetire: () => {} });
    metrics.countLookups("results", () => cache.counts());
    expect((await cache.answer("k", async () => ({ v: 1 }))).toString()).toBe('{"v":1}');
    expect((await cache.answer("k", async () => ({ v: 2 }))).toString()).toBe('{"v":1}');
    expect(await cache.get("k")).not.toBeNull();
    const text = await metrics.registry.metrics();
    expect(sample(text, "fds_edgar_requests_total")).toBe(3);
    expect(sample(text, "fds_edgar_gate_wait_seconds_count")).toBe(3);
    expect(sample(text, "fds_edgar_throttled_total")).toBe(1);
    expect(sample(text, "fds_job_attempts_total", { kind: "warm_metric_cache", outcome: "retried" })).toBe(1);
    expect(sample(text, "fds_job_attempts_total", { kind: "warm_metric_cache", outcome: "completed" })).toBe(1);
    expect(sample(text, "fds_cache_lookups_total", { cache: "results", outcome: "hit" })).toBe(2);
    expect(sample(text, "fds_cache_lookups_total", { cache: "results", outcome: "miss" })).toBe(1);
    // Tallies read at scrape time: a second scrape adds only what happened since the first.
    await cache.answer("k", async () => ({ v: 3 }));
    const again = await metrics.registry.metrics();
    expect(sample(again, "fds_cache_lookups_total", { cache: "results", outcome: "hit" })).toBe(3);
    expect(sample(again, "fds_cache_lookups_total", { cache: "results", outcome: "miss" })).toBe(1);
  });
});
