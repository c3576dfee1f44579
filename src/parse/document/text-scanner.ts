/**
 * Plain-text filings (EDGAR's ASCII documents, required before 2001 and still accepted) into
 * raw blocks: paragraphs are runs of non-blank lines, `<PAGE>` tags and form feeds are page
 * breaks (EDGAR Filer Manual: `<PAGE>` marks the start of each printed page), `<TABLE>` blocks
 * are tables. Typewritten filings show emphasis by capitals and centering, so a block records
 * whether it is one line of capitals and whether it is indented like a centered line.
 */
import type { RawBlock, RawText } from "./raw-blocks.js";
import { parseTextTable } from "./text-table.js";
import { TextBuffer } from "./text-buffer.js";

/** Lines of the SGML submission wrapper that are not part of the document's text. */
const WRAPPER = /^\s*<\/?(?:DOCUMENT|TYPE|SEQUENCE|FILENAME|DESCRIPTION|TEXT|PDF|HTML)>/i;
const PAGE = /^\s*<PAGE>\s*$|^\f/i;
const RULE = /^\s*[-=_*]{3,}\s*$|^\s*(?:- ){3,}-?\s*$/;
/** Indentation from which a short line reads as centered on an 80-column page. */
const CENTER_INDENT = 8;

/** Reads a plain-text document into raw blocks (document order). */
export function scanText(text: string): RawBlock[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: RawBlock[] = [];
  let para: string[] = [];
  const endPara = (): void => {
    if (para.length) out.push(paragraph(para));
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    if (WRAPPER.test(line)) continue;
    if (PAGE.test(line)) {
      endPara();
      out.push({ kind: "break" });
      line = line.replace(/^\f+/, "");
      if (/^\s*<PAGE>\s*$/i.test(line) || !line.trim()) continue;
    }
    if (/^\s*<TABLE>/i.test(line)) {
      endPara();
      const body: string[] = [];
      for (i++; i < lines.length && !/^\s*<\/TABLE>/i.test(lines[i] as string); i++) body.push(lines[i] as string);
      out.push(...parseTextTable(body));
      continue;
    }
    if (!line.trim() || RULE.test(line)) {
      endPara();
      continue;
    }
    para.push(line.replace(/\t/g, "    "));
  }
  endPara();
  return out;
}

function paragraph(lines: readonly string[]): RawText {
  const buf = new TextBuffer();
  for (const l of lines) buf.append(`${l} `, 0);
  const first = lines[0] as string;
  const indent = (l: string) => l.length - l.trimStart().length;
  const center = lines.length <= 3 && lines.every((l) => indent(l) >= CENTER_INDENT && indent(l) >= (80 - l.trim().length) / 2 - 8);
  const letters = first.replace(/[^A-Za-z]/g, "");
  const caps = lines.length === 1 && letters.length >= 3 && letters === letters.toUpperCase();
  return { kind: "text", buf, hLevel: null, list: null, center, caps };
}
