import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeFiling } from "../../../src/domain/filings/describe-filing.js";
import { getFilings } from "../../../src/domain/filings/filings.js";
import { getFinancials } from "../../../src/domain/facts/financials.js";
import { listMetrics, searchMetrics } from "../../../src/domain/facts/metric-catalog.js";
import { getMetricSeries, seriesPeriods, type SeriesQuery } from "../../../src/domain/facts/metric-series.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore, secValue } from "../../support/corpus-store.js";

const corpus = requireCorpus();

describe("series periods", () => {
  it("steps back through quarters across fiscal years, or through years", () => {
    expect(seriesPeriods(2025, 2, 5, false)).toEqual([
      { fiscalYear: 2025, quarter: 2 },
      { fiscalYear: 2025, quarter: 1 },
      { fiscalYear: 2024, quarter: 4 },
      { fiscalYear: 2024, quarter: 3 },
      { fiscalYear: 2024, quarter: 2 },
    ]);
    expect(seriesPeriods(2024, 2, 3, true).map((p) => `${p.fiscalYear}Q${p.quarter}`)).toEqual(["2024Q4", "2023Q4", "2022Q4"]);
  });

  it("bounds its length inside the domain too: Infinity, 1e9 and fractions are refused at once", () => {
    for (const count of [Infinity, 1e9, 21, 0, 2.5, Number.NaN]) {
      expect(() => seriesPeriods(2025, 2, count, false), String(count)).toThrow(expect.objectContaining({ code: "validation_error" }));
    }
    expect(() => seriesPeriods(Infinity, 2, 3, false)).toThrow(expect.objectContaining({ code: "validation_error" }));
    expect(() => seriesPeriods(2025, 7, 3, false)).toThrow(expect.objectContaining({ code: "validation_error" }));
    expect(seriesPeriods(2025, 2, 20, false)).toHaveLength(20);
  });
});

