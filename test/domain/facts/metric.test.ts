import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMetric, type MetricQuery } from "../../../src/domain/facts/metric.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore, secValue } from "../../support/corpus-store.js";

const corpus = requireCorpus();

const base: Omit<MetricQuery, "ticker" | "fiscalYear" | "quarter" | "metricName"> = {
  dateType: null,
  fullYearMode: false,
  role: null,
  axisKey: "",
  cacheOnly: true,
};

describe.skipIf(!corpus)("metrics by fiscal period, on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["AAPL", "NVDA", "GOOGL", "TSLA", "NFLX", "HD"]));
  }, 120_000);
  afterAll(() => close?.());

  const metric = (ticker: string, fiscalYear: number, quarter: number, metricName: string, extra: Partial<MetricQuery> = {}) =>
    getMetric(deps, { ...base, ticker, fiscalYear, quarter, metricName, ...extra });

  it("Apple fiscal 2024 (ends September): revenue, prior year and change, equal to the SEC's values", async () => {
    const r = await metric("AAPL", 2024, 4, "revenue");
    expect(r.filing).toMatchObject({ accession: "0000320193-24-000123", form: "10-K", period_end: "2024-09-28", cache_status: "cached" });
    expect(r.metric).toMatchObject({
      resolved_by: "registry",
      group: "revenue",
      concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
    });
    expect(r.current.period).toEqual({ type: "duration", start: "2023-10-01", end: "2024-09-28" });
    expect(r.current.value).toBe(
      secValue(corpus!, 320193, r.current.concept, { start: "2023-10-01", end: "2024-09-28" }, "0000320193-24-000123"),
    );
    expect(r.current.value).toBe(391_035_000_000);
    expect(r.prior?.value).toBe(383_285_000_000);
    expect(r.yoy).toEqual({ absolute: 7_750_000_000, percent: (7_750 / 383_285) * 100 });
    expect(r.current.source_ref).toMatchObject({ document: "aapl-20240928.htm", element_id: expect.stringMatching(/^f-\d+$/) });
  });

  it("never returns a 10-K's comparative column as the current year", async () => {
    // The fiscal 2024 10-K also reports fiscal 2023 and 2022; fiscal 2023 comes from its own 10-K.
    const fy2023 = await metric("AAPL", 2023, 4, "revenue");
    expect(fy2023.filing.accession).toBe("0000320193-23-000106");
    expect(fy2023.current.period).toEqual({ type: "duration", start: "2022-09-25", end: "2023-09-30" });
    expect(fy2023.current.value).toBe(383_285_000_000);
    const fy2024 = await metric("AAPL", 2024, 4, "revenue");
    expect(fy2024.current.period.start).toBe("2023-10-01");
  });

  it("never returns a nine-month YTD as Q3", async () => {
    const q3 = await metric("AAPL", 2024, 3, "revenue");
    expect(q3.current.duration_class).toBe("Q");
    expect(q3.current.period).toEqual({ type: "duration", start: "2024-03-31", end: "2024-06-29" });
    expect(q3.current.value).toBe(85_777_000_000);
    const ytd = await metric("AAPL", 2024, 3, "revenue", { dateType: "YTD" });
    expect(ytd.current.duration_class).toBe("9M");
    expect(ytd.current.value).toBe(296_105_000_000);
  });

  it("derives Q4 as FY minus nine-month YTD sharing its start, marked derived and citing both", async () => {
    const q4 = await metric("AAPL", 2024, 4, "revenue", { dateType: "Q" });
    expect(q4.current).toMatchObject({
      source: "derived",
      value: 94_930_000_000,
      value_exact: "94930000000",
      duration_class: "Q",
      source_ref: null,
    });
    expect(q4.current.period).toEqual({ type: "duration", start: "2024-06-30", end: "2024-09-28" });
    expect(q4.current.derivation?.inputs.map((i) => i.accession)).toEqual(["0000320193-24-000123", "0000320193-24-000081"]);
    expect(q4.prior).toMatchObject({ source: "derived", value: 89_498_000_000 });
  });

  // Issue 9.
  it("Q4 alone from any stored filings (Apple fiscal 2022: its 10-K minus the nine months in the fiscal 2023 Q3 10-Q's comparative column)", async () => {
    // Before: 404, because fiscal 2022's own Q3 10-Q (0000320193-22-000070) is not stored.
    const q4 = await metric("AAPL", 2022, 4, "revenue", { dateType: "Q" });
    const fy = { start: "2021-09-26", end: "2022-09-24" };
    const nine = { start: "2021-09-26", end: "2022-06-25" };
    const fyValue = secValue(corpus!, 320193, q4.current.concept, fy, "0000320193-22-000108")!;
    const nineValue = secValue(corpus!, 320193, q4.current.concept, nine, "0000320193-23-000077")!;
    expect([fyValue, nineValue]).toEqual([394_328_000_000, 304_182_000_000]);
    expect(q4.current).toMatchObject({
      source: "derived",
      value: fyValue - nineValue,
      duration_class: "Q",
      reported_in: "comparative",
      period: { start: "2022-06-26", end: "2022-09-24" },
    });
    expect(q4.current.value).toBe(90_146_000_000);
    expect(q4.current.derivation?.inputs.map((i) => [i.accession, i.reported_in])).toEqual([
      ["0000320193-22-000108", "own_filing"],
      ["0000320193-23-000077", "comparative"],
    ]);
    // The answer cites the fiscal year's filing, which is the period's own 10-K; the value is comparative through its nine months.
    expect(q4.filing).toMatchObject({ accession: "0000320193-22-000108", cache_status: "cached", reported_in: "own_filing" });
    expect(q4.current).not.toHaveProperty("duplicate");
    // On the latest basis both inputs are later filings' comparative columns: fiscal 2024's 10-K and Q3 10-Q.
    const latest = await metric("AAPL", 2023, 4, "revenue", { dateType: "Q", basis: "latest" });
    const fy2023 = secValue(corpus!, 320193, latest.current.concept, { start: "2022-09-25", end: "2023-09-30" }, "0000320193-24-000123")!;
    const nine2023 = secValue(corpus!, 320193, latest.current.concept, { start: "2022-09-25", end: "2023-07-01" }, "0000320193-24-000081")!;
    expect(latest.current).toMatchObject({ source: "derived", value: fy2023 - nine2023, reported_in: "comparative" });
    expect(latest.current.derivation?.inputs.map((i) => [i.accession, i.reported_in])).toEqual([
      ["0000320193-24-000123", "comparative"],
      ["0000320193-24-000081", "comparative"],
    ]);
    expect(latest.filing).toMatchObject({ accession: "0000320193-24-000123", reported_in: "comparative" });
  });

  // Issue 9.
  it("a fiscal year whose own 10-K is not stored is read from a later 10-K's comparative column, never fetched", async () => {
    // NVIDIA's fiscal 2024 10-K (0001045810-24-000029) is not in the corpus; its fiscal 2025 10-K reports fiscal 2024 as a comparative.
    // cacheOnly false and no EDGAR configured: before, edgar_unavailable.
    const r = await metric("NVDA", 2024, 4, "revenue", { cacheOnly: false });
    const period = { start: "2023-01-30", end: "2024-01-28" };
    expect(r.current.period).toEqual({ type: "duration", ...period });
    expect(r.current.value).toBe(secValue(corpus!, 1045810, r.current.concept, period, "0001045810-25-000023"));
    expect(r.current.value).toBe(60_922_000_000);
    expect(r.current).toMatchObject({
      reported_in: "comparative",
      source_ref: { accession: "0001045810-25-000023", reported_in: "comparative" },
    });
    expect(r.filing).toMatchObject({
      accession: "0001045810-25-000023",
      fiscal_year: 2025,
      reported_in: "comparative",
      cache_status: "cached",
    });
    // The prior year (fiscal 2023) has its own 10-K stored, but is read from the same filing's column (one basis for the change).
    expect(r.prior).toMatchObject({
      value: secValue(corpus!, 1045810, r.current.concept, { start: "2022-01-31", end: "2023-01-29" }, "0001045810-25-000023"),
      source_ref: { accession: "0001045810-25-000023" },
    });
    // The balance sheet at fiscal 2024's end, too.
    const assets = await metric("NVDA", 2024, 4, "total_assets", { cacheOnly: false });
    expect(assets.current).toMatchObject({ period: { type: "instant", end: "2024-01-28" }, reported_in: "comparative" });
    expect(assets.current.value).toBe(secValue(corpus!, 1045810, "us-gaap:Assets", { end: "2024-01-28" }, "0001045810-25-000023"));
  });

  // Issue 9.
  it("as first reported by default, latest on request, and a restatement says so with both values", async () => {
    // NVIDIA's 10-for-1 split (June 2024): fiscal 2023 diluted EPS was 1.74 in its own 10-K, 0.17 in the fiscal 2025 10-K.
    const period = { start: "2022-01-31", end: "2023-01-29" };
    const first = secValue(corpus!, 1045810, "us-gaap:EarningsPerShareDiluted", period, "0001045810-23-000017");
    const latest = secValue(corpus!, 1045810, "us-gaap:EarningsPerShareDiluted", period, "0001045810-25-000023");
    expect([first, latest]).toEqual([1.74, 0.17]);
    const asReported = await metric("NVDA", 2023, 4, "eps_diluted");
    expect(asReported.basis).toBe("as_reported");
    expect(asReported.current).toMatchObject({
      value: first,
      reported_in: "own_filing",
      source_ref: { accession: "0001045810-23-000017" },
    });
    expect(asReported.current.restated).toMatchObject({
      as_reported: { value: first, reported_in: "own_filing", sources: [{ accession: "0001045810-23-000017" }] },
      latest: { value: latest, reported_in: "comparative", sources: [{ accession: "0001045810-25-000023" }] },
    });
    expect(asReported.current.restated?.note).toMatch(/first reported as 1\.74 .*latest 0\.17/);
    const recent = await metric("NVDA", 2023, 4, "eps_diluted", { basis: "latest" });
    expect(recent.basis).toBe("latest");
    expect(recent.current).toMatchObject({ value: latest, reported_in: "comparative", source_ref: { accession: "0001045810-25-000023" } });
    expect(recent.filing.accession).toBe("0001045810-25-000023");
    expect(recent.current.restated).toEqual(asReported.current.restated);
    // Apple reclassified fiscal 2022 "other" non-cash items in its fiscal 2023 10-K: -111 then -1,006 (millions).
    const fy2022 = { start: "2021-09-26", end: "2022-09-24" };
    const other = (basis: "as_reported" | "latest") => metric("AAPL", 2022, 4, "us-gaap:OtherNoncashIncomeExpense", { basis });
    expect((await other("as_reported")).current.value).toBe(
      secValue(corpus!, 320193, "us-gaap:OtherNoncashIncomeExpense", fy2022, "0000320193-22-000108"),
    );
    expect((await other("latest")).current).toMatchObject({
      value: secValue(corpus!, 320193, "us-gaap:OtherNoncashIncomeExpense", fy2022, "0000320193-24-000123"),
      source_ref: { accession: "0000320193-24-000123" },
    });
    expect((await other("latest")).current.restated?.as_reported.value).toBe(-111_000_000);
  });

  it("latest is the most recently filed report of the period; a rounded repeat of the same figure is not a restatement", async () => {
    // Apple's long-term debt at the end of fiscal 2024: 96,662 (10-K) and "96.7 billion" in the fiscal 2025 10-Qs (decimals -8).
    const asReported = await metric("AAPL", 2024, 4, "us-gaap:LongTermDebt");
    expect(asReported.current).toMatchObject({
      value: 96_662_000_000,
      reported_in: "own_filing",
      source_ref: { accession: "0000320193-24-000123" },
    });
    const recent = await metric("AAPL", 2024, 4, "us-gaap:LongTermDebt", { basis: "latest" });
    expect(recent.current).toMatchObject({
      value: 96_700_000_000,
      decimals: -8,
      reported_in: "comparative",
      source_ref: { accession: "0000320193-25-000073" },
    });
    expect(recent.current.restated).toBeUndefined();
    expect(asReported.current.restated).toBeUndefined();
  });

  it("does not derive Q4 without the nine months, and never derives an instant", async () => {
    // NVIDIA's fiscal 2025 Q3 10-Q is not in the store, nor any filing with those nine months as a comparative.
    await expect(metric("NVDA", 2025, 4, "revenue", { dateType: "Q" })).rejects.toMatchObject({ code: "metric_not_found" });
    const assets = await metric("AAPL", 2024, 4, "total_assets", { dateType: "Q" });
    expect(assets.current).toMatchObject({ source: "xbrl", period: { type: "instant", start: null, end: "2024-09-28" } });
  });

  it("maps NVIDIA's fiscal quarters to their calendar months (fiscal 2026 Q2 ends July 2025)", async () => {
    const r = await metric("NVDA", 2026, 2, "revenue");
    expect(r.current.period).toEqual({ type: "duration", start: "2025-04-28", end: "2025-07-27" });
    expect(r.current.value).toBe(
      secValue(corpus!, 1045810, r.current.concept, { start: "2025-04-28", end: "2025-07-27" }, "0001045810-25-000209"),
    );
    expect(r.prior?.period).toEqual({ type: "duration", start: "2024-04-29", end: "2024-07-28" });
  });

  it("answers calendar-year companies and balance-sheet instants", async () => {
    const googl = await metric("GOOGL", 2024, 4, "net_income");
    expect(googl.current.value).toBe(
      secValue(corpus!, 1652044, googl.current.concept, { start: "2024-01-01", end: "2024-12-31" }, "0001652044-25-000014"),
    );
    const tsla = await metric("TSLA", 2024, 2, "revenue");
    expect(tsla.current.period).toEqual({ type: "duration", start: "2024-04-01", end: "2024-06-30" });
    const nvdaAssets = await metric("NVDA", 2025, 4, "total_assets");
    expect(nvdaAssets.current.value).toBe(secValue(corpus!, 1045810, "us-gaap:Assets", { end: "2025-01-26" }, "0001045810-25-000023"));
  });

  it("Home Depot's fiscal 2024 ends 2025-02-02", async () => {
    const r = await metric("HD", 2024, 4, "revenue");
    expect(r.current.period.end).toBe("2025-02-02");
    expect(r.filing.fiscal_year).toBe(2024);
  });

  it("answers a QName exactly, a local name, and a dimensional breakdown", async () => {
    const qname = await metric("AAPL", 2024, 4, "us-gaap:NetIncomeLoss");
    expect(qname.metric).toMatchObject({ resolved_by: "qname", concept: "us-gaap:NetIncomeLoss", group: "net_income" });
    const local = await metric("AAPL", 2024, 4, "NetIncomeLoss");
    expect(local.current.value).toBe(qname.current.value);
    const iphone = await metric("AAPL", 2024, 4, "revenue", { axisKey: "srt:ProductOrServiceAxis=aapl:IPhoneMember" });
    expect(iphone.current).toMatchObject({ value: 201_183_000_000, dimensions: { "srt:ProductOrServiceAxis": "aapl:IPhoneMember" } });
  });

  it("falls back through the equivalence group in priority order for older tags (Apple 2010: SalesRevenueNet)", async () => {
    const r = await metric("AAPL", 2010, 4, "revenue");
    expect(r.metric.concept).toBe("us-gaap:SalesRevenueNet");
    expect(r.current.value).toBe(65_225_000_000);
  });

  it("explains what it cannot answer", async () => {
    await expect(metric("AAPL", 2024, 4, "debt")).rejects.toMatchObject({
      code: "equivalence_group_split",
      details: { successors: ["long_term_debt", "short_term_debt"] },
    });
    await expect(metric("AAPL", 2024, 4, "us-gaap:NoSuchConcept")).rejects.toMatchObject({ code: "metric_not_found" });
    await expect(metric("AAPL", 2019, 4, "revenue")).rejects.toMatchObject({ code: "not_cached" });
    await expect(metric("AAPL", 2019, 4, "revenue", { cacheOnly: false })).rejects.toMatchObject({ code: "edgar_unavailable" });
    // Bounds hold inside the domain, whatever the transport validated.
    for (const [year, quarter] of [
      [2024, 7],
      [Infinity, 4],
      [1e9, 4],
      [2024, 2.5],
    ] as const) {
      await expect(metric("AAPL", year, quarter, "revenue"), `${year} ${quarter}`).rejects.toMatchObject({ code: "validation_error" });
    }
  });

  it("date_type FY is the fiscal year whatever the quarter, as full_year_mode", async () => {
    const annual = await metric("AAPL", 2024, 4, "revenue");
    for (const extra of [{ dateType: "FY" as const }, { fullYearMode: true }]) {
      const r = await metric("AAPL", 2024, 2, "revenue", extra);
      expect([r.current.value, r.current.period, r.filing.accession]).toEqual([
        annual.current.value,
        annual.current.period,
        annual.filing.accession,
      ]);
    }
  });

  it("reads the filings a period reaches in one query per period, not one per filing", async () => {
    const reads: { method: string; accessions: readonly string[] }[] = [];
    const counting = new Proxy(deps.store, {
      get: (target, name) => {
        const value = Reflect.get(target, name) as unknown;
        if (name !== "getFacts" && name !== "getFactsByFiling" && name !== "factEnds")
          return typeof value === "function" ? value.bind(target) : value;
        return (first: string | readonly string[], ...rest: unknown[]) => {
          reads.push({ method: name, accessions: typeof first === "string" ? [first] : first });
          return (value as (...args: unknown[]) => unknown).call(target, first, ...rest);
        };
      },
    });
    const direct = await metric("AAPL", 2024, 3, "revenue");
    const r = await getMetric(
      { ...deps, store: counting },
      { ...base, ticker: "AAPL", fiscalYear: 2024, quarter: 3, metricName: "revenue" },
    );
    expect(r).toEqual(direct);
    // Fiscal 2024 Q3 and its prior year: each period's own filing and the later ones whose comparative columns report it.
    const factReads = reads.filter((x) => x.method !== "factEnds");
    expect(factReads.map((x) => x.method)).toEqual(["getFactsByFiling", "getFactsByFiling"]);
    expect(factReads.every((x) => x.accessions.length > 1)).toBe(true);
    expect(reads.filter((x) => x.method === "factEnds")).toHaveLength(2);
  });
});
