import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getConcept } from "../../../src/domain/concepts/concept.js";
import { compareConcept, type CompareQuery } from "../../../src/domain/concepts/concept-compare.js";
import { conceptTrend } from "../../../src/domain/concepts/concept-trend.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore, secValue } from "../../support/corpus-store.js";

const corpus = requireCorpus();
const TICKERS = ["AAPL", "NVDA", "HD", "NKE", "PG", "GOOGL", "KO", "NFLX"];

describe.skipIf(!corpus)("concepts, comparisons and trends on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, TICKERS));
  }, 200_000);
  afterAll(() => close?.());

  it("get_concept names the tag that answered and every candidate tried, in priority order", async () => {
    const r = await getConcept(deps, {
      ticker: "AAPL",
      fiscalYear: 2024,
      quarter: 4,
      conceptName: "revenue",
      dateType: null,
      fullYearMode: false,
      cacheOnly: true,
    });
    expect(r.value.value).toBe(391_035_000_000);
    expect(r.concept.used).toBe("us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax");
    expect(r.tried.slice(0, 3)).toEqual([
      { concept: "us-gaap:Revenues", outcome: "not_reported" },
      { concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", outcome: "answered" },
      { concept: "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax", outcome: "not_tried" },
    ]);
    expect(r.reason).toMatch(/after Revenues/);
    const qname = await getConcept(deps, {
      ticker: "NVDA",
      fiscalYear: 2026,
      quarter: 2,
      conceptName: "us-gaap:NetIncomeLoss",
      dateType: null,
      fullYearMode: false,
      cacheOnly: true,
    });
    expect(qname.value.value).toBe(
      secValue(corpus!, 1045810, "us-gaap:NetIncomeLoss", { start: "2025-04-28", end: "2025-07-27" }, "0001045810-25-000209"),
    );
    await expect(
      getConcept(deps, {
        ticker: "AAPL",
        fiscalYear: 2024,
        quarter: 4,
        conceptName: "us-gaap:NoSuchThing",
        dateType: null,
        fullYearMode: false,
        cacheOnly: true,
      }),
    ).rejects.toMatchObject({ code: "metric_not_found" });
  });

  const base: Omit<CompareQuery, "align"> = {
    conceptName: "revenue",
    tickers: ["AAPL", "NVDA", "HD", "NKE", "PG", "GOOGL", "KO"],
    year: 2024,
    quarter: null,
    periods: null,
    dateType: null,
    cacheOnly: true,
  };

  it("compare, calendar 2024: seven companies with five fiscal year ends, each with its own period dates", async () => {
    const r = await compareConcept(deps, { ...base, align: "calendar" });
    expect(r.alignment).toMatch(/^calendar year 2024/);
    const by = Object.fromEntries(r.companies.map((c) => [c.ticker, c]));
    // Annual revenue read from each 10-K (millions): Apple Sep, NVIDIA Jan, Home Depot Feb, Nike May, P&G Jun, Alphabet and Coca-Cola Dec.
    expect(by.AAPL).toMatchObject({
      fiscal_year: 2024,
      period: { start: "2023-10-01", end: "2024-09-28" },
      result: { value: { value: 391_035_000_000 } },
    });
    expect(by.NVDA).toMatchObject({ fiscal_year: 2025, period: { end: "2025-01-26" }, result: { value: { value: 130_497_000_000 } } });
    expect(by.HD).toMatchObject({ fiscal_year: 2024, period: { end: "2025-02-02" }, result: { value: { value: 159_514_000_000 } } });
    expect(by.NKE).toMatchObject({ fiscal_year: 2025, period: { end: "2025-05-31" }, result: { value: { value: 46_309_000_000 } } });
    expect(by.PG).toMatchObject({ fiscal_year: 2025, period: { end: "2025-06-30" }, result: { value: { value: 84_284_000_000 } } });
    expect(by.GOOGL).toMatchObject({
      fiscal_year: 2024,
      period: { start: "2024-01-01", end: "2024-12-31" },
      result: { value: { value: 350_018_000_000 } },
    });
    expect(by.KO).toMatchObject({ fiscal_year: 2024, result: { value: { value: 47_061_000_000 } } });
    expect(by.GOOGL?.result?.value.value).toBe(
      secValue(corpus!, 1652044, by.GOOGL!.result!.concept.used, { start: "2024-01-01", end: "2024-12-31" }, "0001652044-25-000014"),
    );
  });

  it("compare, fiscal 2024: each company's own fiscal 2024, from a later 10-K's comparative column where its own is not stored", async () => {
    const r = await compareConcept(deps, { ...base, align: "fiscal" });
    const by = Object.fromEntries(r.companies.map((c) => [c.ticker, c]));
    expect(by.AAPL?.period).toEqual({ start: "2023-10-01", end: "2024-09-28" });
    expect(by.AAPL?.result?.value.reported_in).toBe("own_filing");
    expect(by.HD?.period?.end).toBe("2025-02-02");
    // NVIDIA's fiscal 2024 10-K (year ended January 2024) is not in the corpus: its fiscal 2025 10-K reports the year.
    expect(by.NVDA).toMatchObject({
      error: null,
      period: { start: "2023-01-30", end: "2024-01-28" },
      result: { value: { reported_in: "comparative" }, filing: { accession: "0001045810-25-000023" } },
    });
    expect(by.NVDA?.result?.value.value).toBe(
      secValue(corpus!, 1045810, by.NVDA!.result!.concept.used, { start: "2023-01-30", end: "2024-01-28" }, "0001045810-25-000023"),
    );
    // Nike's fiscal 2024 (ended May 2024) is a comparative column of its fiscal 2025 10-K.
    expect(by.NKE).toMatchObject({ error: null, period: { end: "2024-05-31" }, result: { value: { reported_in: "comparative" } } });
  });

  it("trend: Netflix revenue over three fiscal years and over 2024's quarters, cache only", async () => {
    const years = await conceptTrend(deps, {
      ticker: "NFLX",
      conceptName: "revenue",
      periodFrom: "FY2022",
      periodTo: "FY2024",
      dateType: null,
    });
    // Read from nflx-20241231.htm (thousands): 31,615,550 / 33,723,297 / 39,000,966.
    expect(years.points.map((p) => p.value?.value)).toEqual([31_615_550_000, 33_723_297_000, 39_000_966_000]);
    expect(years.points[1]?.change).toBe(33_723_297_000 - 31_615_550_000);
    const quarters = await conceptTrend(deps, {
      ticker: "NFLX",
      conceptName: "revenue",
      periodFrom: "2024Q1",
      periodTo: "2024Q4",
      dateType: null,
    });
    // Fiscal 2024 Q2's own 10-Q is not stored: the fiscal 2025 Q2 10-Q reports that quarter as its comparative column.
    expect(quarters.points.map((p) => `${p.status}:${p.value?.reported_in}`)).toEqual([
      "ok:own_filing",
      "ok:comparative",
      "ok:own_filing",
      "ok:own_filing",
    ]);
    expect(quarters.points[1]?.value?.period).toEqual({ type: "duration", start: "2024-04-01", end: "2024-06-30" });
    expect(quarters.points[3]?.value).toMatchObject({ source: "derived" });
    expect(quarters.coverage).toEqual({ requested: 4, cached: 4, with_value: 4 });
    const fy2021 = await conceptTrend(deps, {
      ticker: "NFLX",
      conceptName: "revenue",
      periodFrom: "FY2021",
      periodTo: "FY2021",
      dateType: null,
    });
    expect(fy2021.points[0]?.value).toMatchObject({ reported_in: "comparative", period: { start: "2021-01-01", end: "2021-12-31" } });
    // Nothing of the range is in the store: not_cached (the playground's 403; a keyed caller's 404), no longer metric_not_found.
    await expect(
      conceptTrend(deps, { ticker: "NFLX", conceptName: "revenue", periodFrom: "FY2015", periodTo: "FY2016", dateType: null }),
    ).rejects.toMatchObject({ code: "not_cached" });
  });
});
