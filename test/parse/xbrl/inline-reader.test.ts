import { describe, expect, it } from "vitest";
import { buildFacts, InlineXbrlReader, MalformedDocumentError, NoXbrlError, readXbrlInstance } from "../../../src/parse/xbrl/index.js";
import type { Fact } from "../../../src/model/index.js";

/** A small hand-written inline XBRL document; prefixes deliberately not the standard ones. */
const DOC = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi"
  xmlns:gaap="http://fasb.org/us-gaap/2024" xmlns:dei="http://xbrl.sec.gov/dei/2024"
  xmlns:srt="http://fasb.org/srt/2024" xmlns:acme="http://acme.example/20240928"
  xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12">
<body>
<div style="display:none"><ix:header><ix:hidden>
  <ix:nonNumeric name="dei:DocumentType" contextRef="fy" id="h1">10-K</ix:nonNumeric>
</ix:hidden><ix:resources>
  <xbrli:context id="fy"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity>
    <xbrli:period><xbrli:startDate>2023-10-01</xbrli:startDate><xbrli:endDate>2024-09-28</xbrli:endDate></xbrli:period></xbrli:context>
  <xbrli:context id="fy_dup"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity>
    <xbrli:period><xbrli:startDate>2023-10-01</xbrli:startDate><xbrli:endDate>2024-09-28</xbrli:endDate></xbrli:period></xbrli:context>
  <xbrli:context id="end"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity>
    <xbrli:period><xbrli:instant>2024-09-29T00:00:00</xbrli:instant></xbrli:period></xbrli:context>
  <xbrli:context id="fy_seg"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier>
    <xbrli:segment><xbrldi:explicitMember dimension="srt:ProductOrServiceAxis">acme:WidgetsMember</xbrldi:explicitMember>
    <xbrldi:explicitMember dimension="gaap:StatementBusinessSegmentsAxis">acme:AmericasSegmentMember</xbrldi:explicitMember></xbrli:segment></xbrli:entity>
    <xbrli:period><xbrli:startDate>2023-10-01</xbrli:startDate><xbrli:endDate>2024-09-28</xbrli:endDate></xbrli:period></xbrli:context>
  <xbrli:context id="typed"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier></xbrli:entity>
    <xbrli:period><xbrli:instant>2024-09-28</xbrli:instant></xbrli:period>
    <xbrli:scenario><xbrldi:typedMember dimension="acme:TrancheAxis"><acme:Tranche>  B 2031 </acme:Tranche></xbrldi:typedMember></xbrli:scenario></xbrli:context>
  <xbrli:unit id="usd"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
  <xbrli:unit id="usdPerShare"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unitNumerator>
    <xbrli:unitDenominator><xbrli:measure>xbrli:shares</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>
