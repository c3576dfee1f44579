import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMcpEndpoint } from "../../src/mcp/index.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { EquivalenceRegistry } from "../../src/domain/equivalence/equivalence-registry.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, startReplica, type Replica, type RequestGate } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { EmbeddedJobEngine } from "../../src/jobs/embedded-engine.js";
import type { JobWorker } from "../../src/jobs/job-engine.js";
import { openApiKeyStore, type ApiKeyStore, type FilingStore, openJobStore } from "../../src/store/index.js";
import { warmJobHandler } from "../../src/tools/jobs/warm-job-handler.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { eventually, TEST_RETRY } from "../jobs/engine-targets.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";
import { toolError } from "../support/mcp-tool-error.js";
import { DocumentLibrary } from "../../src/domain/documents/index.js";

const corpus = requireCorpus();

/** SEC's pace is irrelevant against the replica; a test may hold every request to watch a job mid-way. */
class HoldableGate implements RequestGate {
  readonly pausedUntil = 0;
  private held: Promise<void> | null = null;
  private releaseHeld: () => void = () => undefined;
  hold(): void {
    this.held ??= new Promise((resolve) => (this.releaseHeld = resolve));
  }
  release(): void {
    this.releaseHeld();
    this.held = null;
  }
  async acquire(): Promise<void> {
    await this.held;
  }
  pauseUntil(): void {}
}

interface Period {
  ticker: string;
  fiscal_year: number;
  quarter: number;
  status: string;
  accession: string | null;
  reason: string | null;
  metrics_found: string[];
  metrics_missing: string[];
}

/**
 * Warm jobs over HTTP on corpus filings, fetched through the EDGAR replica into an empty store,
 * run by the embedded engine. Apple's fiscal 2025 Q3 and Q2 10-Qs and fiscal 2024 10-K are in the
 * corpus (and so on the replica); its fiscal 2025 Q1 10-Q is not.
 */
