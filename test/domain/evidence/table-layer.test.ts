import { describe, expect, it } from "vitest";
import type { FilingMeta } from "../../../src/model/index.js";
import { extractTables, toMarkdown } from "../../../src/parse/document/index.js";
import type { DocumentArtifacts } from "../../../src/domain/documents/document-cache.js";
import { captionFitOf, tableLayer } from "../../../src/domain/evidence/table-layer.js";
import { textLayer } from "../../../src/domain/evidence/text-layer.js";
import { planPlacer, wholeDocument } from "../../../src/domain/evidence/plan-weights.js";
import { questionTerms } from "../../../src/domain/evidence/question-terms.js";

/** A hand-written snippet in the shape filings print (no filing's wording): tables read by the parser as a stored document is. */
function artifactsOf(html: string): DocumentArtifacts {
  const doc = toMarkdown(html);
  const tables = extractTables(doc);
  return { doc, form: "10-K", sections: () => [], tables: () => tables };
}
const filing = {
  accession: "0000000000-25-000001",
  accessionIsSynthetic: false,
  cik: 1,
  ticker: "T",
  company: "Test Co",
  form: "10-K",
  filedDate: null,
  periodEnd: "2024-12-31",
  fiscalYear: 2024,
  fiscalPeriod: "FY",
} as unknown as FilingMeta;
const noPlan = planPlacer({ required: [], optional: [], recommended: [], rationale: "" });

function rows(html: string, question: string) {
  const artifacts = artifactsOf(html);
  const terms = questionTerms(question, ["T", "Test Co"]);
  const { context } = textLayer({
    filing,
    document: "d.htm",
    artifacts,
    placer: noPlan,
    terms,
    expansion: [],
    indexHits: [],
    planLayer: "sections",
    outsideLayer: "text_index",
  });
  return tableLayer(filing, "d.htm", artifacts, noPlan, context).candidates.sort((a, b) => b.score - a.score);
}

describe("table layer: the table that states the asked measure", () => {
  const segments = `
    <p>Property and equipment, net by segment is as follows (in millions):</p>
    <table><tr><td></td><td>2023</td><td>2024</td></tr>
      <tr><td>North America</td><td>93,632</td><td>103,041</td></tr><tr><td>International</td><td>40,010</td><td>41,212</td></tr></table>
    <p>Other business lines and regions are described in Item 1.</p>
    <p>Net sales by segment were as follows (in millions):</p>
    <table><tr><td></td><td>2023</td><td>2024</td></tr>
      <tr><td>North America</td><td>352,828</td><td>387,497</td></tr><tr><td>International</td><td>131,200</td><td>142,906</td></tr></table>`;
  it("ranks the row of the table captioned with the asked measure above the same label in a table of another measure", () => {
    const ranked = rows(segments, "What were North America segment net sales in 2024?");
    expect(ranked[0]!.text).toMatch(/North America \| 352,828/);
  });

  it("weighs down a table captioned with measures none of which was asked", () => {
    const sales = questionTerms("What were North America segment net sales in 2024?");
    expect(captionFitOf(sales, "Property and equipment, net by segment is as follows (in millions):")).toBeLessThan(1);
    expect(captionFitOf(sales, "Income (loss) before tax by segment of business")).toBeLessThan(1);
    expect(captionFitOf(sales, "The following table shows disaggregated net sales by category")).toBe(1);
    expect(captionFitOf(sales, "The following is a summary of reportable segment results")).toBe(1);
  });

  it("ranks a product's row of money above its row of units when an amount is asked", () => {
    const html = `
      <p>Net sales and unit sales by product follow (net sales in millions and unit sales in thousands):</p>
      <table><tr><td></td><td>2024</td><td>2023</td></tr>
        <tr><td>Zorbex unit sales</td><td>354</td><td>401</td></tr>
        <tr><td>Zorbex net sales</td><td>$686</td><td>$730</td></tr></table>`;
    expect(rows(html, "How much revenue did the Zorbex line bring in during 2024?")[0]!.text).toMatch(/Zorbex net sales/);
    // Asked a count, the units row is the answer.
    expect(rows(html, "How many Zorbex units were sold in 2024?")[0]!.text).toMatch(/Zorbex unit sales/);
  });

  const purchases = `
    <p>The following table presents information with respect to purchases of common stock during the three months ended June 30, 2025:</p>
    <table>
      <tr><td>Period</td><td>Total Number of Shares Purchased</td><td>Average Price Paid Per Share</td></tr>
      <tr><td>April 2025</td><td>179,517</td><td>71.34</td></tr>
      <tr><td>May 2025</td><td>143,023</td><td>71.13</td></tr>
      <tr><td>Total</td><td>322,540</td><td>71.25</td></tr></table>`;
  it("reads a leading row of text as the table's headings, not as an item", () => {
    const ranked = rows(purchases, "How many shares did the company repurchase during the quarter and at what average price?");
    expect(ranked.some((c) => /\| Period \|/.test(c.text))).toBe(false);
    expect(ranked.some((c) => /\| Total \| 322,540/.test(c.text))).toBe(true);
  });
});

