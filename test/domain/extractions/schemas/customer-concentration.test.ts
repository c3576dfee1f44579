import { describe, expect, it } from "vitest";
import type { ExtractionDocument } from "../../../../src/domain/extractions/extraction-document.js";
import { catalogEntry } from "../../../../src/domain/extractions/catalog.js";
import { runRules } from "../../../../src/domain/extractions/run-extraction.js";

/** A 10-K's Item 7 holding one paragraph. */
function item7(body: string): ExtractionDocument {
  const heading = "## Item 7. Management's Discussion and Analysis";
  const markdown = `${heading}\n\n${body}\n`;
  return {
    sourceType: "filing",
    kind: "primary",
    form: "10-K",
    name: "snippet.htm",
    markdown,
    blocks: [
      { kind: "heading", start: 0, end: heading.length, textStart: 3 },
      { kind: "paragraph", start: heading.length + 2, end: heading.length + 2 + body.length, textStart: heading.length + 2 },
    ],
    sections: [{ key: "item_7", title: "Management's Discussion and Analysis", start: 0, end: markdown.length - 1 }],
    tables: [],
  };
}

describe("customer concentration rules on snippets", () => {
  it("reads an all-capitals filing to the end: a long capitalized word after a party sentence does not stall the names' pattern", () => {
    // Old SGML filings are often in capitals; the names before "accounted for" were once matched with a pattern that
    // cut one long capitalized word every possible way (2^n), and a 2000 10-Q stalled the server.
    const word = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".repeat(3);
    const body = `SALES TO RESELLERS OF EXAMPLE HOLDINGS, INC. WERE SIGNIFICANT. ${word} ${word}, ${word} AND ${word} EACH SOLD PRODUCTS.`;
    // With 78-letter words the old pattern would try some 2^78 ways and never return: the suite's
    // test timeout is the bound, and no elapsed time is measured.
    const spans = runRules(catalogEntry("customer_concentration")!, item7(body));
    // The paragraph states no share of sales.
    expect(spans).toEqual([]);
  });

  it('still names the counterparties a paragraph calls customers: "<Name> and <Name> accounted for"', () => {
    const body =
      "We sell to wholesale distributors. Northwind Traders and Contoso Wholesale accounted for 21% and 14% of our net sales, respectively.";
    const spans = runRules(catalogEntry("customer_concentration")!, item7(body));
    expect(spans.map((s) => s.text).join(" | ")).toMatch(/21%/);
  });
});
