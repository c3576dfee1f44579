import { describe, expect, it } from "vitest";
import { detectSections, toMarkdown, type MarkdownDocument } from "../../../src/parse/document/index.js";

const b = (t: string): string => `<div><b>${t}</b></div>`;
const p = (t: string): string => `<div>${t}</div>`;
const page = `<hr style="page-break-after:always"/>`;
const doc = (body: string): MarkdownDocument => toMarkdown(`<html><body>${body}</body></html>`);
const keys = (d: MarkdownDocument, form: string): string[] => detectSections(d, form).map((s) => s.key);
const titles = (d: MarkdownDocument, form: string): string[] => detectSections(d, form).map((s) => s.title);

const TOC = `<table>
<tr><td>Item 1.</td><td>Business</td><td>1</td></tr>
<tr><td>Item 1A.</td><td>Risk Factors</td><td>5</td></tr>
<tr><td>Item 7.</td><td>Management’s Discussion and Analysis</td><td>20</td></tr>
<tr><td>Item 8.</td><td>Financial Statements and Supplementary Data</td><td>30</td></tr>
</table>`;

describe("detectSections", () => {
  it("takes body captions, not the table of contents, and ends the last item at SIGNATURES", () => {
    const d = doc(
      TOC +
        b("PART I") +
        b("Item 1. Business") +
        p("We make widgets.") +
        b("Item 1A. Risk Factors") +
        p("Widgets may fail.") +
        b("PART II") +
        b("Item 7. Management’s Discussion and Analysis") +
        p("Sales rose.") +
        b("Item 8. Financial Statements and Supplementary Data") +
        p("See the statements.") +
        b("SIGNATURES") +
        p("Pursuant to the requirements"),
    );
    const sections = detectSections(d, "10-K");
    expect(sections.map((s) => s.key)).toEqual(["item_1", "item_1a", "item_7", "item_8"]);
    expect(sections.map((s) => d.markdown.slice(s.start, s.end))).toEqual([
      "## Item 1. Business\n\nWe make widgets.",
      "## Item 1A. Risk Factors\n\nWidgets may fail.",
      "## Item 7. Management’s Discussion and Analysis\n\nSales rose.",
      "## Item 8. Financial Statements and Supplementary Data\n\nSee the statements.",
    ]);
  });

  it("ignores a table of contents set as paragraphs", () => {
    const d = doc(
      p("Item 1. Business") +
        p("Item 1A. Risk Factors") +
        p("Item 2. Properties") +
        b("Item 1. Business") +
        p("Text.") +
        b("Item 1A. Risk Factors") +
        p("More."),
    );
    expect(keys(d, "10-K")).toEqual(["item_1", "item_1a"]);
    expect(detectSections(d, "10-K")[0]?.start).toBe(d.markdown.lastIndexOf("## Item 1. Business"));
  });

  it("leaves out items only a table of contents names", () => {
    const d = doc(TOC + b("Item 1. Business") + p("Text.") + b("Item 8. Financial Statements and Supplementary Data") + p("More."));
    expect(keys(d, "10-K")).toEqual(["item_1", "item_8"]);
  });

  it("ignores running headers repeated atop pages", () => {
    const d = doc(
      b("Item 7. Management’s Discussion and Analysis") +
        p("Overview of the year.") +
        page +
        b("ITEM 7. MANAGEMENT’S DISCUSSION AND ANALYSIS") +
        p("Continued discussion.") +
        page +
        b("ITEM 7. MANAGEMENT’S DISCUSSION AND ANALYSIS") +
        p("Still more.") +
        page +
        b("Item 7A. Quantitative and Qualitative Disclosures About Market Risk") +
        p("Rates."),
    );
    const sections = detectSections(d, "10-K");
    expect(sections.map((s) => s.key)).toEqual(["item_7", "item_7a"]);
    expect(d.markdown.slice(sections[0]?.start, sections[0]?.end)).toContain("Still more.");
  });

  it("does not take a cross-reference paragraph for a caption", () => {
    const d = doc(
      b("Item 7. Management’s Discussion and Analysis") +
        p("Sales rose.") +
        p(
          "Item 8 of this report contains the consolidated financial statements, which are discussed at length in the notes that follow them and in the sections above, and should be read together with this discussion and the risk factors.",
        ),
    );
    expect(keys(d, "10-K")).toEqual(["item_7"]);
  });

  it("tells Part I from Part II items of a 10-Q by order and title", () => {
    const d = doc(
      b("Item 1. Financial Statements") +
        p("Statements.") +
        b("Item 2. Management’s Discussion and Analysis") +
        p("Discussion.") +
        b("Item 1. Legal Proceedings") +
        p("None.") +
        b("Item 1A. Risk Factors") +
        p("No change.") +
        b("Item 6. Exhibits") +
        p("31.1"),
    );
    expect(keys(d, "10-Q")).toEqual(["part_1_item_1", "part_1_item_2", "part_2_item_1", "part_2_item_1a", "part_2_item_6"]);
  });

  it("reads 8-K items, old and new numbering", () => {
    const current = doc(
      b("Item 2.02 Results of Operations and Financial Condition") +
        p("Results.") +
        b("Item 9.01 Financial Statements and Exhibits") +
        p("99.1"),
    );
    expect(keys(current, "8-K")).toEqual(["item_2_02", "item_9_01"]);
    expect(titles(current, "8-K/A")[0]).toBe("Item 2.02 Results of Operations and Financial Condition");
    const legacy = doc(b("Item 5. Other Events") + p("Events.") + b("Item 7. Financial Statements and Exhibits") + p("Exhibits."));
    expect(keys(legacy, "8-K")).toEqual(["item_5", "item_7"]);
  });

  it("completes a bare caption with the title that follows it", () => {
    const d = doc(b("Item 2.") + b("MANAGEMENT’S DISCUSSION AND ANALYSIS") + p("Text."));
    expect(titles(d, "10-Q")).toEqual(["Item 2. MANAGEMENT’S DISCUSSION AND ANALYSIS"]);
  });

  it("maps items through a cross-reference index to the pages it names", () => {
    // General Instruction G(2): answers placed elsewhere in the report, located by an index.
    const footer = (n: number): string => `<div style="text-align:center">Acme Corp. 2024 Annual Report ${n}</div>${page}`;
    const d = doc(
      b("Letter to Shareholders") +
        p("A good year.") +
        footer(1) +
        b("Our Business") +
        p("We make widgets.") +
        footer(2) +
        b("What Could Go Wrong") +
        p("Widgets may fail.") +
        footer(3) +
        b("Results of Operations") +
        p("Sales rose.") +
        footer(4) +
        b("Form 10-K Cross-Reference Index") +
        `<table><tr><td>Item 1.</td><td>Business</td><td>2</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td><td>3</td></tr>` +
        `<tr><td>Item 7.</td><td>MD&amp;A</td><td>4</td></tr></table>` +
        footer(5),
    );
    const sections = detectSections(d, "10-K");
    expect(sections.map((s) => [s.key, s.source, s.title])).toEqual([
      ["item_1", "index", "Item 1. Business"],
      ["item_1a", "index", "Item 1A. Risk Factors"],
      ["item_7", "index", "Item 7. MD&A"],
    ]);
    expect(sections.map((s) => d.markdown.slice(s.start, s.end).split("\n")[0])).toEqual([
      "### Our Business",
      "### What Could Go Wrong",
      "### Results of Operations",
    ]);
  });

  it("finds no sections for forms without items", () => {
    expect(detectSections(doc(b("Item 1. Business") + p("x")), "S-1")).toEqual([]);
  });
});