describe("table layer: headings printed as a row of text or years", () => {
  it("names the unnamed columns by the heading row above the figures, and reads a row of years as headings", () => {
    const fleet = `
      <p>Our locomotive fleet at December 31, 2024:</p>
      <table><tr><td>Locomotives</td><td>Owned</td><td>Leased</td><td>Total</td></tr>
        <tr><td>Road</td><td>5,100</td><td>800</td><td>5,900</td></tr>
        <tr><td>Total locomotives</td><td>6,106</td><td>920</td><td>7,026</td></tr></table>`;
    const total = rows(fleet, "How many locomotives did the company own or lease at the end of 2024?").find((c) =>
      /Total locomotives/.test(c.text),
    );
    expect(total!.cells!.map((c) => c.column_label)).toEqual(["Owned", "Leased", "Total"]);
    const arc = `
      <table><tr><td>Average revenue per car</td><td>2025</td><td>2024</td><td>Change</td></tr>
        <tr><td>Fertilizer</td><td>3,627</td><td>3,311</td><td>10</td></tr>
        <tr><td>Grain</td><td>3,902</td><td>3,810</td><td>2</td></tr></table>`;
    const ranked = rows(arc, "What average revenue per carload did the company earn on fertilizer in 2025?");
    expect(ranked.some((c) => /Average revenue per car \| 2025/.test(c.text))).toBe(false);
    expect(ranked[0]!.text).toMatch(/Fertilizer \| 3,627/);
    // With no caption, the heading row's label names the table.
    expect(ranked[0]!.subsection).toBe("Average revenue per car");
  });
});

describe("table layer: the most of many", () => {
  const votes = `
    <p>The stockholders elected each of the following persons as a director:</p>
    <table><tr><th>Name</th><th>Votes For</th><th>Votes Withheld</th><th>Broker Non-Votes</th></tr>
      <tr><td>Jan Roe</td><td>2,300,385</td><td>21,926</td><td>250,464</td></tr>
      <tr><td>Ann Lee</td><td>1,859,138</td><td>463,173</td><td>250,464</td></tr>
      <tr><td>Bo Quill</td><td>2,101,774</td><td>201,002</td><td>250,464</td></tr>
      <tr><td>Cy Vance</td><td>1,854,738</td><td>467,573</td><td>250,464</td></tr></table>`;
  it("asked which had the most of a column's figure, ranks the row with the largest value in that column first", () => {
    expect(rows(votes, "Which director got the most withheld votes, and how many?")[0]!.text).toMatch(/Cy Vance/);
    expect(rows(votes, "Which director received the fewest withheld votes?")[0]!.text).toMatch(/Jan Roe/);
    // Not asked for the most, the rows keep their order.
    expect(rows(votes, "How many votes were withheld from each director?")[0]!.text).not.toMatch(/Cy Vance/);
  });
});

describe("table layer: a row label's note", () => {
  const volumes = `
    <p>The following tables summarize revenues and shipments by business line:</p>
    <table><tr><td>Revenues Millions</td><td>2024</td><td>2023</td></tr>
      <tr><td>Bulk</td><td>$2,120</td><td>$2,015</td></tr><tr><td>Parcels</td><td>1,410</td><td>1,377</td></tr></table>
    <table><tr><td>Shipments Thousands</td><td>2024</td><td>2023</td></tr>
      <tr><td>Bulk</td><td>612</td><td>598</td></tr><tr><td>Parcels [b]</td><td>2,904</td><td>2,711</td></tr></table>
    <p>[b] For parcel shipments, each crate or pallet counts as one shipment.</p>
    <p>Bulk revenues rose on higher prices for crates of grain and pallets of feed.</p>`;
  it("reads a marked row with the note its mark refers to, printed under the tables that follow it", () => {
    const ranked = rows(volumes, "How many crates and pallets did the company move in 2024?");
    expect(ranked[0]!.text).toMatch(/Parcels \[b\] \| 2,904/);
  });
});

