import type { ExtractionDocument } from "../extractions/extraction-document.js";
import { proseRuns, splitSentences } from "../extractions/text/sentences.js";
import { citation, type KpiCitation, type RowDraft } from "./driver-row.js";
import type { KpiFiling } from "./kpi-filing.js";
import { topicsNamedIn } from "./kpi-topics.js";
import { textKpis, type TextKpi } from "./text-kpis.js";

/**
 * Rows from one sentence (of a filing or of a transcript turn): its current values, each with
 * the prior value the same sentence compares it to. Every row cites the whole sentence; the
 * value as written is `value_text`, found in it.
 */
export function rowsOfText(text: string, cite: KpiCitation, base: Pick<RowDraft, "period">): RowDraft[] {
  const found = textKpis(text);
  const rows: RowDraft[] = [];
  for (const [i, hit] of found.entries()) {
    if (hit.prior) continue;
    const prior = found.slice(i + 1).find((p: TextKpi) => p.prior && p.topic === hit.topic && p.unit === hit.unit);
    rows.push({
      topic: hit.topic,
      kpi_name: hit.kpiName,
      value: hit.value,
      value_text: hit.text,
      numeric: true,
      unit: hit.unit,
      period: base.period,
      segment: null,
      dimensions: {},
      source: cite,
      prior_year: prior
        ? { value: prior.value, period_end: null, change: Number((hit.value - prior.value).toPrecision(12)), change_pct: prior.value === 0 ? null : Number((((hit.value - prior.value) / Math.abs(prior.value)) * 100).toFixed(2)), source: cite }
        : null,
    });
  }
  return rows;
}

/** A sentence mentioning a topic without a number, for `include_non_numeric`. */
export function qualitativeRows(text: string, cite: KpiCitation, base: Pick<RowDraft, "period">): RowDraft[] {
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
  const rows: RowDraft[] = [];
  for (const run of proseRuns(asRead, 0, doc.markdown.length)) {
    for (const s of splitSentences(doc.markdown, run.start, run.end)) {
      const cite = citation("sentence", k.document, { accession: k.filing.accession, url: k.url, section: sectionAt(s.start), start: s.start, end: s.end, text: s.text });
      const found = rowsOfText(s.text, cite, k);
      rows.push(...found);
      if (includeNonNumeric && found.length === 0) rows.push(...qualitativeRows(s.text, cite, k));
    }
  }
  return rows;
}
