/**
 * The little escaping markdown needs so filing text reads back as the same text (CommonMark
 * 0.31 §2.4 backslash escapes): a pipe inside a GFM table cell, and a paragraph that would
 * otherwise open a heading, list, quote or rule ("1. Basis of presentation", "- 2 -", "# of
 * stores"). Inline emphasis characters are left alone: filings use `*` for footnotes, and one
 * stray `*` does not make emphasis. Marks move with the text.
 */
import type { Mark } from "./text-buffer.js";

/** Block starts that CommonMark would read as markup. */
const BLOCK_START = /^(?:#{1,6}(?:\s|$)|[-+*](?:\s|$)|>|=+\s*$|-{3,}|`{3}|~{3}|<[A-Za-z/!?])/;
const ORDERED = /^\d{1,9}(?=[.)](?:\s|$))/;

export interface Escaped {
  readonly text: string;
  readonly marks: Mark[];
}

/** Escapes a paragraph, heading or list-item text. */
export function escapeBlockText(text: string, marks: readonly Mark[]): Escaped {
  const ordered = ORDERED.exec(text);
  const at = ordered ? ordered[0].length : BLOCK_START.test(text) ? 0 : -1;
  if (at < 0) return { text, marks: marks as Mark[] };
  return {
    text: `${text.slice(0, at)}\\${text.slice(at)}`,
    marks: marks.map((m) => ({ ...m, pos: m.pos > at || (m.pos === at && m.open) ? m.pos + 1 : m.pos })),
  };
}

/** Escapes a table cell's text. */
export function escapeCellText(text: string, marks: readonly Mark[]): Escaped {
  if (!text.includes("|")) return { text, marks: marks as Mark[] };
  const pipes: number[] = [];
  for (let i = text.indexOf("|"); i >= 0; i = text.indexOf("|", i + 1)) pipes.push(i);
  const shift = (pos: number): number => pos + pipes.filter((p) => p < pos).length;
  return { text: text.replace(/\|/g, "\\|"), marks: marks.map((m) => ({ ...m, pos: shift(m.pos) })) };
}
