import { describe, expect, it } from "vitest";
import { columnMonths, statedFiscalQuarter } from "../../../src/domain/events/earnings-release.js";
import { groupOfRow } from "../../../src/domain/facts/earnings-release-metrics.js";
import { EquivalenceRegistry } from "../../../src/domain/equivalence/equivalence-registry.js";
import type { TableColumn, TableRow } from "../../../src/parse/document/index.js";

const column = (label: string, months: number | null = null, instant = false): TableColumn => ({
  index: 1,
  label,
  headers: [label],
  period: { text: label, endDate: "2024-11-02", year: 2024, months, instant },
});
const row = (label: string, group: string | null = null): TableRow => ({ index: 0, label, group, cells: [] });

describe("earnings-release helpers", () => {
  it("reads the fiscal quarter a release names (first mention)", () => {
    expect(
      statedFiscalQuarter(
        "THE BUCKLE, INC. REPORTS THIRD QUARTER NET INCOME ... Net income for the third quarter of fiscal 2024 was $44.2 million",
      ),
    ).toEqual({ year: 2024, quarter: 3 });
    expect(
      statedFiscalQuarter("Adobe Reports Record Revenue in **First Quarter Fiscal Year 2023** ... second quarter fiscal year 2023 targets"),
    ).toEqual({ year: 2023, quarter: 1 });
    expect(statedFiscalQuarter("Results for Q4 fiscal 2024")).toEqual({ year: 2024, quarter: 4 });
    expect(statedFiscalQuarter("fiscal 2025 second quarter results")).toEqual({ year: 2025, quarter: 2 });
    expect(statedFiscalQuarter("no period named here")).toBeNull();
  });

  it("reads column durations from weeks and months, parser months as fallback", () => {
    expect(columnMonths(column("Thirteen Weeks Ended November 2, 2024", null, true))).toBe(3);
    expect(columnMonths(column("Thirty-Nine Weeks Ended November 2, 2024", null, true))).toBe(9);
    expect(columnMonths(column("Three Months Ended March 3, 2023", 3))).toBe(3);
    expect(columnMonths(column("Fifty-Three Weeks Ended February 3, 2024"))).toBe(12);
    expect(columnMonths(column("Year Ended December 31, 2024"))).toBe(12);
    expect(columnMonths(column("November 2, 2024", null, true))).toBeNull();
  });

  it("maps row labels to registry groups by label or alias; non-GAAP rows never", () => {
    const registry = new EquivalenceRegistry();
    const name = (r: TableRow) => groupOfRow(registry, r)?.name ?? null;
    expect(name(row("Total revenue", "Revenue:"))).toBe("revenue");
    expect(name(row("Revenue"))).toBe("revenue");
    expect(name(row("SALES, Net of returns and allowances"))).toBe("revenue");
    expect(name(row("Net income"))).toBe("net_income");
    expect(name(row("NET INCOME", "OPERATING EXPENSES:"))).toBe("net_income");
    expect(name(row("GAAP net income", "Net income:"))).toBe("net_income");
    expect(name(row("Non-GAAP net income", "Net income:"))).toBeNull();
    expect(name(row("Diluted", "EARNINGS PER SHARE:"))).toBe("eps_diluted");
    expect(name(row("Basic", "EARNINGS PER SHARE:"))).toBe("eps_basic");
    expect(name(row("Diluted net income per share"))).toBe("eps_diluted");
    expect(name(row("Diluted weighted average shares", "EARNINGS PER SHARE:"))).toBe("diluted_shares");
    expect(name(row("Shares used to compute diluted net income per share"))).toBe("diluted_shares");
    expect(name(row("Research and development", "Operating expenses:"))).toBe("research_and_development");
    expect(name(row("Deferred revenue", "Current liabilities:"))).toBeNull();
  });
});
