import { describe, expect, it } from "vitest";
import { toMarkdown, type MarkdownDocument } from "../../../src/parse/document/index.js";

const html = (body: string): string => `<html><body>${body}</body></html>`;
const bold = (t: string): string => `<div><span style="font-weight:700">${t}</span></div>`;
const para = (t: string): string => `<div><span style="font-weight:400">${t}</span></div>`;
const pageBreak = `<hr style="page-break-after:always"/>`;

/** Every block's text, markup included, in order. */
function blockTexts(doc: MarkdownDocument): string[] {
  return doc.blocks.map((b) => doc.markdown.slice(b.start, b.end));
}

describe("toMarkdown: headings", () => {
  it("makes bold one-line paragraphs headings, with Part/Item caption levels", () => {
    const doc = toMarkdown(
      html(
        bold("PART II") +
          bold("Item 7. Management’s Discussion and Analysis") +
          bold("Fiscal 2024 Highlights") +
          `<div><span style="font-weight:700">Net sales</span><span> increased 2% in 2024.</span></div>` +
          `<h2>Overview</h2>` +
          `<div><i>AppleCare</i></div>` +
          para("Item 8 of this report contains the statements."),
      ),
    );
    expect(blockTexts(doc)).toEqual([
      "# PART II",
      "## Item 7. Management’s Discussion and Analysis",
      "### Fiscal 2024 Highlights",
      "Net sales increased 2% in 2024.",
      "## Overview",
      "#### AppleCare",
      "Item 8 of this report contains the statements.",
    ]);
    expect(doc.blocks.map((b) => b.level)).toEqual([1, 2, 3, null, 2, 4, null]);
  });

  it("reads emphasis from old upper-case CSS and <b>, and hides display:none", () => {
    const doc = toMarkdown(
      html(
        `<P STYLE="FONT-WEIGHT: BOLD">Liquidity</P><p><b>Capital</b> <B>Resources</B></p><div style="display: none !important">hidden</div><p style="font-weight:700"><span style="font-weight:400">Plain</span></p>`,
      ),
    );
    expect(doc.markdown).toBe("### Liquidity\n\n### Capital Resources\n\nPlain\n");
  });

  it("leaves long bold text and sentences ending in a comma as paragraphs", () => {
    const long = `${"We face risks ".repeat(20).trim()}.`;
    const doc = toMarkdown(html(bold(long) + bold("Including, among others,")));
    expect(doc.blocks.map((b) => b.kind)).toEqual(["paragraph", "paragraph"]);
  });

  it("reads a caption set in a one-row layout table as one heading", () => {
    const doc = toMarkdown(html(`<table><tr><td><b>Item 1A.</b></td><td><b>Risk Factors</b></td></tr></table>`));
    expect(doc.markdown).toBe("## Item 1A. Risk Factors\n");
  });
});

describe("toMarkdown: page furniture", () => {
  const words = ["Revenue grew.", "Costs fell.", "Margins rose.", "Cash was steady."];
  const pages = [1, 2, 3, 4]
    .map(
      (n) =>
        `${para(words[n - 1] as string)}<div style="text-align:center"><span>Acme Corp. | 2024 Form 10-K | ${n}</span></div>${pageBreak}`,
    )
    .join("");

  it("drops running footers and page numbers and keeps the printed page labels", () => {
    const doc = toMarkdown(html(`${pages + para("Last page.")}<p align="center">5</p>`));
    expect(doc.markdown).not.toContain("Acme Corp. |");
    expect(doc.markdown).not.toMatch(/^5$/m);
    expect(doc.pages.map((p) => p.label)).toEqual(["1", "2", "3", "4", "5"]);
    expect(doc.pages.map((p) => doc.markdown.slice(p.start, p.end)).join("")).toBe(doc.markdown);
    expect(doc.blocks.map((b) => b.page)).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps them when asked", () => {
    const doc = toMarkdown(html(pages), { keepFurniture: true });
    expect(doc.markdown).toContain("Acme Corp. | 2024 Form 10-K | 3");
  });
});

describe("toMarkdown: inline XBRL", () => {
  const doc = toMarkdown(
    html(
      `<div style="display:none"><ix:header><ix:hidden><ix:nonNumeric name="dei:AmendmentFlag" id="h1">false</ix:nonNumeric></ix:hidden>` +
        `<ix:resources><xbrli:context id="c1"><xbrli:entity>0000320193</xbrli:entity></xbrli:context></ix:resources></ix:header></div>` +
        `<ix:nonNumeric name="us-gaap:RevenueTextBlock" id="tb" continuedAt="tb-1"><div>Revenue is recognized</div><div>when control transfers.</div></ix:nonNumeric>` +
        `<table><tr><td></td><td colspan="3">2024</td></tr>` +
        `<tr><td>iPhone</td><td>$</td><td><ix:nonFraction name="us-gaap:Revenues" id="f-363" scale="6">201,183</ix:nonFraction>&#160;</td><td></td></tr>` +
        `<tr><td>Other</td><td></td><td>(<ix:nonFraction name="us-gaap:Other" id="f-94" sign="-">565</ix:nonFraction>)</td><td></td></tr></table>` +
        `<ix:continuation id="tb-1"><div>More policy text.</div></ix:continuation>`,
    ),
  );

  it("drops ix:header and shows no XBRL markup", () => {
    expect(doc.markdown).not.toMatch(/ix:|xbrli|0000320193|false/);
    expect(doc.facts.h1).toBeUndefined();
  });

  it("maps element ids to the markdown that shows them", () => {
    const at = (id: string): string => {
      const s = doc.facts[id];
      if (!s) throw new Error(`no span for ${id}`);
      return doc.markdown.slice(s.start, s.end);
    };
    expect(at("f-363")).toBe("201,183");
    expect(at("f-94")).toBe("565");
    expect(at("tb")).toBe("Revenue is recognized\n\nwhen control transfers.");
    expect(at("tb-1")).toBe("More policy text.");
  });

  it("writes the table as GFM with split values merged", () => {
    expect(doc.markdown).toContain("|  | 2024 |\n| --- | --- |\n| iPhone | $201,183 |\n| Other | (565) |");
  });
});

