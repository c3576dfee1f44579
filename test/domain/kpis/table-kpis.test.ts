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
function kpiFiling(html: string, quarterly: boolean): KpiFiling {
  const doc = toMarkdown(html);
  const tables = extractTables(doc, {});
  const form = quarterly ? "10-Q" : "10-K";
  const end = quarterly ? "2025-06-30" : "2024-12-31";
  const year = quarterly ? 2025 : 2024;
  const filing = {
    accession: "0000000000-24-000001",
    accessionIsSynthetic: false,
    cik: 1,
    ticker: "EX",
    company: "Example, Inc.",
    form,
    filedDate: null,
    periodEnd: end,
    fiscalYear: year,
    fiscalPeriod: quarterly ? "Q2" : "FY",
    fiscalYearEnd: "--12-31",
    primaryDocument: "ex.htm",
    url: null,
    isInlineXbrl: true,
  } satisfies FilingMeta;
  return {
    filing,
    release: false,
    document: "ex.htm",
    url: null,
    artifacts: { doc, form, sections: () => [], tables: () => tables },
    facts: [],
    period: {
      fiscal_year: year,
      fiscal_period: quarterly ? "Q2" : "FY",
      start: quarterly ? "2025-04-01" : "2024-01-01",
      end,
      instant: false,
    },
    annual: !quarterly,
    priorEnd: quarterly ? "2024-06-30" : "2023-12-31",
    yearToDate: quarterly ? { fiscal_year: year, fiscal_period: "Q2", start: "2025-01-01", end, instant: false } : null,
  };
}

function rowsOf(html: string, quarterly = false) {
  return tableRows(kpiFiling(html, quarterly)).map((r) => [r.topic, r.value, r.segment]);
}

const table = (caption: string, head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<p>${caption}</p><table><tr><td></td>${head.map((h) => `<td>${h}</td>`).join("")}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;

describe("KPI table cells: segments, kinds, money lines", () => {
  it("a caption '<topic> by segment' makes each row a segment and the total the whole", () => {
    const html = table(
      "Backlog by segment was as follows (in millions):",
      ["December 31, 2024", "December 31, 2023"],
      [
        ["Commercial", "$ 400,000", "$ 380,000"],
        ["Defense", "60,000", "59,000"],
        ["Total backlog", "$ 460,000", "$ 439,000"],
      ],
    );
    expect(rowsOf(html)).toEqual([
      ["backlog", 400e9, "Commercial"],
      ["backlog", 60e9, "Defense"],
      ["backlog", 460e9, null],
    ]);
    expect(
      rowsOf(
        table(
          "Employees by region:",
          ["2024", "2023"],
          [
            ["United States", "5,000", "4,800"],
            ["International", "3,000", "2,900"],
            ["Total employees", "8,000", "7,700"],
          ],
        ),
      ),
    ).toEqual([
      ["headcount", 5000, "United States"],
      ["headcount", 3000, "International"],
      ["headcount", 8000, null],
    ]);
  });

  it("a 'Number of stores' column counts the kinds its rows name, beside their footage; the total names none", () => {
    const html = table(
      "Store data:",
      ["Number of stores", "Square feet (in millions)"],
      [
        ["Supercenters", "3,500", "630.1"],
        ["Discount stores", "350", "36.2"],
        ["Total", "3,850", "666.3"],
      ],
    );
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
    const html = table(
      "The following table presents net sales by channel (in millions):",
      ["2024", "2023"],
      [
        ["Online stores", "$ 200,000", "$ 190,000"],
        ["Physical stores", "20,000", "19,000"],
        ["Total", "$ 220,000", "$ 209,000"],
      ],
    );
    expect(rowsOf(html)).toEqual([]);
    expect(
      rowsOf(
        table(
          "The following table shows the number of stores by region:",
          ["2024", "2023"],
          [
            ["United States", "1,000", "950"],
            ["Canada", "200", "190"],
            ["Total", "1,200", "1,140"],
          ],
        ),
      ),
    ).toEqual([
      ["stores", 1000, "United States"],
      ["stores", 200, "Canada"],
      ["stores", 1200, null],
    ]);
  });

  it("shares delivered under a repurchase agreement are no deliveries", () => {
    const html = table(
      "Share repurchases:",
      ["Number of Shares Delivered (in millions)"],
      [
        ["Agreement entered into in 2024", "3.5"],
        ["Total shares delivered", "3.5"],
      ],
    );
    expect(rowsOf(html).filter(([topic]) => topic === "deliveries_production")).toEqual([]);
  });

  it("a caption that is only the topic ('Comparable sales:') makes its rows the parts; a roll-forward gives only its closing level", () => {
    expect(
      rowsOf(
        table(
          "Comparable sales:",
          ["Fiscal 2024", "Fiscal 2023"],
          [
            ["U.S.", "1.5 %", "2.0 %"],
            ["International", "4.0 %", "3.1 %"],
            ["Total company", "2.1 %", "2.3 %"],
          ],
        ),
      ),
    ).toEqual([
      ["comparable_sales", 1.5, "U.S."],
      ["comparable_sales", 4, "International"],
      ["comparable_sales", 2.1, null],
    ]);
    expect(
      rowsOf(
        table(
          "Store count:",
          ["2024", "2023"],
          [
            ["Beginning of year", "2,000", "1,950"],
            ["Opened", "60", "70"],
            ["Closed", "(10)", "(20)"],
            ["End of year", "2,050", "2,000"],
          ],
        ),
      ),
    ).toEqual([["stores", 2050, null]]);
  });

  it("rows labelled by dates are periods, not parts: no row reads a date as a segment or the prior year as the period", () => {
    const html = table(
      "Paid memberships at end of period (in thousands):",
      ["North", "South", "Total"],
      [
        ["December 31, 2024", "89,625", "101,133", "190,758"],
        ["December 31, 2023", "80,128", "88,813", "168,941"],
      ],
    );
    expect(rowsOf(html)).toEqual([]);
  });

  it("a 10-Q's quarter column, each '<Model> deliveries' row its model over the total", () => {
    const html = table(
      "Vehicle deliveries:",
      [
        "Three Months Ended June 30, 2025",
        "Three Months Ended June 30, 2024",
        "Six Months Ended June 30, 2025",
        "Six Months Ended June 30, 2024",
      ],
      [
        ["Model A deliveries", "370,000", "420,000", "700,000", "800,000"],
        ["Other models deliveries", "14,000", "22,000", "30,000", "40,000"],
        ["Total deliveries", "384,000", "442,000", "730,000", "840,000"],
      ],
    );
    expect(rowsOf(html, true)).toEqual([
      ["deliveries_production", 370000, "Model A"],
      ["deliveries_production", 14000, "Other models"],
      ["deliveries_production", 384000, null],
    ]);
  });
});
