import type { ExtractionDocument } from "../extractions/extraction-document.js";
import { proseRuns, splitSentences } from "../extractions/text/sentences.js";
import { citation, priorYearOf, type KpiCitation, type KpiPeriod, type RowDraft } from "./driver-row.js";
import { textContextOf, type KpiFiling } from "./kpi-filing.js";
import { topicsNamedIn } from "./kpi-topics.js";
import type { TextContext } from "./text-context.js";
import { textKpis, type TextKpi } from "./text-kpis.js";

/** What a sentence is read against: the filing's period, its year to date (a 10-Q's), and the text context. */
export interface TextBase {
  readonly period: KpiPeriod;
  readonly yearToDate: KpiPeriod | null;
  readonly context: TextContext;
}

/**
 * Rows from one sentence (of a filing or of a transcript turn): its values for the filing's
 * period or its year to date (values of earlier periods are not rows), each with its segment
 * and the prior value the same sentence gives it. Every row cites the whole sentence; the
 * value as written is `value_text`, found in it.
 */
export function rowsOfText(text: string, cite: KpiCitation, base: TextBase): RowDraft[] {
  const found = textKpis(text, base.context);
  const rows: RowDraft[] = [];
  for (const [i, hit] of found.entries()) {
    if (hit.prior) continue;
    const prior = found.slice(i + 1).find((p: TextKpi) => p.prior && p.topic === hit.topic && p.unit === hit.unit && p.segment === hit.segment);
    // A year to date without its dates (a call, or a 10-Q without six-month facts) keeps the period and says so.
    const period = hit.span === "ytd" ? (base.yearToDate ?? base.period) : base.period;
    rows.push({
      topic: hit.topic,
      kpi_name: hit.kpiName,
      value: hit.value,
      value_text: hit.text,
      numeric: true,
      unit: hit.unit,
      period,
      segment: hit.segment,
      dimensions: {},
      source: cite,
      note: hit.span === "ytd" ? "stated for the fiscal year to date" : null,
      prior_year: prior ? priorYearOf(hit.value, prior.value, null, cite) : null,
    });
  }
  return rows;
}

/** A sentence mentioning a topic without a number, for `include_non_numeric`. */
export function qualitativeRows(text: string, cite: KpiCitation, base: Pick<TextBase, "period">): RowDraft[] {
  return topicsNamedIn(text).map((topic) => ({ topic, kpi_name: null, value: null, value_text: text, numeric: false, unit: null, period: base.period, segment: null, dimensions: {}, source: cite }));
}

/**
 * Rows from the sentences of the filing document's prose (paragraphs and list items; tables
 * are read cell by cell elsewhere). A row cites its sentence by offsets in the stored
 * markdown, its text exactly that slice.
 */
export function sentenceRows(k: KpiFiling, includeNonNumeric: boolean): RowDraft[] {
  if (!k.artifacts) return [];
  const { doc } = k.artifacts;
  const asRead: ExtractionDocument = { sourceType: "filing", kind: "primary", form: k.filing.form, name: k.document, markdown: doc.markdown, blocks: doc.blocks, sections: [], tables: [] };
  const sections = k.artifacts.sections();
  const sectionAt = (offset: number) => sections.find((s) => s.start <= offset && offset < s.end)?.key ?? null;
  const base: TextBase = { period: k.period, yearToDate: k.yearToDate, context: textContextOf(k) };
  const rows: RowDraft[] = [];
  for (const run of proseRuns(asRead, 0, doc.markdown.length)) {
    for (const s of splitSentences(doc.markdown, run.start, run.end)) {
      const cite = citation("sentence", k.document, { accession: k.filing.accession, url: k.url, section: sectionAt(s.start), start: s.start, end: s.end, text: s.text });
      const found = rowsOfText(s.text, cite, base);
      rows.push(...found);
      if (includeNonNumeric && found.length === 0) rows.push(...qualitativeRows(s.text, cite, k));
    }
  }
  return rows;
}
