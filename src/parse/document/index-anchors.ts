/**
 * Where a table of contents or a Form 10-K cross-reference index says an item starts. Form
 * 10-K General Instruction G lets a registrant answer items with parts of its annual report,
 * located through a cross-reference index (some filers print one instead of item
 * captions), and many filers start an item without printing its caption (a 10-Q that goes
 * from the cover to "Consolidated Statements of Operations"). The index names the item and a
 * printed page number; the page furniture gave every page its printed number, so the item
 * starts with the first block of that page.
 */
import type { MarkdownDocument } from "./markdown-document.js";
import { parseCaption } from "./section-captions.js";

export interface IndexEntry {
  /** Part number when a "Part II" row came before the entry in its table, else null. */
  readonly part: number | null;
  /** Item label in capitals ("1", "1A", "2.02"). */
  readonly item: string;
  /** "Item 1. Consolidated Financial Statements", as the index prints it. */
  readonly title: string;
  /** Index of the first block of the page the entry points to. */
  readonly block: number;
}

/** A cell of printed page numbers: "3", "F-1", "4-13, 15-17". */
const PAGES = /^((?:[A-Z]{1,2}-)?\d{1,3})(?:\s*[-\u2013\u2014,]\s*(?:[A-Z]{1,2}-)?\d{1,3})*$/;

/** Entries of every table that maps items to printed pages, in document order. */
export function indexEntries(doc: MarkdownDocument): IndexEntry[] {
  const firstBlock = new Map<string, number>();
  const labelCount = new Map<string, number>();
  doc.pages.forEach((p) => p.label !== null && labelCount.set(p.label, (labelCount.get(p.label) ?? 0) + 1));
  doc.blocks.forEach((b, i) => {
    const label = doc.pages[b.page]?.label;
    if (label && labelCount.get(label) === 1 && !firstBlock.has(label)) firstBlock.set(label, i);
  });
  const out: IndexEntry[] = [];
  for (const grid of doc.tables) {
    let part: number | null = null;
    let pending: { item: string; title: string; part: number | null } | null = null;
    const emit = (page: string): void => {
      const block = firstBlock.get(page);
      if (pending && block !== undefined) out.push({ ...pending, block });
      pending = null;
    };
    for (const row of grid.rows) {
      const texts = row.cells.map((c) => c.text);
      const caption = texts.map(parseCaption).find((c) => c !== null) ?? null;
      if (caption?.part != null) part = caption.part;
      if (caption?.item) {
        pending = null;
        const at = texts.findIndex((t) => parseCaption(t)?.item);
        const words = texts.slice(at).filter((t) => !PAGES.test(t));
        pending = { item: caption.item, title: words.join(" "), part };
      }
      const page = texts.map((t) => PAGES.exec(t)?.[1]).find((p) => p !== undefined);
      if (pending && page !== undefined) emit(page);
    }
  }
  return out;
}
