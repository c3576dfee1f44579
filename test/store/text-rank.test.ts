import { describe, expect, it } from "vitest";
import { foldText, rankBlocks } from "../../src/store/text/text-rank.js";
import { parseTextQuery } from "../../src/store/text/text-query.js";

const blocks = (texts: readonly string[]) => texts.map((text, ordinal) => ({ ordinal, text }));
const order = (texts: readonly string[], query: string, filingBlocks = 100) =>
  rankBlocks(blocks(texts), parseTextQuery(query), filingBlocks).map((b) => b.ordinal);

describe("foldText", () => {
  it("compares as FTS5's unicode61 tokenizer with remove_diacritics 2: lower case, no accents", () => {
    expect(foldText("Résumé of the Company’s 10-K, FY2024: naïve CAFÉ")).toBe("resume of the company’s 10-k, fy2024: naive cafe");
    expect(foldText("Net sales — $391,035")).toBe("net sales — $391,035");
  });
});

describe("rankBlocks", () => {
  it("ranks the block holding the words as a phrase above one holding them apart, whatever lies between them", () => {
    expect(order(["Chain stores and the supply of parts.", "Our supply chain is global."], "supply chain")).toEqual([1, 0]);
    expect(order(["The 10 K filer.", "Form 10-K was filed."], '"10 k" filed')).toEqual([1, 0]);
  });

  it("weighs a word by how few of the matching blocks hold it", () => {
    const texts = ["Revenue grew.", "Revenue fell.", "Revenue rose.", "Tariffs raised costs."];
    // "tariffs" is in one block, "revenue" in three: the tariff block ranks first.
    expect(order(texts, "revenue tariffs")[0]).toBe(3);
  });

  it("counts length against a block: the same counts in a shorter block rank higher", () => {
    const long = `Supply risk. ${"Other words fill this paragraph. ".repeat(20)}`;
    expect(order([long, "Supply risk."], "supply")).toEqual([1, 0]);
  });

  it("keeps document order between equal scores, and scores words the index folded (accents, case)", () => {
    const ranked = rankBlocks(blocks(["Café sales.", "CAFE sales."]), parseTextQuery("cafe"), 10);
    expect(ranked.map((b) => b.ordinal)).toEqual([0, 1]);
    expect(ranked[0]!.score).toBeGreaterThan(0);
    expect(ranked[0]!.score).toBe(ranked[1]!.score);
  });

  it("depends on the filing only: more blocks in the filing make every word rarer, scores rise, order holds", () => {
    const texts = ["Supply chain risk.", "Supply of parts."];
    const small = rankBlocks(blocks(texts), parseTextQuery("supply chain"), 10);
    const large = rankBlocks(blocks(texts), parseTextQuery("supply chain"), 1000);
    expect(large.map((b) => b.ordinal)).toEqual(small.map((b) => b.ordinal));
    expect(large[0]!.score).toBeGreaterThan(small[0]!.score);
    expect(rankBlocks(blocks(texts), parseTextQuery("supply chain"), 10)).toEqual(small);
  });
});
