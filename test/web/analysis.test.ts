import { describe, expect, it } from "vitest";
import { analysed, commonSize, growth, percent } from "../../web/src/analysis.js";
import { axisKeyOf, breakdownLabel } from "../../web/src/dimensions.js";
import { kpiSeries } from "../../web/src/kpi-series.js";
import { statementTtm, trailingTwelveMonths } from "../../web/src/ttm.js";

const usd = (value: number | null) => ({ value, unit: "USD" });
const perShare = (value: number) => ({ value, unit: "USD/shares" });

describe("statement analysis columns (computed in the page)", () => {
  it("common size is a line over its base line in the same period and unit; another unit, a missing value or a zero base gives none", () => {
    expect(commonSize(usd(25), usd(100))).toBe(0.25);
    expect(commonSize(perShare(6.11), usd(100))).toBeNull();
    expect(commonSize(usd(null), usd(100))).toBeNull();
    expect(commonSize(usd(5), usd(0))).toBeNull();
  });

  it("growth is the change over the earlier value's size, so a loss narrowing is growth", () => {
    expect(growth(usd(110), usd(100))).toBeCloseTo(0.1);
    expect(growth(usd(-50), usd(-100))).toBeCloseTo(0.5);
    expect(growth(usd(1), usd(0))).toBeNull();
    expect(growth(perShare(2), usd(1))).toBeNull();
  });

  it("lays a statement's lines out: common size against the statement's base line, growth against the column `lag` before", () => {
    const lines = [
      { key: "revenue", values: [usd(200), usd(250)] },
      { key: "net_income", values: [usd(50), usd(50)] },
      { key: "eps_diluted", values: [perShare(1), perShare(1.2)] },
    ];
    expect(analysed(lines, "common_size", "income_statement")).toEqual([
      [1, 1],
      [0.25, 0.2],
      [null, null],
    ]);
    const grown = analysed(lines, "growth", "income_statement");
    expect(grown.map((row) => row[0])).toEqual([null, null, null]);
    expect(grown[0]![1]).toBeCloseTo(0.25);
    expect(grown[2]![1]).toBeCloseTo(0.2);
    // The cash-flow statement has no base line: no common size.
    expect(analysed(lines, "common_size", "cash_flow")).toEqual(lines.map(() => [null, null]));
  });

  it("prints a share with one decimal, growth signed", () => {
    expect(percent(0.2534, false)).toBe("25.3%");
    expect(percent(0.1, true)).toBe("+10.0%");
    expect(percent(-0.05, true)).toBe("-5.0%");
    expect(percent(null, true)).toBe("—");
  });
});

describe("trailing twelve months (summed in the page only where the API's period rules add up)", () => {
  const quarter = (fiscal_year: number, q: number, value: number | null, unit = "USD", type: "duration" | "instant" = "duration") => ({
    fiscal_year,
    quarter: q,
    value:
      value === null
        ? null
        : {
            value,
            unit,
            duration_class: type === "duration" ? "Q" : null,
            period: { type, start: type === "duration" ? "2024-01-01" : null, end: "2024-03-31" },
          },
  });

  it("sums four consecutive quarters of an amount, from the fourth on", () => {
    const points = [quarter(2024, 1, 10), quarter(2024, 2, 20), quarter(2024, 3, 30), quarter(2024, 4, 40), quarter(2025, 1, 50)];
    expect(trailingTwelveMonths(points)).toEqual([null, null, null, 100, 140]);
  });

  it("gives none for a quotient, a share count, a balance, a missing quarter or a broken run of quarters", () => {
    const of = (unit: string, type: "duration" | "instant" = "duration") => [1, 2, 3, 4].map((q) => quarter(2024, q, q, unit, type));
    expect(trailingTwelveMonths(of("USD/shares")).at(-1)).toBeNull();
    expect(trailingTwelveMonths(of("shares")).at(-1)).toBeNull();
    expect(trailingTwelveMonths(of("USD", "instant")).at(-1)).toBeNull();
    expect(trailingTwelveMonths([quarter(2024, 1, 1), quarter(2024, 2, null), quarter(2024, 3, 3), quarter(2024, 4, 4)]).at(-1)).toBeNull();
    expect(trailingTwelveMonths([quarter(2023, 4, 1), quarter(2024, 2, 2), quarter(2024, 3, 3), quarter(2024, 4, 4)]).at(-1)).toBeNull();
  });
});

