import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InlineXbrlReader, readXbrlInstance } from "../../../src/parse/xbrl/index.js";
import { CORPUS_DIR, describeWithCorpus } from "../../support/corpus.js";

/** A hand-written inline document: non-standard prefixes, a compound unit, a typed axis, its DTS references. */
const DOC = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:i="http://www.xbrl.org/2003/instance" xmlns:xbrldi="http://xbrl.org/2006/xbrldi"
  xmlns:gaap="http://fasb.org/us-gaap/2024" xmlns:acme="http://acme.example/20240928"
  xmlns:cur="http://www.xbrl.org/2003/iso4217" xmlns:lnk="http://www.xbrl.org/2003/linkbase" xmlns:xl="http://www.w3.org/1999/xlink">
<body><div style="display:none"><ix:header>
<ix:references>
  <lnk:schemaRef xl:type="simple" xl:href="acme-20240928.xsd"/>
  <lnk:linkbaseRef xl:type="simple" xl:href="https://acme.example/extra_lab.xml" xl:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>
  <lnk:schemaRef xl:type="simple" xl:href="acme-20240928.xsd"/>
</ix:references>
<ix:resources>
  <i:context id="fy"><i:entity><i:identifier scheme="http://www.sec.gov/CIK">0000000001</i:identifier></i:entity>
    <i:period><i:startDate>2023-10-01</i:startDate><i:endDate>2024-09-28</i:endDate></i:period></i:context>
  <i:context id="tranche"><i:entity><i:identifier scheme="http://www.sec.gov/CIK">0000000001</i:identifier>
    <i:segment><xbrldi:typedMember dimension="acme:TrancheAxis"><acme:Tranche>B 2031</acme:Tranche></xbrldi:typedMember></i:segment></i:entity>
    <i:period><i:instant>2024-09-28</i:instant></i:period></i:context>
  <i:unit id="perShareYear"><i:divide><i:unitNumerator><i:measure>cur:USD</i:measure></i:unitNumerator>
    <i:unitDenominator><i:measure>i:shares</i:measure><i:measure>acme:Year</i:measure></i:unitDenominator></i:divide></i:unit>
  <i:unit id="usd"><i:measure>cur:USD</i:measure></i:unit>
</ix:resources></ix:header></div>
<p><ix:nonFraction name="gaap:Revenues" contextRef="fy" unitRef="usd" decimals="-6" scale="6" id="r1">391</ix:nonFraction>
<ix:nonFraction name="acme:PricePerShareYear" contextRef="fy" unitRef="perShareYear" decimals="2" id="r2">1.25</ix:nonFraction>
<ix:nonFraction name="gaap:LongTermDebt" contextRef="tranche" unitRef="usd" decimals="-6" scale="6" id="r3">7</ix:nonFraction></p>
</body></html>`;

describe("XBRL declarations", () => {
  it("an inline document's DTS references, namespaces by our prefixes, units in OIM syntax, typed axes and entity", () => {
    const reader = new InlineXbrlReader();
    reader.read("acme-20240928.htm", DOC);
    expect(reader.result().declarations).toEqual({
      dts: [
        { kind: "schema", href: "acme-20240928.xsd", document: "acme-20240928.htm" },
        { kind: "linkbase", href: "https://acme.example/extra_lab.xml", document: "acme-20240928.htm" },
      ],
      // Standard prefixes whatever the document declared (gaap -> us-gaap, cur -> iso4217, i -> xbrli).
      namespaces: {
        acme: "http://acme.example/20240928",
        iso4217: "http://www.xbrl.org/2003/iso4217",
        "us-gaap": "http://fasb.org/us-gaap/2024",
        xbrli: "http://www.xbrl.org/2003/instance",
      },
      // Several measures in alphabetical order, in parentheses (OIM 1.0).
      units: { USD: "iso4217:USD", "USD/shares*Year": "iso4217:USD/(acme:Year*xbrli:shares)" },
      typedDimensions: { "acme:TrancheAxis": "acme:Tranche" },
      entities: [{ scheme: "http://www.sec.gov/CIK", identifier: "0000000001" }],
    });
  });
});

describeWithCorpus("XBRL declarations of corpus filings", () => {
  it("Apple's FY2024 10-K (inline): its schema, extension units and the typed axis of remaining performance obligations", () => {
    const name = "aapl-20240928.htm";
    const reader = new InlineXbrlReader();
    reader.read(name, readFileSync(join(CORPUS_DIR, "filings/aapl/10K_2024-11-01", name), "utf8"));
    const { declarations, issues } = reader.result();
    expect(declarations.dts).toEqual([{ kind: "schema", href: "aapl-20240928.xsd", document: name }]);
    expect(declarations.namespaces).toMatchObject({
      aapl: "http://www.apple.com/20240928",
      "us-gaap": "http://fasb.org/us-gaap/2024",
      srt: "http://fasb.org/srt/2024",
    });
    expect(declarations.units).toMatchObject({ "USD/shares": "iso4217:USD/xbrli:shares", Vendor: "aapl:Vendor", pure: "xbrli:pure" });
    expect(declarations.typedDimensions).toEqual({
      "us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis":
        "us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis.domain",
    });
    expect(declarations.entities).toEqual([{ scheme: "http://www.sec.gov/CIK", identifier: "0000320193" }]);
    expect(issues.filter((i) => i.code.endsWith("_conflict"))).toEqual([]);
  });

  it("Apple's FY2010 10-K (an XBRL 2.1 instance): its schemaRef under another link prefix, and the 2009 namespaces", () => {
    const name = "aapl-20100925.xml";
    const { declarations } = readXbrlInstance(name, readFileSync(join(CORPUS_DIR, "filings/aapl/10K_2010-10-27", name), "utf8"));
    expect(declarations.dts).toEqual([{ kind: "schema", href: "aapl-20100925.xsd", document: name }]);
    expect(declarations.namespaces).toMatchObject({ "us-gaap": "http://xbrl.us/us-gaap/2009-01-31", dei: "http://xbrl.us/dei/2009-01-31" });
    // `<measure>pure</measure>` in the default (instance) namespace.
    expect(declarations.units).toEqual({
      USD: "iso4217:USD",
      "USD/shares": "iso4217:USD/xbrli:shares",
      pure: "xbrli:pure",
      shares: "xbrli:shares",
    });
  });
});