describe.skipIf(!corpus)("warm routes (embedded engine, EDGAR replica)", () => {
  let testStore: TestStore;
  let store: FilingStore;
  let keys: ApiKeyStore;
  let replica: Replica;
  let deps: ToolDeps;
  let cacheDir: string;
  let paid: string;
  let otherPaid: string;
  let registered: string;
  const closers: (() => Promise<void>)[] = [];
  const gate = new HoldableGate();

  const storeOptions = () =>
    testStore.env.FDS_DATABASE_URL
      ? { databaseUrl: testStore.env.FDS_DATABASE_URL, schema: testStore.env.FDS_DATABASE_SCHEMA }
      : { dataDir: testStore.dataDir };

  /** An app over a fresh engine on the shared job table (a new process, as after a restart); with a worker unless told not. */
  async function serve(options: { worker: boolean }): Promise<{ app: FastifyInstance; stop: () => Promise<void> }> {
    const engine = new EmbeddedJobEngine(await openJobStore(storeOptions()), { retry: TEST_RETRY, pollMs: 25 });
    const appDeps: ToolDeps = { ...deps, jobs: engine };
    const worker: JobWorker | null = options.worker ? engine.work({ warm_metric_cache: warmJobHandler(appDeps) }) : null;
    const app = await buildApp({
      deps: appDeps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await worker?.stop();
      await app.close();
      await engine.close();
    };
    closers.push(stop);
    return { app, stop };
  }

  beforeAll(async () => {
    testStore = await createTestStore();
    store = await testStore.open();
    keys = await openApiKeyStore(storeOptions());
    paid = (await issueApiKey(keys, { name: "paid", tier: "paid" })).key;
    otherPaid = (await issueApiKey(keys, { name: "other paid", tier: "paid" })).key;
    registered = (await issueApiKey(keys, { name: "registered", tier: "registered" })).key;
    replica = await startReplica({ corpusDir: corpus as string });
    cacheDir = await mkdtemp(join(tmpdir(), "fds-warm-cache-"));
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }),
      {
        gate,
      },
    );
    deps = {
      store,
      fetcher: new EdgarFilingFetcher(client, store),
      issuers: client,
      registry: new EquivalenceRegistry(),
      documents: new DocumentLibrary(store),
    };
  }, 60_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await keys?.close();
    await replica?.close();
    await store?.close();
    await testStore?.dispose();
    if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
  });

  const post = (app: FastifyInstance, body: unknown, key = paid) =>
    app.inject({ method: "POST", url: "/api/warm", payload: body as object, headers: { authorization: `Bearer ${key}` } });
  const poll = (app: FastifyInstance, id: string, key = paid) =>
    app.inject({ url: `/api/warm/${id}`, headers: { authorization: `Bearer ${key}` } });
  const finished = (app: FastifyInstance, id: string) =>
    eventually(
      async () => {
        const body = poll(app, id).then((r) => r.json());
        const job = await body;
        return job.state === "completed" || job.state === "failed" ? job : undefined;
      },
      120_000,
      `job ${id} to finish`,
    );

  const APPLE = { ticker: "aapl", metrics: ["revenue", "net income"], periods: 4, end_year: 2025, end_quarter: 3 };

  it("queues a job (201), returns the same job for an identical request, survives a restart, and reports every period", async () => {
    // The first process queues the job and stops before any worker ran it.
    const first = await serve({ worker: false });
    const accepted = await post(first.app, APPLE);
    expect(accepted.statusCode).toBe(201);
    const job = accepted.json();
    expect(job).toMatchObject({ kind: "warm_metric_cache", state: "queued", created: true, poll: `/api/warm/${job.job_id}` });
    expect(job.request).toEqual({ tickers: ["AAPL"], metrics: ["net_income", "revenue"], periods: 4, end_year: 2025, end_quarter: 3 });
    // Same request in other words (case, alias order): the same job.
    const again = await post(first.app, {
      tickers: ["AAPL"],
      metrics: ["net_income", "Revenue"],
      periods: 4,
      end_year: 2025,
      end_quarter: 3,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ job_id: job.job_id, created: false });
    // Another caller's identical request is its own job.
    const theirs = await post(first.app, APPLE, otherPaid);
    expect(theirs.json().job_id).not.toBe(job.job_id);
    expect((await poll(first.app, job.job_id)).json()).toMatchObject({ state: "queued", attempts: 0, counts: { total: 0 } });
    await first.stop();

    // A restarted process resumes the queued job.
    const second = await serve({ worker: true });
    const done = await finished(second.app, job.job_id);
    expect(done.state).toBe("completed");
    expect(done.error).toBeNull();
    expect(done.tickers).toEqual([{ ticker: "AAPL", status: "resolved", end_year: 2025, end_quarter: 3, reason: null }]);
    const byPeriod = Object.fromEntries((done.periods as Period[]).map((p) => [`${p.fiscal_year}Q${p.quarter}`, p]));
    expect(Object.keys(byPeriod)).toEqual(["2024Q4", "2025Q1", "2025Q2", "2025Q3"]);
    expect(byPeriod["2025Q3"]).toMatchObject({
      status: "fetched",
      accession: "0000320193-25-000073",
      metrics_found: ["net_income", "revenue"],
      metrics_missing: [],
    });
    expect(byPeriod["2025Q2"]).toMatchObject({ status: "fetched", accession: "0000320193-25-000057" });
    expect(byPeriod["2024Q4"]).toMatchObject({
      status: "fetched",
      accession: "0000320193-24-000123",
      metrics_found: ["net_income", "revenue"],
    });
    expect(byPeriod["2025Q1"]).toMatchObject({ status: "not_on_edgar", accession: null });
    expect(byPeriod["2025Q1"]!.reason).toMatch(/^filing_not_found: /);
    expect(done.counts).toEqual({ total: 4, pending: 0, fetched: 3, already_cached: 0, not_on_edgar: 1, failed: 0 });
    expect(done.timings.total_ms).toBeGreaterThanOrEqual(done.timings.running_ms);
    // Fetched into the store: a later read needs no EDGAR.
    expect((await store.getFiling("0000320193-25-000073"))?.fiscalPeriod).toBe("Q3");

    // Finished: the identical request is new work, and finds everything cached.
    const later = await post(second.app, APPLE);
    expect(later.json()).toMatchObject({ created: true });
    expect(later.json().job_id).not.toBe(job.job_id);
    const cached = await finished(second.app, later.json().job_id);
    expect(cached.counts).toMatchObject({ already_cached: 3, not_on_edgar: 1, fetched: 0 });
  }, 180_000);

  it("observes a running job's per-period progress", async () => {
    const { app } = await serve({ worker: true });
    gate.hold();
    const accepted = (await post(app, { ticker: "NVDA", metrics: ["revenue"], periods: 3, end_year: 2026, end_quarter: 2 })).json();
    // EDGAR held: the job runs, its quarters are listed, none is settled yet.
    const running = await eventually(async () => {
      const job = (await poll(app, accepted.job_id)).json();
      return job.state === "running" && job.counts.total === 3 ? job : undefined;
    });
    expect(running).toMatchObject({ attempts: 1, finished_at: null, counts: { pending: 3, fetched: 0 } });
    expect(running.started_at).not.toBeNull();
    // Running: measured from the start to the server's now, and the total splits into queued + running.
    expect(Number.isInteger(running.timings.running_ms)).toBe(true);
    expect(running.timings.running_ms).toBeLessThanOrEqual(Date.now() - Date.parse(running.started_at));
    expect(running.timings.total_ms).toBe(running.timings.queued_ms + running.timings.running_ms);
    gate.release();
    const done = await finished(app, accepted.job_id);
    expect(done.state).toBe("completed");
    expect(done.counts.total).toBe(3);
    expect((done.periods as Period[]).map((p) => `${p.fiscal_year}Q${p.quarter}:${p.status}`)).toEqual([
      "2025Q4:fetched",
      "2026Q1:not_on_edgar",
      "2026Q2:fetched",
    ]);
  }, 180_000);

  it("without an end, warms the quarters ending at the ticker's newest report on EDGAR; an unknown ticker is not on EDGAR", async () => {
    const { app } = await serve({ worker: true });
    // Apple's submissions list newer reports (fiscal 2025's 10-K, fiscal 2026 Q1) than the
    // replica serves: its newest served report is the fiscal 2025 Q3 10-Q.
    const stored = new Set((await store.listFilings({ ticker: "AAPL" })).map((f) => f.accession));
    const latest = (await post(app, { ticker: "AAPL", metrics: ["revenue"], periods: 2 })).json();
    expect(latest.request).toMatchObject({ end_year: null, end_quarter: null, periods: 2 });
    const warmed = await finished(app, latest.job_id);
    expect(warmed.tickers).toEqual([{ ticker: "AAPL", status: "resolved", end_year: 2025, end_quarter: 3, reason: null }]);
    expect((warmed.periods as Period[]).map((p) => [p.fiscal_year, p.quarter, p.accession, p.metrics_found])).toEqual([
      [2025, 2, "0000320193-25-000057", ["revenue"]],
      [2025, 3, "0000320193-25-000073", ["revenue"]],
    ]);
    // The newest report is fetched while finding where the quarters end: still this job's fetch.
    for (const p of warmed.periods as Period[]) expect(p.status).toBe(stored.has(p.accession!) ? "already_cached" : "fetched");
    const unknown = (await post(app, { ticker: "ZZZQX", metrics: ["revenue"] })).json();
    const none = await finished(app, unknown.job_id);
    expect(none).toMatchObject({ state: "completed", counts: { total: 0 } });
    expect(none.tickers[0]).toMatchObject({ ticker: "ZZZQX", status: "not_on_edgar", end_year: null });
    expect(none.tickers[0].reason).toMatch(/ticker map has no ZZZQX/);
  }, 60_000);

  it("answers 404 for an unknown job, 403 for another key's job, 422 for a malformed id, 401/403 below the paid tier", async () => {
    const { app } = await serve({ worker: false });
    const mine = (await post(app, { ticker: "TSLA", periods: 1, end_year: 2025, end_quarter: 2 })).json();
    expect((await poll(app, mine.job_id)).statusCode).toBe(200);
    const unknown = await poll(app, "job_0123456789abcdef01234567");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
    const foreign = await poll(app, mine.job_id, otherPaid);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe("job_forbidden");
    expect((await poll(app, "not-a-job")).statusCode).toBe(422);
    expect((await app.inject({ url: `/api/warm/${mine.job_id}` })).statusCode).toBe(401);
    expect((await poll(app, mine.job_id, registered)).statusCode).toBe(403);
    expect((await post(app, { ticker: "TSLA" }, registered)).statusCode).toBe(403);
  });

  it("serves both tools over MCP with the same keys: queue, then poll by job id", async () => {
    const { app } = await serve({ worker: true });
    await registerMcpEndpoint(app, IMPLEMENTED_TOOLS);
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const connect = async (key: string) => {
      const client = new Client({ name: "fds-test", version: "1.0.0" });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
      );
      closers.push(() => client.close());
      return client;
    };
    const mine = await connect(paid);
    const names = (await mine.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["warm_metric_cache", "warm_metric_cache_status"]));
    const queued = await mine.callTool({
      name: "warm_metric_cache",
      arguments: { ticker: "AAPL", metrics: ["revenue"], periods: 1, end_year: 2024, end_quarter: 4 },
    });
    expect(queued.isError).toBeFalsy();
    const id = (queued.structuredContent as { job_id: string }).job_id;
    const done = await eventually(async () => {
      const polled = await mine.callTool({ name: "warm_metric_cache_status", arguments: { job_id: id } });
      const job = polled.structuredContent as { state: string; periods: Period[] };
      return job.state === "completed" ? job : undefined;
    }, 60_000);
    expect(done.periods.map((p) => `${p.fiscal_year}Q${p.quarter}`)).toEqual(["2024Q4"]);
    // Another key's MCP session is refused that job, as over HTTP.
    const theirs = await (await connect(otherPaid)).callTool({ name: "warm_metric_cache_status", arguments: { job_id: id } });
    expect(theirs.isError).toBe(true);
    expect(toolError(theirs)).toMatchObject({ status: 403, error: { code: "job_forbidden" } });
  }, 90_000);

  it("refuses a split metric group (400), a request naming no ticker, half an end and unknown fields (422)", async () => {
    const { app } = await serve({ worker: false });
    const unnamed = await post(app, { metrics: ["revenue"] });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().detail[0]).toMatchObject({ loc: ["body"], msg: "Value error, name a ticker (ticker) or several (tickers)" });
    const split = await post(app, { ticker: "AAPL", metrics: ["debt"] });
    expect(split.statusCode).toBe(400);
    expect(split.json().error.code).toBe("equivalence_group_split");
    const halfEnd = await post(app, { ticker: "AAPL", end_year: 2024 });
    expect(halfEnd.statusCode).toBe(422);
    expect(halfEnd.json().detail[0].msg).toBe(
      "Value error, give end_year and end_quarter together, or neither (the latest reported quarter)",
    );
    const eleven = await post(app, {
      ticker: "AAPL",
      tickers: ["MSFT", "NVDA", "GOOGL", "AMZN", "META", "TSLA", "NFLX", "ADBE", "ORCL", "INTC"],
    });
    expect(eleven.statusCode).toBe(422);
    expect(eleven.json().detail[0].msg).toBe("Value error, at most 10 tickers per warm request, ticker and tickers together");
    expect((await post(app, { ticker: "AAPL", when: "now" })).statusCode).toBe(422);
    expect((await post(app, { ticker: "AAPL", periods: 21 })).statusCode).toBe(422);
  });
});
