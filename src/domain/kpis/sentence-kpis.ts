import { type ExtractionDocument, proseRuns, splitSentences } from "../extractions/index.js";
import { citation, priorYearOf, type KpiCitation, type KpiPeriod, type RowDraft } from "./driver-row.js";
import { textContextOf, type KpiFiling } from "./kpi-filing.js";
import { topicsNamedIn } from "./kpi-topics.js";
import { paragraphSubject, unitOpening, type TextContext } from "./text-context.js";
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
    const prior = found
      .slice(i + 1)
      .find((p: TextKpi) => p.prior && p.topic === hit.topic && p.unit === hit.unit && p.segment === hit.segment);
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
  return topicsNamedIn(text).map((topic) => ({
    topic,
    kpi_name: null,
    value: null,
    value_text: text,
    numeric: false,
    unit: null,
    period: base.period,
    segment: null,
    dimensions: {},
    source: cite,
  }));
}

/**
 * Rows from the sentences of the filing document's prose (paragraphs and list items; tables
 * are read cell by cell elsewhere). A row cites its sentence by offsets in the stored
 * markdown, its text exactly that slice.
 */
export function sentenceRows(k: KpiFiling, includeNonNumeric: boolean): RowDraft[] {
  if (!k.artifacts) return [];
  const { doc } = k.artifacts;
  const asRead: ExtractionDocument = {
    sourceType: "filing",
    kind: "primary",
    form: k.filing.form,
    name: k.document,
    markdown: doc.markdown,
    blocks: doc.blocks,
    sections: [],
    tables: [],
  };
  const sections = k.artifacts.sections();
  const sectionAt = (offset: number) => sections.find((s) => s.start <= offset && offset < s.end)?.key ?? null;
  const base: TextBase = { period: k.period, yearToDate: k.yearToDate, context: textContextOf(k) };
  const rows: RowDraft[] = [];
  const headings = doc.blocks.filter((b) => b.kind === "heading");
  // The unit code that opened the last prose run, and where (a unit's review: "<CODE> loss from operations ...").
  let unit: { name: string; end: number } | null = null;
  for (const run of acrossPageFurniture(doc.markdown, proseRuns(asRead, 0, doc.markdown.length))) {
    const sentences = splitSentences(doc.markdown, run.start, run.end);
    // A paragraph reviewing one part of the business ("<Region> revenues decreased ...") gives its comparable sales that part.
    const reviewed = sentences[0] ? paragraphSubject(sentences[0].text, k.filing.company) : null;
    for (const s of sentences) {
      const cite = citation(k.release ? "release_sentence" : "sentence", k.document, {
        accession: k.filing.accession,
        url: k.url,
        section: sectionAt(s.start),
        start: s.start,
        end: s.end,
        text: s.text,
      });
      // Page furniture inside a sentence ("(Continued)" between its halves) is read as one space; the citation keeps the slice, where each value's text still is.
      const found = rowsOfText(s.text.replace(FURNITURE_IN_TEXT, " "), cite, base).map((r) =>
        r.topic === "backlog" && r.segment === null && unit !== null && underTopicHeading(doc.markdown, headings, unit.end, s.start)
          ? { ...r, segment: unit.name }
          : r.topic === "comparable_sales" && r.segment === null && reviewed !== null
            ? { ...r, segment: reviewed }
            : r,
      );
      rows.push(...found);
      if (includeNonNumeric && found.length === 0) rows.push(...qualitativeRows(s.text, cite, k));
    }
    const opener = sentences[0] ? unitOpening(sentences[0].text) : null;
    unit = opener ? { name: opener, end: run.end } : unit;
  }
  return rows;
}

/** A page header or footer left in the text: "(Continued)", "Notes to ... (Continued)", "continued on next page". */
const FURNITURE_LINE =
  /^(?:#{1,6}\s+)?(?:[^\n]{0,100}\(continued\)|\(?continued(?: (?:from|on) (?:the )?(?:previous|next|following) page)?\)?)\s*$/i;
const FURNITURE_IN_TEXT = /\n+\s*(?:#{1,6}\s+)?(?:[^\n]{0,100}\(continued\)|\(?continued\)?)\s*\n+/gi;

/**
 * Prose runs with a sentence cut by page furniture made whole again: a run that ends without a
 * full stop (after dropping a trailing "(Continued)") joins the next when only page furniture
 * stands between them and the next starts in lower case.
 */
export function acrossPageFurniture(markdown: string, runs: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last) {
      const between = markdown.slice(last.end, run.start);
      const lines = markdown.slice(last.start, last.end).trimEnd().split("\n");
      // A trailing furniture line of the run itself, then what stands between the runs: only furniture and blank lines.
      while (lines.length > 1 && FURNITURE_LINE.test((lines.at(-1) as string).trim())) lines.pop();
      const furnitureOnly = between.split("\n").every((l) => l.trim() === "" || FURNITURE_LINE.test(l.trim()));
      const hadFurniture = lines.join("\n").length < markdown.slice(last.start, last.end).trimEnd().length || /\S/.test(between);
      if (hadFurniture && furnitureOnly && !/[.?!:;"”)]$/.test(lines.join("\n").trimEnd()) && /^[a-z]/.test(markdown.charAt(run.start))) {
        out[out.length - 1] = { start: last.start, end: run.end };
        continue;
      }
    }
    out.push({ ...run });
  }
  return out;
}

/** Whether the nearest heading before `at` comes after `from` and names only a topic ("Backlog"): a subsection of the unit reviewed just before. */
function underTopicHeading(
  markdown: string,
  headings: readonly { start: number; end: number; textStart: number }[],
  from: number,
  at: number,
): boolean {
  const before = headings.filter((x) => x.end <= at);
  const h = before.at(-1);
  // The topic heading is the first heading after the unit's run: no other section began between.
  if (!h || h.start < from || (before.at(-2)?.start ?? -1) >= from) return false;
  const title = markdown.slice(h.textStart, h.end).trim();
  return topicsNamedIn(title).length > 0 && title.split(/\s+/).length <= 3;
}
