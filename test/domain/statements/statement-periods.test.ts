import { describe, expect, it } from "vitest";
import { MAX_PERIODS, periodRange } from "../../../src/domain/statements/statement-periods.js";

const labels = (from: string, to: string, dateType: "Q" | "YTD" | "FY" | null = null) =>
  periodRange(from, to, dateType).periods.map((p) => p.label);

describe("periodRange: every pair of well-formed ends is a range (the contract cannot tie two query parameters)", () => {
  it("fiscal years and quarters, oldest first", () => {
    expect(labels("FY2022", "2024")).toEqual(["FY2022", "FY2023", "FY2024"]);
    expect(labels("2023Q3", "2024-Q2")).toEqual(["2023Q3", "2023Q4", "2024Q1", "2024Q2"]);
    expect(
      periodRange("2024Q2", "2024Q2", "YTD").periods.map((p) => [p.target.quarter, p.target.dateType, p.target.durationClass]),
    ).toEqual([[2, "YTD", "H"]]);
  });

  it("ends in either order make the same range", () => {
    expect(labels("FY2024", "FY2022")).toEqual(labels("FY2022", "FY2024"));
    expect(labels("2024Q2", "2023Q3")).toEqual(labels("2023Q3", "2024Q2"));
  });

  it("a fiscal year beside a quarter stands for its four quarters", () => {
    expect(labels("FY2023", "2024Q1")).toEqual(["2023Q1", "2023Q2", "2023Q3", "2023Q4", "2024Q1"]);
    expect(labels("2024Q3", "2023")).toEqual(["2023Q1", "2023Q2", "2023Q3", "2023Q4", "2024Q1", "2024Q2", "2024Q3"]);
  });

  it("date_type FY makes quarter ends fiscal years", () => {
    const range = periodRange("2023Q2", "2024Q1", "FY");
    expect(range.periods.map((p) => [p.label, p.target.quarter, p.target.dateType])).toEqual([
      ["FY2023", 4, "FY"],
      ["FY2024", 4, "FY"],
    ]);
  });

  it("past the most periods, the latest are kept and a warning says so", () => {
    const long = periodRange("FY0001", "FY2024", null);
    expect(long.periods).toHaveLength(MAX_PERIODS);
    expect(
      long.periods
        .map((p) => p.label)
        .slice(0, 1)
        .concat(long.periods.at(-1)!.label),
    ).toEqual(["FY2005", "FY2024"]);
    expect(long.warnings).toEqual([`FY0001..FY2024 spans 2024 periods: the latest ${MAX_PERIODS} are answered, from FY2005`]);
    expect(periodRange("2020Q1", "2024Q4", null).warnings).toEqual([]);
    expect(periodRange("2019Q4", "2024Q4", null).periods[0]!.label).toBe("2020Q1");
  });
});
