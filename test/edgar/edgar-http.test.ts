import { gzipSync } from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { EdgarClient } from "../../src/edgar/edgar-client.js";
import { edgarConfigFromEnv } from "../../src/edgar/edgar-config.js";
import {
  EdgarNotFoundError,
  EdgarRateLimitedError,
  EdgarUnavailableError,
  EdgarUserAgentError,
} from "../../src/edgar/edgar-errors.js";
import { EdgarHttp } from "../../src/edgar/edgar-http.js";
import { LocalRequestGate } from "../../src/edgar/request-gate.js";
import { removeTempCacheDirs, TEST_USER_AGENT, testEdgarConfig } from "../support/edgar-test-config.js";
import { startScriptedServer, type ScriptedReply, type ScriptedServer } from "../support/scripted-server.js";

const SEC_BLOCK_PAGE = `<html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body>
<h1>Your Request Originates from an Undeclared Automated Tool</h1></body></html>`;

let server: ScriptedServer | null = null;
afterAll(removeTempCacheDirs);
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(reply: (n: number) => ScriptedReply): Promise<ScriptedServer> {
  server = await startScriptedServer((_req, n) => reply(n));
  return server;
}

/** A fast gate so tests about retries are not slowed by SEC's 10/s. */
const fastGate = () => new LocalRequestGate({ requestsPerSecond: 1000 });

