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

describe("question reading: where a matter stands", () => {
  it("'where does <a matter> stand' asks its status, which a filing states as filings, rulings and courts", () => {
    const t = questionTerms("Where does the shareholder lawsuit over Acme's purchase of Zorbex stand?", ["ACME"]);
    expect(t.stems).toContain(stem("status"));
    expect(t.synonyms).toEqual(expect.arrayContaining([stem("ruling"), stem("court")]));
    expect(questionTerms("How do the merger talks now stand?", ["ACME"]).stems).toContain(stem("status"));
  });
});
