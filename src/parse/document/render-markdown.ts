/**
 * Writes flow blocks as GFM markdown: headings as `#` lines, list items as `- ` lines, tables as
 * pipe tables whose heading row holds each column's resolved label (multi-row headings joined
 * top to bottom), blocks separated by one blank line. Page furniture writes nothing but its
 * iXBRL marks still resolve, so every shown fact keeps a span.
 */
import type { FlowBlock, FlowText } from "./flow-block.js";
import { escapeBlockText } from "./markdown-escape.js";
import type { Block, MarkdownDocument, PageSpan, TableGrid } from "./markdown-document.js";
import { MarkdownWriter } from "./markdown-writer.js";
import type { PageFurniture } from "./page-furniture.js";
import { writeTable } from "./table-writer.js";

/** Renders the flow; `furniture` maps page ordinals (breaks seen so far) to what was taken off each page. */
export function renderMarkdown(flow: readonly FlowBlock[], furniture: ReadonlyMap<number, PageFurniture>): MarkdownDocument {
  const w = new MarkdownWriter();
  const blocks: Block[] = [];
  const pages: PageSpan[] = [];
  const tables: TableGrid[] = [];
  let ordinal = 0;
  // The page being written: where it starts, and what its furniture said (pages without content fold into the next).
  let start = 0;
  let hasContent = false;
  let label: string | null = null;
  let texts: string[] = [];
  const take = (o: number): void => {
    const f = furniture.get(o);
    if (!f) return;
    label = f.label ?? label;
    texts = texts.concat(f.texts);
  };
  take(0);
  for (const b of flow) {
    if (b.kind === "break") {
      if (hasContent) {
        pages.push({ start, end: w.length, label, furniture: texts });
        hasContent = false;
        label = null;
        texts = [];
      }
      take(++ordinal);
      continue;
    }
    if (b.kind === "text" && (b.role === "furniture" || b.buf.text.length === 0)) {
      w.text("", b.buf.marks);
      continue;
    }
    if (w.length > 0) w.raw("\n\n");
    if (!hasContent) {
      // A page starts at its first block; the blank line before it ends the previous page.
      start = pages.length === 0 ? 0 : w.length;
      const previous = pages[pages.length - 1];
      if (previous) pages[pages.length - 1] = { ...previous, end: w.length };
      hasContent = true;
    }
    if (b.kind === "text") blocks.push(writeText(w, b, pages.length));
    else {
      const grid = writeTable(w, b.grid);
      blocks.push({
        kind: "table",
        start: grid.start,
        end: grid.end,
        textStart: grid.start,
        level: null,
        table: tables.length,
        page: pages.length,
      });
      tables.push(grid);
    }
  }
  if (w.length > 0) w.raw("\n");
  if (hasContent || pages.length === 0) pages.push({ start, end: w.length, label, furniture: texts });
  const { markdown, facts } = w.finish();
  const last = pages[pages.length - 1] as PageSpan;
  pages[pages.length - 1] = { ...last, end: markdown.length };
  return { markdown, blocks, facts, pages, tables };
}

function writeText(w: MarkdownWriter, b: FlowText, page: number): Block {
  const start = w.length;
  let kind: Block["kind"] = "paragraph";
  let level: number | null = null;
  if (b.role === "heading") {
    kind = "heading";
    level = b.level;
    w.raw(`${"#".repeat(b.level)} `);
  } else if (b.role === "list_item") {
    kind = "list_item";
    w.raw(b.list === "ol" ? "1. " : "- ");
  }
  const textStart = w.length;
  const e = kind === "heading" ? { text: b.buf.text, marks: b.buf.marks } : escapeBlockText(b.buf.text, b.buf.marks);
  w.text(e.text, e.marks);
  return { kind, start, end: w.length, textStart, level, table: null, page };
}
