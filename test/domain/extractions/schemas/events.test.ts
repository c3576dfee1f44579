import { describe, expect, it } from "vitest";
import type { ExtractionDocument } from "../../../../src/domain/extractions/extraction-document.js";
import { catalogEntry } from "../../../../src/domain/extractions/catalog.js";
import { runRules } from "../../../../src/domain/extractions/run-extraction.js";

/**
 * Items 1.01 and 2.01 occur in no 8-K of the corpus, so their rules are tested on hand-written
 * snippets in the shape EDGAR filers use (the gold sets only measure their false alarms).
 */
function eightK(item: string, title: string, body: string): ExtractionDocument {
  const heading = `## Item ${item}. ${title}`;
  const markdown = `${heading}\n\n${body}\n`;
  const key = `item_${item.replace(".", "_")}`;
  return {
    sourceType: "filing",
    kind: "primary",
    form: "8-K",
    name: "snippet.htm",
    markdown,
    blocks: [
      { kind: "heading", start: 0, end: heading.length, textStart: 3 },
      { kind: "paragraph", start: heading.length + 2, end: heading.length + 2 + body.length, textStart: heading.length + 2 },
    ],
    sections: [{ key, title, start: 0, end: markdown.length - 1 }],
    tables: [],
  };
}

describe("8-K event rules on snippets", () => {
  it("Item 1.01: an agreement entered into, with counterparty and date; an amendment", () => {
    const doc = eightK(
      "1.01",
      "Entry into a Material Definitive Agreement",
      "On March 3, 2025, Example Corp. entered into a Credit Agreement with Big Bank, N.A., as administrative agent, providing for a $500 million revolving credit facility. The agreement was amended on April 1, 2025 to extend its maturity.",
    );
    const spans = runRules(catalogEntry("event_agreement")!, doc);
    expect(spans.map((s) => s.class)).toEqual(["entered", "amended"]);
    expect(spans[0]?.attributes.date?.value).toBe("2025-03-03");
    expect(spans[0]?.attributes.amount?.value).toBe(500e6);
    expect(spans[0]?.attributes.counterparty?.text).toContain("Big Bank");
    for (const s of spans) expect(doc.markdown.slice(s.start, s.end)).toBe(s.text);
  });

  it("Item 2.01: an acquisition completed, with its consideration; a disposition", () => {
    const doc = eightK(
      "2.01",
      "Completion of Acquisition or Disposition of Assets",
      "On July 1, 2025, the Company completed its previously announced acquisition of Target Inc. for $1.2 billion in cash. On the same day the Company completed the sale of its Widgets business.",
    );
    const spans = runRules(catalogEntry("event_acquisition")!, doc);
    expect(spans.map((s) => s.class)).toEqual(["acquisition_completed", "disposition_completed"]);
    expect(spans[0]?.attributes.amount?.value).toBe(1.2e9);
  });

  it("reads only its own item: an agreement under Item 8.01 is not an Item 1.01 event", () => {
    const doc = eightK(
      "8.01",
      "Other Events",
      "On March 29, 2021, the Company entered into an Agreement and Plan of Merger with Peoples Bancorp, Inc.",
    );
    expect(runRules(catalogEntry("event_agreement")!, doc)).toEqual([]);
  });
});
