import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { EquivalenceRegistry } from "../../src/domain/equivalence/equivalence-registry.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { BullmqJobEngine } from "../../src/jobs/bullmq-engine.js";
import { openApiKeyStore, type ApiKeyStore, type FilingStore } from "../../src/store/index.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "../api/support/test-app.js";
import { dropRedisPrefix, eventually, probeRedis, REDIS_TEST_URL } from "../jobs/engine-targets.js";
import { requireCorpus } from "../support/corpus.js";
import { tempCacheDir, removeTempCacheDirs, TEST_USER_AGENT } from "../support/edgar-test-config.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { DocumentLibrary } from "../../src/domain/documents/index.js";
import { fdsArgs } from "../support/fds-command.js";

const corpus = requireCorpus();
const redisDown = await probeRedis();
if (redisDown !== null)
  console.warn(`[worker tests] NOTICE: Redis at ${REDIS_TEST_URL} does not answer (${redisDown}): fds worker over BullMQ is SKIPPED`);

/**
 * Scale-out on one machine: two API apps (no workers of their own) and one `fds worker` child
 * process share a Redis queue and a store; EDGAR is the replica of the corpus.
 */
describe.skipIf(!corpus || redisDown !== null)("fds worker (BullMQ on Redis)", () => {
  const prefix = `fds-test-${randomBytes(6).toString("hex")}`;
  let testStore: TestStore;
  let store: FilingStore;
  let keys: ApiKeyStore;
  let replica: Replica;
  let worker: ChildProcess;
  let workerLog = "";
  const apps: FastifyInstance[] = [];
  const engines: BullmqJobEngine[] = [];
  let paid: string;

  async function apiApp(): Promise<FastifyInstance> {
    const engine = new BullmqJobEngine({ redisUrl: REDIS_TEST_URL, prefix });
    await engine.ready();
    engines.push(engine);
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: TEST_USER_AGENT, wwwUrl: replica.url, dataUrl: replica.url, cacheDir: tempCacheDir() }),
    );
    const app = await buildApp({
      deps: {
        store,
        fetcher: new EdgarFilingFetcher(client, store),
        registry: new EquivalenceRegistry(),
        documents: new DocumentLibrary(store),
        jobs: engine,
      },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    testStore = await createTestStore();
    store = await testStore.open();
    keys = await openApiKeyStore(
      testStore.env.FDS_DATABASE_URL
        ? { databaseUrl: testStore.env.FDS_DATABASE_URL, schema: testStore.env.FDS_DATABASE_SCHEMA }
        : { dataDir: testStore.dataDir },
    );
    paid = (await issueApiKey(keys, { name: "paid", tier: "paid" })).key;
    replica = await startReplica({ corpusDir: corpus as string });
    worker = spawn(process.execPath, fdsArgs("worker"), {
      env: {
        ...process.env,
        ...testStore.env,
        FDS_REDIS_URL: REDIS_TEST_URL,
        FDS_JOBS_PREFIX: prefix,
        FDS_SEC_USER_AGENT: TEST_USER_AGENT,
        FDS_SEC_WWW_URL: replica.url,
        FDS_SEC_DATA_URL: replica.url,
        FDS_METRICS_PORT: "0",
        FDS_METRICS_HOST: "127.0.0.1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    worker.stderr?.on("data", (chunk: Buffer) => (workerLog += chunk.toString()));
    await eventually(
      async () => (workerLog.includes("fds worker: running") ? true : undefined),
      60_000,
      `fds worker to start (log: ${workerLog})`,
    );
  }, 90_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((r) => worker.once("exit", r));
      worker.kill("SIGTERM");
      await exited;
    }
    for (const app of apps) await app.close();
    for (const engine of engines) await engine.close();
    await dropRedisPrefix(prefix);
    await keys?.close();
    await replica?.close();
    await store?.close();
    await testStore?.dispose();
    removeTempCacheDirs();
  });

  it("runs a warm job posted to one server; another server polls it; the worker serves its metrics", async () => {
    const [one, two] = [await apiApp(), await apiApp()];
    const auth = { authorization: `Bearer ${paid}` };
    const posted = await one.inject({
      method: "POST",
      url: "/api/warm",
      headers: auth,
      payload: { ticker: "TSLA", metrics: ["revenue"], periods: 2, end_year: 2025, end_quarter: 2 },
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().job_id as string;
    // The identical request on the other server joins the same job.
    const joined = await two.inject({
      method: "POST",
      url: "/api/warm",
      headers: auth,
      payload: { tickers: ["tsla"], metrics: ["revenue"], periods: 2, end_year: 2025, end_quarter: 2 },
    });
    expect(joined.json()).toMatchObject({ job_id: id, created: false });
    const done = await eventually(
      async () => {
        const job = (await two.inject({ url: `/api/warm/${id}`, headers: auth })).json();
        return job.state === "completed" || job.state === "failed" ? job : undefined;
      },
      120_000,
      "the worker to finish the job",
    );
    expect(done.state).toBe("completed");
    expect(
      done.periods.map((p: { fiscal_year: number; quarter: number; status: string }) => `${p.fiscal_year}Q${p.quarter}:${p.status}`),
    ).toEqual(["2025Q1:not_on_edgar", "2025Q2:fetched"]);
    // Fetched by the worker process into the shared store.
    expect((await store.getFiling("0001628280-25-035806"))?.fiscalPeriod).toBe("Q2");
    const metricsUrl = /metrics at (http:\/\/\S+\/metrics)/.exec(workerLog)?.[1];
    expect(metricsUrl).toBeDefined();
    const text = await (await fetch(metricsUrl!)).text();
    expect(text).toMatch(/fds_job_attempts_total\{kind="warm_metric_cache",outcome="completed"\} 1/);
    expect(text).toMatch(/fds_edgar_requests_total [1-9]/);
  }, 180_000);
});
