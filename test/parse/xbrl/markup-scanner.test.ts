import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { scanMarkup } from "../../../src/parse/xbrl/markup-scanner.js";

type Event = ["open", string, Record<string, string>] | ["text", string] | ["close", string, boolean];

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
    wantsLayout: true,
    open: (name, attribs) => r.events.push(["open", name, used(name, attribs)]),
    text: (t) => r.text(t),
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
    expect(scanned(html)).toEqual(tokenized(html));
  });
});
