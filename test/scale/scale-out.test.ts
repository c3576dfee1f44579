import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../../src/auth/index.js";
import { webhookConfigFromEnv } from "../../src/config/index.js";
import { startEvents, type EventsRuntime } from "../../src/runtime/index.js";
import { startReplica, type Replica } from "../../src/edgar/index.js";
import { openApiKeyStore, openEventStores, type EventStores } from "../../src/store/index.js";
import { dropRedisPrefix, eventually, probeRedis, REDIS_TEST_URL } from "../jobs/engine-targets.js";
import { POSTGRES_TEST_URL } from "../store/store-targets.js";
import { requireCorpus } from "../support/corpus.js";
import { TEST_USER_AGENT } from "../support/edgar-test-config.js";
import { startReceiver, type WebhookReceiver } from "../support/webhook-receiver.js";
import { freePort } from "../support/free-port.js";
import { fdsArgs } from "../support/fds-command.js";

const corpus = requireCorpus();
const DATABASE_URL = process.env.FDS_DATABASE_URL?.startsWith("postgres") ? process.env.FDS_DATABASE_URL : POSTGRES_TEST_URL;

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const redisDown = await probeRedis();
const postgresDown = await probePostgres();
const missing = [
  redisDown && `Redis at ${REDIS_TEST_URL} (${redisDown})`,
  postgresDown && `PostgreSQL at ${DATABASE_URL} (${postgresDown})`,
].filter(Boolean);
if (missing.length)
  console.warn(
    `\n[scale-out test] NOTICE: ${missing.join(" and ")} did not answer: two fds serve + one fds worker over PostgreSQL and Redis is SKIPPED\n`,
  );

/** Netflix's 10-Q for fiscal 2024 Q1 (filed 2024-04-22), fetched from the replica through server A. */
const NFLX_Q1_2024 = "0001065280-24-000128";

/**
 * Scale-out as operators run it: two `fds serve` processes (FDS_WORKERS=0: no jobs, no
 * deliveries of their own) and one `fds worker`, all child processes over one PostgreSQL schema
 * and one Redis (prefixes of this run); EDGAR is the replica of the corpus; webhooks go to a
 * local receiver, delivered by the worker and by a second deliverer in this process.
 */
