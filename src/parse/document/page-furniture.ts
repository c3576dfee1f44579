/**
 * Page furniture: the page numbers, running headers and footers a printed filing repeats on
 * every page. EDGAR HTML keeps them as ordinary text next to each page break (filers mark the
 * break with a `page-break` style or `<hr>` and print "Zorbex Inc. | 2024 Form 10-K | 23", a
 * "Table of Contents" back-link, or a bare "23" beside it). They are found by position and
 * repetition, not by wording: a short text at the top or bottom edge of a page is furniture when
 * it is a page number, or when the same text (digits ignored) sits at an edge of many pages.
 */
import type { FlowBlock, FlowText } from "./flow-block.js";

/** How many content blocks at each edge of a page are looked at. */
const EDGE = 3;
/** Longest text that can be furniture. */
const MAX_LEN = 150;
/** A repeated edge text is furniture when it is on this many pages ... */
const MIN_PAGES = 3;
/** ... and on this share of the pages, or on at least `MANY_PAGES` of them. */
const MIN_SHARE = 0.3;
const MANY_PAGES = 8;

/** "23", "- 23 -", "Page 23", "F-7", "ii", "23 of 120". */
const PAGE_NUMBER =
  /^(?:page\s+)?[-\u2013\u2014]?\s*(\d{1,4}|[ivxlc]{1,7}|[A-Z]{1,2}\s?-\s?\d{1,3})\s*[-\u2013\u2014]?(?:\s+of\s+\d{1,4})?$/i;
/** The page number that ends a running footer ("<Company> | 2024 Form 10-K | 23"). */
const TRAILING_NUMBER = /(?:^|[\s|])(\d{1,4}|[A-Z]-\d{1,3})$/;

/** What was taken off one page: its printed number and the texts of its headers and footers. */
export interface PageFurniture {
  label: string | null;
  readonly texts: string[];
}

/**
 * Marks furniture blocks (role "furniture") and returns what each page carried, keyed by page
 * ordinal (0 for the text before the first break, +1 at every break).
 */
export function markFurniture(flow: readonly FlowBlock[]): Map<number, PageFurniture> {
  const pages = splitPages(flow);
  const found = new Map<number, PageFurniture>();
  // Without a page break there are no page edges, only the document's first and last lines.
  if (pages.filter((p) => p.length > 0).length < 2) return found;
  const candidates: Array<{ page: number; block: FlowText; sig: string }> = [];
  pages.forEach((blocks, page) => {
    const edge = new Set<FlowBlock>([...blocks.slice(0, EDGE), ...blocks.slice(-EDGE)]);
    for (const b of edge) {
      if (b.kind !== "text" || b.role === "list_item") continue;
      const text = b.buf.text;
      if (text.length === 0 || text.length > MAX_LEN) continue;
      candidates.push({ page, block: b, sig: signature(text) });
    }
  });
  const seen = new Map<string, Set<number>>();
  for (const c of candidates) {
    const s = seen.get(c.sig) ?? new Set<number>();
    s.add(c.page);
    seen.set(c.sig, s);
  }
  const enough = Math.max(MIN_PAGES, Math.min(MANY_PAGES, Math.ceil(pages.length * MIN_SHARE)));
  for (const c of candidates) {
    const text = c.block.buf.text;
    const number = PAGE_NUMBER.exec(text);
    const repeated = (seen.get(c.sig)?.size ?? 0) >= enough;
    if (!number && !repeated) continue;
    c.block.role = "furniture";
    const page = found.get(c.page) ?? { label: null, texts: [] };
    found.set(c.page, page);
    page.texts.push(text);
    const label = number?.[1] ?? TRAILING_NUMBER.exec(text)?.[1];
    if (label !== undefined && page.label === null) page.label = label.replace(/\s+/g, "");
  }
  return found;
}

/** Content blocks (non-empty text and tables) of each page. */
function splitPages(flow: readonly FlowBlock[]): FlowBlock[][] {
  const pages: FlowBlock[][] = [[]];
  for (const b of flow) {
    if (b.kind === "break") pages.push([]);
    else if (b.kind === "table" || b.buf.text.length > 0) (pages[pages.length - 1] as FlowBlock[]).push(b);
  }
  return pages;
}

/**
 * Text with digits and a trailing roman page number folded, so "... | 22" and "... | 23" match.
 * Case is kept: a filer may run "ITEM 1. BUSINESS" atop every page of Item 1 but caption the
 * item "Item 1. Business", and only the running header is furniture.
 */
function signature(text: string): string {
  return text
    .replace(/\d+/g, "#")
    .replace(/\b[ivxlc]{1,7}\b$/, "#")
    .replace(/\s+/g, " ");
}
