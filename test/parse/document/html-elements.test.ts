import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { type ElementAttributes, readElements } from "../../../src/parse/document/html-elements.js";
import { seededRandom as random } from "../../support/seeded-random.js";

const KEPT = ["style", "align", "face", "id", "name", "colspan", "rowspan"] as const;

/** What htmlparser2's parser reports with the scanner's former options, the kept attributes only. */
function parserEvents(html: string): string[] {
  const out: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => out.push(`open ${name} ${kept(attribs)}`),
      ontext: (text) => out.push(`text ${text}`),
      onclosetag: (name) => out.push(`close ${name}`),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return nonEmpty(out);
}

/** What readElements reports, always reading; `skip` names the elements whose content is passed over. */
function elementEvents(html: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  readElements(html, {
    open(tag, attribs) {
      out.push(`open ${tag} ${kept(attribs)}`);
      return skip.includes(tag);
    },
    text: (text) => out.push(`text ${text}`),
    close: (tag) => out.push(`close ${tag}`),
    reading: () => true,
  });
  return nonEmpty(out);
}

function kept(attribs: Readonly<Partial<ElementAttributes>> | Record<string, string>): string {
  const a = attribs as Record<string, string | undefined>;
  return JSON.stringify(KEPT.filter((k) => a[k] !== undefined).map((k) => [k, a[k]]));
}

/** Empty texts left out: readElements does not report them (nor does the scanner read them). */
function nonEmpty(events: string[]): string[] {
  return events.filter((e) => e !== "text ");
}

/** Pieces whose combinations reach HTML's implied end tags, void elements and foreign content. */
const PIECES = [
  "<p>",
  "</p>",
  "<div>",
  "</div>",
  "<br>",
  "</br>",
  "<br/>",
  "<table>",
  "</table>",
  "<tr>",
  "</tr>",
  "<td>",
  "</td>",
  "<th colspan=3>",
  "<td rowspan='2' colspan=\"2\" ROWSPAN=9>",
  "<b>",
  "</b>",
  '<span style="font-weight:bold" Style="x">',
  "</span>",
  "<svg>",
  "</svg>",
  "<foreignObject>",
  "</foreignobject>",
  "<clippath>",
  "</clipPath>",
  "<math>",
  "</math>",
  "<![CDATA[cdata x]]>",
  "<!-- c -->",
  "<form>",
  "</form>",
  "<li>",
  "<ul>",
  "</ul>",
  "<h2>",
  "</h2>",
  "<pre>",
  "</pre>",
  "<hr>",
  "<image>",
  "</image>",
  "<title>t &amp; t</title>",
  "<script>x<y</script>",
  "<font face=Wingdings align=center>",
  "</font>",
  '<ix:nonFraction id=f1 name="zx:Revenue" contextRef=c1 unitRef=usd>',
  "</ix:nonFraction>",
  "<dd>",
  "<dt>",
  "<tbody>",
  "<thead>",
  "<select>",
  "<option>",
  "<input>",
  "<a href=x>",
  "</a>",
  '<x a b=c d=\'e\' f="g&amp;h" id="i&lt;j" name>',
  "Zorbex &amp; Acme",
  " &nbsp; ",
  "1,234",
  "<",
  "</ p>",
  "&",
];

describe("readElements", () => {
  it.each([
    "<p>one<p>two</p></p>",
    "<table><tr><td>1<td>2<tr><td>3</table>",
    "<div><p>a<div>b</div></p></div>",
    "<form><form id=inner>x</form>y</form>",
    "<svg><clippath>x</clippath><foreignObject><image></foreignObject></svg><image>",
    "<math><![CDATA[1 < 2]]></math><![CDATA[gone]]>",
    "<br></br><p style=a STYLE=b align=center>x",
  ])("reports what htmlparser2's parser reports: %s", (html) => {
    expect(elementEvents(html)).toEqual(parserEvents(html));
  });

  it("reports what htmlparser2's parser reports on 3,000 random documents", () => {
    const next = random(31);
    for (let n = 0; n < 3000; n++) {
      let html = "";
      const length = 1 + Math.floor(next() * 40);
      for (let i = 0; i < length; i++) html += PIECES[Math.floor(next() * PIECES.length)];
      expect(elementEvents(html), html).toEqual(parserEvents(html));
    }
  });

  it("passes over the content of an element the receiver skips, up to its end tag", () => {
    const html = '<div><ix:header><ix:hidden><ix:nonNumeric id="h1">hidden</ix:nonNumeric></ix:hidden></ix:header>shown</div>';
    expect(elementEvents(html, ["ix:header"])).toEqual(["open div []", "open ix:header []", "close ix:header", "text shown", "close div"]);
  });
});