describe.skipIf(!corpus || missing.length > 0)("scale-out: two fds serve and one fds worker over PostgreSQL and Redis", () => {
  const run = randomBytes(6).toString("hex");
  const schema = `fds_scale_${run}`;
  const prefixes = { jobs: `fds-scale-jobs-${run}`, limits: `fds-scale-rl-${run}` };
  const children: { name: string; child: ChildProcess; log: string }[] = [];
  let dataDir: string;
  let replica: Replica;
  let receiver: WebhookReceiver;
  let events: EventStores;
  let competing: EventsRuntime | null = null;
  let servers: { a: string; b: string };
  let paid: string;
  let registered: string;

  function start(name: string, args: string[], env: Record<string, string>): { name: string; child: ChildProcess; log: string } {
    const child = spawn(process.execPath, fdsArgs(...args), {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const entry = { name, child, log: "" };
    child.stderr?.on("data", (chunk: Buffer) => (entry.log += chunk.toString()));
    children.push(entry);
    return entry;
  }
  const logs = () => children.map((c) => `--- ${c.name}\n${c.log}`).join("\n");

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-scale-"));
    replica = await startReplica({ corpusDir: corpus as string });
    receiver = await startReceiver();
    const storeOptions = { databaseUrl: DATABASE_URL, schema };
    // Migrations once, here, rather than raced by three processes at start.
    events = await openEventStores(storeOptions);
    const keys = await openApiKeyStore(storeOptions);
    paid = (await issueApiKey(keys, { name: "scale paid", tier: "paid" })).key;
    registered = (await issueApiKey(keys, { name: "scale registered", tier: "registered" })).key;
    await keys.close();
    const env = {
      FDS_DATABASE_URL: DATABASE_URL,
      FDS_DATABASE_SCHEMA: schema,
      FDS_REDIS_URL: REDIS_TEST_URL,
      FDS_JOBS_PREFIX: prefixes.jobs,
      FDS_REDIS_PREFIX: prefixes.limits,
      FDS_SEC_USER_AGENT: TEST_USER_AGENT,
      FDS_SEC_WWW_URL: replica.url,
      FDS_SEC_DATA_URL: replica.url,
      FDS_WEBHOOK_ALLOW_HTTP: "true",
      FDS_WEBHOOK_ALLOW_CIDRS: "127.0.0.1/32",
      FDS_LIMIT_REGISTERED: "3/1h",
      FDS_LIMIT_PAID: "unlimited",
      FDS_LIMIT_PUBLIC: "unlimited",
      FDS_LOG: "false",
      FDS_HOST: "127.0.0.1",
    };
    // A second deliverer over the same outbox (this test process), competing with the worker's:
    // each event must still reach the receiver once.
    competing = await startEvents(storeOptions, webhookConfigFromEnv(env), { deliver: true });
    const [portA, portB] = [await freePort(), await freePort()];
    // Each process its own EDGAR disk cache (as on separate machines).
    const a = start("serve A", ["serve"], { ...env, FDS_WORKERS: "0", FDS_PORT: String(portA), FDS_DATA_DIR: join(dataDir, "a") });
    const b = start("serve B", ["serve"], { ...env, FDS_WORKERS: "0", FDS_PORT: String(portB), FDS_DATA_DIR: join(dataDir, "b") });
    const w = start("worker", ["worker"], {
      ...env,
      FDS_DATA_DIR: join(dataDir, "w"),
      FDS_METRICS_PORT: "0",
      FDS_METRICS_HOST: "127.0.0.1",
    });
    await eventually(
      async () =>
        a.log.includes("listening on") && b.log.includes("listening on") && w.log.includes("fds worker: running") ? true : undefined,
      // Three processes transpiling the sources (tsx) beside the suite's other workers on a 2-core machine.
      180_000,
      `the three processes to start:\n${logs()}`,
    );
    servers = { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
  }, 240_000);

  afterAll(async () => {
    for (const { child } of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await competing?.close();
    await events?.close();
    await receiver?.close();
    await replica?.close();
    await dropRedisPrefix(prefixes.jobs).catch(() => undefined);
    await dropRedisPrefix(prefixes.limits).catch(() => undefined);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /**
   * Resolves once no webhook delivery is pending (a claimed one stays pending until its attempt is
   * recorded): neither deliverer has anything left to send, so any duplicate would have arrived.
   */
  const settled = () =>
    eventually(async () => ((await events.webhooks.nextDueAt()) === null ? true : undefined), 30_000, "no pending webhook delivery");

  const call = async (server: string, path: string, init: { key?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { [k: string]: any } };
  };

  it("a filing ingested through A is seen by B's cache; its webhook is delivered once", async () => {
    const hook = await call(servers.a, "/api/webhooks/register", {
      key: paid,
      body: { url: `${receiver.url}/hook`, events: ["filing.ingested"], description: "scale-out" },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const describe = `/api/filing/describe?ticker=NFLX&year=2024&quarter=1`;
    // B answers (and keeps, in its result cache) "not cached".
    expect((await call(servers.b, describe)).body.cached).toBe(false);
    expect((await call(servers.b, describe)).body.cached).toBe(false);
    const fetched = await call(servers.a, "/api/filings?ticker=NFLX&year=2024&quarter=1");
    expect(fetched.status, JSON.stringify(fetched.body)).toBe(200);
    expect(fetched.body.filings[0]).toMatchObject({ accession: NFLX_Q1_2024 });
    // B kept its "not cached" answer; A's ingest retires it through the invalidations log, which B
    // reads at most once per second (CachingFilingStore's checkEveryMs). A kept answer otherwise
    // lives for minutes, so B saying cached within the wait is the retirement at work.
    const seen = await eventually(
      async () => {
        const now = await call(servers.b, describe);
        return now.body.cached === true ? now : undefined;
      },
      30_000,
      "B to see A's ingest",
    );
    expect(seen.body.filing).toMatchObject({ accession: NFLX_Q1_2024 });

    // One filing_ingested in the feed, one delivery, signed with the secret shown at registration.
    const [delivery] = await receiver.waitFor(1, 30_000);
    await settled();
    const ingested = (await events.feed.page(null, 100)).entries.filter((e) => e.kind === "filing_ingested");
    expect(ingested.map((e) => e.accession)).toEqual([NFLX_Q1_2024]);
    expect(receiver.received).toHaveLength(1);
    const payload = new Webhook(hook.body.secret as string).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
      type: string;
      data: { accession: string };
    };
    expect(payload).toMatchObject({ type: "filing.ingested", data: { accession: NFLX_Q1_2024 } });
  }, 90_000);

  it("a warm job posted to A is run by the worker and polled on B; its filing's webhook fires once", async () => {
    const before = receiver.received.length;
    const posted = await call(servers.a, "/api/warm", {
      key: paid,
      body: { ticker: "TSLA", metrics: ["revenue"], periods: 2, end_year: 2025, end_quarter: 2 },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const id = posted.body.job_id as string;
    const again = await call(servers.b, "/api/warm", {
      key: paid,
      body: { tickers: ["tsla"], metrics: ["revenue"], periods: 2, end_year: 2025, end_quarter: 2 },
    });
    expect(again.body).toMatchObject({ job_id: id, created: false });
    const done = await eventually(
      async () => {
        const job = (await call(servers.b, `/api/warm/${id}`, { key: paid })).body;
        return job.state === "completed" || job.state === "failed" ? job : undefined;
      },
      120_000,
      `the worker to finish the job:\n${logs()}`,
    );
    expect(done.state).toBe("completed");
    expect(
      done.periods.map((p: { fiscal_year: number; quarter: number; status: string }) => `${p.fiscal_year}Q${p.quarter}:${p.status}`),
    ).toEqual(["2025Q1:not_on_edgar", "2025Q2:fetched"]);
    // The worker ran it (its own metrics say so).
    const metricsUrl = /metrics at (http:\/\/\S+\/metrics)/.exec(children.find((c) => c.name === "worker")!.log)?.[1];
    expect(await (await fetch(metricsUrl!)).text()).toMatch(/fds_job_attempts_total\{kind="warm_metric_cache",outcome="completed"\} 1/);
    await receiver.waitFor(before + 1, 30_000);
    await settled();
    const ingested = (await events.feed.page(null, 100)).entries.filter((e) => e.kind === "filing_ingested");
    expect(ingested).toHaveLength(2);
    // Every event once: as many deliveries as events, each webhook-id once.
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(receiver.received).toHaveLength(ingested.length);
  }, 180_000);

  it("rate-limit buckets are shared: a key's 3 requests an hour, counted across both servers", async () => {
    const statuses = [];
    for (const server of [servers.a, servers.b, servers.a, servers.b, servers.a])
      statuses.push((await call(server, "/api/invalidations?since_seq=0", { key: registered })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  }, 30_000);
});
