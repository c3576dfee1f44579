import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMetric, getMetricSeries } from "../../src/domain/facts/index.js";
import { depsAsOf } from "../../src/domain/shared/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/index.js";
import { EdgarCompanyFactsFetcher } from "../../src/runtime/edgar-companyfacts.js";
import type { CompanyFactsStore } from "../../src/store/index.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { openTestCompanyFacts } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { removeTempCacheDirs, testEdgarConfig } from "../support/edgar-test-config.js";

const corpus = requireCorpus();

const COMPANY_FACTS_URL = "/api/xbrl/companyfacts/CIK0000320193.json";
const ask = {
  dateType: null,
  fullYearMode: false,
  role: null,
  axisKey: "",
  ticker: "AAPL",
  fiscalYear: 2019,
  quarter: 4,
  metricName: "revenue",
};

/**
 * SEC's company facts fetched from EDGAR (the project's replica) when none of a company are
 * loaded: a period no stored filing reports answers from them after one request, not after
 * fetching that period's filing.
 */
describe.skipIf(!corpus)("company facts fetched from EDGAR on demand", () => {
  let replica: Replica;
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let companyFacts: CompanyFactsStore;
  let deps: ToolDeps;
  const factsRequests = () => replica.requests.filter((r) => r.path.startsWith("/api/xbrl/companyfacts/"));

  beforeAll(async () => {
    replica = await startReplica({ corpusDir: corpus as string });
    // Apple's filings stored, none of fiscal 2019; no company facts loaded.
    stored = await corpusStore(corpus as string, ["AAPL"]);
    companyFacts = await openTestCompanyFacts(stored.store);
    const client = new EdgarClient(testEdgarConfig(replica.url), { gate: new LocalRequestGate({ requestsPerSecond: 1000 }) });
    deps = {
      ...stored.deps,
      companyFacts,
      fetcher: new EdgarFilingFetcher(client, stored.deps.store),
      companyFactsFetcher: new EdgarCompanyFactsFetcher(client, { companyFacts, filings: stored.deps.store }),
    };
  }, 300_000);
  afterAll(async () => {
    await companyFacts?.close();
    await stored?.close();
    await replica?.close();
    removeTempCacheDirs();
  });

  it("a cache-only request fetches nothing and says a request that may fetch loads them", async () => {
    await expect(getMetric(deps, { ...ask, cacheOnly: true })).rejects.toMatchObject({
      code: "not_cached",
      message: expect.stringContaining("a request that may fetch loads them from EDGAR"),
    });
    expect(factsRequests()).toEqual([]);
    expect(await companyFacts.company(320193)).toBeNull();
  });

  it("answers from SEC's company facts after one request, with ticker and fiscal year end from the submissions", async () => {
    const filingRequests = () => replica.requests.filter((r) => r.path.startsWith("/Archives/")).length;
    const before = filingRequests();
    const result = await getMetric(deps, { ...ask, cacheOnly: false });
    expect(result.current).toMatchObject({
      value: 260_174_000_000,
      source: "companyfacts",
      source_ref: { accession: "0000320193-19-000119", form: "10-K", filed_date: "2019-10-31" },
    });
    expect(factsRequests().map((r) => [r.path, r.status])).toEqual([[COMPANY_FACTS_URL, 200]]);
    // No filing of the period was fetched to answer.
    expect(filingRequests()).toBe(before);
    expect(await companyFacts.company(320193)).toMatchObject({ ticker: "AAPL", fiscalYearEnd: "--09-26" });
    // The stored 10-Ks of the same accessions agree with SEC: no warning.
    expect(result.warnings.join(" ")).not.toMatch(/differ from stored filings/);
  });

  it("then answers every period from the store: a series and an as-of answer send no request", async () => {
    const seen = factsRequests().length;
    const series = await getMetricSeries(deps, {
      ticker: "AAPL",
      metricName: "revenue",
      endYear: 2019,
      endQuarter: 4,
      periods: 5,
      fullYearMode: true,
      dateType: "FY",
      includeEquivalents: false,
      cacheOnly: false,
      role: null,
      axisKey: "",
    });
    expect(series.points.map((p) => p.value?.source)).toEqual(Array(5).fill("companyfacts"));
    expect(series.points.map((p) => p.value?.value)).toEqual([
      233_715_000_000, 215_639_000_000, 229_234_000_000, 265_595_000_000, 260_174_000_000,
    ]);
    // As of the day before the fiscal 2019 10-K was filed, only earlier filings' facts count.
    await expect(getMetric(depsAsOf(deps, "2019-10-30"), { ...ask, cacheOnly: false })).rejects.toThrow(
      /no 10-K of AAPL .* fiscal year 2019 filed on or before 2019-10-30/,
    );
    expect(factsRequests().length).toBe(seen);
  });

  it("a company SEC publishes no facts of is asked for once, then not again for a while", async () => {
    // Coca-Cola is listed, but the replica (as SEC for a filer without XBRL) has no company facts of it.
    const none = { ...ask, ticker: "KO", cacheOnly: false };
    await expect(getMetric(deps, none)).rejects.toThrow();
    expect(
      factsRequests()
        .slice(-1)
        .map((r) => [r.path, r.status]),
    ).toEqual([["/api/xbrl/companyfacts/CIK0000021344.json", 404]]);
    const asked = factsRequests().length;
    await expect(getMetric(deps, none)).rejects.toThrow();
    expect(factsRequests().length).toBe(asked);
  });
});
