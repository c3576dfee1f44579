import { describe, expect, it } from "vitest";
import { findDates, findPeriods } from "../../../../src/domain/extractions/text/dates.js";

// Hand-written sentences in the way filings date things (no filing's wording).
describe("dates named in text", () => {
  it("reads full dates in both orders' common US form and a month with its year, with offsets into the text", () => {
    const text = "The program was approved on May 2, 2024 and expires in Sept. 2026.";
    const dates = findDates(text);
    expect(dates.map((d) => [d.text, d.value])).toEqual([
      ["May 2, 2024", "2024-05-02"],
      ["Sept. 2026", "2026-09"],
    ]);
    for (const d of dates) expect(text.slice(d.start, d.end)).toBe(d.text);
  });

  it("does not read a month-and-year inside a full date twice, nor a day past 31", () => {
    expect(findDates("As of June 29, 2024").map((d) => d.value)).toEqual(["2024-06-29"]);
    expect(findDates("on June 32, 2024").map((d) => d.value)).toEqual([]);
  });
});

describe("fiscal periods named in text", () => {
  it.each([
    ["the fourth quarter of fiscal 2024", "FY2024Q4"],
    ["fiscal year 2025", "FY2025"],
    ["Q3 of fiscal 24", "FY2024Q3"],
    ["the first half of 2023", "FY2023H1"],
    ["FY'25", "FY2025"],
    ["the nine months ended", "M9"],
    ["in the third quarter", "Q3"],
    ["full-year 2024", "FY2024"],
  ])("reads %j as %s", (text, value) => {
    const periods = findPeriods(text);
    expect(periods.map((p) => p.value)).toEqual([value]);
    expect(text.slice(periods[0]!.start, periods[0]!.end)).toBe(periods[0]!.text);
  });

  it("reads the longest naming once: a quarter with its year is not also a bare quarter", () => {
    expect(findPeriods("second quarter of 2024 compared with the second quarter").map((p) => p.value)).toEqual(["FY2024Q2", "Q2"]);
  });
});