</ix:resources></ix:header></div>
<table>
<tr><td>Net sales</td><td>$<ix:nonFraction name="gaap:Revenues" contextRef="fy" unitRef="usd" decimals="-6" scale="6" format="ixt:num-dot-decimal" id="r1">391,035</ix:nonFraction></td></tr>
<tr><td>Net sales again</td><td><ix:nonFraction name="gaap:Revenues" contextRef="fy_dup" unitRef="usd" decimals="-9" scale="9" id="r2">391.0</ix:nonFraction></td></tr>
<tr><td>Other loss</td><td>(<ix:nonFraction name="gaap:OtherNonoperatingIncomeExpense" contextRef="fy" unitRef="usd" decimals="-3" scale="3" sign="-" format="ixt:num-dot-decimal" id="r3">1,234</ix:nonFraction>)</td></tr>
<tr><td>EPS</td><td><ix:nonFraction name="gaap:EarningsPerShareDiluted" contextRef="fy" unitRef="usdPerShare" decimals="2" id="r4">6.11</ix:nonFraction></td></tr>
<tr><td>Widgets</td><td><ix:nonFraction name="gaap:Revenues" contextRef="fy_seg" unitRef="usd" decimals="-6" scale="6" format="ixt:num-dot-decimal" id="r5">12,500</ix:nonFraction></td></tr>
<tr><td>Nothing</td><td><ix:nonFraction name="gaap:Goodwill" contextRef="end" unitRef="usd" xsi:nil="true" id="r6"/></td></tr>
<tr><td>Dash</td><td><ix:nonFraction name="gaap:LongTermDebt" contextRef="typed" unitRef="usd" decimals="-6" scale="6" format="ixt:fixed-zero" id="r7">—</ix:nonFraction></td></tr>
<tr><td>Assets</td><td><ix:nonFraction name="gaap:Assets" contextRef="end" unitRef="usd" decimals="-6" scale="6" id="r8">100</ix:nonFraction></td></tr>
<tr><td>Assets wrong</td><td><ix:nonFraction name="gaap:Assets" contextRef="end" unitRef="usd" decimals="-6" scale="6" id="r9">101</ix:nonFraction></td></tr>
</table>
<ix:nonNumeric name="gaap:RevenueRecognitionPolicyTextBlock" contextRef="fy" id="t1" continuedAt="c1" escape="true"><p>We recognize revenue</p><ix:exclude><p>Page 12</p></ix:exclude><p>when control</p></ix:nonNumeric>
<p>Page footer</p>
<ix:continuation id="c1"><p>passes to the customer.</p></ix:continuation>
</body></html>`;

function read(html: string): { facts: Fact[]; codes: string[] } {
  const reader = new InlineXbrlReader();
  reader.read("acme-20240928.htm", html);
  const { facts, issues } = buildFacts(reader.result(), "0000000001-24-000001");
  return { facts, codes: issues.map((i) => i.code) };
}

function byId(facts: Fact[], id: string): Fact {
  const f = facts.find((x) => x.sourceRef.elementId === id);
  if (!f) throw new Error(`no fact ${id}`);
  return f;
}

describe("inline XBRL reader", () => {
  const { facts, codes } = read(DOC);

  it("applies format, scale and sign; parentheses are presentation", () => {
    expect(byId(facts, "r3").value).toBe("-1234000");
    expect(byId(facts, "r3").number).toBe(-1234000);
    expect(byId(facts, "r3").decimals).toBe(-3);
    expect(byId(facts, "r4")).toMatchObject({ value: "6.11", unit: "USD/shares", decimals: 2 });
  });

  it("canonicalizes prefixes and keeps every axis of a dimensional fact", () => {
    const seg = byId(facts, "r5");
    expect(seg.concept).toBe("us-gaap:Revenues");
    expect(seg.value).toBe("12500000000");
    expect(seg.dimensions).toEqual({
      "srt:ProductOrServiceAxis": "acme:WidgetsMember",
      "us-gaap:StatementBusinessSegmentsAxis": "acme:AmericasSegmentMember",
    });
    expect(seg.axisKey).toBe(
      "srt:ProductOrServiceAxis=acme:WidgetsMember|us-gaap:StatementBusinessSegmentsAxis=acme:AmericasSegmentMember",
    );
  });

  it("merges consistent duplicates keeping the highest decimals (EFM 6.5.12)", () => {
    const revenue = facts.filter((f) => f.concept === "us-gaap:Revenues" && f.axisKey === "");
    expect(revenue).toHaveLength(1);
    expect(revenue[0]).toMatchObject({ value: "391035000000", decimals: -6, duplicate: "merged" });
    expect(revenue[0]?.sourceRef.duplicateElementIds).toEqual(["r2"]);
  });

  it("keeps and flags inconsistent duplicates", () => {
    const assets = facts.filter((f) => f.concept === "us-gaap:Assets");
    expect(assets.map((f) => f.value)).toEqual(["100000000", "101000000"]);
    expect(assets.every((f) => f.duplicate === "inconsistent")).toBe(true);
    expect(codes).toContain("duplicate_inconsistent");
  });

  it("reads nil as null, not zero, and a midnight instant as the day before", () => {
    const goodwill = byId(facts, "r6");
    expect(goodwill.value).toBeNull();
    expect(goodwill.number).toBeNull();
    expect(goodwill.period).toEqual({ kind: "instant", instant: "2024-09-28" });
  });

  it("reads typed dimensions and fixed-zero dashes", () => {
    expect(byId(facts, "r7")).toMatchObject({ value: "0", dimensions: { "acme:TrancheAxis": "B 2031" } });
  });

  it("joins continuations and leaves ix:exclude out of text blocks", () => {
    expect(byId(facts, "t1").value).toBe("We recognize revenue\nwhen control\npasses to the customer.");
    expect(byId(facts, "h1").value).toBe("10-K");
  });

  it("refuses a truncated document and one without XBRL", () => {
    expect(() => new InlineXbrlReader().read("cut.htm", DOC.slice(0, DOC.length / 2))).toThrow(MalformedDocumentError);
    expect(() => new InlineXbrlReader().read("plain.htm", "<html><body><p>Annual report</p></body></html>")).toThrow(NoXbrlError);
    expect(() => new InlineXbrlReader().read("empty.htm", "")).toThrow(MalformedDocumentError);
  });

  it("reports an unknown format as a per-fact issue and keeps the other facts", () => {
    const odd = DOC.replace('format="ixt:num-dot-decimal" id="r3"', 'format="ixt:num-roman" id="r3"');
    const result = read(odd);
    expect(result.codes).toContain("unknown_format");
    expect(result.facts.find((f) => f.sourceRef.elementId === "r3")).toBeUndefined();
    expect(result.facts.find((f) => f.sourceRef.elementId === "r4")).toBeDefined();
  });

  it("reports a fact whose context is missing", () => {
    const result = read(DOC.replace('contextRef="fy" unitRef="usdPerShare"', 'contextRef="nope" unitRef="usdPerShare"'));
    expect(result.codes).toContain("missing_context");
  });
});

describe("XBRL instance reader", () => {
  const INSTANCE = `<?xml version="1.0"?>
