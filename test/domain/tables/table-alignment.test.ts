import { describe, expect, it } from "vitest";
import { columnFiscalPeriods, type ColumnFiscalPeriod } from "../../../src/domain/tables/column-fiscal-period.js";
import { alignColumns, alignRows, normalizeLabel, type AlignInput } from "../../../src/domain/tables/table-alignment.js";
import type { RowIdentity } from "../../../src/domain/tables/table-compare-result.js";
import { extractTables, toMarkdown } from "../../../src/parse/document/index.js";
import { meta } from "../../store/records.js";

/** A fiscal-year column ending `end`, `offset` quarters from the period asked for. */
const fy = (label: string, end: string, offset: number): ColumnFiscalPeriod => ({
  label,
  type: "duration",
  start: null,
  end,
  duration_class: "FY",
  fiscal_year: Number(label.slice(2)),
  fiscal_quarter: 4,
  offset_quarters: offset,
  source: "heading",
});

function row(index: number, label: string, concept: string | null, values: (number | null)[]): AlignInput["rows"][number] {
  const identity: RowIdentity = {
    index,
    label,
    concept,
    axis_key: "",
    group: null,
    concept_key: concept ? `concept:${concept}` : null,
    label_key: normalizeLabel(label),
  };
  return { ...identity, values: new Map(values.map((v, i) => [i + 1, v] as const)) };
}

describe("table alignment", () => {
  // Company A prints the latest year first, company B last.
  const a: AlignInput = {
    id: "A",
    periods: new Map([
      [1, fy("FY2024", "2024-09-28", 0)],
      [2, fy("FY2023", "2023-09-30", -4)],
    ]),
    rows: [
      row(0, "Other income/(expense), net", null, [10, 20]),
      row(1, "Total revenue", "us-gaap:Revenues", [100, 90]),
      row(2, "Royalties", "a:RoyaltyIncome", [5, 4]),
    ],
  };
  const b: AlignInput = {
    id: "B",
    periods: new Map([
      [1, fy("FY2023", "2023-12-31", -4)],
      [2, fy("FY2024", "2024-12-31", 0)],
      [3, null],
    ]),
    rows: [
      row(0, "Other income (expense), net", null, [1, 2]),
      row(1, "Total revenue", null, [80, 85]),
      row(2, "Royalties", "b:LicenseIncome", [3, 6]),
    ],
  };

  it("lines columns up by fiscal period, latest first, each company's own column kept", () => {
    const columns = alignColumns([a, b]);
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ["FY@0", "FY2024"],
      ["FY@-4", "FY2023"],
    ]);
    expect(columns[0]?.by_company.A?.column).toBe(1);
    expect(columns[0]?.by_company.B).toMatchObject({ column: 2, end: "2024-12-31" });
  });

  it("rows without facts meet by label; a fact-backed row may meet an untagged one, never another fact-backed row by label", () => {
    const rows = alignRows([a, b], alignColumns([a, b]), () => null);
    expect(rows.map((r) => [r.key, r.aligned_by])).toEqual([
      ["other income expense net", "label"],
      ["total revenue", "label"],
    ]);
    // Values follow the aligned columns: B's FY2024 is its second column.
    expect(rows[0]?.by_company.B?.scaled_values).toEqual([2, 1]);
    expect(rows[1]?.by_company.A).toMatchObject({ label: "Total revenue", concept: "us-gaap:Revenues", scaled_values: [100, 90] });
    // Both "Royalties" rows show facts of different concepts: not aligned.
    expect(rows.some((r) => r.key === "royalties")).toBe(false);
  });
});

describe("column fiscal periods from headings (no XBRL facts)", () => {
  it("dated and bare-year headings, counted back from the filing's fiscal period", () => {
    const html = `<table>
      <tr><td></td><td>Year Ended December 31,</td><td></td><td></td></tr>
      <tr><td></td><td>2024</td><td>2023</td><td>% Change</td></tr>
      <tr><td>Revenues</td><td>$1,200</td><td>$1,000</td><td>20%</td></tr>
      <tr><td>Net income</td><td>300</td><td>250</td><td>20%</td></tr>
    </table>`;
    const [table] = extractTables(toMarkdown(`<html><body>${html}</body></html>`));
    expect(table).toBeDefined();
    const filing = meta({ fiscalYear: 2024, fiscalPeriod: "FY", periodEnd: "2024-12-31" });
    const periods = [...columnFiscalPeriods(table!, filing, { year: 2024, quarter: 4 }, new Map()).values()];
    expect(periods.map((p) => p && [p.label, p.end, p.offset_quarters, p.source])).toEqual([
      ["FY2024", "2024-12-31", 0, "heading"],
      ["FY2023", "2023-12-31", -4, "heading"],
      null,
    ]);
  });
});
