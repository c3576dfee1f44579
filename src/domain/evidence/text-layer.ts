import type { FilingMeta } from "../../model/index.js";
import type { StoredTextHit } from "../../store/index.js";
import type { DocumentArtifacts } from "../documents/index.js";
import { citationOf, NO_EXTRAS, type Candidate } from "./evidence-item.js";
import type { EvidenceLayerName } from "./evidence-item.js";
import { passageIndexOf, type IndexedBlock } from "./passage-index.js";
import { numberWeight, passageScore, type ScoringContext } from "./passage-score.js";
import { passageWindow } from "./passage-window.js";
import type { PlanPlacer } from "./plan-weights.js";
import { stem, wordsOf, type QuestionTerms } from "./question-terms.js";

export interface TextLayerInput {
  readonly filing: FilingMeta;
  /** The primary document: its name and artifacts. */
  readonly document: string;
  readonly artifacts: DocumentArtifacts;
  readonly placer: PlanPlacer;
  readonly terms: QuestionTerms;
  readonly expansion: readonly string[];
  /** Hits of the filing's full-text index (all its documents). */
  readonly indexHits: readonly StoredTextHit[];
  /** Layer name of passages inside the plan (`sections`, or `related_filings` for a peer's filing). */
  readonly planLayer: EvidenceLayerName;
  readonly outsideLayer: EvidenceLayerName;
}

export interface TextLayerResult {
  readonly candidates: Candidate[];
  /** Section keys whose blocks were read (planned sections the document has). */
  readonly searchedSections: string[];
  readonly context: ScoringContext;
}

/**
 * Passages of the planned sections (every block of each, read in full) and of the full-text
 * index's hits (anywhere in the filing, exhibits included), scored by text relevance times
 * their place in the read plan. Data tables are left to the table layer, which cites cells; a
 * table of text (two columns of prose, a list of trading arrangements) is read as a passage.
 */
/** A table's words found only in the paragraph introducing it count for less than its own. */
const LEAD_IN_WEIGHT = 0.7;

export function textLayer(input: TextLayerInput): TextLayerResult {
  const index = passageIndexOf(input.artifacts);
  const context: ScoringContext = {
    terms: input.terms,
    expansion: input.expansion,
    df: index.df,
    blocks: index.blocks.length,
    avgLength: index.avgLength,
  };
  const out: Candidate[] = [];
  const seen = new Set<number>();
  const searched = new Set<string>();
  const dataTables = new Set(input.artifacts.tables().map((t) => t.start));
  // A table of text (an outlook's "Earnings per share | $10.85 to $11.15") reads with the paragraph before it, which says what it is ("updated fiscal 2023 targets for ...").
  const leadInScore = (b: IndexedBlock) => {
    const lead = b.leadIn;
    if (!lead) return 0;
    const stems = [...b.stems, ...lead.stems];
    const tf = new Map(b.tf);
    for (const [st, n] of lead.tf) tf.set(st, (tf.get(st) ?? 0) + n);
    return LEAD_IN_WEIGHT * passageScore(context, stems, tf);
  };
  const take = (b: IndexedBlock, layer: EvidenceLayerName) => {
    if ((b.block.kind === "table" && dataTables.has(b.block.start)) || seen.has(b.block.start)) return;
    seen.add(b.block.start);
    const relevance = Math.max(passageScore(context, b.stems, b.tf), leadInScore(b));
    if (relevance <= 0) return;
    const section = b.section?.key ?? null;
    const w = input.placer.weight(section, b.heading, b.block.kind, b.text.length);
    const win = passageWindow(b.text, input.terms);
    out.push({
      ...citationOf(input.filing, input.document),
      ...NO_EXTRAS,
      layer,
      score: relevance * w * numberWeight(context, b.text),
      section,
      section_title: b.section?.title ?? null,
      subsection: b.heading,
      read_plan: input.placer.placeOf(section),
      text: b.text.slice(win.start, win.end),
      start: b.block.textStart + win.start,
      end: b.block.textStart + win.end,
    });
  };
  for (const b of index.blocks) {
    const key = b.section?.key ?? null;
    if (input.placer.placeOf(key) === "outside") continue;
    if (key) searched.add(key);
    take(b, input.planLayer);
  }
  const byStart = index.byStart;
  for (const h of input.indexHits) {
    if (h.document === input.document) {
      const b = byStart.get(h.start);
      if (b) take(b, input.placer.placeOf(b.section?.key ?? null) === "outside" ? input.outsideLayer : input.planLayer);
      continue;
    }
    // An exhibit: scored on its own words, with the primary document's block frequencies.
    const stems = wordsOf(h.text).map(stem);
    const tf = new Map<string, number>();
    for (const st of stems) tf.set(st, (tf.get(st) ?? 0) + 1);
    const relevance = passageScore(context, stems, tf);
    if (relevance <= 0 || h.kind === "table") continue;
    const win = passageWindow(h.text, input.terms);
    out.push({
      ...citationOf(input.filing, h.document),
      ...NO_EXTRAS,
      layer: input.outsideLayer,
      score: relevance * input.placer.weight(h.sectionKey, null, h.kind, h.text.length) * numberWeight(context, h.text),
      section: h.sectionKey,
      section_title: h.sectionTitle,
      read_plan: input.placer.placeOf(h.sectionKey),
      text: h.text.slice(win.start, win.end),
      start: h.textStart + win.start,
      end: h.textStart + win.end,
    });
  }
  return { candidates: out, searchedSections: [...searched], context };
}
