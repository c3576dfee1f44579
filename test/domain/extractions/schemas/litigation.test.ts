import { describe, expect, it } from "vitest";
import type { ExtractionDocument } from "../../../../src/domain/extractions/extraction-document.js";
import { catalogEntry } from "../../../../src/domain/extractions/catalog.js";
import { runRules } from "../../../../src/domain/extractions/run-extraction.js";

/** A 10-Q's Part II Item 1 with one paragraph: sentences in the general shapes the notes use (made-up values). */
function legalItem(body: string): ExtractionDocument {
  const heading = "## Item 1. Legal Proceedings";
  const markdown = `${heading}\n\n${body}\n`;
  return {
    sourceType: "filing",
    kind: "primary",
    form: "10-Q",
    name: "snippet.htm",
    markdown,
    blocks: [
      { kind: "heading", start: 0, end: heading.length, textStart: 3 },
      { kind: "paragraph", start: heading.length + 2, end: heading.length + 2 + body.length, textStart: heading.length + 2 },
    ],
    sections: [{ key: "part_2_item_1", title: "Legal Proceedings", start: 0, end: markdown.length - 1 }],
    tables: [],
  };
}

const read = (body: string) =>
  runRules(catalogEntry("litigation")!, legalItem(body)).map((s) => [s.class, s.attributes.amount?.value ?? null]);

describe("litigation rules on snippets (what the held-out 10-Qs showed)", () => {
  it("a complaint received and a case filed by another party are matters", () => {
    expect(read("In May 2020, we received a putative class action complaint alleging violations of a state privacy statute.")).toEqual([
      ["matter", null],
    ]);
    expect(
      read("We have been defending a multidistrict litigation and a case filed by Example Shipper LLC, which allege price-fixing."),
    ).toEqual([["matter", null]]);
  });

  it("both ends of a range of reasonably possible loss are amounts", () => {
    expect(
      read("It is reasonably possible that future costs to settle these claims may range from approximately $300 million to $450 million."),
    ).toEqual([
      ["loss_range", 300e6],
      ["loss_range", 450e6],
    ]);
  });

  it("a share repurchase contract's settlement and the sanctions disclosure threshold are no legal amounts", () => {
    expect(
      read(
        "Includes 1,000,000 shares received upon final settlement under the accelerated share repurchase programs at an average price of $150.00.",
      ),
    ).toEqual([]);
    expect(
      read(
        "We describe environmental proceedings involving potential fines, penalties, or other monetary sanctions in excess of $1,000,000.",
      ),
    ).toEqual([]);
    expect(read("The court entered a judgment of $25 million against the Company in the suit.")).toEqual([["penalty_or_damages", 25e6]]);
  });
});
