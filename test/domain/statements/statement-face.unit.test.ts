import { describe, expect, it } from "vitest";
import type { FilingTable, TableCell } from "../../../src/parse/document/index.js";
import { statementTables } from "../../../src/domain/statements/statement-face.js";

// Hand-written tables: which concepts each tags, where it stands (no filing's numbers).
const cell = (concept: string): TableCell => ({
  column: 1,
  text: "1",
  kind: "number",
  value: 1,
  scaledValue: 1,
  negative: false,
  currency: null,
  percent: false,
  footnotes: [],
  unit: null,
  scale: 1,
  factId: null,
  concept,
  start: 0,
  end: 1,
});
let offset = 0;
const table = (ordinal: number, section: string | null, concepts: string[], gap = 100): FilingTable => {
  const start = offset + gap;
  offset = start + 1_000;
  return {
    tableId: `t-${ordinal}-00000000`,
    ordinal,
    start,
    end: offset,
    sectionKey: section,
    caption: null,
    unit: { currency: "USD", scale: 1e6, source: null, shareScale: 1e6 },
    columns: [{ index: 1, label: "2024", headers: ["2024"], period: null }],
    rows: concepts.map((c, index) => ({ index, label: c, group: null, cells: [cell(c)] })),
    xbrlOverlap: { numericCells: concepts.length, taggedCells: concepts.length, share: 1 },
  };
};
const G = (local: string) => `us-gaap:${local}`;

describe("statementTables: the document tables that print a statement", () => {
  it("takes the first qualifying table of the statements section, joins its page-break continuation, never another statement", () => {
    offset = 0;
    const tables = [
      table(1, "item_7", [G("Revenues"), G("OperatingIncomeLoss"), G("NetIncomeLoss"), G("EarningsPerShareDiluted")]),
      table(2, "item_8", [
        G("NetIncomeLoss"),
        G("NetCashProvidedByUsedInOperatingActivities"),
        G("NetCashProvidedByUsedInInvestingActivities"),
      ]),
      table(3, "item_8", [G("Revenues"), G("NetIncomeLoss"), G("EarningsPerShareDiluted")]),
      table(4, "item_8", [G("WeightedAverageNumberOfDilutedSharesOutstanding")]),
      table(5, "item_8", [G("Revenues"), G("OperatingIncomeLoss"), G("NetIncomeLoss"), G("EarningsPerShareDiluted")], 50_000),
    ];
    // MD&A's summary (1) comes before the section; the cash flow (2) does not join; the quarterly note (5) is far after.
    expect(statementTables(tables, "income_statement").map((t) => t.ordinal)).toEqual([3, 4]);
    expect(statementTables(tables, "cash_flow").map((t) => t.ordinal)).toEqual([2]);
  });

  it("joins the assets page to the liabilities and equity page of a balance sheet", () => {
    offset = 0;
    const tables = [
      table(7, "part_1_item_1", [G("CashAndCashEquivalentsAtCarryingValue"), G("Assets")]),
      table(8, "part_1_item_1", [G("LiabilitiesCurrent"), G("StockholdersEquity"), G("LiabilitiesAndStockholdersEquity")]),
    ];
    expect(statementTables(tables, "balance_sheet").map((t) => t.ordinal)).toEqual([7, 8]);
  });
});
