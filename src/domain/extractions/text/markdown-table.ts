import type { DocumentBlock, ExtractionDocument } from "../extraction-document.js";

/** A cell of a GFM table as written in the markdown, with its offsets. */
interface GridCell {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A table block read straight from the markdown: rows of cells (the rule line skipped), and the paragraph or heading before it. */
export interface MarkdownTable {
  readonly block: DocumentBlock;
  readonly caption: string | null;
  readonly rows: readonly (readonly GridCell[])[];
}

const RULE = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Every table block inside the ranges, with its rows as written (text tables that are not data tables included). */
export function markdownTables(doc: ExtractionDocument, ranges: readonly { start: number; end: number }[]): MarkdownTable[] {
  const out: MarkdownTable[] = [];
  doc.blocks.forEach((b, i) => {
    if (b.kind !== "table" || !ranges.some((r) => b.start >= r.start && b.start < r.end)) return;
    const prev = doc.blocks
      .slice(Math.max(0, i - 2), i)
      .reverse()
      .find((p) => p.kind !== "table");
    out.push({ block: b, caption: prev ? doc.markdown.slice(prev.textStart, prev.end).trim() : null, rows: rowsOf(doc.markdown, b) });
  });
  return out;
}

function rowsOf(markdown: string, b: DocumentBlock): GridCell[][] {
  const rows: GridCell[][] = [];
  let at = b.start;
  for (const line of markdown.slice(b.start, b.end).split("\n")) {
    const lineStart = at;
    at += line.length + 1;
    if (!line.startsWith("|") || RULE.test(line)) continue;
    const cells: GridCell[] = [];
    let cellStart = lineStart + 1;
    for (let i = 1; i <= line.length; i++) {
      const ch = line.charAt(i);
      if (i < line.length && !(ch === "|" && line.charAt(i - 1) !== "\\")) continue;
      const raw = markdown.slice(cellStart, lineStart + i);
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      cells.push({ text, start: cellStart + lead, end: cellStart + lead + text.length });
      cellStart = lineStart + i + 1;
    }
    if (cells.length && cells[cells.length - 1]?.text === "" && line.endsWith("|")) cells.pop();
    rows.push(cells);
  }
  return rows;
}
