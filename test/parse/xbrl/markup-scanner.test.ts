import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { InlineXbrlReader } from "../../../src/parse/xbrl/index.js";
import { scanMarkup } from "../../../src/parse/xbrl/markup-scanner.js";
import { TokenizedInlineReader } from "../../../src/parse/xbrl/tokenized-inline-reader.js";
import { decodeXmlEntities } from "../../../src/parse/xbrl/xml-entities.js";

type Event = ["open", string, Record<string, string>] | ["layout", string] | ["text", string] | ["close", string, boolean];

/** Attributes as the inline reader uses them: all of a prefixed element, only namespace declarations of others. */
function used(name: string, attribs: Record<string, string>): Record<string, string> {
  if (name.includes(":")) return { ...attribs };
  return Object.fromEntries(Object.entries(attribs).filter(([k]) => k === "xmlns" || k.startsWith("xmlns:")));
}

function record(): { events: Event[]; text(t: string): void } {
  const events: Event[] = [];
  return {
    events,
    // Adjacent texts are one text: tokenizers may cut text anywhere.
    text(t: string) {
      const last = events[events.length - 1];
      if (last?.[0] === "text") last[1] += t;
      else events.push(["text", t]);
    },
  };
}

function scanned(html: string): Event[] {
  const r = record();
  scanMarkup(html, {
    wantsText: true,
    open: (name, attribs) => {
      r.events.push(["open", name, used(name, attribs)]);
      return -1;
    },
    layout: (name) => r.events.push(["layout", name]),
    text: (start, end, raw) => r.text(raw ? html.slice(start, end) : decodeXmlEntities(html.slice(start, end))),
    close: (name, implied) => r.events.push(["close", name, implied]),
  });
  return r.events;
}