<xbrl xmlns="http://www.xbrl.org/2003/instance" xmlns:us-gaap="http://xbrl.us/us-gaap/2009-01-31" xmlns:link="http://www.xbrl.org/2003/linkbase"
  xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217">
  <link:schemaRef xlink:type="simple" xlink:href="acme-20100925.xsd"/>
  <context id="D2010"><entity><identifier scheme="http://www.sec.gov/CIK">0000000001</identifier></entity>
    <period><startDate>2009-09-27</startDate><endDate>2010-09-25</endDate></period></context>
  <unit id="USD"><measure>iso4217:USD</measure></unit>
  <us-gaap:SalesRevenueNet contextRef="D2010" unitRef="USD" decimals="-6">65225000000</us-gaap:SalesRevenueNet>
  <us-gaap:IncomeTaxExpenseBenefit contextRef="D2010" unitRef="USD" decimals="-6">-12</us-gaap:IncomeTaxExpenseBenefit>
  <link:footnoteLink><link:footnote>not a fact</link:footnote></link:footnoteLink>
</xbrl>`;

  it("reads facts with their contexts under the 2009 us-gaap namespace", () => {
    const { facts } = buildFacts(readXbrlInstance("acme-20100925.xml", INSTANCE), "0000000001-10-000001");
    expect(facts.map((f) => [f.concept, f.value, f.unit])).toEqual([
      ["us-gaap:SalesRevenueNet", "65225000000", "USD"],
      ["us-gaap:IncomeTaxExpenseBenefit", "-12", "USD"],
    ]);
    expect(facts[0]?.period).toEqual({ kind: "duration", start: "2009-09-27", end: "2010-09-25" });
  });

  it("refuses a truncated instance", () => {
    expect(() => readXbrlInstance("cut.xml", INSTANCE.slice(0, 600))).toThrow(MalformedDocumentError);
    expect(() => readXbrlInstance("other.xml", "<linkbase/>")).toThrow(NoXbrlError);
  });
});
