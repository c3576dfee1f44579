import { describe, expect, it } from "vitest";
import { HrefResolver } from "../../../src/parse/linkbase/href-resolver.js";
import type { TaxonomySchema } from "../../../src/parse/linkbase/index.js";

function schema(name: string, prefix: string, ids: Record<string, string>): TaxonomySchema {
  return {
    name,
    targetNamespace: `urn:${prefix}`,
    declaredPrefix: prefix,
    prefix,
    elementIds: new Map(Object.entries(ids)),
    roleTypes: [],
  };
}

describe("HrefResolver", () => {
  const resolver = new HrefResolver([
    schema("filings/abc/abc-20240930.xsd", "abc", { abc_Widgets: "Widgets", odd: "NotConventional" }),
    schema("other.xsd", "oth", { oth_X: "X" }),
  ]);

  it("resolves the filing's schemas by file name, whatever the path or URL in front", () => {
    expect(resolver.resolve("abc-20240930.xsd#abc_Widgets", "abc_pre.xml")).toEqual({ concept: "abc:Widgets" });
    expect(resolver.resolve("https://www.sec.gov/Archives/edgar/data/1/2/abc-20240930.xsd#odd", "x")).toEqual({
      concept: "abc:NotConventional",
    });
    expect(resolver.resolve("ABC-20240930.XSD#abc_Widgets", "x")).toEqual({ concept: "abc:Widgets" });
  });

  it("resolves same-document fragments against the document they are in", () => {
    expect(resolver.resolve("#abc_Widgets", "abc-20240930.xsd")).toEqual({ concept: "abc:Widgets" });
    expect(resolver.resolve("#oth_X", "other.xsd")).toEqual({ concept: "oth:X" });
  });

  it("splits standard-taxonomy ids at the first underscore", () => {
    expect(resolver.resolve("http://xbrl.sec.gov/dei/2024/dei-2024.xsd#dei_EntityRegistrantName", "x")).toEqual({
      concept: "dei:EntityRegistrantName",
    });
    expect(resolver.resolve("https://xbrl.fasb.org/srt/2024/elts/srt-2024.xsd#srt_ProductOrServiceAxis", "x")).toEqual({
      concept: "srt:ProductOrServiceAxis",
    });
    expect(
      resolver.resolve("https://xbrl.ifrs.org/taxonomy/2023-03-23/full_ifrs/full_ifrs-cor_2023-03-23.xsd#ifrs-full_Revenue", "x"),
    ).toEqual({ concept: "ifrs-full:Revenue" });
    expect(resolver.resolve("http://example.com/t.xsd#pfx_A_B", "x")).toEqual({ concept: "pfx:A_B" });
  });

  it("accepts the element() scheme with an id and percent-encoding", () => {
    expect(resolver.resolve("https://xbrl.fasb.org/us-gaap/2024/elts/us-gaap-2024.xsd#element(us-gaap_Assets)", "x")).toEqual({
      concept: "us-gaap:Assets",
    });
    expect(resolver.resolve("t.xsd#us%2Dgaap_Assets", "x")).toEqual({ concept: "us-gaap:Assets" });
  });

  it("names why an href does not resolve", () => {
    expect(resolver.resolve("t.xsd", "x")).toMatchObject({ skip: "missing-href" });
    expect(resolver.resolve("t.xsd#", "x")).toMatchObject({ skip: "missing-href" });
    expect(resolver.resolve("abc-20240930.xsd#abc_Nope", "x")).toMatchObject({ skip: "unknown-element-id" });
    expect(resolver.resolve("t.xsd#element(/1/14)", "x")).toMatchObject({ skip: "unresolvable-fragment" });
    expect(resolver.resolve("t.xsd#NoUnderscore", "x")).toMatchObject({ skip: "unresolvable-fragment" });
    expect(resolver.resolve("t.xsd#_Leading", "x")).toMatchObject({ skip: "unresolvable-fragment" });
  });
});
