import { describe, expect, it } from "vitest";
import { detectSections, type MarkdownDocument, type Section } from "../../../src/parse/document/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusDocuments, corpusMarkdown } from "./corpus-documents.js";
import { HAND_CHECKED } from "./section-expectations.js";

const corpus = requireCorpus();
const documents = corpus ? corpusDocuments(["10-K", "10-Q", "8-K"]) : [];
const formOf = (path: string): string => documents.find((d) => d.path === path)?.form ?? "";

/** How a section begins, normalised like the hand-checked strings. */
function begins(doc: MarkdownDocument, s: Section): string {
  return doc.markdown
    .slice(s.start, s.start + 240)
    .replace(/^#{1,6} /gm, "")
    .replace(/\\(?=[^\w\s])/g, "")
    .replace(/\s+/g, " ");
}

/** Sections every 10-K / 10-Q must have, and the filings that lawfully lack some. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  "10-K": ["item_1", "item_1a", "item_7", "item_8"],
  "10-Q": ["part_1_item_1", "part_1_item_2", "part_2_item_1", "part_2_item_6"],
};
const LAWFULLY_ABSENT: Readonly<Record<string, readonly string[]>> = {
  // Asset-backed issuer: General Instruction J to Form 10-K omits Items 1, 1A, 2, 3, 5-9A, 10-14.
  "filings/cik1779026/10K_2023-05-26/a2019-310xk052623.htm": ["item_1", "item_1a", "item_7", "item_8"],
  // 1999: Item 1A (Risk Factors) was added to Form 10-K by Release 33-8591 in 2005.
  "filings/mrx-medicis/10K_period-1999-06-30/0000950153-99-001234.html": ["item_1a"],
};

const CAPTION = /^(?:part\s+[ivx]+\W+)?items?\s*\d/i;

describe.skipIf(!corpus)("detectSections: hand-checked filings", () => {
  for (const [path, expected] of Object.entries(HAND_CHECKED)) {
    it(`${path}`, () => {
      const doc = corpusMarkdown(path);
      const sections = detectSections(doc, formOf(path));
      expect(sections.map((s) => s.key)).toEqual(Object.keys(expected));
      for (const s of sections)
        expect(begins(doc, s).startsWith(expected[s.key] as string), `${s.key}: ${begins(doc, s).slice(0, 80)}`).toBe(true);
    });
  }

  it("takes the body caption, not the table of contents line (Apple 10-K 2024)", () => {
    const path = "filings/aapl/10K_2024-11-01/aapl-20240928.htm";
    const doc = corpusMarkdown(path);
    const toc = doc.blocks.find((b) => b.kind === "table" && doc.markdown.slice(b.start, b.end).includes("Item 1A."));
    const item1a = detectSections(doc, "10-K").find((s) => s.key === "item_1a");
    expect(toc && item1a && item1a.start > toc.end).toBe(true);
    expect(item1a?.title).toBe("Item 1A. Risk Factors");
    // The section runs to Item 1B's caption and holds the risk factors themselves.
    const text = doc.markdown.slice(item1a?.start, item1a?.end);
    expect(text).toContain(
      "The Company’s business, reputation, results of operations, financial condition and stock price can be affected",
    );
    expect(text).not.toContain("Item 1B.");
  });

  it("ignores running headers that repeat an item's caption atop each page (Mastercard)", () => {
    const doc = corpusMarkdown("filings/ma/10K_2025-02-12/ma-20241231.htm");
    const item7 = detectSections(doc, "10-K").find((s) => s.key === "item_7");
    expect(item7?.title).toBe("Item 7. Management’s discussion and analysis of financial condition and results of operations");
    expect(doc.markdown.slice(item7?.start, item7?.end).length).toBeGreaterThan(50_000);
  });

  it("places an item without a caption where the table of contents says it starts (Netflix 10-Q)", () => {
    const doc = corpusMarkdown("filings/nflx/10Q_2025-07-18/nflx-20250630.htm");
    const item1 = detectSections(doc, "10-Q").find((s) => s.key === "part_1_item_1");
    // The contents list "Item 1. Consolidated Financial Statements" with the statements on page 3,
    // and page 3 (its footer prints "3") opens with the statement of operations.
    expect(item1).toMatchObject({ source: "index", title: "Item 1. Consolidated Financial Statements" });
    const page = doc.pages.find((p) => p.start === item1?.start);
    expect(page?.label).toBe("3");
    expect(
      doc.markdown.slice(item1?.start, item1?.end).startsWith("### NETFLIX, INC.\n\n### Consolidated Statements of Operations\n\n"),
    ).toBe(true);
  });

  it("ends Item 16 before the F-pages a filer prints after it (Netflix)", () => {
    const doc = corpusMarkdown("filings/nflx/10K_2025-01-27/nflx-20241231.htm");
    const item16 = detectSections(doc, "10-K").find((s) => s.key === "item_16");
    expect(doc.markdown.slice(item16?.start, item16?.end)).toBe("## Item 16. Form 10–K Summary\n\nNone.");
  });
});

describe.skipIf(!corpus)("detectSections: every 10-K, 10-Q and 8-K primary document", () => {
  const primaries = documents.filter((d) => d.role === "primary");

  it.each(primaries.map((d) => [d.path, d.form] as const))("%s (%s): ordered, disjoint, on captions", (path, form) => {
    const doc = corpusMarkdown(path);
    const sections = detectSections(doc, form);
    const starts = new Set(doc.blocks.map((b) => b.start));
    const ends = new Set(doc.blocks.map((b) => b.end));
    let previous = 0;
    for (const s of sections) {
      expect(s.start).toBeGreaterThanOrEqual(previous);
      expect(s.end).toBeGreaterThan(s.start);
      expect(starts.has(s.start) && ends.has(s.end)).toBe(true);
      const block = doc.blocks.find((b) => b.start === s.start);
      expect(block?.kind === "heading" || block?.kind === "paragraph").toBe(true);
      if (s.source === "caption") expect(CAPTION.test(doc.markdown.slice(block?.textStart, block?.end))).toBe(true);
      else expect(CAPTION.test(s.title)).toBe(true);
      previous = s.end;
    }
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    const absent = LAWFULLY_ABSENT[path] ?? [];
    for (const key of REQUIRED[form] ?? []) {
      if (!absent.includes(key)) expect(sections.map((s) => s.key)).toContain(key);
    }
    if (form === "8-K") expect(sections.length).toBeGreaterThan(0);
    // A table of contents comes before the first section, never inside it.
    const toc = doc.blocks.find((b) => b.kind === "table" && (doc.markdown.slice(b.start, b.end).match(/\bItem\s*\d/gi)?.length ?? 0) >= 4);
    if (toc && sections[0] && toc.start < sections[0].start) expect(toc.end).toBeLessThanOrEqual(sections[0].start);
  });
});
