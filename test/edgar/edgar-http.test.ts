import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EdgarClient } from "../../src/edgar/edgar-client.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarNotFoundError, EdgarRateLimitedError, EdgarUnavailableError, EdgarUserAgentError } from "../../src/edgar/edgar-errors.js";
import { EdgarHttp } from "../../src/edgar/edgar-http.js";
import { LocalRequestGate, type RequestGate } from "../../src/edgar/request-gate.js";
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

const T0 = 1_000_000_000_000;

/**
 * A gate on a faked Date (frozen at T0 while a test runs): it admits at once, or, while paused,
 * moves the clock to the pause's end as if it had waited. It records the pauses asked of it and
 * the time each caller was admitted, so the rate-limit tests read exact times, whatever the load.
 */
class ClockGate implements RequestGate {
  readonly pauses: number[] = [];
  readonly admittedAt: number[] = [];
  private pausedUntilMs = 0;
  private paused = () => {};
  /** Settles when the first pause is asked for. */
  readonly firstPause = new Promise<void>((resolve) => (this.paused = resolve));
  get pausedUntil(): number {
    return this.pausedUntilMs;
  }
  async acquire(): Promise<void> {
    if (Date.now() < this.pausedUntilMs) vi.setSystemTime(this.pausedUntilMs);
    this.admittedAt.push(Date.now());
  }
  pauseUntil(until: number): void {
    this.pauses.push(until);
    this.pausedUntilMs = Math.max(this.pausedUntilMs, until);
    this.paused();
  }
}

/** A gate that admits callers only when the test says so: what is sent is what was admitted. */
class ManualGate implements RequestGate {
  readonly pausedUntil = 0;
  private readonly queue: (() => void)[] = [];
  acquires = 0;
  get waiting(): number {
    return this.queue.length;
  }
  acquire(): Promise<void> {
    this.acquires++;
    return new Promise((resolve) => this.queue.push(resolve));
  }
  admit(count: number): void {
    for (const resolve of this.queue.splice(0, count)) resolve();
  }
  pauseUntil(): void {}
}

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
    expect(gate.pausedUntil).toBe(0);
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

  describe("on SEC's rate limit", () => {
    // Only Date is faked (sockets and timers run as usual), and only ClockGate moves it.
    beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: T0 }));
    afterEach(() => vi.useRealTimers());

    it("on 429 pauses the shared gate for the configured pause, then retries through it", async () => {
      const s = await serve((n) => (n === 0 ? { status: 429 } : { status: 200, body: `ok${n}` }));
      const gate = new ClockGate();
      const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 400 }), gate);
      const first = http.get(`${s.url}/a`);
      // Once the 429 has paused the gate, an unrelated request is admitted after the pause too.
      await gate.firstPause;
      const other = http.get(`${s.url}/b`);
      expect((await Promise.all([first, other])).map(String).sort()).toEqual(["ok1", "ok2"]);
      expect(gate.pauses).toEqual([T0 + 400]);
      expect(gate.admittedAt).toEqual([T0, T0 + 400, T0 + 400]);
      expect(s.hits.map((h) => h.path).sort()).toEqual(["/a", "/a", "/b"]);
    });

    it("treats a 403 carrying SEC's rate-limit page like a 429", async () => {
      const s = await serve((n) => (n === 0 ? { status: 403, body: SEC_BLOCK_PAGE } : { status: 200, body: "ok" }));
      const gate = new ClockGate();
      const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 300 }), gate);
      expect((await http.get(`${s.url}/a`)).toString()).toBe("ok");
      expect(gate.pauses).toEqual([T0 + 300]);
      expect(gate.admittedAt).toEqual([T0, T0 + 300]);
    });

    it("throws EdgarRateLimitedError when still limited after the pause, and a new hit extends the pause", async () => {
      const s = await serve(() => ({ status: 429 }));
      const gate = new ClockGate();
      const http = new EdgarHttp(testEdgarConfig(s.url, { rateLimitPauseMs: 200, maxRateLimitRetries: 1 }), gate);
      const error = await http.get(`${s.url}/a`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EdgarRateLimitedError);
      expect(s.hits).toHaveLength(2);
      // The second 429 came after the first pause and started a new one from then.
      expect(gate.pauses).toEqual([T0 + 200, T0 + 400]);
      expect((error as EdgarRateLimitedError).retryAt).toBe(T0 + 400);
    });
  });

  it("sends a request only once the gate admits it, and asks the gate again for each retry", async () => {
    // The gate's own tests show it never admits more than its rate in a sliding second; this one
    // shows every request, first attempt or retry, goes through it.
    const s = await serve((n) => (n === 0 ? { status: 500 } : { status: 200, body: "ok" }));
    const gate = new ManualGate();
    const http = new EdgarHttp(testEdgarConfig(s.url), gate);
    const all = Promise.all(Array.from({ length: 30 }, (_, i) => http.get(`${s.url}/r${i}`)));
    await vi.waitFor(() => expect(gate.waiting).toBe(30));
    gate.admit(10);
    await vi.waitFor(() => expect(s.hits).toHaveLength(10));
    // The first hit was a 500: its retry waits on the gate behind the twenty not yet admitted.
    await vi.waitFor(() => expect(gate.waiting).toBe(21));
    expect(s.hits).toHaveLength(10);
    gate.admit(21);
    expect(await all).toHaveLength(30);
    expect(s.hits).toHaveLength(31);
    expect(gate.acquires).toBe(31);
  });
});
