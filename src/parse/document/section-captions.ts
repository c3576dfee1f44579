/**
 * Captions a section can start at: blocks that begin "PART II", "Item 1A.", "Item 2.02" (the
 * captions Form 10-K, 10-Q and 8-K General Instructions require), and the blocks that end the
 * last item (SIGNATURES, Regulation AB substitute items in asset-backed 10-Ks). Table cells are
 * never captions: tables of contents and cross-reference indexes list items in tables, and a
 * filer who sets a caption in a one-row table has it unwrapped into a paragraph already.
 */
import type { Block, MarkdownDocument } from "./markdown-document.js";

export interface Caption {
  /** Index of the block in `doc.blocks`. */
  readonly block: number;
  readonly heading: boolean;
  readonly text: string;
  /** Part number (1-4) when the caption names one ("PART II", "Part I - Item 2."), else null. */
  readonly part: number | null;
  /** Item label in capitals ("1A", "2.02", "7"), or null for a part caption. */
  readonly item: string | null;
  /** The caption's words after the item label ("Risk Factors"). */
  readonly rest: string;
}

/** Longest paragraph read as a caption without a recognised title. */
export const MAX_CAPTION = 150;

const PART = /^PART\s+(IV|I{1,3})\b\.?\s*(?:[-\u2013\u2014:.,]\s*)?(.*)$/i;
const ITEM =
  /^ITEMS?\s*(\d{1,2}(?:\.\d{2})?)\s*([A-C](?![A-Za-z]))?(?:\s*\(T\))?(?![.]?\d)\s*(?:(?:and|&|,)\s*\d{1,2}[A-C]?\b\s*)?[.:\-\u2013\u2014]*\s*(.*)$/i;
const STOP = /^(?:SIGNATURES?\b|Substitute information provided|Item\s+11\d\d\b.*Regulation AB)/i;
/**
 * What a filer may print after Item 16 (Form 10-K Summary, added 2016) that is not part of it:
 * the financial pages (F-pages), the report of the auditor, the exhibit index.
 */
const TRAILER =
  /^(?:INDEX TO (?:CONSOLIDATED )?FINANCIAL STATEMENTS|(?:INDEX TO )?EXHIBITS?(?: INDEX)?$|EXHIBIT INDEX|REPORTS? OF INDEPENDENT REGISTERED|MANAGEMENT.S REPORT ON INTERNAL CONTROL)/i;
const ROMAN: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4 };

/** Item and part captions, in document order. */
export function findCaptions(doc: MarkdownDocument): Caption[] {
  const out: Caption[] = [];
  doc.blocks.forEach((b, i) => {
    if (b.kind !== "heading" && b.kind !== "paragraph") return;
    const c = doc.markdown.charCodeAt(b.textStart) | 0x20;
    if (c !== 0x69 && c !== 0x70) return; // "i" or "p"
    const text = blockText(doc, b);
    const cap = parseCaption(text);
    if (cap) out.push({ block: i, heading: b.kind === "heading", text, ...cap });
  });
  return out;
}

/** Blocks that end the section before them without starting one. */
export function findStops(doc: MarkdownDocument): number[] {
  const out: number[] = [];
  doc.blocks.forEach((b, i) => {
    if (b.kind !== "heading" && b.kind !== "paragraph") return;
    if (b.end - b.textStart > 300) return;
    if (STOP.test(blockText(doc, b))) out.push(i);
  });
  return out;
}

/** Headings of what follows Item 16 without belonging to it (see TRAILER). */
export function findTrailers(doc: MarkdownDocument): number[] {
  const out: number[] = [];
  doc.blocks.forEach((b, i) => {
    if (b.kind === "heading" && b.end - b.textStart <= 120 && TRAILER.test(blockText(doc, b))) out.push(i);
  });
  return out;
}

export function blockText(doc: MarkdownDocument, b: Block): string {
  return doc.markdown.slice(b.textStart, b.end).replace(/\\(?=[^A-Za-z0-9\s])/g, "");
}

/** Part and item named at the start of a caption ("PART II", "Item 1A. Risk Factors"), or null. */
export function parseCaption(text: string): Pick<Caption, "part" | "item" | "rest"> | null {
  let part: number | null = null;
  let rest = text;
  const p = PART.exec(text);
  if (p) {
    part = ROMAN[(p[1] as string).toUpperCase()] ?? null;
    rest = p[2] as string;
  }
  const m = ITEM.exec(rest);
  if (m) return { part, item: ((m[1] as string) + (m[2] ?? "")).toUpperCase(), rest: (m[3] as string).trim() };
  return part !== null ? { part, item: null, rest: rest.trim() } : null;
}