describe("EdgarHttp", () => {
  it("fails without FDS_SEC_USER_AGENT, naming the variable and the expected form, before any request", async () => {
    const s = await serve(() => ({ status: 200, body: "{}" }));
    const config = edgarConfigFromEnv({ FDS_SEC_WWW_URL: s.url, FDS_SEC_DATA_URL: s.url }, { cacheDir: "/nonexistent" });
    const client = new EdgarClient(config, { gate: fastGate() });
    const error = await client.getFilingSource(320193, "0000320193-25-000057").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EdgarUserAgentError);
    expect((error as Error).message).toContain("FDS_SEC_USER_AGENT");
    expect((error as Error).message).toContain("Company Name contact@example.com");
    await expect(client.lookupCik("AAPL")).rejects.toBeInstanceOf(EdgarUserAgentError);
    expect(s.hits).toHaveLength(0);
  });

  it("refuses an agent without a contact address", async () => {
    const s = await serve(() => ({ status: 200 }));
    const http = new EdgarHttp(testEdgarConfig(s.url, { userAgent: "curl/8.0" }), fastGate());
    await expect(http.get(`${s.url}/x`)).rejects.toThrow(/contact e-mail/);
    expect(s.hits).toHaveLength(0);
  });

  it("declares the User-Agent, accepts gzip and decodes it", async () => {
    const body = JSON.stringify({ hello: "edgar" });
    const s = await serve(() => ({ status: 200, body: gzipSync(body), headers: { "Content-Encoding": "gzip" } }));
    const http = new EdgarHttp(testEdgarConfig(s.url), fastGate());
    expect((await http.get(`${s.url}/files/x.json`)).toString()).toBe(body);
    expect(s.hits[0]?.headers["user-agent"]).toBe(TEST_USER_AGENT);
    expect(s.hits[0]?.headers["accept-encoding"]).toBe("gzip, deflate");
  });

  it("retries 5xx with backoff: 500, 500, then 200 succeeds on the third attempt", async () => {
    const s = await serve((n) => (n < 2 ? { status: 500, body: "oops" } : { status: 200, body: "ok" }));
    const http = new EdgarHttp(testEdgarConfig(s.url), fastGate());
    expect((await http.get(`${s.url}/doc.htm`)).toString()).toBe("ok");
    expect(s.hits).toHaveLength(3);
    expect(http.requestCount).toBe(3);
  });

  it("gives up after the retry budget with EdgarUnavailableError", async () => {
    const s = await serve(() => ({ status: 503 }));
    const http = new EdgarHttp(testEdgarConfig(s.url, { maxRetries: 2 }), fastGate());
    const error = await http.get(`${s.url}/doc.htm`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EdgarUnavailableError);
    expect(error).toMatchObject({ status: 503, attempts: 3, code: "EDGAR_UNAVAILABLE" });
    expect(s.hits).toHaveLength(3);
  });

  it("answers 404 with EdgarNotFoundError and does not retry", async () => {
    const s = await serve(() => ({ status: 404 }));
    const http = new EdgarHttp(testEdgarConfig(s.url), fastGate());
    await expect(http.get(`${s.url}/missing.htm`)).rejects.toBeInstanceOf(EdgarNotFoundError);
    expect(s.hits).toHaveLength(1);
  });

  it("does not retry other 4xx, including a 403 that is not SEC's rate-limit page", async () => {
    const s = await serve(() => ({ status: 403, body: "<Error><Code>AccessDenied</Code></Error>" }));
    const gate = fastGate();
    const http = new EdgarHttp(testEdgarConfig(s.url), gate);
    await expect(http.get(`${s.url}/x`)).rejects.toMatchObject({ code: "EDGAR_UNAVAILABLE", status: 403 });
    expect(s.hits).toHaveLength(1);
    expect(gate.pausedUntil).toBeLessThan(Date.now());
  });

  it("retries timeouts and network errors", async () => {
    const s = await serve((n) => (n === 0 ? "hang" : n === 1 ? "destroy" : { status: 200, body: "late" }));
    const http = new EdgarHttp(testEdgarConfig(s.url, { timeoutMs: 200 }), fastGate());
    expect((await http.get(`${s.url}/slow`)).toString()).toBe("late");
    expect(s.hits).toHaveLength(3);
  });

  it("reports a timeout that never ends as EdgarUnavailableError", async () => {
    const s = await serve(() => "hang");
    const http = new EdgarHttp(testEdgarConfig(s.url, { timeoutMs: 100, maxRetries: 1 }), fastGate());
    await expect(http.get(`${s.url}/slow`)).rejects.toThrow(/timed out/);
    expect(s.hits).toHaveLength(2);
  });

  it("on 429 pauses every request for the configured pause, then retries", async () => {
    const s = await serve((n) => (n === 0 ? { status: 429 } : { status: 200, body: `ok${n}` }));
    const gate = fastGate();
    const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 400 }), gate);
    const first = http.get(`${s.url}/a`);
    // Let the 429 land, then start an unrelated request: it must wait out the pause too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = http.get(`${s.url}/b`);
    await Promise.all([first, other]);
    const [blocked, ...after] = s.hits;
    expect(blocked?.path).toBe("/a");
    expect(after).toHaveLength(2);
    for (const hit of after) expect(hit.at - blocked!.at).toBeGreaterThanOrEqual(390);
  });

  it("treats a 403 carrying SEC's rate-limit page like a 429", async () => {
    const s = await serve((n) => (n === 0 ? { status: 403, body: SEC_BLOCK_PAGE } : { status: 200, body: "ok" }));
    const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 300 }), fastGate());
    expect((await http.get(`${s.url}/a`)).toString()).toBe("ok");
    expect(s.hits[1]!.at - s.hits[0]!.at).toBeGreaterThanOrEqual(290);
  });

  it("throws EdgarRateLimitedError when still limited after the pause, and a new hit extends the pause", async () => {
    const s = await serve(() => ({ status: 429 }));
    const gate = fastGate();
    const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 200, maxRateLimitRetries: 1 }), gate);
    const started = Date.now();
    const error = await http.get(`${s.url}/a`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EdgarRateLimitedError);
    expect(s.hits).toHaveLength(2);
    // The second 429 came after the first pause and started a new one from then.
    expect((error as EdgarRateLimitedError).retryAt).toBeGreaterThanOrEqual(started + 400 - 10);
    expect(gate.pausedUntil).toBe((error as EdgarRateLimitedError).retryAt);
  });

  it("keeps to the configured rate: 30 requests at 10/s take at least 2.9 s, never 11 in a second", async () => {
    const s = await serve(() => ({ status: 200, body: "ok" }));
    const http = new EdgarHttp(testEdgarConfig(s.url), new LocalRequestGate({ requestsPerSecond: 10 }));
    const started = performance.now();
    await Promise.all(Array.from({ length: 30 }, (_, i) => http.get(`${s.url}/r${i}`)));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2_850);
    const times = s.hits.map((h) => h.at).sort((a, b) => a - b);
    // Starts are 100 ms apart; allow loopback jitter by looking at 950 ms windows.
    for (let i = 0; i < times.length; i++) expect(times.filter((t) => t >= times[i]! && t < times[i]! + 950).length).toBeLessThanOrEqual(10);
  });
});
