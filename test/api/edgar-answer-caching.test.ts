import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { CachingFilingStore, openApiKeyStore, type ApiKeyStore, noteChangingRead } from "../../src/store/index.js";
import { ResultCache } from "../../src/tools/result-cache.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();
const PLAYGROUND_TOKEN = "playground-token-for-edgar-answer-tests";

/** Resolves once the replica has seen no new request for a moment. */
async function quiet(replica: Replica): Promise<void> {
  for (let seen = -1; seen !== replica.requests.length; ) {
    seen = replica.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!corpus)("answers that needed EDGAR are asked of EDGAR once", () => {
  let app: FastifyInstance;
  let keys: ApiKeyStore;
  let replica: Replica;
  let key: string;
  let playground: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["AAPL"]);
    replica = await startReplica({ corpusDir: corpus as string });
    const cacheDir = await mkdtemp(join(tmpdir(), "fds-edgar-answers-"));
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }),
      {
        gate: new LocalRequestGate({ requestsPerSecond: 1000 }),
        onChangingRead: noteChangingRead,
      },
    );
    const store = new CachingFilingStore(stored.deps.store, { checkEveryMs: 0 });
    const deps = {
      ...stored.deps,
      store,
      fetcher: new EdgarFilingFetcher(client, store),
      issuers: client,
      results: new ResultCache(store),
    };
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    key = (await issueApiKey(keys, { name: "internal", tier: "internal" })).key;
    app = await buildApp({ deps, keys, limits: ROOMY_LIMITS, limiterBackend: "memory", playgroundToken: null, trustProxy: false });
    playground = await buildApp({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    cleanup = async () => {
      await app.close();
      await playground.close();
      await keys.close();
      await replica.close();
      await stored.close();
      await rm(cacheDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => cleanup?.());

  const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${key}` } });

  it("five identical calls of a period EDGAR does not have: EDGAR asked by the first only, the same 404 each time", async () => {
    // Apple's fiscal 2019 10-K is listed in its submissions but not served by the replica: a miss
    // found out on EDGAR, whose failed request no disk cache keeps.
    const url = "/api/metric?ticker=AAPL&year=2019&quarter=4&metric_name=revenue";
    const before = replica.requests.length;
    const first = await get(url);
    // The first computation may have requests still in flight (it gave up on the first 404 of
    // requests made at once): count them with the first call, once the replica is quiet.
    await quiet(replica);
    const asked = replica.requests.length - before;
    expect(asked).toBeGreaterThan(0);
    expect(first.json().error.code).toBe("filing_not_found");
    for (let i = 0; i < 4; i++) {
      const again = await get(url);
      expect([again.statusCode, again.json().error.code]).toEqual([first.statusCode, first.json().error.code]);
    }
    expect(replica.requests.length - before).toBe(asked);
  });

  it("five identical calls at once share one computation: EDGAR asked as for one call", async () => {
    const url = "/api/filings/events?ticker=MSFT&form_types=8-K";
    const before = replica.requests.length;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => get(url)));
    const asked = replica.requests.length - before;
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(asked).toBeGreaterThan(0);
    // Kept: asked again later, EDGAR is not asked.
    expect((await get(url)).body).toBe(answers[0]!.body);
    expect(replica.requests.length - before).toBe(asked);
  });

  it("the playground's event list reads the store only: EDGAR is not asked, what EDGAR alone lists is left out", async () => {
    const url = "/api/filings/events?ticker=AAPL&form_types=10-K";
    const before = replica.requests.length;
    const cached = await playground.inject({ url, headers: { authorization: `Bearer ${PLAYGROUND_TOKEN}` } });
    expect(cached.statusCode).toBe(200);
    expect(replica.requests.length).toBe(before);
    const events: { stored: boolean }[] = cached.json().events;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.stored)).toBe(true);
    // The same list for a key that may fetch asks EDGAR and adds the 10-Ks the store lacks.
    const fetched = await get(url);
    expect(replica.requests.length).toBeGreaterThan(before);
    expect(fetched.json().events.some((e: { stored: boolean }) => !e.stored)).toBe(true);
  });
});
