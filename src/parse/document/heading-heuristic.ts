/**
 * Which paragraphs are headings. EDGAR HTML rarely uses `<h1>`..`<h6>`: a heading is a short
 * paragraph set in bold (Workiva `font-weight:700`, `<b>` in older filings), underlined, or in
 * centered capitals; typewritten .txt filings use a line of capitals. Regulation S-K captions
 * ("PART II", "Item 7. Management's Discussion ...") are headings even when plain, because
 * Form 10-K and 10-Q General Instructions require them as captions.
 *
 * Levels: `<hN>` keeps N; "Part" captions are 1; "Item" captions are 2; other bold, underlined or
 * capital headings are 3; short italic-only lines (sub-captions such as a product line's name) are 4.
 */
import type { FlowBlock, FlowText } from "./flow-block.js";

/** Longest text that can be a heading; risk-factor headlines run long, prose runs longer. */
const MAX_HEADING = 200;
const MAX_ITALIC_HEADING = 80;
const MAX_PLAIN_CAPTION = 120;
/** "PART II", "Part I — Financial Information", but not "Part I of this report". */
const PART = /^PART\s+(?:I{1,3}|IV)\b(?:\s*$|\s*[.:,\-\u2013\u2014]|\s+[A-Z])/i;
/** "Item 1A. Risk Factors", "ITEM 7:", "Item 2.02", but not "Item 8 of this report ...". */
const ITEM = /^ITEMS?\s*\d{1,2}(?:\.\d{2}|[A-C](?![a-z]))?(?:\(T\))?\s*(?:$|[.:\-\u2013\u2014])/i;

/** Sets role "heading" and a level on the text blocks judged headings. */
export function markHeadings(flow: readonly FlowBlock[]): void {
  for (const b of flow) if (b.kind === "text" && b.role === "paragraph") judge(b);
}

function judge(b: FlowText): void {
  const text = b.buf.text;
  if (text.length === 0 || !/[A-Za-z]{2}/.test(text)) return;
  const caption = PART.test(text) ? 1 : ITEM.test(text) ? 2 : 0;
  if (b.hLevel !== null && text.length <= MAX_HEADING * 1.5) return heading(b, caption || b.hLevel);
  if (text.length > MAX_HEADING || /[,;]$/.test(text) || /^[a-z]+\b/.test(text) || /^\(.*\)$/.test(text)) return;
  const letters = text.replace(/[^A-Za-z]/g, "");
  const capitals = letters.length >= 3 && letters === letters.toUpperCase();
  const emphasized = b.buf.all("bold") || b.buf.all("underline") || b.caps || (b.center && capitals);
  if (emphasized) return heading(b, caption || 3);
  if (caption && text.length <= MAX_PLAIN_CAPTION) return heading(b, caption);
  if (b.buf.all("italic") && text.length <= MAX_ITALIC_HEADING && !/[.:]$/.test(text)) return heading(b, 4);
}

function heading(b: FlowText, level: number): void {
  b.role = "heading";
  b.level = Math.min(6, Math.max(1, level));
}