describe("a statement's trailing-twelve-months column (the four latest quarters, from quarter or year-to-date columns)", () => {
  const column = (fiscal_year: number, quarter: number) => ({ label: `${fiscal_year}Q${quarter}`, fiscal_year, quarter });
  const flow = (value: number, duration_class: string, unit = "USD", source = "xbrl") => ({
    value,
    unit,
    duration_class,
    source,
    period: { type: "duration" as const, start: "2024-01-01", end: "2024-06-30" },
  });
  const columns = [column(2024, 2), column(2024, 3), column(2024, 4), column(2025, 1), column(2025, 2)];

  it("sums quarter-alone columns and names them, marking an input the API derived", () => {
    const ttm = statementTtm(columns, [flow(1, "Q"), flow(2, "Q"), flow(3, "Q", "USD", "derived"), flow(4, "Q"), flow(5, "Q")]);
    expect(ttm).toEqual({
      value: 14,
      formula: "2024Q3 + 2024Q4 + 2025Q1 + 2025Q2",
      from: ["2024Q3", "2024Q4", "2025Q1", "2025Q2"],
      derivedInput: true,
    });
  });

  it("from year-to-date columns: the latest year to date, plus the year before, minus the same year to date a year before", () => {
    const ytd = [flow(60, "H"), flow(90, "9M"), flow(120, "FY"), flow(30, "Q"), flow(70, "H")];
    expect(statementTtm(columns, ytd)).toEqual({
      value: 130,
      formula: "2025Q2 (6 months) + 2024Q4 (FY2024) − 2024Q2 (6 months)",
      from: ["2025Q2", "2024Q4", "2024Q2"],
      derivedInput: false,
    });
    // A first quarter among year-to-date columns is read the same way.
    expect(statementTtm([column(2024, 1), ...columns.slice(0, 4)], [flow(20, "Q"), ...ytd.slice(0, 4)])?.value).toBe(130);
    // The year before is not in view: none.
    expect(statementTtm(columns.slice(1), ytd.slice(1))).toBeNull();
  });

  it("gives none for per-share amounts, share counts, balances and a missing quarter", () => {
    expect(
      statementTtm(
        columns,
        [1, 2, 3, 4, 5].map((v) => flow(v, "Q", "USD/shares")),
      ),
    ).toBeNull();
    expect(
      statementTtm(
        columns,
        [1, 2, 3, 4, 5].map((v) => flow(v, "Q", "shares")),
      ),
    ).toBeNull();
    const balance = { value: 5, unit: "USD", duration_class: null, period: { type: "instant" as const, start: null, end: "2024-06-30" } };
    expect(statementTtm(columns, [balance, balance, balance, balance, balance])).toBeNull();
    expect(statementTtm(columns, [flow(1, "Q"), flow(2, "Q"), null, flow(4, "Q"), flow(5, "Q")])).toBeNull();
  });
});

describe("dimensional facts in words", () => {
  it("names axes and members from their QNames and rebuilds the API's axis key from dimensions", () => {
    expect(breakdownLabel("srt:ProductOrServiceAxis=nflx:StreamingMember|srt:StatementGeographicalAxis=us-gaap:EMEAMember")).toBe(
      "Product Or Service: Streaming · Geographical: EMEA",
    );
    expect(breakdownLabel("srt:StatementGeographicalAxis=country:US")).toBe("Geographical: US");
    // The filer's labels where the API gives them, without the standard label's type suffix.
    const labels = { "srt:StatementGeographicalAxis": "Geographical [Axis]", "country:US": "U.S.", "aapl:IPhoneMember": "iPhone [Member]" };
    expect(breakdownLabel("srt:StatementGeographicalAxis=country:US", labels)).toBe("Geographical: U.S.");
    expect(breakdownLabel("srt:ProductOrServiceAxis=aapl:IPhoneMember", labels)).toBe("Product Or Service: iPhone");
    expect(axisKeyOf({ "srt:StatementGeographicalAxis": "us-gaap:EMEAMember", "srt:ProductOrServiceAxis": "nflx:StreamingMember" })).toBe(
      "srt:ProductOrServiceAxis=nflx:StreamingMember|srt:StatementGeographicalAxis=us-gaap:EMEAMember",
    );
  });
});

describe("KPI series: rows of the same KPI across periods' answers", () => {
  const row = (
    kpi_name: string,
    segment: string | null,
    unit: string,
    value: number | null,
    status: "reported" | "absent" = "reported",
  ) => ({ kpi_name, segment, unit, value, status, numeric: true });

  it("matches name (footnote marks aside), segment and unit; one row per period, the first ranked; absences and missing periods are null", () => {
    const series = kpiSeries([
      {
        label: "FY2023",
        end: "2023-01-29",
        error: null,
        rows: [row("Employees", null, "employees", 26196), row("employees", "Israel", "employees", 3000)],
      },
      { label: "FY2024", end: null, error: "not stored", rows: null },
      {
        label: "FY2025",
        end: "2025-01-26",
        error: null,
        rows: [
          row("employees (1)", null, "employees", 36000),
          row("employees", null, "employees", 36001),
          row("stores", null, "stores", null, "absent"),
        ],
      },
    ]);
    expect(series.map((s) => [s.name, s.segment, s.rows.map((r) => r?.value ?? null)])).toEqual([
      ["Employees", null, [26196, null, 36000]],
      ["employees", "Israel", [3000, null, null]],
    ]);
  });
});