function tokenized(html: string): Event[] {
  const r = record();
  const parser = new Parser(
    {
      onopentag: (name, attribs) => r.events.push(["open", name, used(name, attribs)]),
      ontext: (t) => r.text(t),
      onclosetag: (name, implied) => r.events.push(["close", name, implied]),
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return r.events;
}

/**
 * Events as the reader sees them: an XHTML element that uses no attribute (the root aside) only
 * by its name (`layout`, as the scanner reports it), without its close.
 */
function byName(events: Event[]): Event[] {
  const out: Event[] = [];
  const open: Array<[string, boolean]> = [];
  for (const e of events) {
    if (e[0] === "open") {
      const layout = open.length > 0 && !e[1].includes(":") && Object.keys(e[2]).length === 0;
      open.push([e[1], layout]);
      out.push(layout ? ["layout", e[1]] : e);
    } else if (e[0] === "close") {
      // An element cut off inside its attributes is closed, never having opened: no entry is its.
      const top = open[open.length - 1];
      if (top?.[0] === e[1]) {
        open.pop();
        if (top[1]) continue;
      }
      out.push(e);
    } else {
      const last = out[out.length - 1];
      if (e[0] === "text" && last?.[0] === "text") out[out.length - 1] = ["text", last[1] + e[1]];
      else out.push(e);
    }
  }
  return out;
}

/** Hand-written snippets of what XML mode must read alike; the corpus test covers real filings. */
const SNIPPETS: Record<string, string> = {
  "comments and declarations": `<?xml version="1.0"?><!DOCTYPE html><r><!-- a > b --><!----><!-- x --!>y<!-z>w<!X>v</r>`,
  "CDATA is text, not decoded": `<r>a<![CDATA[<b>&amp;]]]>c<![CDAT[x>d</r>`,
  "processing instructions": `<r><?pi a > b ?>t<??>u</r>`,
  entities: `<r>&amp;&lt;&gt;&quot;&apos; &#169;&#xA9;&#Xa9; &#0; &#xD800; &#1114112; &nbsp; &amp &#; &#x; &&amp; R&D</r>`,
  "attributes: quotes, none, unquoted, repeated, entities": `<ix:e a="1" b='2' c d=x/y e = "s p" a="dup" f="&amp;&#65;" g=&lt;h></ix:e>`,
  "odd tag ends": `<r><ix:a x="1"/ ><ix:b x="1"/y><br/><p / >t</p>a < b <> </> </ r>`,
  "end tags": `<r><a><b>t</a>u</c><d>v</d  ><e>w</e x></r>`,
  "namespaces on XHTML elements": `<html xmlns="h" xmlns:ix="i"><div class="x" xmlns:ix="j"><ix:a/></div><span title="xmlns"/></html>`,
  "truncated documents": `<r><a>t<b x="1`,
  "truncated in a name": `<r><a>t<bc`,
  "truncated in an end tag": `<r><a>t</a`,
  "a lone `<` at the end": `<r>t</r><`,
  "an attribute name starting with =": `<ix:e =a b>t</ix:e>`,
};

describe("markup scanner", () => {
  it.each(Object.entries(SNIPPETS))("reads %s as htmlparser2's XML mode does", (_name, html) => {
    expect(byName(scanned(html))).toEqual(byName(tokenized(html)));
  });
});

/** An inline document whose layout is odd where the scanner skips it: outside facts and contexts. */
const ODD = `<?xml version="1.0"?><!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:g="http://fasb.org/us-gaap/2024" xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12">
<body><div style="display:none"><ix:header><ix:resources>
<xbrli:context id="c"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">1</xbrli:identifier></xbrli:entity>
<xbrli:period><xbrli:instant>2024-09-28</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:unit id="u"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit></ix:resources></ix:header></div>
<div><p>unclosed <b>bold</div></i><!-- <ix:nonFraction> in a comment --><![CDATA[ <p> ]]>
<table><tr><td a=1 b>x</td><td><ix:nonFraction name="g:Assets" contextRef="c" unitRef="u" decimals="0" format="ixt:num-dot-decimal">1,2&#51;4</ix:nonFraction></td></tr></table>
<div xmlns:ix="urn:not-inline"><ix:nonFraction name="g:Liabilities" contextRef="c" unitRef="u">5</ix:nonFraction></div>
<ix:nonNumeric name="g:Policy" contextRef="c"><p>One</p><div>Two <span>&amp; three</span></div></p><ix:exclude><p>4</p></ix:exclude></ix:nonNumeric>
</body></html>`;

/** Contexts in the plain form (read whole from the markup) and in others (read tag by tag). */
const CONTEXTS = `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
  xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:x="http://www.xbrl.org/2003/instance" xmlns:d="http://xbrl.org/2006/xbrldi"
  xmlns:e="http://xbrl.org/2006/xbrldi" xmlns:n="urn:not-dimensions" xmlns:g="http://fasb.org/us-gaap/2024" xmlns:z="http://zorbex.example/2024">
<body><ix:header><ix:resources>
<xbrli:context id="dims"><xbrli:entity><xbrli:identifier scheme=" http://www.sec.gov/CIK ">0000000001</xbrli:identifier><xbrli:segment><d:explicitMember dimension="g:SegmentsAxis">z:WidgetsMember</d:explicitMember>
  <e:explicitMember dimension=" g:ProductAxis "> g:ServiceMember </e:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:startDate>2024-01-01</xbrli:startDate>
  <xbrli:endDate>2024-12-31T00:00:00</xbrli:endDate></xbrli:period></xbrli:context>
<xbrli:context id="scenario">
  <xbrli:entity> <xbrli:identifier scheme="s">A&amp;B </xbrli:identifier> </xbrli:entity>
  <xbrli:period> <xbrli:instant> 2024-06-30 </xbrli:instant> </xbrli:period>
  <xbrli:scenario><d:explicitMember dimension="g:SegmentsAxis">z:R&amp;DMember</d:explicitMember></xbrli:scenario>
</xbrli:context>
<xbrli:context id="forever"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:forever/></xbrli:period></xbrli:context>
<xbrli:context id="not-dimensions"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier><xbrli:segment><n:explicitMember dimension="g:SegmentsAxis">z:WidgetsMember</n:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>2024-06-30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="typed"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier><xbrli:segment><d:typedMember dimension="z:LoanAxis"><z:id> 7  x </z:id></d:typedMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>2024-06-30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="comment"><xbrli:entity><!-- a note --><xbrli:identifier scheme="s">1</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2024-06-30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="other-prefix"><x:entity><x:identifier scheme="s">2</x:identifier></x:entity><x:period><x:instant>2024-06-30</x:instant></x:period></xbrli:context>
<xbrli:context id="no-period"><xbrli:entity><xbrli:identifier scheme="s">3</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>June 30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="empty-dimension"><xbrli:entity><xbrli:identifier scheme="s">1</xbrli:identifier><xbrli:segment><d:explicitMember dimension="">z:WidgetsMember</d:explicitMember></xbrli:segment></xbrli:entity><xbrli:period><xbrli:instant>2024-06-30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:context id="spaced" ><xbrli:entity ><xbrli:identifier  scheme='s'>4</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>2024-06-30</xbrli:instant></xbrli:period></xbrli:context>
<xbrli:unit id="u"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit></ix:resources></ix:header>
<p><ix:nonFraction name="g:Assets" contextRef="dims" unitRef="u" decimals="0">1</ix:nonFraction>
<ix:nonFraction name="g:Assets" contextRef="scenario" unitRef="u" decimals="0">2</ix:nonFraction>
<ix:nonNumeric name="g:Policy" contextRef="forever">Text</ix:nonNumeric></p></body></html>`;

describe("inline readers on odd documents", () => {
  const outcome = (reader: { read(n: string, h: string): void; result(): unknown }, html: string) => {
    try {
      reader.read("odd.htm", html);
      return reader.result();
    } catch (err) {
      return String(err);
    }
  };

  it.each([
    ["odd layout outside facts", ODD],
    ["a document cut short", ODD.slice(0, ODD.length - 40)],
    ["a document without XBRL", "<html><body><p>Exhibit</p><o:p>x</o:p></body></html>"],
    ["contexts written in the plain form and in others", CONTEXTS],
    ["a context cut short", CONTEXTS.slice(0, CONTEXTS.indexOf("</xbrli:period></xbrli:context>"))],
  ])("%s: the scanning reader gives the tokenizing reader's result", (_name, html) => {
    expect(outcome(new InlineXbrlReader(), html)).toEqual(outcome(new TokenizedInlineReader(), html));
  });
});
