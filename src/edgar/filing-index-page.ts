import { DomUtils, ElementType, parseDocument } from "htmlparser2";

type Element = ReturnType<typeof DomUtils.findAll>[number];
type Node = Element["children"][number];

/** Whether a DOM node is an element (tag, script or style), as a type guard. */
function isElement(node: Node | null): node is Element {
  return node !== null && ElementType.isTag(node);
}

/** One row of the document tables of an EDGAR filing index page. */
interface IndexDocument {
  /** Sequence in the submission (1 = the primary document); null for EDGAR's own rows. */
  readonly seq: number | null;
  readonly description: string | null;
  /** File name in the filing folder. */
  readonly document: string;
  /** EDGAR document type: `10-K`, `EX-99.1`, `EX-101.INS`, `GRAPHIC`, `XML` ...; null when blank. */
  readonly type: string | null;
  /** Bytes; null when blank. */
  readonly size: number | null;
}

/** What `{accession}-index.html` says of a filing. */
export interface FilingIndexPage {
  /** Form from the page heading ("Form 10-Q - Quarterly report"); null when absent. */
  readonly form: string | null;
  /** "Filing Date", `YYYY-MM-DD`; null when absent. */
  readonly filedDate: string | null;
  /** "Period of Report", `YYYY-MM-DD`; null when absent (8-Ks without one, old filings). */
  readonly periodOfReport: string | null;
  /** Rows of every `tableFile` table ("Document Format Files", "Data Files"), in page order. */
  readonly documents: readonly IndexDocument[];
}

const COLUMNS = ["seq", "description", "document", "type", "size"] as const;
type Column = (typeof COLUMNS)[number];

/**
 * Parses EDGAR's filing index page. Its document tables (`<table class="tableFile">`) have the
 * header Seq | Description | Document | Type | Size; columns are found by header text, falling
 * back to that order. The Document cell's link text is the file name (the link itself may go
 * through the inline viewer, `/ix?doc=...`, and an "iXBRL" label may follow it).
 */
export function parseFilingIndexPage(html: string): FilingIndexPage {
  const dom = parseDocument(html);
  const documents: IndexDocument[] = [];
  const tables = DomUtils.findAll((e) => e.name === "table" && hasClass(e, "tableFile"), dom.children);
  for (const table of tables) {
    const rows = DomUtils.findAll((e) => e.name === "tr", table.children);
    let columns: Record<Column, number> = { seq: 0, description: 1, document: 2, type: 3, size: 4 };
    for (const row of rows) {
      const cells = row.children.filter((c): c is Element => isElement(c) && (c.name === "td" || c.name === "th"));
      if (cells.length > 0 && cells.every((c) => c.name === "th")) {
        columns = headerColumns(cells.map(cellText)) ?? columns;
        continue;
      }
      const doc = documentRow(cells, columns);
      if (doc !== null) documents.push(doc);
    }
  }
  const info = infoPairs(dom.children);
  const formName = DomUtils.findOne((e) => DomUtils.getAttributeValue(e, "id") === "formName", dom.children);
  const form = formName ? (/\bForm\s+(\S+)/i.exec(cellText(formName))?.[1] ?? null) : null;
  return {
    form,
    filedDate: isoDate(info.get("filing date")),
    periodOfReport: isoDate(info.get("period of report")),
    documents,
  };
}

function documentRow(cells: readonly Element[], columns: Record<Column, number>): IndexDocument | null {
  const cell = (column: Column): Element | undefined => cells[columns[column]];
  const documentCell = cell("document");
  if (documentCell === undefined) return null;
  const link = DomUtils.findOne((e) => e.name === "a", documentCell.children);
  const document = (link ? cellText(link) : cellText(documentCell)).split(/\s+/)[0] ?? "";
  if (document === "") return null;
  const seqText = blankToNull(cell("seq"));
  const sizeText = blankToNull(cell("size"))?.replace(/,/g, "") ?? null;
  return {
    seq: seqText !== null && /^\d+$/.test(seqText) ? Number(seqText) : null,
    description: blankToNull(cell("description")),
    document,
    type: blankToNull(cell("type")),
    size: sizeText !== null && /^\d+$/.test(sizeText) ? Number(sizeText) : null,
  };
}

function headerColumns(headers: readonly string[]): Record<Column, number> | null {
  const found: Partial<Record<Column, number>> = {};
  headers.forEach((header, i) => {
    const key = header.toLowerCase();
    const column = COLUMNS.find((c) => key.startsWith(c));
    if (column !== undefined && found[column] === undefined) found[column] = i;
  });
  if (found.document === undefined) return null;
  return {
    seq: found.seq ?? -1,
    description: found.description ?? -1,
    document: found.document,
    type: found.type ?? -1,
    size: found.size ?? -1,
  };
}

/** The page's header facts: `<div class="infoHead">Filing Date</div><div class="info">2025-05-02</div>`. */
function infoPairs(nodes: Parameters<typeof DomUtils.findAll>[1]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const head of DomUtils.findAll((e) => e.name === "div" && hasClass(e, "infoHead"), nodes)) {
    let next = head.next;
    while (next !== null && !isElement(next)) next = next.next;
    if (isElement(next) && hasClass(next, "info")) pairs.set(cellText(head).toLowerCase(), cellText(next));
  }
  return pairs;
}

function hasClass(element: Element, name: string): boolean {
  return (DomUtils.getAttributeValue(element, "class") ?? "").split(/\s+/).includes(name);
}

function cellText(element: Element): string {
  return DomUtils.textContent(element).replace(/\s+/g, " ").trim();
}

function blankToNull(element: Element | undefined): string | null {
  if (element === undefined) return null;
  const value = cellText(element);
  return value === "" ? null : value;
}

function isoDate(value: string | undefined): string | null {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}
