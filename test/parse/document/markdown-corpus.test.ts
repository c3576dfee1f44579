import { describe, expect, it } from "vitest";
import { toMarkdown, type MarkdownDocument } from "../../../src/parse/document/index.js";
import { InlineXbrlReader } from "../../../src/parse/xbrl/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusDocuments, corpusMarkdown, corpusText } from "./corpus-documents.js";

const corpus = requireCorpus();
const APPLE_10K = "filings/aapl/10K_2024-11-01/aapl-20240928.htm";

describe.skipIf(!corpus)("toMarkdown: Apple 10-K 2024", () => {
  const doc = (): MarkdownDocument => corpusMarkdown(APPLE_10K);

  it("drops the running footer and page numbers, keeping them as page labels", () => {
    const md = doc().markdown;
    expect(md).not.toContain("Apple Inc. | 2024 Form 10-K |");
    // The source prints "Apple Inc. | 2024 Form 10-K | 23" at the foot of page 23.
    expect(corpusText(APPLE_10K)).toContain("Apple Inc. | 2024 Form 10-K | 23");
    const labels = doc().pages.map((p) => p.label);
    expect(labels).toContain("23");
    expect(labels.filter((l) => l !== null).length).toBeGreaterThan(50);
  });

  it("shows no XBRL markup and none of the hidden facts", () => {
    const md = doc().markdown;
    expect(md).not.toMatch(/<\/?ix:|ix:nonFraction|xbrli:|contextRef/);
    // dei:EntityCentralIndexKey is an ix:hidden fact.
    expect(md).not.toContain("0000320193");
  });

  it("keeps a known paragraph verbatim", () => {
    expect(doc().markdown).toContain(
      "\n\nThe Company designs, manufactures and markets smartphones, personal computers, tablets, wearables and accessories, and sells a variety of related services. The Company’s fiscal year is the 52- or 53-week period that ends on the last Saturday of September.\n\n",
    );
  });

  it("writes the income statement as a GFM table", () => {
    const md = doc().markdown;
    expect(md).toContain(
      "|  | Years ended September 28, 2024 | Years ended September 30, 2023 | Years ended September 24, 2022 |\n| --- | --- | --- | --- |\n| Net sales: |  |  |  |\n| Products | $294,866 | $298,085 | $316,199 |",
    );
    expect(md).toContain("| Other income/(expense), net | 269 | (565) | (334) |");
    expect(md).toContain("| Diluted | $6.08 | $6.13 | $6.11 |");
  });

  it("points fact f-363 at the 201,183 it shows", () => {
    const span = doc().facts["f-363"];
    expect(span && doc().markdown.slice(span.start, span.end)).toBe("201,183");
  });

  it("gives the same markdown and offsets on a second run", () => {
    const again = toMarkdown(corpusText(APPLE_10K));
    expect(again.markdown).toBe(doc().markdown);
    expect(again.blocks).toEqual(doc().blocks);
    expect(again.facts).toEqual(doc().facts);
    expect(again.pages).toEqual(doc().pages);
  });

  it("pages through the markdown without losing or repeating a character", () => {
    const md = doc().markdown;
    for (const size of [1_000, 65_536, 200_000]) {
      const pieces: string[] = [];
      for (let a = 0; a < md.length; a += size) pieces.push(md.slice(a, Math.min(md.length, a + size)));
      expect(pieces.join("")).toBe(md);
    }
  });
});

/** Ids of the ix elements inside ix:header (hidden facts, never shown). */
function hiddenIds(html: string): Set<string> {
  const end = html.indexOf("</ix:header>");
  const ids = new Set<string>();
  if (end < 0) return ids;
  for (const m of html.slice(0, end).matchAll(/<ix:non(?:Fraction|Numeric)[^>]*\bid="([^"]+)"/g)) ids.add(m[1] as string);
  return ids;
}

describe.skipIf(!corpus)("toMarkdown: every 10-K, 10-Q and 8-K document", () => {
  const documents = corpus ? corpusDocuments(["10-K", "10-Q", "8-K"], ["primary", "exhibit"]) : [];

  it.each(documents.map((d) => d.path))("%s", (path) => {
    const html = corpusText(path);
    const doc = corpusMarkdown(path);
    const md = doc.markdown;
    // Blocks tile the markdown with blank lines between them; pages tile it exactly.
    expect(doc.blocks.map((b) => md.slice(b.start, b.end)).join("\n\n") + (md.length ? "\n" : "")).toBe(md);
    expect(doc.pages.map((p) => md.slice(p.start, p.end)).join("")).toBe(md);
    for (const b of doc.blocks) {
      expect(b.textStart).toBeGreaterThanOrEqual(b.start);
      if (b.kind === "heading") expect(md.slice(b.start, b.textStart)).toBe(`${"#".repeat(b.level ?? 0)} `);
      if (b.kind === "table") expect(md.slice(b.start, b.end)).toMatch(/^\|.*\|\n\|( --- \|)+(\n\|.*\|)*$/);
    }
    expect(md).not.toMatch(/<\/?ix:|<\/?(?:div|span|td|tr|table|font|p)\b/i);
    if (!/<ix:header/.test(html)) return;
    // Every numeric fact shown in the document points at its digits (or a dash; nil facts are empty).
    const reader = new InlineXbrlReader();
    reader.read(path, html);
    const hidden = hiddenIds(html);
    for (const fact of reader.result().facts) {
      if (!fact.numeric || !fact.elementId || hidden.has(fact.elementId)) continue;
      const span = doc.facts[fact.elementId];
      expect(span, fact.elementId).toBeDefined();
      const shown = md.slice(span?.start, span?.end);
      if (fact.value === null) expect(shown).toBe("");
      else expect(shown, fact.elementId).toMatch(/^(?:[\d.,]+|[\u2014\u2013-]|[A-Za-z]+)$/);
    }
  });
});
