/**
 * The text of one block (a paragraph, a heading, a table cell) as it is read, with whitespace
 * collapsed the way a browser shows it (HTML 4.01 §9.1: runs of white space render as one
 * space) and with the places where iXBRL elements open and close, so facts keep their position
 * when the block is written as markdown.
 */

/** Inline XBRL elements whose `id` we keep a position for (Inline XBRL 1.1). */
const IX_KINDS = ["nonFraction", "nonNumeric", "continuation", "footnote"] as const;
export type IxKind = (typeof IX_KINDS)[number];

/** Where an iXBRL element opens or closes inside a buffer's text. */
export interface Mark {
  readonly id: string;
  readonly kind: IxKind;
  /** The element's `name` (concept QName as written), or "" for continuations and footnotes. */
  readonly concept: string;
  readonly open: boolean;
  /** Character position in the buffer's text (UTF-16 code units). */
  pos: number;
}

/** Character style flags of a text run. */
export const BOLD = 1;
export const ITALIC = 2;
export const UNDERLINE = 4;

/** Every white-space character a browser collapses, plus the no-break and zero-width spaces filers use as spacers. */
const WHITE = /[\s\u200b]+/g;

/** Something WHITE would change: white space other than a single plain space. */
const TO_COLLAPSE = /[^\S ]|\u200b| {2}/;
/** A character that is not white space. */
const NOT_WHITE = /[^\s\u200b]/;

/**
 * `raw` with each run of white space as one space. Most text runs have nothing to collapse or
 * are nothing but white space (the line breaks between tags): those need no replacement and, in
 * the first case, no new string. Regular expressions rather than a loop over the characters: in a
 * fresh process they run compiled from the first text.
 */
function collapseWhite(raw: string): string {
  if (!TO_COLLAPSE.test(raw)) return raw;
  return NOT_WHITE.test(raw) ? raw.replace(WHITE, " ") : " ";
}

/**
 * The marks of every buffer that has none (most: iXBRL elements open in few blocks), shared and
 * frozen; a buffer gets its own list with its first mark.
 */
const NO_MARKS: Mark[] = Object.freeze([]) as unknown as Mark[];

export class TextBuffer {
  text = "";
  marks: Mark[] = NO_MARKS;
  /** Characters (after collapsing) written in bold, italic or underlined runs, and in all runs. */
  chars = 0;
  bold = 0;
  italic = 0;
  underline = 0;
  private pendingSpace = false;

  /** Appends displayed text in the given style (a sum of BOLD, ITALIC, UNDERLINE). */
  append(raw: string, style: number): void {
    let s = collapseWhite(raw);
    if (s.length === 0) return;
    if (s.charCodeAt(0) === 32) {
      this.pendingSpace = true;
      s = s.slice(1);
    }
    if (s.length === 0) return;
    const trailing = s.charCodeAt(s.length - 1) === 32;
    if (trailing) s = s.slice(0, -1);
    if (this.pendingSpace && this.text.length > 0) this.pushSpace();
    this.pendingSpace = trailing;
    this.text += s;
    const n = s.length;
    this.chars += n;
    if (style & BOLD) this.bold += n;
    if (style & ITALIC) this.italic += n;
    if (style & UNDERLINE) this.underline += n;
  }

  /** A break between words that shows no character of its own (`<br>`, a block edge inside a cell). */
  softBreak(): void {
    this.pendingSpace = true;
  }

  /** Records an iXBRL element boundary at the current end of the text. */
  mark(id: string, kind: IxKind, concept: string, open: boolean): void {
    if (this.marks === NO_MARKS) this.marks = [];
    this.marks.push({ id, kind, concept, open, pos: this.text.length });
  }

  get empty(): boolean {
    return this.text.length === 0;
  }

  /** True when every displayed character is in the given style; false for empty text. */
  all(style: "bold" | "italic" | "underline"): boolean {
    return this.chars > 0 && this[style] >= this.chars;
  }

  /** A new buffer holding `parts` joined by `sep` (marks shifted to their place in the joined text). */
  static concat(parts: readonly TextBuffer[], sep: string): TextBuffer {
    const out = new TextBuffer();
    // Opens at the very end of a part belong to the next part's first word.
    let waiting: Mark[] = [];
    for (const p of parts) {
      const hasText = p.text.length > 0;
      if (hasText && out.text.length > 0) out.text += sep;
      const base = out.text.length;
      if (hasText) {
        for (const m of waiting) m.pos = base;
        waiting = [];
      }
      for (const m of p.marks) {
        // A close at position 0 means the element ended before this part's text (and its separator).
        const pos = m.pos === 0 && !m.open && hasText && base > 0 ? base - sep.length : base + m.pos;
        const copy = { ...m, pos };
        if (out.marks === NO_MARKS) out.marks = [];
        out.marks.push(copy);
        if (m.open && m.pos >= p.text.length) waiting.push(copy);
      }
      out.text += p.text;
      out.chars += p.chars;
      out.bold += p.bold;
      out.italic += p.italic;
      out.underline += p.underline;
    }
    return out;
  }

  /** Opening marks recorded at the end of the text move past the space written before the next word. */
  private pushSpace(): void {
    const at = this.text.length;
    this.text += " ";
    for (let i = this.marks.length - 1; i >= 0; i--) {
      const m = this.marks[i] as Mark;
      if (m.pos !== at) break;
      if (m.open) m.pos = at + 1;
    }
  }
}

/** A copy of `buf` without its first `n` characters (a bullet, say); marks before the cut move to 0. */
export function dropPrefix(buf: TextBuffer, n: number): TextBuffer {
  const out = new TextBuffer();
  out.text = buf.text.slice(n);
  out.marks = buf.marks.map((m) => ({ ...m, pos: Math.max(0, m.pos - n) }));
  const kept = buf.chars > 0 ? out.text.length / buf.text.length : 0;
  out.chars = Math.round(buf.chars * kept);
  out.bold = Math.min(out.chars, Math.round(buf.bold * kept));
  out.italic = Math.min(out.chars, Math.round(buf.italic * kept));
  out.underline = Math.min(out.chars, Math.round(buf.underline * kept));
  return out;
}