describe.skipIf(!corpus)("series, catalogs and filings on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["AAPL", "NVDA"]));
  }, 120_000);
  afterAll(() => close?.());

  const SERIES: SeriesQuery = {
    ticker: "AAPL",
    metricName: "revenue",
    endYear: 2025,
    endQuarter: 3,
    periods: 8,
    dateType: null,
    fullYearMode: false,
    includeEquivalents: false,
    cacheOnly: true,
    role: null,
    axisKey: "",
  };
  const series = (q: Partial<SeriesQuery>) => getMetricSeries(deps, { ...SERIES, ...q });

  it("a quarterly series says per period what it found, oldest first; quarters only a later filing reports are filled, marked comparative", async () => {
    const s = await series({});
    expect(s.points.map((p) => `${p.fiscal_year}Q${p.quarter}:${p.coverage_status}:${p.reported_in}`)).toEqual([
      "2023Q4:derived:own_filing", // FY2023 10-K minus the nine months of the FY2023 Q3 10-Q
      // Issue 21: no stored filing reports the quarter ended 2023-12-30 alone; it is the six months minus the second quarter, both in the fiscal 2025 Q2 10-Q's comparative columns.
      "2024Q1:derived:comparative",
      "2024Q2:reported:comparative", // the fiscal 2025 Q2 10-Q's comparative column
      "2024Q3:reported:own_filing",
      "2024Q4:derived:own_filing",
      "2025Q1:derived:comparative", // the fiscal 2025 Q2 10-Q's six months minus its quarter: not the first quarter's own report
      "2025Q2:reported:own_filing",
      "2025Q3:reported:own_filing",
    ]);
    const q1 = s.points.find((p) => p.fiscal_year === 2024 && p.quarter === 1)!;
    const [half, second] = [
      { start: "2023-10-01", end: "2024-03-30" },
      { start: "2023-12-31", end: "2024-03-30" },
    ];
    const expected =
      secValue(corpus!, 320193, q1.concept!, half, "0000320193-25-000057")! -
      secValue(corpus!, 320193, q1.concept!, second, "0000320193-25-000057")!;
    expect(q1.value).toMatchObject({
      source: "derived",
      value: expected,
      period: { type: "duration", start: "2023-10-01", end: "2023-12-30" },
      derivation: { method: "six_month_ytd_minus_second_quarter" },
    });
    expect(expected).toBe(119_575_000_000);
    const q2 = s.points.find((p) => p.fiscal_year === 2024 && p.quarter === 2)!;
    const period = { start: "2023-12-31", end: "2024-03-30" };
    expect(q2.value?.period).toEqual({ type: "duration", ...period });
    expect(q2.value?.value).toBe(secValue(corpus!, 320193, q2.concept!, period, "0000320193-25-000057"));
    expect(q2.filing).toMatchObject({
      accession: "0000320193-25-000057",
      fiscal_year: 2025,
      fiscal_period: "Q2",
      reported_in: "comparative",
    });
    expect(s.points.at(-1)?.value?.value).toBe(94_036_000_000);
    expect(s.coverage).toEqual({ requested: 8, reported: 4, derived: 4, missing: 0, not_reported: 0, comparative: 3 });
  });

  it("refuses a series length out of 1..20 inside the domain, before it reads the store", async () => {
    const reads: string[] = [];
    const store = new Proxy(deps.store, {
      get: (target, name, receiver) => (reads.push(String(name)), Reflect.get(target, name, receiver)),
    });
    for (const periods of [Infinity, 1e9, 0, 21, 1.5]) {
      await expect(getMetricSeries({ ...deps, store }, { ...SERIES, periods }), String(periods)).rejects.toMatchObject({
        code: "validation_error",
      });
    }
    expect(reads).toEqual([]);
  });

  it("an annual series uses each year's own 10-K, else a later 10-K's comparative columns; with equivalents a QName follows the tag change", async () => {
    const strict = await series({
      metricName: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      endYear: 2024,
      endQuarter: 4,
      periods: 15,
      dateType: "FY",
    });
    const fy2010 = strict.points.find((p) => p.fiscal_year === 2010);
    expect(fy2010).toMatchObject({ coverage_status: "not_reported", cache_status: "cached" });
    const loose = await series({
      metricName: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      endYear: 2024,
      endQuarter: 4,
      periods: 15,
      dateType: "FY",
      includeEquivalents: true,
    });
    expect(loose.points.find((p) => p.fiscal_year === 2010)).toMatchObject({
      coverage_status: "reported",
      concept: "us-gaap:SalesRevenueNet",
    });
    // Fiscal 2020 and 2021 have no 10-K of their own in the store: the fiscal 2022 10-K reports both as comparatives.
    expect(loose.points.filter((p) => p.coverage_status === "reported").map((p) => `${p.fiscal_year}:${p.reported_in}`)).toEqual([
      "2010:own_filing",
      "2020:comparative",
      "2021:comparative",
      "2022:own_filing",
      "2023:own_filing",
      "2024:own_filing",
    ]);
    const fy2020 = loose.points.find((p) => p.fiscal_year === 2020)!;
    expect(fy2020.value?.value).toBe(
      secValue(
        corpus!,
        320193,
        fy2020.concept!,
        { start: fy2020.value!.period.start!, end: fy2020.value!.period.end },
        "0000320193-22-000108",
      ),
    );
    expect(fy2020.filing?.accession).toBe("0000320193-22-000108");
  });

  it("financials hold the period's totals and breakdowns, without comparative columns", async () => {
    const f = await getFinancials(deps, {
      ticker: "AAPL",
      fiscalYear: 2024,
      quarter: 4,
      dateType: null,
      fullYearMode: false,
      cacheOnly: true,
    });
    expect(f.counts.totals).toBeGreaterThan(100);
    expect(f.counts.dimensional).toBeGreaterThan(50);
    for (const row of f.rows) {
      if (row.period.type === "duration") expect(row.period.end).toBe("2024-09-28");
      else expect(row.period.end).toBe("2024-09-28");
    }
    expect(
      f.rows.find((r) => r.concept === "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax" && r.axis_key === "")?.value,
    ).toBe(391_035_000_000);
  });

  it("list_metrics ranks registry metrics first; search finds by words and aliases", async () => {
    const list = await listMetrics(deps, {
      ticker: "NVDA",
      fiscalYear: 2026,
      quarter: 2,
      dateType: null,
      fullYearMode: false,
      cacheOnly: true,
      limit: 5,
      includeValues: true,
    });
    expect(list.metrics).toHaveLength(5);
    expect(list.total).toBeGreaterThan(50);
    expect(list.metrics[0]).toMatchObject({ concept: "us-gaap:Revenues", group: "revenue", value: { value: 46_743_000_000 } });
    const search = await searchMetrics(deps, {
      ticker: "AAPL",
      fiscalYear: 2024,
      quarter: 4,
      query: "research and development",
      roles: null,
      dateType: null,
      fullYearMode: false,
      cacheOnly: true,
      limit: 3,
      includeValues: false,
    });
    expect(search.metrics[0]).toMatchObject({ concept: "us-gaap:ResearchAndDevelopmentExpense", score: 1 });
    expect(search.metrics[0]).not.toHaveProperty("value");
  });

  it("filings and describe say what is stored", async () => {
    const filings = await getFilings(deps, { ticker: "NVDA", fiscalYear: 2026, quarter: 2, cacheOnly: true });
    expect(filings.filings.map((f) => f.accession)).toEqual(["0001045810-25-000209"]);
    const described = await describeFiling(deps, { ticker: "AAPL", fiscalYear: 2025, quarter: 2 });
    expect(described).toMatchObject({ cached: true, filing: { accession: "0000320193-25-000057" } });
    expect(described.availability.financials.count).toBeGreaterThan(500);
    expect(described.availability.linkbases.presentation_arcs).toBeGreaterThan(100);
    expect(await describeFiling(deps, { ticker: "AAPL", fiscalYear: 2019, quarter: 1 })).toMatchObject({ cached: false, filing: null });
  });
});