describe("table layer: headings printed as numbers, year groups and exhibit indexes", () => {
  const deliveries = `
    <p>Widget deliveries, including deliveries to affiliates, were as follows:</p>
    <table>
      <tr><td>100</td><td>200</td><td>300</td><td>Total</td></tr>
      <tr><td>2024</td><td></td><td></td><td></td></tr>
      <tr><td>Cumulative deliveries</td><td>8,120</td><td>1,514</td><td>1,161</td><td></td></tr>
      <tr><td>Deliveries</td><td>120</td><td>14</td><td>51</td><td>185</td></tr>
      <tr><td>2023</td><td></td><td></td><td></td></tr>
      <tr><td>Cumulative deliveries</td><td>8,000</td><td>1,500</td><td>1,110</td><td></td></tr>
      <tr><td>Deliveries</td><td>160</td><td>26</td><td>73</td><td>259</td></tr></table>`;
  it("a first row of model numbers ending in a Total column is the table's headings, and the asked year's row comes first", () => {
    const ranked = rows(deliveries, "How many widgets did the company deliver in 2024, and how many of them were 100s?");
    expect(ranked.some((c) => /\| 100 \| 200/.test(c.text))).toBe(false);
    expect(ranked[0]!.text).toMatch(/Deliveries \| 120/);
    expect(ranked[1]!.text).toMatch(/Deliveries \| 160/);
    expect(ranked[1]!.score).toBeLessThan(ranked[0]!.score);
  });
  const exhibits = `
    <p>Item 9.01 Financial Statements and Exhibits</p>
    <table>
      <tr><td>Exhibit</td><td>Description</td><td>Location</td></tr>
      <tr><td>10.1</td><td>Form of Gadget Option Agreement</td><td>Filed herewith</td></tr>
      <tr><td>10.2</td><td>Form of Widget Award Agreement for retiring officers</td><td>Filed herewith</td></tr>
      <tr><td>104</td><td>Cover Page Interactive Data File</td><td>Filed herewith</td></tr></table>`;
  it("an exhibit index's row names a document: it weighs less unless exhibits are asked", () => {
    const [terms] = rows(exhibits, "What happens to an officer's widget award when the officer retires?");
    const [asked] = rows(exhibits, "Which exhibit holds the widget award agreement for retiring officers?");
    expect(terms!.score).toBeLessThan(asked!.score * 0.5);
  });
});

describe("text layer: a table of text read with its lead-in", () => {
  it("an outlook's small table gains the words of the paragraph introducing it", () => {
    const html = `
      <p>Acme is providing updated fiscal year 2025 targets for earnings per share and new bookings.</p>
      <table><tr><td>New bookings</td><td>GAAP: about $1.7 billion</td><td>Non-GAAP: about $1.8 billion</td></tr>
      <tr><td>Earnings per share</td><td>GAAP: $10.85 to $11.15</td><td>Non-GAAP: $15.30 to $15.60</td></tr></table>`;
    const artifacts = artifactsOf(html);
    const run = (question: string) =>
      textLayer({
        filing,
        document: "d.htm",
        artifacts,
        placer: wholeDocument(noPlan),
        terms: questionTerms(question, ["T", "Test Co"]),
        expansion: [],
        indexHits: [],
        planLayer: "sections",
        outsideLayer: "text_index",
      }).candidates.find((c) => c.text.includes("GAAP: $10.85"));
    // "targets" and "fiscal year 2025" are only in the lead-in: the table is still found for them.
    expect(run("What are the fiscal year 2025 targets?")?.score ?? 0).toBeGreaterThan(0);
  });
});

describe("table layer: a label's function words", () => {
  it("'Income from operations' is the row asked for operating income, over 'Net income'", () => {
    const statement = `
      <p>Condensed statements of income (in thousands):</p>
      <table><tr><td></td><td>Q3 2024</td><td>Q3 2023</td></tr>
      <tr><td>Operating expenses</td><td>60,100</td><td>61,200</td></tr>
      <tr><td>Income from operations</td><td>54,483</td><td>64,065</td></tr>
      <tr><td>Other income, net</td><td>4,023</td><td>4,490</td></tr>
      <tr><td>Net income</td><td>44,172</td><td>51,762</td></tr></table>`;
    const ranked = rows(statement, "What was the company's operating income in the third quarter?");
    expect(ranked[0]!.text).toMatch(/Income from operations/);
  });
});

describe("table layer: a label's negation", () => {
  it("a row 'accrued but not yet paid' is no amount paid", () => {
    const flows = `
      <p>Condensed statements of cash flows (in millions):</p>
      <table><tr><td></td><td>2025</td><td>2024</td></tr>
      <tr><td>Widget capital investments</td><td>(1,842)</td><td>(1,699)</td></tr>
      <tr><td>Widget capital investments accrued but not yet paid</td><td>157</td><td>173</td></tr></table>`;
    const ranked = rows(flows, "How much did the company spend on widget capital investments in 2025?");
    expect(ranked[0]!.text).toMatch(/Widget capital investments \| \(1,842\)/);
  });
});
