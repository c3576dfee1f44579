/**
 * Appends markdown and keeps count: the offsets of what it writes and where each iXBRL element
 * opened and closed. A mark at the end of a text (an element that opened just before a block
 * boundary) takes the position of the next text written; a close before any text of its block
 * takes the end of the previous text, so a fact's span never covers the blank line between blocks.
 */
import type { Span } from "./markdown-document.js";
import type { Mark } from "./text-buffer.js";

export class MarkdownWriter {
  private readonly parts: string[] = [];
  length = 0;
  private lastTextEnd = 0;
  private pending: Mark[] = [];
  private readonly starts = new Map<string, number>();
  private readonly ends = new Map<string, number>();

  /** Writes markup (no marks, never cited). */
  raw(s: string): void {
    this.parts.push(s);
    this.length += s.length;
  }

  /** Writes text whose marks are positions in `s`; returns the span written. */
  text(s: string, marks: readonly Mark[]): Span {
    const start = this.length;
    if (s.length > 0 && this.pending.length) {
      for (const m of this.pending) if (!this.starts.has(m.id)) this.starts.set(m.id, start);
      this.pending = [];
    }
    for (const m of marks) {
      if (m.open) {
        if (m.pos < s.length) {
          if (!this.starts.has(m.id)) this.starts.set(m.id, start + m.pos);
        } else this.pending.push(m);
      } else {
        const end = m.pos === 0 ? this.lastTextEnd : start + m.pos;
        if (!this.starts.has(m.id)) {
          // Opened and closed with no text between: an empty span where it stood.
          this.pending = this.pending.filter((p) => p.id !== m.id);
          this.starts.set(m.id, end);
        }
        if (!this.ends.has(m.id)) this.ends.set(m.id, end);
      }
    }
    this.parts.push(s);
    this.length += s.length;
    if (s.length > 0) this.lastTextEnd = this.length;
    return { start, end: this.length };
  }

  /** The markdown written and each element's span (elements never closed end where they start). */
  finish(): { markdown: string; facts: Record<string, Span> } {
    // No prototype: element ids are filer-chosen strings ("constructor" is a valid id).
    const facts = Object.create(null) as Record<string, Span>;
    for (const m of this.pending) if (!this.starts.has(m.id)) this.starts.set(m.id, this.lastTextEnd);
    for (const [id, start] of this.starts) {
      const end = this.ends.get(id) ?? start;
      facts[id] = { start, end: Math.max(start, end) };
    }
    return { markdown: this.parts.join(""), facts };
  }
}
