import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { canonicalPrefix, standardPrefix } from "../../../src/parse/linkbase/index.js";

describe("canonicalPrefix", () => {
  it.each([
    ["http://fasb.org/us-gaap/2024", "us-gaap"],
    ["http://fasb.org/us-gaap/2018-01-31", "us-gaap"],
    ["http://xbrl.us/us-gaap/2009-01-31", "us-gaap"],
    ["http://fasb.org/srt/2023", "srt"],
    ["http://fasb.org/srt/2018-01-31", "srt"],
    ["http://xbrl.sec.gov/dei/2024", "dei"],
    ["http://xbrl.sec.gov/dei/2014-01-31", "dei"],
    ["http://xbrl.us/dei/2009-01-31", "dei"],
    ["http://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full", "ifrs-full"],
    ["http://xbrl.sec.gov/country/2023", "country"],
    ["http://xbrl.sec.gov/currency/2024", "currency"],
    ["http://xbrl.sec.gov/exch/2024", "exch"],
    ["http://xbrl.sec.gov/naics/2024", "naics"],
    ["http://xbrl.sec.gov/sic/2024", "sic"],
    ["http://xbrl.sec.gov/stpr/2018-01-31", "stpr"],
    ["http://xbrl.sec.gov/ecd/2024", "ecd"],
    ["http://xbrl.sec.gov/cyd/2024", "cyd"],
    ["http://xbrl.sec.gov/invest/2013-01-31", "invest"],
    ["http://www.xbrl.org/2003/iso4217", "iso4217"],
    ["http://xbrl.org/2006/xbrldi", "xbrldi"],
  ])("%s -> %s whatever prefix was declared", (uri, prefix) => {
    expect(canonicalPrefix(uri, "gaap")).toBe(prefix);
    expect(canonicalPrefix(uri, "")).toBe(prefix);
    expect(standardPrefix(uri)).toBe(prefix);
  });

  it("keeps the declared prefix of company extensions", () => {
    expect(canonicalPrefix("http://www.apple.com/20230930", "aapl")).toBe("aapl");
    expect(canonicalPrefix("http://imetrix.edgar-online.com/20230224", "blk25")).toBe("blk25");
    expect(standardPrefix("http://www.apple.com/20230930")).toBeNull();
  });

  it("does not mistake look-alike namespaces for standard ones", () => {
    expect(canonicalPrefix("http://fasb.org/us-gaap/2024/extra", "x")).toBe("x");
    expect(canonicalPrefix("http://example.com/us-gaap/2024", "x")).toBe("x");
    expect(canonicalPrefix("http://xbrl.sec.gov/dei", "x")).toBe("x");
  });

  it("keeps no document alive through the namespaces it remembers", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const heapAfterGc = () => (gc(), process.memoryUsage().heapUsed);
    const before = heapAfterGc();
    // Fifty 1 MB documents, each declaring its own extension namespace, as filings do; the URI a
    // parser passes is cut from the document, and V8 keeps a cut-out string's source alive.
    for (let i = 0; i < 50; i++) {
      const document = `<html xmlns:ex="http://example.com/${i}/2024">${"x".repeat(1 << 20)}</html>`;
      const uri = document.slice(document.indexOf('"') + 1, document.indexOf('"', document.indexOf('"') + 1));
      expect(standardPrefix(uri)).toBeNull();
    }
    expect(heapAfterGc() - before).toBeLessThan(10 * (1 << 20));
  });
});
