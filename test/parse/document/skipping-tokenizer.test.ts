import { type Handler, Parser, Tokenizer } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { SKIPS, SkippingTokenizer } from "../../../src/parse/document/skipping-tokenizer.js";
import { seededRandom as random } from "../../support/seeded-random.js";

/** Every event a parser reports, in order, with the options the document scanner uses. */
function events(html: string | readonly string[], tokenizer: typeof Tokenizer): string[] {
  const out: string[] = [];
  const handler: Partial<Handler> = {
    onopentag: (name, attribs, implied) => out.push(`open ${name} ${JSON.stringify(attribs)} ${implied}`),
    ontext: (text) => out.push(`text ${text}`),
    onclosetag: (name, implied) => out.push(`close ${name} ${implied}`),
    oncomment: (text) => out.push(`comment ${text}`),
    onprocessinginstruction: (name, data) => out.push(`pi ${name} ${data}`),
    oncdatastart: () => out.push("cdata"),
  };
  const parser = new Parser(handler, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    recognizeSelfClosing: true,
    Tokenizer: tokenizer,
  });
  for (const chunk of typeof html === "string" ? [html] : html) parser.write(chunk);
  parser.end();
  return out;
}

/** Pieces whose combinations reach every state the skipping tokenizer changes, and their neighbours. */
const PIECES = [
  "<",
  ">",
  "/",
  "=",
  '"',
  "'",
  " ",
  "\n",
  "\t",
  "&",
  ";",
  "#",
  "x",
  "a",
  "P",
  "1",
  "<p",
  "<div",
  "<SPAN",
  "</p>",
  "</div",
  "</ span>",
  "</>",
  "<br/>",
  "</br>",
  "<td",
  "<tr>",
  "<table>",
  ' style="font-weight:bold"',
  ' id="a"',
  ' name = "b:C"',
  ' colspan=""',
  " style='a:b'",
  " id=x1",
  " class",
  " a=b/",
  " =x",
  "==",
  "&amp;",
  "&amp",
  "&nbsp;",
  "&nbsp",
  "&#39;",
  "&#x2014;",
  "&#",
  "&notin;",
  "&not",
  "&copy",
  "&lt;b&gt;",
  "<!--",
  "-->",
  "--!>",
  "<!-->",
  "<!doctype html>",
  "<!x>",
  "<?xml v?>",
  "<![CDATA[x]]>",
  "<script>",
  "</script>",
  "<style>",
  "</STYLE >",
  "<title>",
  "</title>",
  "<textarea>",
  "</textarea>",
  '<ix:nonfraction name="a:B" id="f-1">',
  "</ix:nonfraction>",
  "text ",
  "more text",
];

describe("SkippingTokenizer", () => {
  it.each([
    "<p>plain &amp; simple</p>",
    "<div style=\"a:1;b:&quot;x&quot;\" id='q&amp;r' title=a&amp;b>x</div>",
    "<p>a &copy 2024 &notit; &#169; &#xA9;</p>",
    "<td>1 < 2</td><td>a<b</td>",
    "<table><tr><td>1<td>2<tr><td>3</table>",
    "<p>one<p>two</p></p>",
    "<script>if (a < b && c) { x = '</scr' + 'ipt>'; }</script><p>after</p>",
    "<title>A &amp; B</title>",
    "<!-- a -- b --!> <!---> <!----> <!-->x",
    "<div class=a/b>unquoted</div>",
    "<br><BR/></br><hr>",
    "text at the end &amp",
    "<p title='unterminated",
    "<span>cut off in a name",
    '<td colspan="3" style="a:1" ID = "x" rowspan=""><ix:nonFraction name="z:A" id="f" scale="6"/>1</td>',
    '<p style="a:&quot;b&quot;" id="q">mixed</p><p id="r" class=\'s\'>quotes</p><br id="t" />',
    '<style id="a">p{}</style><SCRIPT src="x">1<2</SCRIPT><Title id="t">A</Title><tbody id="u"></tbody>',
  ])("reports what the stock tokenizer reports: %s", (html) => {
    expect(events(html, SkippingTokenizer)).toEqual(events(html, Tokenizer));
  });

  it("replaces the state functions of the htmlparser2 installed", () => {
    expect(SKIPS).toBe(true);
    expect(SkippingTokenizer.prototype).not.toHaveProperty(
      "stateText",
      (Tokenizer.prototype as unknown as Record<string, unknown>).stateText,
    );
  });

  it("reports what the stock tokenizer reports on 3,000 random documents, written whole or in chunks", () => {
    const next = random(28);
    for (let n = 0; n < 3000; n++) {
      let html = "";
      const length = 1 + Math.floor(next() * 40);
      for (let i = 0; i < length; i++) html += PIECES[Math.floor(next() * PIECES.length)];
      expect(events(html, SkippingTokenizer), html).toEqual(events(html, Tokenizer));
      const cut = Math.floor(next() * html.length);
      const chunks = [html.slice(0, cut), html.slice(cut)];
      expect(events(chunks, SkippingTokenizer), chunks.join("|")).toEqual(events(chunks, Tokenizer));
    }
  });

  it("finds the entities of a chunk equal to the one before", () => {
    const chunks = ["a&amp;b", "a&amp;b"];
    expect(events(chunks, SkippingTokenizer)).toEqual(events(chunks, Tokenizer));
  });
});
