import { describe, expect, it } from "vitest";
import { LinkbaseParseError } from "../../../src/parse/linkbase/index.js";
import { readXmlEvents, StopReading, type XmlStartTag } from "../../../src/parse/linkbase/xml-event-reader.js";

function collect(xml: string): { opened: XmlStartTag[]; text: string; unclosedAtEnd: number } {
  const opened: XmlStartTag[] = [];
  let text = "";
  const summary = readXmlEvents(xml, "test.xml", {
    open: (tag) => opened.push(tag),
    close: () => undefined,
    text: (t) => (text += t),
  });
  return { opened, text, unclosedAtEnd: summary.unclosedAtEnd };
}

describe("readXmlEvents", () => {
  it("resolves element and attribute names by namespace URI, not by prefix", () => {
    const { opened } = collect(
      `<?xml version="1.0"?><lb xmlns="http://www.xbrl.org/2003/linkbase" xmlns:xl="http://www.w3.org/1999/xlink">` +
        `<q:loc xmlns:q="http://www.xbrl.org/2003/linkbase" xl:href="a.xsd#x" order="2"/></lb>`,
    );
    expect(opened.map((t) => [t.ns, t.local, t.depth])).toEqual([
      ["http://www.xbrl.org/2003/linkbase", "lb", 0],
      ["http://www.xbrl.org/2003/linkbase", "loc", 1],
    ]);
    expect(opened[1]?.attrs).toEqual({ "{http://www.w3.org/1999/xlink}href": "a.xsd#x", order: "2" });
  });

  it("scopes declarations to their element and allows re-declaring xml:", () => {
    const { opened } = collect(
      `<a xmlns:p="urn:one"><p:b xmlns:p="urn:two" xmlns:xml="http://www.w3.org/XML/1998/namespace" xml:lang="fr"/><p:c/></a>`,
    );
    expect(opened.map((t) => `${t.ns} ${t.local}`)).toEqual([" a", "urn:two b", "urn:one c"]);
    expect(opened[1]?.attrs["{http://www.w3.org/XML/1998/namespace}lang"]).toBe("fr");
  });

  it("decodes entities and CDATA in text", () => {
    expect(collect("<a>R&amp;D &gt; 90 &#8217;<![CDATA[<b>]]></a>").text).toBe("R&D > 90 \u2019<b>");
  });

  it("reports elements left open by a truncated file", () => {
    expect(collect("<a><b><c/>").unclosedAtEnd).toBe(2);
    expect(collect("<a><b/></a>").unclosedAtEnd).toBe(0);
  });

  it("throws LinkbaseParseError when the content is not XML at all", () => {
    for (const text of ["", "   ", '{"json": true}', "PK\u0003\u0004binary", "just text"]) {
      expect(() => collect(text)).toThrow(LinkbaseParseError);
    }
    const error = (() => {
      try {
        collect("%PDF-1.4");
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(LinkbaseParseError);
    expect(error).toMatchObject({ code: "NOT_XML", file: "test.xml" });
  });

  it("stops early when the handler throws StopReading", () => {
    const seen: string[] = [];
    const summary = readXmlEvents("<a><b/><c/></a>", "t.xml", {
      open(tag) {
        seen.push(tag.local);
        if (tag.local === "b") throw new StopReading();
      },
      close: () => undefined,
      text: () => undefined,
    });
    expect(seen).toEqual(["a", "b"]);
    expect(summary.stopped).toBe(true);
  });
});
