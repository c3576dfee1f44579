import { Marked, type Tokens } from "marked";

/**
 * Filing markdown to HTML with marked (GFM tables). Raw HTML in a document is shown as text and
 * only http(s) links are kept, so nothing in a filing runs in the page. Highlights are marked in
 * the text with private-use characters before parsing and turned into <mark> after, so they
 * survive table and paragraph syntax.
 */
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      return /^https?:\/\//i.test(token.href)
        ? `<a href="${escapeHtml(token.href)}" rel="noreferrer noopener" target="_blank">${inner}</a>`
        : inner;
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text || "[image]");
    },
  },
});

export const MARK = {
  citeOpen: "\uE000",
  citeClose: "\uE001",
  hitOpen: "\uE002",
  hitClose: "\uE003",
  anchor: "\uE004",
  citeMoreOpen: "\uE005",
} as const;

export function renderMarkdown(text: string): string {
  const html = marked.parse(text) as string;
  return html
    .replaceAll(MARK.citeOpen, '<mark id="cite-hit" class="cite-hit" tabindex="-1">')
    .replaceAll(MARK.citeMoreOpen, '<mark class="cite-hit">')
    .replaceAll(MARK.citeClose, "</mark>")
    .replaceAll(MARK.hitOpen, '<mark class="search-hit">')
    .replaceAll(MARK.hitClose, "</mark>")
    .replaceAll(MARK.anchor, '<span id="reader-anchor" tabindex="-1"></span>');
}

/**
 * A passage as the page shows it: markdown, except table rows cut out of their table (an evidence
 * item, a KPI's row: pipes with no header line), which marked would print as text with pipes;
 * they become a table of their own, each cell parsed inline.
 */
export function renderPassage(text: string): string {
  const lines = text.split("\n");
  const isRow = (l: string) => /^\s*\|.*\|\s*$/.test(l);
  // A header divider (`|---|---|`) makes a whole table that marked reads as it is.
  const isDivider = (l: string) => /^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*(:?-{3,}:?\s*)?$/.test(l);
  if (lines.some(isDivider)) return renderMarkdown(text);
  const cells = (l: string) =>
    l
      .trim()
      .slice(1, -1)
      .split("|")
      .map((c) => marked.parseInline(c.trim()) as string);
  let html = "";
  for (let i = 0; i < lines.length; ) {
    const j = lines.slice(i).findIndex((l) => isRow(l) !== isRow(lines[i]!));
    const run = lines.slice(i, j === -1 ? undefined : i + j);
    html += isRow(run[0]!)
      ? `<table>${run
          .map(
            (l) =>
              `<tr>${cells(l)
                .map((c) => `<td>${c}</td>`)
                .join("")}</tr>`,
          )
          .join("")}</table>`
      : renderMarkdown(run.join("\n"));
    i += run.length;
  }
  return html;
}

/**
 * Marks for a highlighted span: one per stretch between table pipes and line breaks, so a span
 * over a table row keeps the row's syntax (the first mark is the one scrolled to).
 */
export function spanMarks(text: string, start: number, end: number): [number, string][] {
  const marks: [number, string][] = [];
  const re = /[^|\n]+/g;
  const span = text.slice(start, end);
  for (const m of span.matchAll(re)) {
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (!body) continue;
    const s = start + (m.index ?? 0) + lead;
    marks.push([s, marks.length ? MARK.citeMoreOpen : MARK.citeOpen], [s + body.length, MARK.citeClose]);
  }
  return marks;
}

/**
 * Where the printed digits stand as a whole number (not inside 193,736 or 93,7360, nor in
 * "0-23985"): in table rows only, each hit a cell of its own or a number within one ("$ 1,234",
 * "(1,234)"), so a zero or a small value never lands on a file number or a date in the text.
 */
export function findNumber(text: string, printed: string): number[] {
  const escaped = printed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w,.\\-–/])${escaped}(?![\\w\\-–/]|[.,]\\d)`, "g");
  return [...text.matchAll(re)].map((m) => m.index ?? 0).filter((at) => text.startsWith("|", text.lastIndexOf("\n", at - 1) + 1));
}
