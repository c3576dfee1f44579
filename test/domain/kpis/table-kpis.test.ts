import { describe, expect, it } from "vitest";
import type { FilingMeta } from "../../../src/model/index.js";
import { extractTables } from "../../../src/parse/document/extract-tables.js";
import { toMarkdown } from "../../../src/parse/document/to-markdown.js";
import type { KpiFiling } from "../../../src/domain/kpis/kpi-filing.js";
import { tableRows } from "../../../src/domain/kpis/table-kpis.js";

/**
 * Tables written in the general shapes 10-Ks use for the issue's KPI kinds (hand-written snippets;
 * the values are made up for the snippet, the corpus tests read real filings): each test names the
 * shape it stands for.
 */
function rowsOf(html: string) {
  const doc = toMarkdown(html);
  const tables = extractTables(doc, {});
  const filing = { accession: "0000000000-24-000001", accessionIsSynthetic: false, cik: 1, ticker: "EX", company: "Example, Inc.", form: "10-K", filedDate: null, periodEnd: "2024-12-31", fiscalYear: 2024, fiscalPeriod: "FY", fiscalYearEnd: "--12-31", primaryDocument: "ex.htm", url: null, isInlineXbrl: true } satisfies FilingMeta;
  const k: KpiFiling = {
    filing,
    document: "ex.htm",
    url: null,
    artifacts: { doc, form: "10-K", sections: () => [], tables: () => tables },
    facts: [],
    period: { fiscal_year: 2024, fiscal_period: "FY", start: "2024-01-01", end: "2024-12-31", instant: false },
    annual: true,
    priorEnd: "2023-12-31",
    yearToDate: null,
  };
  return tableRows(k).map((r) => [r.topic, r.value, r.segment]);
}

const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<p>${caption}</p><table><tr><td></td>${head.map((h) => `<td>${h}</td>`).join("")}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;

describe("KPI table cells: segments, kinds, money lines", () => {
  it("a caption '<topic> by segment' makes each row a segment and the total the whole", () => {
    const html = table("Backlog by segment was as follows (in millions):", ["December 31, 2024", "December 31, 2023"], [
      ["Commercial", "$ 400,000", "$ 380,000"],
      ["Defense", "60,000", "59,000"],
      ["Total backlog", "$ 460,000", "$ 439,000"],
    ]);
    expect(rowsOf(html)).toEqual([
      ["backlog", 400e9, "Commercial"],
      ["backlog", 60e9, "Defense"],
      ["backlog", 460e9, null],
    ]);
    expect(rowsOf(table("Employees by region:", ["2024", "2023"], [["United States", "5,000", "4,800"], ["International", "3,000", "2,900"], ["Total employees", "8,000", "7,700"]]))).toEqual([
      ["headcount", 5000, "United States"],
      ["headcount", 3000, "International"],
      ["headcount", 8000, null],
    ]);
  });

  it("a 'Number of stores' column counts the kinds its rows name, beside their footage; the total names none", () => {
    const html = table("Store data:", ["Number of stores", "Square feet (in millions)"], [
      ["Supercenters", "3,500", "630.1"],
      ["Discount stores", "350", "36.2"],
      ["Total", "3,850", "666.3"],
    ]);
    expect(rowsOf(html)).toEqual([
      ["stores", 3500, "Supercenters"],
      ["square_footage", 630.1e6, "Supercenters"],
      ["stores", 350, "Discount stores"],
      ["square_footage", 36.2e6, "Discount stores"],
      ["stores", 3850, null],
      ["square_footage", 666.3e6, null],
    ]);
  });

  it("a sales line named after a channel in a net sales table (in millions) is money, not a store count; a count table keeps its counts", () => {
    const html = table("The following table presents net sales by channel (in millions):", ["2024", "2023"], [
      ["Online stores", "$ 200,000", "$ 190,000"],
      ["Physical stores", "20,000", "19,000"],
      ["Total", "$ 220,000", "$ 209,000"],
    ]);
    expect(rowsOf(html)).toEqual([]);
    expect(rowsOf(table("The following table shows the number of stores by region:", ["2024", "2023"], [["United States", "1,000", "950"], ["Canada", "200", "190"], ["Total", "1,200", "1,140"]]))).toEqual([
      ["stores", 1000, "United States"],
      ["stores", 200, "Canada"],
      ["stores", 1200, null],
    ]);
  });

  it("shares delivered under a repurchase agreement are no deliveries", () => {
    const html = table("Share repurchases:", ["Number of Shares Delivered (in millions)"], [["Agreement entered into in 2024", "3.5"], ["Total shares delivered", "3.5"]]);
    expect(rowsOf(html).filter(([topic]) => topic === "deliveries_production")).toEqual([]);
  });
});
