/**
 * Sections of a 10-K, 10-Q or 8-K, found from the document: captions are scored (a heading
 * beats a short paragraph, the form's own title wording adds weight), then the highest-scoring
 * sequence that follows the form's item order and the document's order is chosen (a weighted
 * longest increasing subsequence). A table of contents never competes (its lines are table
 * cells); a run of three or more bare captions with nothing between them is a list of items
 * (a text table of contents, or General Instruction J's list of omitted items) and is ignored;
 * among equals the later caption wins, since the body follows any table of contents.
 */
import { catalogOf, sectionForm, type CatalogEntry } from "./section-catalog.js";
import { blockText, findCaptions, findStops, findTrailers, MAX_CAPTION, type Caption } from "./section-captions.js";
import { indexEntries, type IndexEntry } from "./index-anchors.js";
import type { MarkdownDocument } from "./markdown-document.js";

export interface Section {
  /** "item_1a" (10-K), "part_2_item_1a" (10-Q), "item_2_02" (8-K; "item_5" before 2004). */
  readonly key: string;
  /** The caption as printed, without markdown ("Item 1A. Risk Factors"). */
  readonly title: string;
  /** Offset of the caption block's first character in the markdown (its "## " included). */
  readonly start: number;
  /** One past the last character of the section's last block; sections never overlap. */
  readonly end: number;
  /**
   * "caption": the section starts at its caption. "index": no caption was found, and the section
   * starts with the first block of the page the table of contents or cross-reference index gives.
   */
  readonly source: SectionSource;
}

const SECTION_SOURCES = ["caption", "index"] as const;
type SectionSource = (typeof SECTION_SOURCES)[number];

const HEADING_SCORE = 3;
const PARAGRAPH_SCORE = 1;
const TITLE_SCORE = 2;
const LIST_RUN = 3;
/** Item 16 (Form 10-K Summary) is short; F-pages or an exhibit index after it belong elsewhere. */
const LAST_10K_ITEM = "item_16";
const SUBDIVISION_PENALTY = 0.5;

interface Option {
  readonly caption: Caption;
  readonly entry: CatalogEntry;
  readonly order: number;
  readonly offset: number;
  readonly score: number;
}

/** The sections of `doc` for its form type ("10-K", "10-Q/A", "8-K"...); [] for other forms. */
export function detectSections(doc: MarkdownDocument, form: string): Section[] {
  const family = sectionForm(form);
  if (family === null) return [];
  const captions = withoutListings(doc, findCaptions(doc));
  const legacy = family === "8-K" && !captions.some((c) => c.item?.includes("."));
  const catalog = catalogOf(family, legacy);
  const options = optionsOf(doc, captions, catalog);
  const anchors: Anchor[] = bestChain(options).map((o) => ({
    entry: o.entry,
    order: o.order,
    block: o.caption.block,
    title: titleOf(doc, o.caption),
    source: "caption" as const,
  }));
  if (family !== "8-K") addIndexAnchors(anchors, indexEntries(doc), catalog);
  anchors.sort((a, b) => a.block - b.block);
  const stops = findStops(doc);
  const trailers = findTrailers(doc).sort((a, b) => a - b);
  const sections: Section[] = [];
  anchors.forEach((a, i) => {
    if (a.entry.item === "") return;
    const next = anchors[i + 1];
    let endBlock = next ? next.block : doc.blocks.length;
    const ends = a.entry.key === LAST_10K_ITEM ? stops.concat(trailers) : stops;
    for (const s of ends) if (s > a.block && s < endBlock) endBlock = s;
    const first = doc.blocks[a.block];
    const last = doc.blocks[endBlock - 1];
    if (!first || !last) return;
    sections.push({ key: a.entry.key, title: a.title, start: first.start, end: last.end, source: a.source });
  });
  return sections;
}

interface Anchor {
  readonly entry: CatalogEntry;
  readonly order: number;
  readonly block: number;
  readonly title: string;
  readonly source: SectionSource;
}

/**
 * Items no caption was found for, placed where the table of contents or cross-reference index
 * says they start, when that page lies between the items before and after them.
 */
function addIndexAnchors(anchors: Anchor[], entries: readonly IndexEntry[], catalog: readonly CatalogEntry[]): void {
  const found = new Set(anchors.map((a) => a.entry.key));
  const taken = new Set(anchors.map((a) => a.block));
  const seen = new Map<string, number>();
  const occurrence = entries.map((e) => {
    const n = seen.get(e.item) ?? 0;
    seen.set(e.item, n + 1);
    return n;
  });
  catalog.forEach((entry, order) => {
    if (entry.item === "" || found.has(entry.key)) return;
    const before = Math.max(-1, ...anchors.filter((a) => a.order < order).map((a) => a.block));
    const after = Math.min(Number.POSITIVE_INFINITY, ...anchors.filter((a) => a.order > order).map((a) => a.block));
    // In a 10-Q index "Item 1" comes twice: Part I's first, Part II's second.
    const samePart = (e: IndexEntry, i: number): boolean =>
      e.part !== null
        ? e.part === entry.part
        : entry.part <= 1
          ? occurrence[i] === 0
          : occurrence[i] === 1 || !catalog.some((c) => c.item === e.item && c !== entry);
    const hit = entries.find(
      (e, i) => e.item === entry.item && (entry.part === 0 || samePart(e, i)) && e.block > before && e.block < after && !taken.has(e.block),
    );
    if (!hit) return;
    anchors.push({ entry, order, block: hit.block, title: hit.title, source: "index" });
    taken.add(hit.block);
  });
}

