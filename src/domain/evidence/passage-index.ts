import type { Block, Section } from "../../parse/document/index.js";
import type { DocumentArtifacts } from "../documents/index.js";
import { stem, wordsOf } from "./question-terms.js";

/**
 * A document's blocks read once for ranking: each block's stems with their counts, the section
 * it is in and the heading it sits under, and the document's block frequencies (how many blocks
 * hold a stem: a rare word weighs more). Built on first use and kept beside the cached artifacts.
 */
export interface IndexedBlock {
  readonly block: Block;
  readonly ordinal: number;
  /** Exactly `markdown.slice(block.textStart, block.end)`. */
  readonly text: string;
  readonly section: Section | null;
  /** Text of the nearest heading above the block in its section (a subsection title), or null. */
  readonly heading: string | null;
  readonly tf: ReadonlyMap<string, number>;
  /** Stems in order, to find a question's word pairs as phrases. */
  readonly stems: readonly string[];
  readonly length: number;
  /** For a table of text, the paragraph right before it: its lead-in says what the table is ("updated targets for ..."). */
  readonly leadIn: IndexedBlock | null;
}

export interface PassageIndex {
  readonly blocks: readonly IndexedBlock[];
  /** The indexed block holding each block of the document, by the block's start (a continued paragraph's parts map to the whole). */
  readonly byStart: ReadonlyMap<number, IndexedBlock>;
  readonly df: ReadonlyMap<string, number>;
  readonly avgLength: number;
}

const built = new WeakMap<DocumentArtifacts, PassageIndex>();

/**
 * A line that is only a date, a page number or "Table of Contents" is a page's running head or
 * foot (a 10-Q prints its period's date atop every page): the passages after it stay under the
 * heading above it.
 */
const RUNNING_HEAD =
  /^(?:(?:(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}, (?:19|20)\d\d)|(?:page )?\d{1,3}|table of contents)$/i;

/** A block of text ending mid-sentence ("... to bring the product into") and the block after it opening in lower case ("compliance with the decision. In 2024, ...") are one paragraph cut by the page or the markup. */
const OPEN_END = /[^.!?:;"”’)\]\s]\s*$/;
const CONTINUES = /^[a-z]/;
const PROSE = new Set<Block["kind"]>(["paragraph", "list_item"]);

/** The document's blocks with each paragraph cut in two made whole again (the blocks' starts it spans kept). */
function paragraphsOf(markdown: string, blocks: readonly Block[]): { block: Block; ordinal: number; starts: number[] }[] {
  const out: { block: Block; ordinal: number; starts: number[] }[] = [];
  blocks.forEach((block, ordinal) => {
    const last = out[out.length - 1];
    if (
      last &&
      PROSE.has(last.block.kind) &&
      block.kind === "paragraph" &&
      OPEN_END.test(markdown.slice(last.block.textStart, last.block.end)) &&
      CONTINUES.test(markdown.slice(block.textStart, block.end))
    ) {
      last.block = { ...last.block, end: block.end };
      last.starts.push(block.start);
      return;
    }
    out.push({ block, ordinal, starts: [block.start] });
  });
  return out;
}

/** The passage index of a document's artifacts (built once per cached document). */
export function passageIndexOf(artifacts: DocumentArtifacts): PassageIndex {
  const hit = built.get(artifacts);
  if (hit) return hit;
  const { markdown } = artifacts.doc;
  const sections = artifacts.sections();
  const out: IndexedBlock[] = [];
  const byStart = new Map<number, IndexedBlock>();
  const df = new Map<string, number>();
  let s = 0;
  let heading: string | null = null;
  let total = 0;
  for (const { block, ordinal, starts } of paragraphsOf(markdown, artifacts.doc.blocks)) {
    while (s < sections.length && (sections[s] as Section).end <= block.start) {
      s++;
      heading = null;
    }
    const section = s < sections.length && (sections[s] as Section).start <= block.start ? (sections[s] as Section) : null;
    const text = markdown.slice(block.textStart, block.end);
    if (
      block.kind === "heading" ||
      (block.kind === "paragraph" && text.length < 90 && !/[.:;]\s*$/.test(text) && /^[*_]*[A-Z]/.test(text))
    ) {
      const title = text.replace(/[*_#]/g, "").trim();
      // A release or an exhibit has no items: its headings ("Financial Targets") still head the passages under them.
      if (block.start !== section?.start && !RUNNING_HEAD.test(title)) heading = title;
    }
    const stems = wordsOf(text).map(stem);
    const tf = new Map<string, number>();
    for (const st of stems) tf.set(st, (tf.get(st) ?? 0) + 1);
    for (const st of tf.keys()) df.set(st, (df.get(st) ?? 0) + 1);
    total += stems.length;
    const previous = out[out.length - 1];
    const leadIn = block.kind === "table" && previous?.block.kind === "paragraph" ? previous : null;
    const indexed = { block, ordinal, text, section, heading, tf, stems, length: stems.length, leadIn };
    out.push(indexed);
    for (const start of starts) byStart.set(start, indexed);
  }
  const index = { blocks: out, byStart, df, avgLength: out.length ? total / out.length : 1 };
  built.set(artifacts, index);
  return index;
}