describe("toMarkdown: lists, layout and escaping", () => {
  it("turns bullet cells and bullet paragraphs into list items", () => {
    const doc = toMarkdown(
      html(
        `<table><tr><td>•</td><td>the impact of competition</td></tr><tr><td>•</td><td>the impact of regulation</td></tr></table>` +
          para("● a third risk") +
          `<ul><li>a listed item</li></ul>`,
      ),
    );
    expect(blockTexts(doc)).toEqual(["- the impact of competition", "- the impact of regulation", "- a third risk", "- a listed item"]);
    expect(doc.blocks.every((b) => b.kind === "list_item" && b.textStart === b.start + 2)).toBe(true);
  });

  it("unwraps a document wrapped in a one-cell table", () => {
    const doc = toMarkdown(
      html(`<table><tr><td>${bold("Notes")}${para("First paragraph.")}${para("Second paragraph.")}</td></tr></table>`),
    );
    expect(blockTexts(doc)).toEqual(["### Notes", "First paragraph.", "Second paragraph."]);
  });

  it("escapes text that markdown would read as markup", () => {
    const doc = toMarkdown(
      html(
        para("1. Basis of Presentation") +
          para("- 2 -x") +
          `<table><tr><td>a|b</td><td>1,000</td></tr><tr><td>c</td><td>2</td></tr></table>`,
      ),
    );
    expect(doc.markdown).toContain("1\\. Basis of Presentation");
    expect(doc.markdown).toContain("\\- 2 -x");
    expect(doc.markdown).toContain("| a\\|b | 1,000 |");
  });

  it("keeps the space a padded inline element shows", () => {
    const doc = toMarkdown(html(`<div><span>1.</span><span style="padding-left:10.5pt">I have reviewed this report;</span></div>`));
    expect(doc.markdown).toBe("1\\. I have reviewed this report;\n");
  });

  it("shows Wingdings check boxes as the boxes a reader sees", () => {
    const doc = toMarkdown(html(`<p>Yes <font style="font-family:Wingdings">&#168;</font> No <font face="Wingdings">x</font></p>`));
    expect(doc.markdown).toBe("Yes \u2610 No \u2612\n");
  });

  it("collapses white space and joins inline runs split mid-word", () => {
    const doc = toMarkdown(html(`<div><span>Item 3.&#160;&#160; Legal Proce</span><span>edings</span></div>`));
    expect(doc.markdown).toBe("## Item 3. Legal Proceedings\n");
  });
});

describe("toMarkdown: plain-text filings", () => {
  const txt = [
    "<PAGE>",
    "",
    "PART I. FINANCIAL INFORMATION",
    "",
    "ITEM 1. FINANCIAL STATEMENTS",
    "",
    "The statements below are unaudited and were",
    "prepared by management.",
    "",
    "<TABLE>",
    "<CAPTION>",
    "                                 Three Months Ended",
    "                               April 1,     March 27,",
    "                                 2000         1999",
    "<S>                             <C>          <C>",
    "Net sales                     $  1,945     $  1,530",
    "Cost of sales                     (396)        1,127",
    "</TABLE>",
    "",
    "                                 2",
    "<PAGE>",
    "PART II. OTHER INFORMATION",
  ].join("\n");

  it("reads paragraphs, capitals headings, <PAGE> breaks and <TABLE> columns", () => {
    const doc = toMarkdown(txt);
    expect(blockTexts(doc)).toEqual([
      "# PART I. FINANCIAL INFORMATION",
      "## ITEM 1. FINANCIAL STATEMENTS",
      "The statements below are unaudited and were prepared by management.",
      "|  | Three Months Ended April 1, 2000 | Three Months Ended March 27, 1999 |\n| --- | --- | --- |\n| Net sales | $1,945 | $1,530 |\n| Cost of sales | (396) | 1,127 |",
      "# PART II. OTHER INFORMATION",
    ]);
    expect(doc.pages.map((p) => p.label)).toEqual(["2", null]);
  });
});

describe("toMarkdown: offsets", () => {
  const source = html(
    `${bold("Item 1. Business") + para("We sell widgets.")}<table><tr><td>A</td><td>1</td></tr><tr><td>B</td><td>2</td></tr></table>`,
  );

  it("gives the same markdown and offsets on every run", () => {
    expect(toMarkdown(source)).toEqual(toMarkdown(source));
  });

  it("has blocks that slice the markdown exactly, in order, separated by blank lines", () => {
    const doc = toMarkdown(source);
    const joined = `${doc.blocks.map((b) => doc.markdown.slice(b.start, b.end)).join("\n\n")}\n`;
    expect(joined).toBe(doc.markdown);
    expect(doc.blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "table"]);
    expect(doc.markdown.slice(doc.blocks[0]!.textStart, doc.blocks[0]!.end)).toBe("Item 1. Business");
  });
});
