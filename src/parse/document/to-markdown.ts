/**
 * A filing document (iXBRL or HTML primary document or exhibit, or a plain-text EDGAR document)
 * as markdown with stable offsets: scan, unwrap layout tables, drop page furniture, find
 * headings, write. Strings in, records out; no I/O.
 */
import { scanHtml } from "./html-scanner.js";
import { markHeadings } from "./heading-heuristic.js";
import { flatten } from "./layout-flatten.js";
import type { MarkdownDocument } from "./markdown-document.js";
import { markFurniture } from "./page-furniture.js";
import type { RawBlock } from "./raw-blocks.js";
import { renderMarkdown } from "./render-markdown.js";
import { scanText } from "./text-scanner.js";

const DOCUMENT_FORMATS = ["auto", "html", "text"] as const;
type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export interface MarkdownOptions {
  /**
   * How to read the input: "html" (HTML, XHTML, iXBRL), "text" (EDGAR ASCII documents, `.txt`),
   * or "auto" (default): HTML when the text has HTML block tags, else text.
   */
  readonly format?: DocumentFormat;
  /** Keep page numbers and running headers/footers in the markdown (default false). */
  readonly keepFurniture?: boolean;
}

/** HTML markup that plain-text EDGAR documents never contain (they use only <PAGE>, <TABLE>, <S>, <C>, <CAPTION>, <FN>). */
const HTML_SIGNS = /<(?:html|body|div|p|pre|br|font|span|td|ix:[a-z]+)\b|<\?xml/i;

/** Converts one document to markdown; the same input always yields the same markdown and offsets. */
export function toMarkdown(source: string, options: MarkdownOptions = {}): MarkdownDocument {
  const format = options.format ?? "auto";
  const html = format === "html" || (format === "auto" && HTML_SIGNS.test(source.slice(0, 200_000)));
  const raw: RawBlock[] = html ? scanHtml(source) : scanText(source);
  const flow = flatten(raw);
  const furniture = options.keepFurniture ? new Map() : markFurniture(flow);
  markHeadings(flow);
  return renderMarkdown(flow, furniture);
}
