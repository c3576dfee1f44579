import { describe, expect, it } from "vitest";
import { DocumentCache } from "../../../src/domain/documents/document-cache.js";
import { pageRange } from "../../../src/domain/documents/document-page.js";
import { FdsError } from "../../../src/model/index.js";
import { queryTerms } from "../../../src/domain/documents/filing-text-search.js";
import { parseSectionNames } from "../../../src/domain/documents/sections-names.js";
import { firstWords, parseMaxWords } from "../../../src/domain/documents/sections.js";

const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof FdsError ? e.code : String(e);
  }
  return null;
};

describe("document paging, section names, words (no corpus)", () => {
  it("pageRange: pages tile the text; offsets outside it are bad requests", () => {
    expect(pageRange(10, 0, null, 4)).toEqual({ start: 0, end: 4 });
    expect(pageRange(10, 8, null, 4)).toEqual({ start: 8, end: 10 });
    expect(pageRange(10, 2, 5, 100)).toEqual({ start: 2, end: 5 });
    expect(pageRange(0, 0, null, 5)).toEqual({ start: 0, end: 0 });
    expect(code(() => pageRange(10, 10, null, 4))).toBe("bad_request");
    expect(code(() => pageRange(10, 11, null, 4))).toBe("bad_request");
    expect(code(() => pageRange(10, 5, 5, 4))).toBe("bad_request");
    expect(code(() => pageRange(10, 5, 11, 4))).toBe("bad_request");
  });

  it("section names: keys, plain names and item labels resolve per form; unknown ones list the valid keys", () => {
    expect(parseSectionNames("item_1a, item_7", "10-K")).toEqual(["item_1a", "item_7"]);
    expect(parseSectionNames("risk_factors,MD&A,Item 7A", "10-K")).toEqual(["item_1a", "item_7", "item_7a"]);
    expect(parseSectionNames("risk_factors,mda", "10-Q")).toEqual(["part_2_item_1a", "part_1_item_2"]);
    expect(parseSectionNames("2.02", "8-K")).toEqual(["item_2_02"]);
    expect(parseSectionNames("", "10-K")).toBeNull();
    try {
      parseSectionNames("item_1a,item_99", "10-K");
      expect.unreachable();
    } catch (e) {
      expect((e as FdsError).code).toBe("bad_request");
      expect((e as FdsError).message).toContain('"item_99"');
      expect((e as FdsError).details.valid_keys).toContain("item_7a");
    }
  });

  it("words: cut after the nth word, max_words parsed from the spec's string", () => {
    expect(firstWords("one two  three\nfour", 2)).toEqual({ text: "one two", truncated: true });
    expect(firstWords("one two ", 2)).toEqual({ text: "one two", truncated: false });
    expect(parseMaxWords("3000")).toBe(3000);
    expect(parseMaxWords(undefined)).toBe(3000);
    expect(code(() => parseMaxWords("0"))).toBe("bad_request");
    expect(code(() => parseMaxWords("lots"))).toBe("bad_request");
    expect(queryTerms("Supply-chain  supply")).toEqual(["supply", "chain"]);
  });

  it("document cache: a new sha256 misses, the same key hits, least recently used goes first", async () => {
    const cache = new DocumentCache(2);
    let loads = 0;
    const load = async () => {
      loads++;
      return "<p>Hello</p>";
    };
    const a = await cache.get({ accession: "a", name: "d.htm", sha256: "1" }, "10-K", load);
    expect(a?.doc.markdown).toContain("Hello");
    await cache.get({ accession: "a", name: "d.htm", sha256: "1" }, "10-K", load);
    expect(loads).toBe(1);
    await cache.get({ accession: "a", name: "d.htm", sha256: "2" }, "10-K", load);
    expect(loads).toBe(2);
    await cache.get({ accession: "b", name: "d.htm", sha256: "1" }, "10-K", load);
    expect(cache.has({ accession: "a", name: "d.htm", sha256: "1" }, "10-K")).toBe(false);
    expect(await cache.get({ accession: "c", name: "x", sha256: null }, "10-K", async () => null)).toBeNull();
  });

  it("document cache: forgetting a filing drops all its documents and only them (tables/search rebuild_index)", async () => {
    const cache = new DocumentCache(10);
    const load = async () => "<p>x</p>";
    await cache.get({ accession: "a", name: "1.htm", sha256: "1" }, "10-K", load);
    await cache.get({ accession: "a", name: "2.htm", sha256: "1" }, "10-K", load);
    await cache.get({ accession: "ab", name: "1.htm", sha256: "1" }, "10-K", load);
    cache.forget("a");
    expect(cache.has({ accession: "a", name: "1.htm", sha256: "1" }, "10-K")).toBe(false);
    expect(cache.has({ accession: "a", name: "2.htm", sha256: "1" }, "10-K")).toBe(false);
    expect(cache.has({ accession: "ab", name: "1.htm", sha256: "1" }, "10-K")).toBe(true);
  });
});
