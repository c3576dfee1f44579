import { describe, expect, it } from "vitest";
import { extractTables, type Section, toMarkdown } from "../../../src/parse/document/index.js";
import type { DocumentArtifacts } from "../../../src/domain/documents/document-cache.js";
import { passageIndexOf } from "../../../src/domain/evidence/passage-index.js";
import { questionTerms, stem } from "../../../src/domain/evidence/question-terms.js";

/** A hand-written snippet (no filing's wording) read as one section, as a stored document is. */
function artifactsOf(html: string): DocumentArtifacts {
  const doc = toMarkdown(html);
  const tables = extractTables(doc);
  const section = { key: "part_1_item_1", title: "Item 1. Financial Statements", start: 0, end: doc.markdown.length } as unknown as Section;
  return { doc, form: "10-Q", sections: () => [section], tables: () => tables };
}

describe("passage index: the heading a passage sits under", () => {
  it("a page's running head (its date, a page number) does not replace the heading above", () => {
    const index = passageIndexOf(
      artifactsOf(`
      <p>Item 1. Financial Statements</p>
      <p>Stockholder Suit Over the Zorbex Merger</p>
      <p>In 2021, a holder sued the directors over the Zorbex merger.</p>
      <p>March 31, 2025</p>
      <p>12</p>
      <p>Hearings ended in 2023, and the judge later found for the directors.</p>`),
    );
    const trial = index.blocks.find((b) => b.text.startsWith("Hearings ended"));
    expect(trial?.heading).toBe("Stockholder Suit Over the Zorbex Merger");
  });
});

describe("passage index: a paragraph cut by the markup", () => {
  it("a block ending mid-sentence and the next opening in lower case are one passage, found by either part's start", () => {
    const index = passageIndexOf(
      artifactsOf(`
      <p>Item 1. Financial Statements</p>
      <p>In 2017 the regulator fined Zorbex. We appealed and changed the product to bring it into</p>
      <p>compliance with the decision. In 2024, the court rejected our appeal and upheld the fine.</p>
      <p>Another matter is described below.</p>`),
    );
    const appeal = index.blocks.find((b) => b.text.startsWith("In 2017"));
    expect(appeal?.text).toContain("In 2024, the court rejected our appeal");
    expect(index.blocks.some((b) => b.text.startsWith("compliance"))).toBe(false);
    const tail = index.blocks.find((b) => b.text.startsWith("Another"));
    expect(tail).toBeDefined();
    const starts = [...index.byStart.entries()].filter(([, b]) => b === appeal).map(([start]) => start);
    expect(starts).toHaveLength(2);
  });
});

describe("passage index: a release's headings", () => {
  it("a document without items still heads its passages with its headings", () => {
    const doc = toMarkdown(`<h3>Financial Targets</h3><p>Acme is providing updated fiscal 2025 targets for earnings per share.</p>`);
    const index = passageIndexOf({ doc, form: "8-K", sections: () => [], tables: () => [] });
    expect(index.blocks.find((b) => b.text.startsWith("Acme is providing"))?.heading).toBe("Financial Targets");
  });
});

describe("question reading: where a matter stands", () => {
  it("'where does <a matter> stand' asks its status, which a filing states as filings, rulings and courts", () => {
    const t = questionTerms("Where does the shareholder lawsuit over Acme's purchase of Zorbex stand?", ["ACME"]);
    expect(t.stems).toContain(stem("status"));
    expect(t.synonyms).toEqual(expect.arrayContaining([stem("ruling"), stem("court")]));
    expect(questionTerms("How do the merger talks now stand?", ["ACME"]).stems).toContain(stem("status"));
    expect(questionTerms("What happened in 2024 to Acme's appeal of the fine?", ["ACME"]).statusAsked).toBe(true);
  });
  it("'how much did it sell' asks its sales, 'what is it targeting' its outlook", () => {
    expect(questionTerms("How much did the Zorbex brand sell in fiscal 2025?", ["ACME"]).measured).toContain(stem("sales"));
    expect(questionTerms("What earnings per share is Acme now targeting for the year?", ["ACME"]).forwardAsked).toBe(true);
  });
});
