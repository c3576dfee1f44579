import { corpusDocumentType, corpusFileName, corpusPrimaryDocument, type CorpusFile, type CorpusFiling } from "./corpus-manifest.js";
import { filingFolderPath, paddedCik } from "./edgar-urls.js";

/** A corpus filing as the replica serves it: both identifiers known, files by EDGAR name. */
export interface ReplicaFiling {
  readonly cik: number;
  readonly accession: string;
  readonly filing: CorpusFiling;
  readonly primaryDocument: string | null;
  readonly files: ReadonlyMap<string, CorpusFile>;
}

/** EDGAR's fixed descriptions of the XBRL exhibits on filing index pages. */
const XBRL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "EX-101.INS": "XBRL INSTANCE DOCUMENT",
  "EX-101.SCH": "XBRL TAXONOMY EXTENSION SCHEMA DOCUMENT",
  "EX-101.CAL": "XBRL TAXONOMY EXTENSION CALCULATION LINKBASE DOCUMENT",
  "EX-101.DEF": "XBRL TAXONOMY EXTENSION DEFINITION LINKBASE DOCUMENT",
  "EX-101.LAB": "XBRL TAXONOMY EXTENSION LABEL LINKBASE DOCUMENT",
  "EX-101.PRE": "XBRL TAXONOMY EXTENSION PRESENTATION LINKBASE DOCUMENT",
};

/** The EDGAR type of a corpus file on the index page. */
function replicaDocumentType(filing: ReplicaFiling, file: CorpusFile): string | null {
  return corpusDocumentType(filing.filing, file);
}

/**
 * The folder's `index.json`, shaped like EDGAR's: `{directory: {item: [...], name, parent-dir}}`
 * with sizes as strings. Lists the corpus files and the index page the replica serves. The
 * corpus has no acceptance times, so `last-modified` is the filed date at midnight ("" if unknown).
 */
export function renderDirectoryListing(filing: ReplicaFiling): Buffer {
  const folder = filingFolderPath(filing.cik, filing.accession);
  const modified = filing.filing.filing_date ? `${filing.filing.filing_date} 00:00:00` : "";
  const item = [...filing.files.values()].map((file) => ({
    "last-modified": modified,
    name: corpusFileName(file),
    type: iconOf(corpusFileName(file)),
    size: String(file.bytes),
  }));
  const indexPage = `${filing.accession}-index.html`;
  if (!filing.files.has(indexPage)) item.push({ "last-modified": modified, name: indexPage, type: "text.gif", size: "" });
  return Buffer.from(JSON.stringify({ directory: { item, name: folder, "parent-dir": `/Archives/edgar/data/${filing.cik}` } }));
}

/**
 * The filing index page, laid out like EDGAR's `{accession}-index.html`: heading with the form,
 * header facts (Filing Date, Period of Report), and the "Document Format Files" and "Data Files"
 * tables (Seq | Description | Document | Type | Size). Only files with an EDGAR type are listed,
 * as on EDGAR, where generated files (R pages, FilingSummary.xml) appear in the folder only.
 * Sequence 1 is the primary document; the corpus has no filer descriptions, so a row's
 * description is EDGAR's fixed one for XBRL exhibits and the type otherwise.
 */
export function renderFilingIndexPage(filing: ReplicaFiling): Buffer {
  const f = filing.filing;
  const folder = filingFolderPath(filing.cik, filing.accession);
  // EDGAR numbers the primary document 1, then the other documents, then the XBRL data files.
  const rank = (d: { name: string; type: string }) => (d.name === filing.primaryDocument ? 0 : d.type.startsWith("EX-101.") ? 2 : 1);
  const typed = [...filing.files.values()]
    .map((file) => ({ file, name: corpusFileName(file), type: replicaDocumentType(filing, file) }))
    .filter((d): d is { file: CorpusFile; name: string; type: string } => d.type !== null)
    .sort((a, b) => rank(a) - rank(b));
  let seq = filing.primaryDocument !== null && typed[0]?.name === filing.primaryDocument ? 1 : 2;
  const rows = typed.map((d) => {
    const inline = d.name === filing.primaryDocument && f.is_inline_xbrl === true;
    const href = `${folder}/${encodeURIComponent(d.name)}`;
    const link = inline
      ? `<a href="/ix?doc=${escapeHtml(href)}">${escapeHtml(d.name)}</a> &nbsp;&nbsp;<span style="color: green">iXBRL</span>`
      : `<a href="${escapeHtml(href)}">${escapeHtml(d.name)}</a>`;
    const row = { data: d.type.startsWith("EX-101."), html: "" };
    row.html =
      `<tr><td scope="row">${seq++}</td><td scope="row">${escapeHtml(XBRL_DESCRIPTIONS[d.type] ?? d.type)}</td>` +
      `<td scope="row">${link}</td><td scope="row">${escapeHtml(d.type)}</td><td scope="row">${d.file.bytes}</td></tr>`;
    return row;
  });
  const table = (summary: string, body: string[]) =>
    `<p>${summary}</p>\n<table class="tableFile" summary="${summary}">\n` +
    `<tr><th scope="col"><acronym title="Sequence Number">Seq</acronym></th><th scope="col">Description</th>` +
    `<th scope="col">Document</th><th scope="col">Type</th><th scope="col">Size</th></tr>\n${body.join("\n")}\n</table>`;
  const info = (head: string, value: string | null) =>
    value === null ? "" : `<div class="formGrouping"><div class="infoHead">${head}</div><div class="info">${escapeHtml(value)}</div></div>`;
  const dataRows = rows.filter((r) => r.data).map((r) => r.html);
  const html = `<!DOCTYPE html>
<html><head><title>EDGAR Filing Documents for ${filing.accession}</title></head>
<body>
<div id="PageTitle">Filing Detail</div>
<div id="formHeader"><div id="formName"><strong>Form ${escapeHtml(f.form)}</strong></div>
<div id="secNum"><strong>SEC Accession No.</strong> ${filing.accession}</div></div>
<div id="formDiv">${info("Filing Date", f.filing_date)}${info("Period of Report", f.report_date)}</div>
<div id="formDiv"><div>
${table(
  "Document Format Files",
  rows.filter((r) => !r.data).map((r) => r.html),
)}
${dataRows.length > 0 ? table("Data Files", dataRows) : ""}
</div></div>
<div id="filerDiv"><span class="companyName">${escapeHtml(f.company ?? "")} (Filer) CIK: ${paddedCik(filing.cik)}</span></div>
</body></html>
`;
  return Buffer.from(html);
}

/** Builds the replica's view of a corpus filing, or null when it lacks a CIK or accession. */
export function toReplicaFiling(filing: CorpusFiling): ReplicaFiling | null {
  if (filing.cik === null || filing.accession === null) return null;
  return {
    cik: filing.cik,
    accession: filing.accession,
    filing,
    primaryDocument: corpusPrimaryDocument(filing),
    files: new Map(filing.files.map((file) => [corpusFileName(file), file])),
  };
}

function iconOf(name: string): string {
  if (/\.(jpe?g|gif|png)$/i.test(name)) return "image2.gif";
  if (/\.(zip|xlsx?)$/i.test(name)) return "compressed.gif";
  return "text.gif";
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
