import { describe, expect, it } from "vitest";
import { extractTables, toMarkdown } from "../../../src/parse/document/index.js";

const fact = (id: string, text: string): string => `<ix:nonFraction name="us-gaap:Revenues" id="${id}" scale="6">${text}</ix:nonFraction>`;

/** Workiva's layout: `$` | number | `)` per value, spacer columns, headings spanning three cells. */
const WORKIVA = `<html><body>
<div><b>CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS</b></div>
<div>(In millions, except per-share amounts)</div>
<table>
<tr><td></td><td colspan="7" style="text-align:center"><b>Three Months Ended</b></td><td></td><td colspan="7"><b>Six Months Ended</b></td></tr>
<tr><td></td><td colspan="3"><b>June 28, 2025</b></td><td></td><td colspan="3"><b>June 29, 2024</b></td><td></td><td colspan="3"><b>June 28, 2025</b></td><td></td><td colspan="3"><b>June 29, 2024</b></td></tr>
<tr><td>Net sales</td><td>$</td><td>${fact("f-1", "94,036")}</td><td></td><td></td><td>$</td><td>${fact("f-2", "85,777")}</td><td></td><td></td><td>$</td><td>189,397</td><td></td><td></td><td>$</td><td>176,120</td><td></td></tr>
<tr><td>Other income/(expense), net</td><td colspan="2">(${fact("f-3", "171")}</td><td>)</td><td></td><td colspan="2">142</td><td></td><td></td><td colspan="2">—</td><td></td><td></td><td colspan="2">(59</td><td>)</td></tr>
<tr><td>Diluted earnings per share</td><td>$</td><td>1.57</td><td></td><td></td><td>$</td><td>1.40</td><td></td><td></td><td>$</td><td>3.22</td><td></td><td></td><td>$</td><td>3.05</td><td></td></tr>
</table>
</body></html>`;

describe("extractTables on a hand-written statement", () => {
  const doc = toMarkdown(WORKIVA);
  const [table] = extractTables(doc);

  it("writes one GFM column per value", () => {
    expect(doc.markdown).toContain(
      [
        "|  | Three Months Ended June 28, 2025 | Three Months Ended June 29, 2024 | Six Months Ended June 28, 2025 | Six Months Ended June 29, 2024 |",
        "| --- | --- | --- | --- | --- |",
        "| Net sales | $94,036 | $85,777 | $189,397 | $176,120 |",
        "| Other income/(expense), net | (171) | 142 | — | (59) |",
        "| Diluted earnings per share | $1.57 | $1.40 | $3.22 | $3.05 |",
      ].join("\n"),
    );
  });

  it("resolves spanning headings to periods", () => {
    expect(table?.caption).toBe("CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS");
    expect(table?.columns.map((c) => [c.index, c.period?.months, c.period?.endDate])).toEqual([
      [1, 3, "2025-06-28"],
      [2, 3, "2024-06-29"],
      [3, 6, "2025-06-28"],
      [4, 6, "2024-06-29"],
    ]);
  });

  it("parses merged pieces, dashes and per-share rows", () => {
    const [sales, other, eps] = table?.rows ?? [];
    expect(sales?.cells.map((c) => c.scaledValue)).toEqual([94_036e6, 85_777e6, 189_397e6, 176_120e6]);
    expect(other?.cells.map((c) => [c.text, c.kind, c.value])).toEqual([
      ["(171)", "number", -171],
      ["142", "number", 142],
      ["—", "dash", 0],
      ["(59)", "number", -59],
    ]);
    expect(eps?.cells.every((c) => c.unit === "USD/share" && c.scale === 1)).toBe(true);
    expect(table?.unit).toMatchObject({ currency: "USD", scale: 1e6, source: "(In millions, except per-share amounts)" });
  });

  it("links tagged cells and counts the share of tagged numbers", () => {
    expect(table?.rows[0]?.cells.map((c) => c.factId)).toEqual(["f-1", "f-2", null, null]);
    expect(table?.rows[1]?.cells[0]).toMatchObject({ factId: "f-3", concept: "us-gaap:Revenues" });
    expect(table?.xbrlOverlap).toEqual({ numericCells: 12, taggedCells: 3, share: 0.25 });
  });

  it("gives each cell the offsets of its text", () => {
    for (const r of table?.rows ?? []) for (const c of r.cells) expect(doc.markdown.slice(c.start, c.end)).toBe(c.text);
    expect(table?.tableId).toMatch(/^t-1-[0-9a-f]{8}$/);
    expect(extractTables(WORKIVA)[0]?.tableId).toBe(table?.tableId);
  });
});

describe("extractTables: what is not a data table", () => {
  it("skips layout, text-only tables and tables of contents", () => {
    const html = `<html><body>
<table><tr><td>Title of each class</td><td>Trading symbol</td></tr><tr><td>Common Stock</td><td>ACME</td></tr></table>
<table><tr><td>Item 1.</td><td>Business</td><td>1</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td><td>5</td></tr><tr><td>Item 7.</td><td>MD&amp;A</td><td>20</td></tr></table>
<table><tr><td>Revenue</td><td>1,000</td></tr><tr><td>Cost</td><td>(400)</td></tr></table>
</body></html>`;
    const tables = extractTables(html);
    expect(tables.map((t) => t.ordinal)).toEqual([3]);
    expect(tables[0]?.rows.map((r) => r.label)).toEqual(["Revenue", "Cost"]);
    expect(tables[0]?.unit).toMatchObject({ currency: null, scale: 1, source: null });
  });

  it("places tables in the section they start in", () => {
    const html = `<html><body><div><b>Item 7. Management’s Discussion and Analysis</b></div>
<table><tr><td>Revenue</td><td>1,000</td></tr><tr><td>Cost</td><td>400</td></tr></table>
<div><b>Item 8. Financial Statements and Supplementary Data</b></div>
<table><tr><td>Assets</td><td>9</td></tr><tr><td>Debt</td><td>3</td></tr></table></body></html>`;
    expect(extractTables(html, { form: "10-K" }).map((t) => t.sectionKey)).toEqual(["item_7", "item_8"]);
    expect(extractTables(html).map((t) => t.sectionKey)).toEqual([null, null]);
  });
});
