import { describe, expect, it } from "vitest";
import { detectSections, extractTables, type FilingTable, type TableRow } from "../../../src/parse/document/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusDocuments, corpusMarkdown } from "./corpus-documents.js";

const corpus = requireCorpus();

function tablesOf(path: string, form: string): FilingTable[] {
  const doc = corpusMarkdown(path);
  return extractTables(doc, { sections: detectSections(doc, form) });
}

function find(tables: readonly FilingTable[], caption: string): FilingTable {
  const t = tables.find((x) => x.caption === caption);
  if (!t) throw new Error(`no table captioned ${caption}`);
  return t;
}

function row(t: FilingTable, label: string, group?: string): TableRow {
  const r = t.rows.find((x) => x.label === label && (group === undefined || x.group === group));
  if (!r) throw new Error(`no row ${label}`);
  return r;
}

describe.skipIf(!corpus)("extractTables: Apple 10-K 2024 income statement", () => {
  const path = "filings/aapl/10K_2024-11-01/aapl-20240928.htm";
  const statement = (): FilingTable => find(tablesOf(path, "10-K"), "CONSOLIDATED STATEMENTS OF OPERATIONS");

  it("sits in Item 8 with a stable id", () => {
    const t = statement();
    expect(t.sectionKey).toBe("item_8");
    expect(t.tableId).toMatch(/^t-\d+-[0-9a-f]{8}$/);
    expect(find(tablesOf(path, "10-K"), "CONSOLIDATED STATEMENTS OF OPERATIONS").tableId).toBe(t.tableId);
    expect(corpusMarkdown(path).markdown.slice(t.start, t.end)).toMatch(/^\| {2}\| Years ended September 28, 2024 \|/);
  });

  it("labels columns with the fiscal years they cover", () => {
    const t = statement();
    expect(t.columns.map((c) => c.label)).toEqual([
      "Years ended September 28, 2024",
      "Years ended September 30, 2023",
      "Years ended September 24, 2022",
    ]);
    expect(t.columns.map((c) => c.period?.year)).toEqual([2024, 2023, 2022]);
    expect(t.columns.map((c) => c.period?.endDate)).toEqual(["2024-09-28", "2023-09-30", "2022-09-24"]);
    expect(t.columns.every((c) => c.period?.months === 12 && !c.period.instant)).toBe(true);
  });

  it("reads the unit and scale from the caption", () => {
    const t = statement();
    expect(t.unit).toMatchObject({ currency: "USD", scale: 1e6, shareScale: 1e3 });
    expect(t.unit.source).toBe("(In millions, except number of shares, which are reflected in thousands, and per-share amounts)");
  });

  it("reads rows under their group, with parsed and scaled values", () => {
    const t = statement();
    const products = row(t, "Products", "Net sales:");
    expect(products.cells.map((c) => c.text)).toEqual(["$294,866", "$298,085", "$316,199"]);
    expect(products.cells[0]).toMatchObject({ value: 294866, scaledValue: 294_866_000_000, currency: "$", unit: "USD", scale: 1e6 });
    expect(row(t, "Total net sales").cells.map((c) => c.value)).toEqual([391035, 383285, 394328]);
    const other = row(t, "Other income/(expense), net");
    expect(other.cells.map((c) => [c.text, c.value, c.negative])).toEqual([
      ["269", 269, false],
      ["(565)", -565, true],
      ["(334)", -334, true],
    ]);
  });

  it("gives per-share and share-count rows their own units", () => {
    const t = statement();
    const eps = row(t, "Diluted", "Earnings per share:").cells[0];
    expect(eps).toMatchObject({ text: "$6.08", value: 6.08, scaledValue: 6.08, unit: "USD/share", scale: 1 });
    const shares = row(t, "Diluted", "Shares used in computing earnings per share:").cells[0];
    expect(shares).toMatchObject({ value: 15408095, scaledValue: 15_408_095_000, unit: "shares", scale: 1e3 });
  });

  it("links every cell to the fact it shows", () => {
    const t = statement();
    const net = row(t, "Net income").cells;
    expect(net.map((c) => c.factId)).toEqual(["f-102", "f-103", "f-104"]);
    expect(net[0]?.concept).toBe("us-gaap:NetIncomeLoss");
    expect(t.xbrlOverlap).toEqual({ numericCells: 57, taggedCells: 57, share: 1 });
    const doc = corpusMarkdown(path);
    const span = doc.facts["f-102"];
    expect(span && doc.markdown.slice(span.start, span.end)).toBe("93,736");
    expect(doc.markdown.slice(net[0]?.start, net[0]?.end)).toBe("$93,736");
  });
});