/**
 * Drops listings: runs of LIST_RUN or more consecutive caption blocks, each naming a later item
 * than the one before, with no text between: a table of contents set as paragraphs (some filers
 * list each Part's items before it), or General Instruction J's list of omitted items. A run
 * stays when it is the only place its items are captioned and it comes after the body has begun:
 * older filings caption Items 10-13 back to back over one shared paragraph.
 */
function withoutListings(doc: MarkdownDocument, all: readonly Caption[]): Caption[] {
  const adjacent = (a: Caption | undefined, b: Caption | undefined): boolean =>
    a !== undefined &&
    b !== undefined &&
    a.item !== null &&
    b.item !== null &&
    b.block === a.block + 1 &&
    itemRank(b.item) > itemRank(a.item);
  const listed = new Set<Caption>();
  all.forEach((c, i) => {
    if (c.item === null) return;
    let from = i;
    while (adjacent(all[from - 1], all[from])) from--;
    let to = i;
    while (adjacent(all[to], all[to + 1])) to++;
    if (to - from + 1 >= LIST_RUN) listed.add(c);
  });
  const running = runningHeaders(
    doc,
    all.filter((c) => !listed.has(c)),
  );
  const captions = all.filter((c) => !running.has(c));
  const firstBody = captions.findIndex((c) => c.item !== null && !listed.has(c));
  return captions.filter((c, i) => {
    if (!listed.has(c)) return true;
    const elsewhere = captions.some((o) => o !== c && !listed.has(o) && o.item === c.item);
    return !elsewhere && firstBody >= 0 && i > firstBody;
  });
}

/**
 * Running headers: a caption printed atop two or more pages ("ITEM 7. MANAGEMENT'S DISCUSSION
 * ..." on every page of a filer's Item 7) repeats the item's name; the caption that starts
 * the item is printed once.
 */
function runningHeaders(doc: MarkdownDocument, captions: readonly Caption[]): Set<Caption> {
  const atTop = (c: Caption): boolean => {
    const b = doc.blocks[c.block];
    if (!b) return false;
    const before = (k: number) => doc.blocks[c.block - k];
    return before(1)?.page !== b.page || before(2)?.page !== b.page;
  };
  const top = captions.filter(atTop);
  const count = new Map<string, number>();
  for (const c of top) count.set(c.text, (count.get(c.text) ?? 0) + 1);
  return new Set(top.filter((c) => (count.get(c.text) ?? 0) >= 2));
}

/** Sort rank of an item label: "1" < "1A" < "1B" < "2" < "2.02" < "9C" < "10". */
function itemRank(item: string): number {
  const m = /^(\d+)(?:\.(\d{2}))?([A-C])?/.exec(item);
  if (!m) return 0;
  return Number(m[1]) * 1000 + Number(m[2] ?? 0) * 10 + (m[3] ? m[3].charCodeAt(0) - 64 : 0);
}

function optionsOf(doc: MarkdownDocument, captions: readonly Caption[], catalog: readonly CatalogEntry[]): Option[] {
  const out: Option[] = [];
  const length = Math.max(1, doc.markdown.length);
  for (const c of captions) {
    const titled = (e: CatalogEntry): boolean => e.titles.some((t) => norm(c.rest).startsWith(norm(t).slice(0, 20)));
    catalog.forEach((e, order) => {
      if (
        c.item === null ? e.item !== "" || e.part !== c.part : e.item !== c.item || (c.part !== null && e.part !== 0 && e.part !== c.part)
      )
        return;
      const hasTitle = c.item !== null && titled(e);
      const textLength = c.text.length;
      if (!c.heading && textLength > MAX_CAPTION && !hasTitle) return;
      const block = doc.blocks[c.block];
      const offset = block ? block.start : 0;
      // Later captions win ties: the body comes after any table of contents.
      // "Item 14(a)(1):" subdivides an item; its caption is the one without the parenthesis.
      const subdivision = c.rest.startsWith("(") ? SUBDIVISION_PENALTY : 0;
      const score = (c.heading ? HEADING_SCORE : PARAGRAPH_SCORE) + (hasTitle ? TITLE_SCORE : 0) - subdivision + (offset / length) * 1e-3;
      out.push({ caption: c, entry: e, order, offset, score });
    });
  }
  return out.sort((a, b) => a.offset - b.offset || a.order - b.order);
}

/** The highest-scoring options increasing in both document offset and catalog order. */
function bestChain(options: readonly Option[]): Option[] {
  const best: number[] = [];
  const prev: number[] = [];
  let top = -1;
  options.forEach((o, i) => {
    let bestScore = 0;
    let from = -1;
    for (let j = 0; j < i; j++) {
      const p = options[j] as Option;
      if (p.offset >= o.offset || p.order >= o.order) continue;
      const s = best[j] as number;
      if (s > bestScore) {
        bestScore = s;
        from = j;
      }
    }
    best[i] = bestScore + o.score;
    prev[i] = from;
    if (top < 0 || (best[i] as number) >= (best[top] as number)) top = i;
  });
  const chain: Option[] = [];
  for (let i = top; i >= 0; i = prev[i] as number) chain.unshift(options[i] as Option);
  return chain;
}

/** The caption, completed by the next block when the caption is a bare "Item 1." */
function titleOf(doc: MarkdownDocument, c: Caption): string {
  if (c.rest !== "" || c.item === null) return c.text;
  const next = doc.blocks[c.block + 1];
  if (next && (next.kind === "heading" || next.kind === "paragraph") && next.end - next.textStart <= MAX_CAPTION)
    return `${c.text} ${blockText(doc, next)}`;
  return c.text;
}

function norm(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}
