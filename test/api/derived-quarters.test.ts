import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp, type CorpusApp } from "../support/corpus-app.js";
import { secValue } from "../support/corpus-store.js";

const corpus = requireCorpus();

type Value = {
  value: number | null;
  unit: string | null;
  source: string;
  period: { start: string | null; end: string };
  derivation?: { method: string; inputs: { accession: string }[] };
} | null;

/**
 * Issue 21: a quarter alone is derived only for additive flows (from any two stored cumulative
 * periods of its fiscal year), never for share counts, per-share amounts, ratios or instants,
 * through every route that serves numbers. Expected figures are the SEC's own companyfacts values.
 */
describe.skipIf(!corpus)("derived quarters by the rules of each concept, through the API", () => {
  let c: CorpusApp;
  beforeAll(async () => {
    c = await corpusApp(corpus as string, ["AAPL", "NVDA"]);
  }, 180_000);
  afterAll(() => c?.close());

  const get = async (url: string) => {
    const res = await c.app.inject({ url, headers: { authorization: `Bearer ${c.key.internal}` } });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const sec = (concept: string, start: string, end: string, accession: string) =>
    secValue(corpus!, 320193, concept, { start, end }, accession)!;

  it("never subtracts a share count or EPS: Apple fiscal 2024 Q4 alone answers none, saying why, on every route", async () => {
    for (const name of ["basic_shares", "diluted_shares", "eps_basic", "eps_diluted"]) {
      const metric = await get(`/api/metric?ticker=AAPL&year=2024&quarter=4&date_type=Q&metric_name=${name}`);
      expect(metric.status, name).toBe(404);
      expect((metric.body.error as { message: string }).message, name).toMatch(/share count|per-share amount/);
      expect((metric.body.error as { message: string }).message, name).not.toMatch(/reports no value/);
    }
    const statement = await get("/api/statement?ticker=AAPL&year=2024&quarter=4&statement=income&date_type=Q");
    expect(statement.status).toBe(200);
    const lines = statement.body.lines as { key: string; values: Value[] }[];
    for (const key of ["eps_basic", "eps_diluted", "basic_shares", "diluted_shares"])
      expect(lines.find((l) => l.key === key)?.values, key).toEqual([null]);
    const said = statement.body.warnings as string[];
    expect(said.filter((w) => /EarningsPerShareBasic: fiscal 2024 Q4 alone .* per-share amount/.test(w))).toHaveLength(1);
    // The reason, not a claim that the company reports no EPS.
    expect(said.filter((w) => /\(eps_basic\): not reported/.test(w))).toEqual([]);
    // Additive lines are still derived: revenue FY minus nine months.
    expect(lines.find((l) => l.key === "revenue")?.values[0]).toMatchObject({ source: "derived", value: 94_930_000_000 });

    const financials = await get("/api/financials?ticker=AAPL&year=2024&quarter=4&date_type=Q");
    expect(financials.status).toBe(200);
    const rows = financials.body.rows as NonNullable<Value>[];
    expect(rows.filter((r) => r.source === "derived").length).toBeGreaterThan(20);
    for (const r of rows.filter((r) => r.source === "derived")) expect(r.unit, JSON.stringify(r)).toMatch(/^[A-Z]{3}$/);

    const series = await get(
      "/api/metric/series?ticker=AAPL&metric_name=basic_shares&end_year=2025&end_quarter=3&periods=8&cached_only=true",
    );
    expect(series.status).toBe(200);
    const points = series.body.points as {
      fiscal_year: number;
      quarter: number;
      value: Value;
      coverage_status: string;
      note: string | null;
    }[];
    for (const p of points) {
      if (p.value) expect(p.value.value, `${p.fiscal_year}Q${p.quarter}`).toBeGreaterThan(0);
      expect(p.coverage_status, `${p.fiscal_year}Q${p.quarter}`).not.toBe("derived");
    }
    expect(points.find((p) => p.fiscal_year === 2024 && p.quarter === 4)?.note).toMatch(/share count/);
  });

  it("derives Apple fiscal 2025 Q1 (its 10-Q not stored) as the six months minus the second quarter", async () => {
    const q2 = "0000320193-25-000057";
    for (const [name, concept, expected] of [
      ["revenue", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", 124_300_000_000],
      ["net_income", "us-gaap:NetIncomeLoss", 36_330_000_000],
    ] as const) {
      const r = await get(`/api/metric?ticker=AAPL&year=2025&quarter=1&metric_name=${name}`);
      expect(r.status, name).toBe(200);
      const current = r.body.current as NonNullable<Value>;
      expect(sec(concept, "2024-09-29", "2025-03-29", q2) - sec(concept, "2024-12-29", "2025-03-29", q2)).toBe(expected);
      expect(current).toMatchObject({
        source: "derived",
        value: expected,
        period: { start: "2024-09-29", end: "2024-12-28" },
        derivation: { method: "six_month_ytd_minus_second_quarter" },
      });
      expect(current.derivation?.inputs.map((i) => i.accession)).toEqual([q2, q2]);
      // Not the first quarter's own report: the filing cited is a later one.
      expect(r.body.filing).toMatchObject({ accession: q2, reported_in: "comparative" });
    }
    const statement = await get("/api/statement?ticker=AAPL&year=2025&quarter=1&statement=income");
    expect(statement.status).toBe(200);
    expect((statement.body.lines as { key: string; values: Value[] }[]).find((l) => l.key === "revenue")?.values[0]).toMatchObject({
      value: 124_300_000_000,
      source: "derived",
    });
  });

  it("derives a 10-Q's quarter of cash flow as nine months minus six months, from any stored filings", async () => {
    const ocf = "us-gaap:NetCashProvidedByUsedInOperatingActivities";
    const fy25 = await get("/api/metric?ticker=AAPL&year=2025&quarter=3&metric_name=operating_cash_flow");
    expect(fy25.status).toBe(200);
    expect(
      sec(ocf, "2024-09-29", "2025-06-28", "0000320193-25-000073") - sec(ocf, "2024-09-29", "2025-03-29", "0000320193-25-000057"),
    ).toBe(27_867_000_000);
    expect(fy25.body.current).toMatchObject({
      source: "derived",
      value: 27_867_000_000,
      period: { start: "2025-03-30", end: "2025-06-28" },
      derivation: { method: "nine_month_minus_six_month_ytd" },
    });
    // Fiscal 2024: the six months from the fiscal 2025 Q2 10-Q's comparative column.
    const fy24 = await get("/api/metric?ticker=AAPL&year=2024&quarter=3&metric_name=operating_cash_flow");
    expect(fy24.body.current).toMatchObject({ source: "derived", value: 28_858_000_000, reported_in: "comparative" });
    expect(
      sec(ocf, "2023-10-01", "2024-06-29", "0000320193-24-000081") - sec(ocf, "2023-10-01", "2024-03-30", "0000320193-25-000057"),
    ).toBe(28_858_000_000);

    // Financials of a Q3 10-Q: the quarter's cash flow derived; date_type=YTD gives the nine months as printed.
    const quarter = await get("/api/financials?ticker=AAPL&year=2025&quarter=3");
    const row = (body: Record<string, unknown>) =>
      (body.rows as (NonNullable<Value> & { concept: string; axis_key: string })[]).find((r) => r.concept === ocf && r.axis_key === "");
    expect(row(quarter.body)).toMatchObject({ source: "derived", value: 27_867_000_000 });
    const ytd = await get("/api/financials?ticker=AAPL&year=2025&quarter=3&date_type=YTD");
    expect(row(ytd.body)).toMatchObject({ source: "xbrl", value: 81_754_000_000, period: { start: "2024-09-29", end: "2025-06-28" } });
  });

  it("says what is reported and what is missing when a quarter cannot be derived", async () => {
    // Apple fiscal 2023 Q3: the 10-Q prints nine months of cash flow; no stored filing has the six months.
    const ocf = await get("/api/metric?ticker=AAPL&year=2023&quarter=3&metric_name=operating_cash_flow");
    expect(ocf.status).toBe(404);
    const message = (ocf.body.error as { message: string }).message;
    expect(message).toMatch(/nine months 2022-09-25\.\.2023-07-01/);
    expect(message).toMatch(/date_type=YTD/);
    expect(message).toMatch(/six months/);
    // NVIDIA fiscal 2025 Q4: the 10-K prints the year; the nine months belong to a 10-Q that is not stored.
    const nvda = await get("/api/metric?ticker=NVDA&year=2025&quarter=4&date_type=Q&metric_name=revenue");
    expect(nvda.status).toBe(404);
    const said = (nvda.body.error as { message: string }).message;
    expect(said).not.toMatch(/reports no value/);
    expect(said).toMatch(/nine months/);
    expect(said).toMatch(/fiscal 2025 Q3 10-Q/);
  });
});
