import type { DocumentBlock, ExtractionDocument } from "../extraction-document.js";

/** A sentence of the document's prose, with its offsets in the markdown. */
export interface Sentence {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Words ending in a period that do not end a sentence. */
const ABBREVIATIONS = new Set([
  "u.s",
  "u.k",
  "inc",
  "corp",
  "co",
  "ltd",
  "llc",
  "l.p",
  "no",
  "nos",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "jr",
  "sr",
  "vs",
  "v",
  "e.g",
  "i.e",
  "approx",
  "etc",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "p.m",
  "a.m",
  "n.a",
  "s.a",
  "n.v",
  "plc",
  "fig",
  "sec",
  "est",
  "dept",
  "govt",
  "int'l",
  "bros",
]);

const END = /[.?!]["”’)\]]*(?:\d{1,2}(?![\d,.]))?(?=\s+(?:["“‘(]?[A-Z0-9$]))/g;

/**
 * Splits `[start, end)` of the markdown into sentences: at ".", "?" or "!" followed by space and
 * a capital, digit or "$", except after common abbreviations and single initials.
 */
export function splitSentences(markdown: string, start: number, end: number): Sentence[] {
  const text = markdown.slice(start, end);
  const out: Sentence[] = [];
  let from = 0;
  END.lastIndex = 0;
  for (let m = END.exec(text); m; m = END.exec(text)) {
    const stop = m.index + m[0].length;
    const word = /([A-Za-z.'’]+)$/.exec(text.slice(Math.max(from, m.index - 12), m.index))?.[1]?.toLowerCase() ?? "";
    if (ABBREVIATIONS.has(word) || /^[a-z]$/i.test(word) || /^(?:[a-z]\.)+[a-z]$/i.test(word)) continue;
    push(out, markdown, start + from, start + stop);
    from = stop;
  }
  push(out, markdown, start + from, end);
  return out;
}

function push(out: Sentence[], markdown: string, start: number, end: number): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(markdown.charAt(s))) s++;
  while (e > s && /\s/.test(markdown.charAt(e - 1))) e--;
  if (e > s) out.push({ start: s, end: e, text: markdown.slice(s, e) });
}

/**
 * Prose runs of the document inside `[from, to)`: paragraphs and list items, with a paragraph
 * broken by a page break (it ends without a full stop and the next one starts in lower case)
 * joined to its continuation. Tables and headings are not prose.
 */
export function proseRuns(doc: ExtractionDocument, from: number, to: number): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  let open: { start: number; end: number } | null = null;
  for (const b of doc.blocks) {
    if (b.end <= from || b.start >= to) continue;
    if (!isProse(b)) {
      if (open) runs.push(open);
      open = null;
      continue;
    }
    const start = Math.max(b.textStart, from);
    const end = Math.min(b.end, to);
    if (open && continues(doc.markdown, open.end, start)) {
      open.end = end;
      continue;
    }
    if (open) runs.push(open);
    open = { start, end };
  }
  if (open) runs.push(open);
  return runs;
}

function isProse(b: DocumentBlock): boolean {
  return b.kind === "paragraph" || b.kind === "list_item";
}

function continues(markdown: string, prevEnd: number, nextStart: number): boolean {
  const tail = markdown.slice(Math.max(0, prevEnd - 2), prevEnd).trimEnd();
  return !/[.?!:;"”)]$/.test(tail) && /^[a-z(]/.test(markdown.charAt(nextStart));
}

/** Sentences of the prose inside the given ranges. */
export function sentencesIn(doc: ExtractionDocument, ranges: readonly { start: number; end: number }[]): Sentence[] {
  return ranges.flatMap((r) => proseRuns(doc, r.start, r.end).flatMap((run) => splitSentences(doc.markdown, run.start, run.end)));
}
