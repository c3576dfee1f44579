import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFilingIndexPage } from "../../src/edgar/filing-index-page.js";
import { CORPUS_DIR, describeWithCorpus } from "../support/corpus.js";

// Hand-written in the layout of EDGAR's filing index page (formHeader, infoHead/info pairs,
// "Document Format Files" and "Data Files" tables, inline-viewer links, the full-submission row).
const PAGE = `<html><body>
<div id="formHeader"><div id="formName"><strong>Form 8-K</strong> - Current report:</div>
<div id="secNum"><strong>SEC Accession No.</strong> 0000066740-24-000023</div></div>
<div id="formDiv"><div class="formGrouping">
  <div class="infoHead">Filing Date</div>
  <div class="info">2024-03-08</div>
  <div class="infoHead">Accepted</div>
  <div class="info">2024-03-08 16:05:12</div>
</div><div class="formGrouping">
  <div class="infoHead">Period of Report</div>
  <div class="info">2024-03-08</div>
</div></div>
<table class="tableFile" summary="Document Format Files">
  <tr><th scope="col"><acronym title="Sequence Number">Seq</acronym></th><th scope="col">Description</th>
      <th scope="col">Document</th><th scope="col">Type</th><th scope="col">Size</th></tr>
  <tr><td scope="row">1</td><td scope="row">8-K</td>
      <td scope="row"><a href="/ix?doc=/Archives/edgar/data/66740/000006674024000023/mmm-20240308.htm">mmm-20240308.htm</a> &nbsp;&nbsp;<span style="color: green">iXBRL</span></td>
      <td scope="row">8-K</td><td scope="row">33859</td></tr>
  <tr class="evenRow"><td scope="row">2</td><td scope="row">EX-99.1</td>
      <td scope="row"><a href="/Archives/edgar/data/66740/000006674024000023/pressrelease3-8x24.htm">pressrelease3-8x24.htm</a></td>
      <td scope="row">EX-99.1</td><td scope="row">24,371</td></tr>
  <tr><td scope="row">&nbsp;</td><td scope="row">Complete submission text file</td>
      <td scope="row"><a href="/Archives/edgar/data/66740/000006674024000023/0000066740-24-000023.txt">0000066740-24-000023.txt</a></td>
      <td scope="row">&nbsp;</td><td scope="row">158021</td></tr>
</table>
<table class="tableFile" summary="Data Files">
  <tr><th scope="col">Seq</th><th scope="col">Description</th><th scope="col">Document</th><th scope="col">Type</th><th scope="col">Size</th></tr>
  <tr><td scope="row">3</td><td scope="row">XBRL TAXONOMY EXTENSION SCHEMA DOCUMENT</td>
      <td scope="row"><a href="/Archives/edgar/data/66740/000006674024000023/mmm-20240308.xsd">mmm-20240308.xsd</a></td>
      <td scope="row">EX-101.SCH</td><td scope="row">3293</td></tr>
  <tr><td scope="row">&nbsp;</td><td scope="row">EXTRACTED XBRL INSTANCE DOCUMENT</td>
      <td scope="row"><a href="/Archives/edgar/data/66740/000006674024000023/mmm-20240308_htm.xml">mmm-20240308_htm.xml</a></td>
      <td scope="row">XML</td><td scope="row">6819</td></tr>
</table>
<table class="tableMouseOver"><tr><td>not a document table</td></tr></table>
</body></html>`;

describe("parseFilingIndexPage", () => {
  const page = parseFilingIndexPage(PAGE);

  it("reads every document row with name, type, sequence and size", () => {
    expect(page.documents).toEqual([
      { seq: 1, description: "8-K", document: "mmm-20240308.htm", type: "8-K", size: 33859 },
      { seq: 2, description: "EX-99.1", document: "pressrelease3-8x24.htm", type: "EX-99.1", size: 24371 },
      { seq: null, description: "Complete submission text file", document: "0000066740-24-000023.txt", type: null, size: 158021 },
      { seq: 3, description: "XBRL TAXONOMY EXTENSION SCHEMA DOCUMENT", document: "mmm-20240308.xsd", type: "EX-101.SCH", size: 3293 },
      { seq: null, description: "EXTRACTED XBRL INSTANCE DOCUMENT", document: "mmm-20240308_htm.xml", type: "XML", size: 6819 },
    ]);
  });

  it("reads the form and the header dates", () => {
    expect(page).toMatchObject({ form: "8-K", filedDate: "2024-03-08", periodOfReport: "2024-03-08" });
  });

  it("finds columns by header text when the order differs", () => {
    const shuffled = `<table class="tableFile"><tr><th>Type</th><th>Document</th><th>Seq</th></tr>
      <tr><td>EX-31.1</td><td><a href="x">ex31.htm</a></td><td>4</td></tr></table>`;
    expect(parseFilingIndexPage(shuffled).documents).toEqual([
      { seq: 4, description: null, document: "ex31.htm", type: "EX-31.1", size: null },
    ]);
  });

  it("returns nothing for a page without document tables", () => {
    expect(parseFilingIndexPage("<html><body><p>Not found</p></body></html>")).toEqual({
      form: null,
      filedDate: null,
      periodOfReport: null,
      documents: [],
    });
  });
});

describeWithCorpus("parseFilingIndexPage on SEC's own page (CARBO 10-K, kept in the corpus)", () => {
  it("reads the header and every document row", () => {
    const html = readFileSync(path.join(CORPUS_DIR, "filings/crr/10K_2018-03-08/0001564590-18-004771-index.html"), "utf8");
    const page = parseFilingIndexPage(html);
    expect(page).toMatchObject({ form: "10-K", filedDate: "2018-03-08", periodOfReport: "2017-12-31" });
    expect(page.documents[0]).toEqual({ seq: 1, description: "10-K", document: "crr-10k_20171231.htm", type: "10-K", size: 3043884 });
    expect(page.documents.find((d) => d.document === "crr-20171231.xml")).toMatchObject({ type: "EX-101.INS", size: 2271110 });
    expect(page.documents.find((d) => d.document === "0001564590-18-004771.txt")).toMatchObject({ seq: null, type: null });
    // 17 submitted documents (the header's "Documents 93" also counts the generated R pages);
    // the unnumbered row is the complete submission text file, closing the first table.
    expect(page.documents.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, null, 12, 13, 14, 15, 16, 17]);
  });
});
