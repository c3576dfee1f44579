import { describe, expect, it } from "vitest";
import { LinkbaseParseError, parseLinkbaseReport, parseLinkbases } from "../../../src/parse/linkbase/index.js";
import { linkbase, loc, presentationArc, presentationLink, ROLE, SCHEMA, USGAAP } from "./snippets.js";

const PARENT_CHILD = "http://www.xbrl.org/2003/arcrole/parent-child";
const schemaFile = { name: "abc-20240930.xsd", text: SCHEMA };

function pre(body: string) {
  return { name: "abc-20240930_pre.xml", text: linkbase(presentationLink(ROLE, body)) };
}

describe("parseLinkbases on snippets", () => {
  it("reads role types with normalised definitions, and null when there is none", () => {
    expect(parseLinkbases([schemaFile]).roles).toEqual([
      { roleUri: ROLE, definition: "0000003 - Statement - INCOME" },
      { roleUri: "http://www.abc.com/role/Bare", definition: null },
    ]);
  });

  it("resolves extension ids through the schema and standard ids at the first underscore, any file order", () => {
    const lb = parseLinkbases([
      pre(
        loc("a", `${USGAAP}#us-gaap_Revenues`) +
          loc("b", "abc-20240930.xsd#abc_Widgets") +
          loc("c", "abc-20240930.xsd#abc_Odd_Name") +
          loc("d", "https://xbrl.sec.gov/dei/2024/dei-2024.xsd#dei_EntityRegistrantName") +
          presentationArc("a", "b", 'order="2" preferredLabel="http://www.xbrl.org/2003/role/terseLabel"') +
          presentationArc("a", "c", 'order="1.5"') +
          presentationArc("d", "a"),
      ),
      schemaFile,
    ]);
    expect(lb.presentation).toEqual([
      {
        role: ROLE,
        parent: "us-gaap:Revenues",
        child: "abc:Widgets",
        order: 2,
        preferredLabel: "http://www.xbrl.org/2003/role/terseLabel",
      },
      { role: ROLE, parent: "us-gaap:Revenues", child: "abc:Odd_Name", order: 1.5, preferredLabel: null },
      { role: ROLE, parent: "dei:EntityRegistrantName", child: "us-gaap:Revenues", order: 1, preferredLabel: null },
    ]);
  });

  it("expands an arc over every locator sharing its xlink:label", () => {
    const lb = parseLinkbases([
      schemaFile,
      pre(
        loc("p", `${USGAAP}#us-gaap_Assets`) +
          loc("k", `${USGAAP}#us-gaap_Cash`) +
          loc("k", `${USGAAP}#us-gaap_Goodwill`) +
          presentationArc("p", "k"),
      ),
    ]);
    expect(lb.presentation.map((a) => a.child)).toEqual(["us-gaap:Cash", "us-gaap:Goodwill"]);
  });

  it("skips and counts bad arcs without dropping the good ones", () => {
    const report = parseLinkbaseReport([
      schemaFile,
      pre(
        loc("ok", `${USGAAP}#us-gaap_Assets`) +
          loc("nohash", USGAAP) +
          loc("badid", "abc-20240930.xsd#abc_Missing") +
          loc("noprefix", `${USGAAP}#Assets`) +
          loc("nohref", "") +
          presentationArc("ok", "ghost") +
          presentationArc("ok", "nohash") +
          presentationArc("ok", "badid") +
          presentationArc("ok", "noprefix") +
          presentationArc("ok", "nohref") +
          presentationArc("ok", "ok", 'order="first"') +
          `<lb:presentationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xl:from="ok" xl:to="ok"/>` +
          presentationArc("ok", "ok", 'order="3"'),
      ),
    ]);
    expect(report.linkbases.presentation).toEqual([
      { role: ROLE, parent: "us-gaap:Assets", child: "us-gaap:Assets", order: 3, preferredLabel: null },
    ]);
    expect(report.skippedByReason).toMatchObject({
      "unknown-xlink-label": 1,
      "missing-href": 2,
      "unknown-element-id": 1,
      "unresolvable-fragment": 1,
      "bad-attribute": 1,
      "unexpected-arcrole": 1,
    });
    expect(report.arcs.presentation).toMatchObject({ arcElements: 8, kept: 1, skipped: 7 });
    expect(report.skipped.find((s) => s.reason === "unknown-element-id")?.detail).toBe("abc-20240930.xsd#abc_Missing");
  });

  it("reads labels: multiple resources per arc, inherited xml:lang, entities, whitespace and XHTML content", () => {
    const lab = linkbase(`
      <lb:labelLink xl:type="extended" xl:role="http://www.xbrl.org/2003/role/link" xml:lang="en-US">
        ${loc("w", "abc-20240930.xsd#abc_Widgets")}
        <lb:label xl:type="resource" xl:label="w_lbl" xl:role="http://www.xbrl.org/2003/role/label">  Widgets,\n   R&amp;D&#160;&#8203;net </lb:label>
        <lb:label xl:type="resource" xl:label="w_lbl" xl:role="http://www.xbrl.org/2003/role/terseLabel" xml:lang="de">Ger&#228;te <b xmlns="http://www.w3.org/1999/xhtml">fett</b></lb:label>
        <lb:labelArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="w" xl:to="w_lbl"/>
        <lb:labelArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="w_lbl" xl:to="w"/>
      </lb:labelLink>`);
    const report = parseLinkbaseReport([schemaFile, { name: "abc-20240930_lab.xml", text: lab }]);
    expect(report.linkbases.labels).toEqual([
      { concept: "abc:Widgets", role: "http://www.xbrl.org/2003/role/label", lang: "en-US", text: "Widgets, R&D net" },
      { concept: "abc:Widgets", role: "http://www.xbrl.org/2003/role/terseLabel", lang: "de", text: "Geräte fett" },
    ]);
    expect(report.skippedByReason["wrong-endpoint"]).toBe(1);
  });

  it("reads calculation weights (1, 1.0, -1.00) and requires non-zero ones (§5.2.5.2.1)", () => {
    const cal = linkbase(`<lb:calculationLink xl:type="extended" xl:role="${ROLE}">
      ${loc("t", `${USGAAP}#us-gaap_GrossProfit`)}${loc("r", `${USGAAP}#us-gaap_Revenues`)}${loc("c", `${USGAAP}#us-gaap_CostOfRevenue`)}
      <lb:calculationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xl:from="t" xl:to="r" order="1" weight="1.0"/>
      <lb:calculationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xl:from="t" xl:to="c" order="2" weight="-1.00"/>
      <lb:calculationArc xl:type="arc" xl:arcrole="https://xbrl.org/2023/arcrole/summation-item" xl:from="r" xl:to="c" weight="1"/>
      <lb:calculationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xl:from="c" xl:to="r"/>
      <lb:calculationArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xl:from="c" xl:to="t" weight="0"/>
    </lb:calculationLink>`);
    const report = parseLinkbaseReport([{ name: "x_cal.xml", text: cal }]);
    expect(report.linkbases.calculation).toEqual([
      { role: ROLE, parent: "us-gaap:GrossProfit", child: "us-gaap:Revenues", order: 1, weight: 1 },
      { role: ROLE, parent: "us-gaap:GrossProfit", child: "us-gaap:CostOfRevenue", order: 2, weight: -1 },
      { role: ROLE, parent: "us-gaap:Revenues", child: "us-gaap:CostOfRevenue", order: 1, weight: 1 },
    ]);
    expect(report.skippedByReason["bad-attribute"]).toBe(2);
  });

  it("reads definition arcs with their arcroles", () => {
    const def = linkbase(`<lb:definitionLink xl:type="extended" xl:role="${ROLE}">
      ${loc("axis", "https://xbrl.fasb.org/srt/2024/elts/srt-2024.xsd#srt_ProductOrServiceAxis")}
      ${loc("dom", "https://xbrl.fasb.org/srt/2024/elts/srt-2024.xsd#srt_ProductsAndServicesDomain")}
      ${loc("mem", "abc-20240930.xsd#abc_Widgets")}
      <lb:definitionArc xl:type="arc" xl:arcrole="http://xbrl.org/int/dim/arcrole/dimension-domain" xl:from="axis" xl:to="dom" order="1"/>
      <lb:definitionArc xl:type="arc" xl:arcrole="http://xbrl.org/int/dim/arcrole/domain-member" xl:from="dom" xl:to="mem" order="2" xbrldt:usable="false"/>
    </lb:definitionLink>`);
    expect(parseLinkbases([schemaFile, { name: "abc_def.xml", text: def }]).definition).toEqual([
      {
        role: ROLE,
        arcrole: "http://xbrl.org/int/dim/arcrole/dimension-domain",
        from: "srt:ProductOrServiceAxis",
        to: "srt:ProductsAndServicesDomain",
        order: 1,
      },
      {
        role: ROLE,
        arcrole: "http://xbrl.org/int/dim/arcrole/domain-member",
        from: "srt:ProductsAndServicesDomain",
        to: "abc:Widgets",
        order: 2,
      },
    ]);
  });

  describe("prohibition and override (XBRL 2.1 §3.5.3.9.7)", () => {
    const base = pre(
      loc("p", `${USGAAP}#us-gaap_Assets`) +
        loc("c", `${USGAAP}#us-gaap_Cash`) +
        loc("g", `${USGAAP}#us-gaap_Goodwill`) +
        presentationArc("p", "c", 'order="1"') +
        presentationArc("p", "g", 'order="2"'),
    );
    const overlay = (arcs: string) => ({
      name: "overlay_pre.xml",
      text: linkbase(presentationLink(ROLE, loc("P", `${USGAAP}#us-gaap_Assets`) + loc("C", `${USGAAP}#us-gaap_Cash`) + arcs)),
    });

    it("a prohibiting arc of equal or higher priority removes the equivalent arc", () => {
      for (const priority of ["0", "1"]) {
        const report = parseLinkbaseReport([
          base,
          overlay(presentationArc("P", "C", `order="1.0" use="prohibited" priority="${priority}"`)),
        ]);
        expect(report.linkbases.presentation.map((a) => a.child)).toEqual(["us-gaap:Goodwill"]);
        expect(report.arcs.presentation).toMatchObject({ arcElements: 3, prohibiting: 1, prohibited: 1, kept: 1 });
      }
    });

    it("a prohibiting arc of lower priority, or of another order, removes nothing", () => {
      const lower = parseLinkbaseReport([base, overlay(presentationArc("P", "C", 'order="1" use="prohibited" priority="-1"'))]);
      expect(lower.linkbases.presentation).toHaveLength(2);
      const otherOrder = parseLinkbaseReport([base, overlay(presentationArc("P", "C", 'order="5" use="prohibited" priority="9"'))]);
      expect(otherOrder.linkbases.presentation).toHaveLength(2);
    });

    it("a higher-priority optional arc overrides a prohibition, and equivalents collapse to one", () => {
      const report = parseLinkbaseReport([
        base,
        overlay(presentationArc("P", "C", 'order="1" use="prohibited" priority="1"') + presentationArc("P", "C", 'order="1" priority="2"')),
        overlay(presentationArc("P", "C", 'order="1" priority="2"')),
      ]);
      expect(report.linkbases.presentation.map((a) => a.child)).toEqual(["us-gaap:Goodwill", "us-gaap:Cash"]);
      expect(report.arcs.presentation).toMatchObject({ kept: 2, prohibiting: 1, overridden: 1, duplicates: 1, prohibited: 0 });
    });
  });

  it("reads linkbases embedded in a schema, resolving '#id' against that schema", () => {
    const embedded = SCHEMA.replace(
      "</xs:appinfo>",
      `<link:linkbase xmlns:xlink="http://www.w3.org/1999/xlink"><link:presentationLink xlink:type="extended" xlink:role="${ROLE}">
        <link:loc xlink:type="locator" xlink:label="a" xlink:href="#abc_Widgets"/>
        <link:loc xlink:type="locator" xlink:label="b" xlink:href="#abc_Odd_Name"/>
        <link:presentationArc xlink:type="arc" xlink:arcrole="${PARENT_CHILD}" xlink:from="a" xlink:to="b"/>
      </link:presentationLink></link:linkbase></xs:appinfo>`,
    );
    expect(parseLinkbases([{ name: "abc-20240930.xsd", text: embedded }]).presentation).toEqual([
      { role: ROLE, parent: "abc:Widgets", child: "abc:Odd_Name", order: 1, preferredLabel: null },
    ]);
  });

  it("takes the extension prefix from element ids when the target namespace is the default namespace", () => {
    const schema = `<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:q="http://www.abc.com/2024" targetNamespace="urn:xyz">
      <element id="xyz_Thing" name="Thing"/></schema>`;
    const report = parseLinkbaseReport([{ name: "xyz-2024.xsd", text: schema }]);
    expect(report.schemas[0]).toMatchObject({ targetNamespace: "urn:xyz", declaredPrefix: "", prefix: "xyz" });
    expect([...(report.schemas[0]?.elementIds ?? [])]).toEqual([["xyz_Thing", "Thing"]]);
  });

  it("decodes bytes per BOM and XML declaration", () => {
    const latin1 = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${linkbase(`<lb:labelLink xl:type="extended" xl:role="r">${loc("w", `${USGAAP}#us-gaap_Cash`)}
      <lb:label xl:type="resource" xl:label="l" xml:lang="fr" xl:role="http://www.xbrl.org/2003/role/label">Caf\u00e9</lb:label>
      <lb:labelArc xl:type="arc" xl:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xl:from="w" xl:to="l"/></lb:labelLink>`).replace(
        '<?xml version="1.0"?>',
        "",
      )}`,
      "latin1",
    );
    expect(parseLinkbases([{ name: "l_lab.xml", text: latin1 }]).labels[0]?.text).toBe("Café");
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SCHEMA, "utf8")]);
    expect(parseLinkbases([{ name: "abc-20240930.xsd", text: bom }]).roles).toHaveLength(2);
  });

  it("throws only for files that are not XML or are HTML pages, and ignores other XML", () => {
    expect(() => parseLinkbases([{ name: "bad_pre.xml", text: "<html><body>Access denied</body></html>" }])).toThrow(LinkbaseParseError);
    expect(() => parseLinkbases([{ name: "bad_pre.xml", text: Buffer.from([0x50, 0x4b, 3, 4, 0]) }])).toThrow(/bad_pre\.xml: not XML/);
    const report = parseLinkbaseReport([
      schemaFile,
      { name: "abc-20240930.xml", text: '<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance"><x/></xbrli:xbrl>' },
    ]);
    expect(report.files.map((f) => [f.name, f.kind])).toEqual([
      ["abc-20240930.xsd", "schema"],
      ["abc-20240930.xml", "ignored"],
    ]);
  });

  it("keeps what a truncated linkbase completed and flags the file", () => {
    const full = pre(loc("p", `${USGAAP}#us-gaap_Assets`) + loc("c", `${USGAAP}#us-gaap_Cash`) + presentationArc("p", "c"));
    const truncated = { ...full, text: (full.text as string).replace("</lb:presentationLink></lb:linkbase>", "") };
    const report = parseLinkbaseReport([truncated]);
    expect(report.files[0]?.unclosedAtEnd).toBe(2);
    expect(report.linkbases.presentation).toHaveLength(1);
  });
});