describe.skipIf(!corpus)("a stored document", () => {
  it("gives the same sections and tables after a JSON round trip", () => {
    const doc = corpusMarkdown("filings/aapl/10K_2024-11-01/aapl-20240928.htm");
    const stored = JSON.parse(JSON.stringify(doc)) as typeof doc;
    expect(detectSections(stored, "10-K")).toEqual(detectSections(doc, "10-K"));
    expect(extractTables(stored, { form: "10-K" })).toEqual(extractTables(doc, { form: "10-K" }));
  });
});

describe.skipIf(!corpus)("extractTables: other filers", () => {
  it("reads an Oracle (DFIN) note table with three-month columns", () => {
    const tables = tablesOf("filings/orcl/10Q_period-2024-08-31/Oracle.10-Q.html", "10-Q");
    const t = find(tables, "The following table is a summary of our total revenues by geographic region:");
    expect(t.sectionKey).toBe("part_1_item_1");
    expect(t.unit).toMatchObject({ currency: "USD", scale: 1e6, source: "(in millions)" });
    expect(t.columns.map((c) => [c.period?.months, c.period?.endDate])).toEqual([
      [3, "2024-08-31"],
      [3, "2023-08-31"],
    ]);
    expect(row(t, "Total revenues").cells.map((c) => c.value)).toEqual([13307, 12453]);
    expect(t.xbrlOverlap.share).toBe(1);
  });

  it("reads periods and scale from Procter & Gamble's caption line and page footer", () => {
    const tables = tablesOf("filings/pg/10K_2025-08-04/pg-20250630.htm", "10-K");
    const statement = find(tables, "Consolidated Statements of Earnings");
    expect(statement.columns.map((c) => [c.label, c.period?.months, c.period?.endDate])).toEqual([
      ["2025", 12, "2025-06-30"],
      ["2024", 12, "2024-06-30"],
      ["2023", 12, "2023-06-30"],
    ]);
    // A note table whose only statement of scale is the footer printed on its page.
    const note = find(tables, "Earnings before income taxes consisted of the following:");
    expect(note.unit).toMatchObject({
      scale: 1e6,
      source: "Amounts in millions of dollars except per share amounts or as otherwise specified.",
    });
  });

  it("merges a value Donnelley split over `$`, `(44,221` and `)` cells (GAINSCO 2009)", () => {
    const tables = tablesOf("filings/gainsco/10K_period-2009-12-31/0001193125-10-073212.html", "10-K");
    const t = tables.find((x) => x.rows.some((r) => r.label === "Gross Cumulative (Deficiency) Redundancy"));
    const cells = t ? row(t, "Gross Cumulative (Deficiency) Redundancy").cells : [];
    expect(cells.slice(0, 3).map((c) => [c.text, c.value])).toEqual([
      ["$(44,221)", -44221],
      ["(40,121)", -40121],
      ["(574)", -574],
    ]);
    expect(t?.unit).toMatchObject({ currency: "USD", scale: 1e3 });
    expect(t?.xbrlOverlap).toMatchObject({ taggedCells: 0, share: 0 });
  });

  it("reads a typewritten table of a 2000 text filing", () => {
    const tables = tablesOf("filings/aapl/10Q_2000-05-11/0000912057-00-023442_0001_10-Q.txt", "10-Q");
    const t = tables[0] as FilingTable;
    expect(t.sectionKey).toBe("part_1_item_1");
    expect(t.unit).toMatchObject({ currency: "USD", scale: 1e6 });
    expect(t.columns.map((c) => [c.period?.months, c.period?.endDate])).toEqual([
      [3, "2000-04-01"],
      [3, "1999-03-27"],
      [6, "2000-04-01"],
      [6, "1999-03-27"],
    ]);
    expect(row(t, "Net sales").cells.map((c) => c.value)).toEqual([1945, 1530, 4288, 3240]);
    expect(row(t, "Diluted", "Earnings per common share:").cells[0]).toMatchObject({ value: 1.28, unit: "USD/share" });
  });
});

describe.skipIf(!corpus)("extractTables: every 10-K, 10-Q and 8-K document", () => {
  const documents = corpus ? corpusDocuments(["10-K", "10-Q", "8-K"], ["primary", "exhibit"]) : [];

  it.each(documents.map((d) => [d.path, d.form] as const))("%s", (path, form) => {
    const doc = corpusMarkdown(path);
    const tables = tablesOf(path, form);
    const ids = new Set(tables.map((t) => t.tableId));
    expect(ids.size).toBe(tables.length);
    for (const t of tables) {
      expect(doc.markdown.slice(t.start, t.end).startsWith("|")).toBe(true);
      expect(t.xbrlOverlap.taggedCells).toBeLessThanOrEqual(t.xbrlOverlap.numericCells);
      for (const r of t.rows) {
        for (const c of r.cells) {
          expect(doc.markdown.slice(c.start, c.end).replace(/\\\|/g, "|")).toBe(c.text);
          if (c.factId) expect(doc.facts[c.factId]).toBeDefined();
        }
      }
    }
  });
});
