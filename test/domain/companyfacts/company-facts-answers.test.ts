import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConcept } from "../../../src/domain/concepts/index.js";
import { getMetric, getMetricSeries } from "../../../src/domain/facts/index.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";
import { depsAsOf } from "../../../src/domain/shared/index.js";
import type { CompanyFactsStore } from "../../../src/store/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { corpusCompanyFacts } from "../../support/companyfacts.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();

const base = { dateType: null, fullYearMode: false, role: null, axisKey: "", cacheOnly: true } as const;

describe.skipIf(!corpus)("metric, series and concept from SEC's company facts", () => {
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let companyFacts: CompanyFactsStore;
  /** Stored filings only, as before company facts. */
  let filingsOnly: ToolDeps;
  /** Stored filings and company facts. */
  let both: ToolDeps;

  beforeAll(async () => {
    stored = await corpusStore(corpus as string, ["AAPL", "NVDA", "GOOGL"]);
    companyFacts = await corpusCompanyFacts(corpus as string, stored.store);
    const filingStore = stored.deps.store;
    filingsOnly = offlineToolDeps(filingStore);
    both = offlineToolDeps(filingStore, companyFacts);
  }, 300_000);
  afterAll(async () => {
    await companyFacts?.close();
    await stored?.close();
  });

  it("answers a fiscal year no stored filing reports, marked companyfacts, citing accession, form, filed date and frame", async () => {
    const ask = { ...base, ticker: "AAPL", fiscalYear: 2019, quarter: 4, metricName: "revenue" };
    await expect(getMetric(filingsOnly, ask)).rejects.toMatchObject({ code: "not_cached" });
    const result = await getMetric(both, ask);
    expect(result.current).toMatchObject({
      value: 260_174_000_000,
      value_exact: "260174000000",
      source: "companyfacts",
      concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      period: { type: "duration", start: "2018-09-30", end: "2019-09-28" },
      reported_in: "own_filing",
      source_ref: {
        accession: "0000320193-19-000119",
        form: "10-K",
        filed_date: "2019-10-31",
        document: null,
        context_id: null,
        // SEC framed the fiscal 2021 10-K's comparative value for CY2019, not this one.
        frame: null,
        url: "https://www.sec.gov/Archives/edgar/data/320193/000032019319000119/0000320193-19-000119-index.htm",
      },
    });
    expect(result.current).not.toHaveProperty("duplicate");
    expect(result.filing).toMatchObject({ accession: "0000320193-19-000119", fiscal_year: 2019, period_end: "2019-09-28", ticker: "AAPL" });
    // The prior year on the same terms: the same 10-K's comparative column.
    expect(result.prior).toMatchObject({ value: 265_595_000_000, source: "companyfacts", reported_in: "comparative" });
    expect(result.yoy?.absolute).toBe(-5_421_000_000);
    const latest = await getMetric(both, { ...ask, basis: "latest" });
    expect(latest.current.source_ref).toMatchObject({ accession: "0000320193-21-000105", frame: "CY2019" });
  });

  it("keeps restatements between company facts' filings (NVIDIA's fiscal 2020 diluted EPS before and after the 2021 split)", async () => {
    const ask = { ...base, ticker: "NVDA", fiscalYear: 2020, quarter: 4, metricName: "eps_diluted" };
    const first = await getMetric(both, ask);
    expect(first.current).toMatchObject({ value: 4.52, source: "companyfacts", source_ref: { accession: "0001045810-20-000010" } });
    const latest = await getMetric(both, { ...ask, basis: "latest" });
    expect(latest.current).toMatchObject({ value: 1.13, source_ref: { accession: "0001045810-22-000036", frame: "CY2019" } });
    expect(latest.current.restated?.as_reported).toMatchObject({ value: 4.52, source: "companyfacts" });
    expect(latest.current.restated?.note).toMatch(/first reported as 4\.52/);
  });

  it("as of a day, company facts hold only what was filed by then: NVIDIA's fiscal 2020 EPS before and after the split's restatement", async () => {
    const ask = { ...base, ticker: "NVDA", fiscalYear: 2020, quarter: 4, metricName: "eps_diluted", basis: "latest" as const };
    const before = await getMetric(depsAsOf(both, "2022-01-01"), ask);
    expect(before.current).toMatchObject({ value: 4.52, source: "companyfacts" });
    expect((before.current.source_ref?.filed_date ?? "9999") <= "2022-01-01").toBe(true);
    const after = await getMetric(depsAsOf(both, "2022-12-31"), ask);
    expect(after.current).toMatchObject({ value: 1.13, source_ref: { accession: "0001045810-22-000036" } });
  });

  it("derives a quarter by the same rules: additive flows from two of the company facts' periods, never per-share amounts", async () => {
    // Apple's fiscal 2021: no stored filing reports its nine months, so the stored filings cannot derive Q4.
    const ask = { ...base, ticker: "AAPL", fiscalYear: 2021, quarter: 4, dateType: "Q" as const };
    const revenue = await getMetric(both, { ...ask, metricName: "revenue" });
    expect(revenue.current).toMatchObject({
      value: 83_360_000_000,
      source: "derived",
      derivation: {
        method: "fy_minus_nine_month_ytd",
        inputs: [
          { accession: "0000320193-21-000105", form: "10-K", frame: null },
          { accession: "0000320193-21-000065", form: "10-Q", frame: null },
        ],
      },
    });
    const eps = await getMetric(both, { ...ask, fiscalYear: 2019, metricName: "eps_diluted" }).catch((e: unknown) => e);
    // Apple's fiscal 2019 10-K printed its fourth quarter: reported, not derived.
    expect(eps).toMatchObject({ current: { source: "companyfacts", duration_class: "Q" } });
    // Snowflake's fiscal 2022: its 10-K reports the year and its third 10-Q the nine months, no filing the quarter.
    const snow = await getMetric(both, { ...ask, ticker: "SNOW", fiscalYear: 2022, metricName: "eps_diluted" }).catch((e: unknown) => e);
    expect(snow).toMatchObject({ code: "metric_not_found", message: expect.stringMatching(/per-share amount/) });
  });

  it("answers for a company with no stored filing at all, by its ticker", async () => {
    const result = await getConcept(both, { ...base, ticker: "SNOW", fiscalYear: 2024, quarter: 4, conceptName: "revenue" });
    expect(result.value).toMatchObject({ value: 2_806_489_000, source: "companyfacts", period: { end: "2024-01-31" } });
    expect(result.filing).toMatchObject({ form: "10-K", fiscal_year: 2024, ticker: "SNOW", company: "SNOWFLAKE INC." });
    expect(result.tried[1]).toEqual({ concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", outcome: "answered" });
  });

  it("fills a series' years no stored filing reports, leaving the stored years as they were", async () => {
    const ask = {
      ...base,
      ticker: "AAPL",
      metricName: "revenue",
      endYear: 2024,
      endQuarter: 4,
      periods: 8,
      dateType: "FY" as const,
      includeEquivalents: false,
    };
    const before = await getMetricSeries(filingsOnly, ask);
    const after = await getMetricSeries(both, ask);
    expect(after.points.map((p) => [p.fiscal_year, p.value?.source, p.value?.value])).toEqual([
      [2017, "companyfacts", 229_234_000_000],
      [2018, "companyfacts", 265_595_000_000],
      [2019, "companyfacts", 260_174_000_000],
      [2020, "xbrl", 274_515_000_000],
      [2021, "xbrl", 365_817_000_000],
      [2022, "xbrl", 394_328_000_000],
      [2023, "xbrl", 383_285_000_000],
      [2024, "xbrl", 391_035_000_000],
    ]);
    for (const [i, point] of after.points.entries()) if (point.value?.source === "xbrl") expect(point).toEqual(before.points[i]);
    expect(before.points.slice(0, 3).map((p) => p.coverage_status)).toEqual(["missing", "missing", "missing"]);
    expect(after.coverage).toMatchObject({ reported: 8, missing: 0 });
  });

  it("leaves every answer of a period whose own filing is stored byte for byte as it was", async () => {
    const asks = [
      { ticker: "AAPL", fiscalYear: 2024, quarter: 4, metricName: "revenue" },
      { ticker: "AAPL", fiscalYear: 2024, quarter: 4, metricName: "eps_diluted", basis: "latest" as const },
      { ticker: "AAPL", fiscalYear: 2024, quarter: 4, metricName: "revenue", dateType: "Q" as const },
      { ticker: "AAPL", fiscalYear: 2025, quarter: 2, metricName: "net_income" },
      { ticker: "NVDA", fiscalYear: 2026, quarter: 2, metricName: "eps_diluted" },
      { ticker: "NVDA", fiscalYear: 2023, quarter: 4, metricName: "eps_diluted", basis: "latest" as const },
      { ticker: "GOOGL", fiscalYear: 2024, quarter: 4, metricName: "total_assets" },
    ];
    for (const ask of asks) {
      const q = { ...base, ...ask };
      expect(JSON.stringify(await getMetric(both, q))).toBe(JSON.stringify(await getMetric(filingsOnly, q)));
      const concept = { ...q, conceptName: ask.metricName };
      expect(JSON.stringify(await getConcept(both, concept))).toBe(JSON.stringify(await getConcept(filingsOnly, concept)));
    }
  });

  it("does not answer from company facts what they cannot hold: a breakdown, or concepts of a presentation role", async () => {
    const ask = { ...base, ticker: "AAPL", fiscalYear: 2019, quarter: 4, metricName: "revenue" };
    await expect(getMetric(both, { ...ask, axisKey: "srt:ProductOrServiceAxis=aapl:IPhoneMember" })).rejects.toMatchObject({
      code: "not_cached",
    });
    await expect(getMetric(both, { ...ask, role: "operations" })).rejects.toMatchObject({ code: "not_cached" });
  });

  it("says how to load company facts when a period is neither stored nor among them", async () => {
    const error = await getMetric(both, { ...base, ticker: "TSLA", fiscalYear: 2019, quarter: 4, metricName: "revenue" }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: "not_cached", message: expect.stringContaining("fds ingest-companyfacts") });
  });
});
