import type { FilingMeta } from "../../model/index.js";
import type { Section } from "../../parse/document/index.js";
import { citationOf, NO_EXTRAS, type EvidenceItem } from "./evidence-item.js";

/** Characters of a section's text returned per item; the rest is paged with get_filing_document. */
const FULL_SECTION_CHARS = 40_000;

/**
 * include_full_sections: the required sections' full text, one item each, as the stored
 * markdown shows it, cut at FULL_SECTION_CHARS. `page.next_char_start` is where to continue
 * (GET /api/filing/document with char_start and char_end = `page.section_end`), null when the
 * item holds the whole section.
 */
export function fullSectionItems(
  filing: FilingMeta,
  document: string,
  markdown: string,
  sections: readonly Section[],
  required: readonly string[],
  firstRank: number,
): EvidenceItem[] {
  const wanted = sections.filter((s) => required.includes(s.key));
  return wanted.map((s, i) => {
    const end = Math.min(s.end, s.start + FULL_SECTION_CHARS);
    const truncated = end < s.end;
    return {
      ...citationOf(filing, document),
      ...NO_EXTRAS,
      rank: firstRank + i,
      layer: "full_sections",
      score: 0,
      section: s.key,
      section_title: s.title,
      read_plan: "required",
      text: markdown.slice(s.start, end),
      start: s.start,
      end,
      page: { section_start: s.start, section_end: s.end, truncated, next_char_start: truncated ? end : null },
    };
  });
}
