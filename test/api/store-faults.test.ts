import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import {
  CachingApiKeyStore,
  CachingFilingStore,
  openApiKeyStore,
  openStore,
  type ApiKeyStore,
  type FilingStore,
} from "../../src/store/index.js";
import { ResultCache } from "../../src/tools/result-cache.js";
import { requireCorpus } from "../support/corpus.js";
import { FaultProxy } from "../support/fault-proxy.js";
import { POSTGRES_TEST_URL } from "../store/store-targets.js";
import { ROOMY_LIMITS } from "./support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const corpus = requireCorpus();
const target = new URL(POSTGRES_TEST_URL);
const postgres = await new pg.Client({ connectionString: POSTGRES_TEST_URL, connectionTimeoutMillis: 2_000 })
  .connect()
  .then(async (client) => (await client.end(), true))
  .catch(() => false);
if (!postgres) console.warn(`[skip] store faults: PostgreSQL does not answer at ${target.host}`);

/**
 * The deadline the test gives the store. A stalled connection never answers and pg has no
 * deadline of its own (connectionTimeoutMillis and query_timeout default to none), so a 503 while
 * stalled is this deadline's doing; without it the request would hang until the test times out.
 */
const DEADLINE_MS = 1_000;
const CACHED = "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue";
const UNCACHED = "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=net_income";

describe.skipIf(!corpus || !postgres)("PostgreSQL refused or stalled mid-run", () => {
  let proxy: FaultProxy;
  let store: FilingStore;
  let keys: ApiKeyStore;
  let app: FastifyInstance;
  let key: string;
  const schema = `fds_fault_${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    proxy = await FaultProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(POSTGRES_TEST_URL);
    through.host = `127.0.0.1:${proxy.port}`;
    const options = { databaseUrl: through.toString(), schema, deadlines: { connectMs: DEADLINE_MS, queryMs: DEADLINE_MS } };
    store = await openStore(options);
    keys = await openApiKeyStore(options);
    key = (await issueApiKey(keys, { name: "faults", tier: "internal" })).key;
    const source = (await corpusSources(corpus as string)).find((s) => s.accession === "0000320193-24-000123")!;
    await store.saveFiling(await readFiling(source));
    const cached = new CachingFilingStore(store, { checkEveryMs: 0 });
    app = await buildApp({
      deps: { ...offlineToolDeps(cached), results: new ResultCache(cached) },
      keys: new CachingApiKeyStore(keys),
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
  }, 120_000);
  afterAll(async () => {
    await proxy?.set("pass");
    await app?.close();
    await keys?.close();
    await store?.close();
    await proxy?.stop();
    const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  const ask = (url: string, credential = key) => app.inject({ url, headers: { authorization: `Bearer ${credential}` } });

  it("answers a cached result, says 503 with Retry-After for the rest, and heals without a restart", async () => {
    expect((await ask(CACHED)).statusCode).toBe(200);

    await proxy.set("refuse");
    const cached = await ask(CACHED);
    expect(cached.statusCode).toBe(200);
    const refused = await ask(UNCACHED);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe("store_unavailable");
    expect(refused.headers["retry-after"]).toBe("5");
    // An unknown key cannot be told from a known one without the key table: 503, said as such.
    const stranger = await ask(UNCACHED, "fds_unknown_key_0000000000000000");
    expect([401, 503]).toContain(stranger.statusCode);
    if (stranger.statusCode === 503) expect(stranger.json().error.code).toBe("store_unavailable");

    await proxy.set("stall");
    const stalled = await ask(UNCACHED);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json().error.code).toBe("store_unavailable");

    await proxy.set("pass");
    const healed = await ask(UNCACHED);
    expect(healed.statusCode).toBe(200);
    expect(healed.json().current.value).toBeGreaterThan(0);
  }, 60_000);
});
