import { describe, expect, it } from "vitest";
import { columnPeriod, parseCell } from "../../../src/parse/document/index.js";
import { rowUnit, tableUnit } from "../../../src/parse/document/table-units.js";

describe("parseCell", () => {
  it.each([
    ["1,234", { kind: "number", value: 1234, negative: false, currency: null, percent: false }],
    ["$(1,234)", { kind: "number", value: -1234, negative: true, currency: "$" }],
    ["($1,234.5)", { kind: "number", value: -1234.5, negative: true, currency: "$" }],
    ["(2)%", { kind: "number", value: -2, percent: true }],
    ["12.5 %", { kind: "number", value: 12.5, percent: true }],
    ["-3.1", { kind: "number", value: -3.1, negative: true }],
    ["\u2212 7", { kind: "number", value: -7, negative: true }],
    ["€ 40", { kind: "number", value: 40, currency: "€" }],
    [".5", { kind: "number", value: 0.5 }],
  ])("%s", (text, expected) => {
    expect(parseCell(text)).toMatchObject(expected);
  });

  it("reads em and en dashes as zero, marked as dashes", () => {
    for (const d of ["—", "–", "-", "— %", "$ —", "$—"]) expect(parseCell(d)).toMatchObject({ kind: "dash", value: 0 });
    expect(parseCell("$ —").currency).toBe("$");
    expect(parseCell("—%")).toMatchObject({ kind: "dash", percent: true });
  });

  it("removes footnote marks after numbers, not numbers in parentheses", () => {
    expect(parseCell("1,234 (1)")).toMatchObject({ value: 1234, footnotes: ["1"] });
    expect(parseCell("96,169(a)*")).toMatchObject({ value: 96169, footnotes: ["*", "a"] });
    expect(parseCell("(1)")).toMatchObject({ value: -1, footnotes: [] });
    expect(parseCell("6.08\u00b2")).toMatchObject({ value: 6.08, footnotes: ["\u00b2"] });
  });

  it("leaves text as text and empty as empty", () => {
    expect(parseCell("n/a").kind).toBe("text");
    expect(parseCell("1.9:1").kind).toBe("text");
    expect(parseCell("  ").kind).toBe("empty");
  });
});

describe("columnPeriod", () => {
  it.each([
    [["Three Months Ended", "June 28, 2025"], { endDate: "2025-06-28", year: 2025, months: 3, instant: false }],
    [["Years ended September 28, 2024"], { endDate: "2024-09-28", months: 12 }],
    [["Nine Months Ended", "Sept. 30,", "2024"], { endDate: "2024-09-30", year: 2024, months: 9 }],
    [["13 Weeks Ended", "May 3, 2025"], { endDate: "2025-05-03", months: 3 }],
    [["September 28, 2024"], { endDate: "2024-09-28", months: null, instant: true }],
    [["As of December 31,", "2024"], { endDate: "2024-12-31", instant: true }],
    [["2024"], { endDate: null, year: 2024, months: null, instant: false }],
    [["Fiscal 2025"], { year: 2025, months: 12 }],
  ])("%j", (headers, expected) => {
    expect(columnPeriod(headers)).toMatchObject(expected);
  });

  it("names no period for comparison columns or plain words", () => {
    expect(columnPeriod(["Change"])).toBeNull();
    expect(columnPeriod(["2024 vs. 2023"])).toBeNull();
    expect(columnPeriod(["% Change"])).toBeNull();
    expect(columnPeriod(["Total"])).toBeNull();
    expect(columnPeriod([])).toBeNull();
  });
});

describe("tableUnit and rowUnit", () => {
  it("reads the scale and the share scale from a caption", () => {
    const u = tableUnit(["(In millions, except number of shares, which are reflected in thousands, and per-share amounts)"], ["$"]);
    expect(u).toMatchObject({ currency: "USD", scale: 1e6, shareScale: 1e3 });
    expect(rowUnit(u, "Diluted", "Earnings per share:")).toEqual({ unit: "USD/share", scale: 1 });
    expect(rowUnit(u, "Diluted", "Shares used in computing earnings per share:")).toEqual({ unit: "shares", scale: 1e3 });
    expect(rowUnit(u, "Net income", null)).toEqual({ unit: "USD", scale: 1e6 });
  });

  it.each([
    ["(Dollars in thousands)", 1e3],
    ["in millions", 1e6],
    ["($000)", 1e3],
    ["(in billions)", 1e9],
    ["Amounts in thousands, except per share data", 1e3],
    ["The following table shows revenue", 1],
  ])("%s", (text, scale) => {
    expect(tableUnit([text], []).scale).toBe(scale);
  });

  it("takes the currency from the words when no cell shows a symbol", () => {
    expect(tableUnit(["(U.S. dollars in millions)"], []).currency).toBe("USD");
    expect(tableUnit(["(in millions)"], []).currency).toBeNull();
  });
});
