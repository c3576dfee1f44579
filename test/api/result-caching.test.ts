import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import type { FilingRecord } from "../../src/model/index.js";
import { CachingFilingStore, openApiKeyStore, type ApiKeyStore, type FilingStore } from "../../src/store/index.js";
import { ResultCache } from "../../src/tools/result-cache.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { ROOMY_LIMITS } from "./support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

const corpus = requireCorpus();
const URL = "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue";

describe.skipIf(!corpus)("cached results follow the store", () => {
  let target: TestStore;
  let served: FilingStore;
  let otherProcess: FilingStore;
  let keys: ApiKeyStore;
  let app: FastifyInstance;
  let record: FilingRecord;
  let results: ResultCache;

  beforeAll(async () => {
    target = await createTestStore();
    served = await target.open();
    otherProcess = await target.open();
    const source = (await corpusSources(corpus as string)).find((s) => s.accession === "0000320193-24-000123")!;
    record = await readFiling(source);
    await otherProcess.saveFiling(record);
    const cached = new CachingFilingStore(served, { checkEveryMs: 0 });
    keys = await openApiKeyStore({ dataDir: target.dataDir });
    app = await buildApp({
      deps: { ...offlineToolDeps(cached), results: (results = new ResultCache(cached)) },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await keys?.close();
    await served?.close();
    await otherProcess?.close();
    await target?.dispose();
  });

  it("keeps AAPL's results while another process ingests and re-ingests NFLX", async () => {
    const aapl = await app.inject({ url: URL });
    expect(aapl.statusCode).toBe(200);
    const nflxSource = (await corpusSources(corpus as string)).find((s) => s.accession === "0001065280-25-000044")!;
    const nflx = await readFiling(nflxSource);
    expect((await otherProcess.saveFiling(nflx)).outcome).toBe("inserted");
    expect(await otherProcess.deleteFiling(nflx.meta.accession)).toBe(true);
    expect((await otherProcess.saveFiling(nflx)).outcome).toBe("inserted");
    const before = results.counts();
    expect((await app.inject({ url: URL })).body).toBe(aapl.body);
    expect(results.counts().hits).toBe(before.hits + 1);
    // NFLX's own result is computed from NFLX's filing, then kept.
    const nflxUrl = "/api/metric?ticker=NFLX&year=2024&quarter=4&metric_name=revenue";
    expect((await app.inject({ url: nflxUrl })).statusCode).toBe(200);
    expect((await app.inject({ url: nflxUrl })).statusCode).toBe(200);
    expect(results.counts().hits).toBe(before.hits + 2);
  });

  it("serves the same body again, and a re-ingest by another process retires it", async () => {
    const first = await app.inject({ url: URL });
    expect(first.statusCode).toBe(200);
    expect(first.json().current.value).toBe(391_035_000_000);
    expect((await app.inject({ url: URL })).body).toBe(first.body);

    // Another process re-ingests the filing with a corrected value (a stand-in for a restatement).
    const changed: FilingRecord = {
      ...record,
      facts: record.facts.map((f) =>
        f.concept === "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax" && f.axisKey === "" && f.value === "391035000000"
          ? { ...f, value: "391036000000", number: 391_036_000_000 }
          : f,
      ),
    };
    expect((await otherProcess.saveFiling(changed)).outcome).toBe("replaced");
    const after = await app.inject({ url: URL });
    expect(after.json().current.value).toBe(391_036_000_000);
  });

  it("finds the kept answer of one input however its URL spells it, and no other input's", async () => {
    const first = await app.inject({ url: URL });
    expect(first.statusCode).toBe(200);
    const spellings = [
      URL,
      "/api/metric?metric_name=revenue&quarter=4&year=2024&ticker=AAPL",
      "/api/metric?ticker=AAPL&year=2024&quarter=04&metric_name=revenue",
      "/api/metric?ticker=AAP%4C&year=2024&quarter=4&metric_name=revenue",
    ];
    const before = results.counts();
    for (const url of [...spellings, ...spellings]) expect((await app.inject({ url })).body, url).toBe(first.body);
    expect(results.counts().hits).toBe(before.hits + 2 * spellings.length);
    // Another input is looked up under its own key: a miss, not the kept answer.
    const q3 = await app.inject({ url: "/api/metric?ticker=AAPL&year=2024&quarter=3&metric_name=revenue" });
    expect(q3.body).not.toBe(first.body);
    expect(results.counts().misses).toBe(before.misses + 1);
  });

  it("keeps an answer that carries a warning: the warning is part of the answer", async () => {
    // One stored 10-K: its statement lacks the other periods' filings, so it comes with warnings.
    const url = "/api/statement?ticker=AAPL&statement=income&period_from=FY2023&period_to=FY2024";
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json().warnings.length).toBeGreaterThan(0);
    const before = results.counts();
    expect((await app.inject({ url })).body).toBe(first.body);
    expect(results.counts().hits).toBe(before.hits + 1);
  });
});
