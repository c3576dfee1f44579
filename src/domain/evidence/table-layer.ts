import type { FilingMeta } from "../../model/index.js";
import type { FilingTable, TableRow } from "../../parse/document/index.js";
import type { DocumentArtifacts } from "../documents/index.js";
import { citationOf, NO_EXTRAS, type Candidate, type CellCitation } from "./evidence-item.js";
import type { EvidenceLayer } from "./evidence-layer.js";
import { idfOf, passageScore, type ScoringContext } from "./passage-score.js";
import type { PlanPlacer } from "./plan-weights.js";
import { stem, wordsOf, type QuestionTerms } from "./question-terms.js";

/** Rows kept per table: a question about one line of a statement rarely needs the next five. */
const ROWS_PER_TABLE = 2;
/** A row whose own words match counts fully; one matched only through its table's caption and headings, less. */
const OWN_MATCH = 1;
const CONTEXT_ONLY = 0.45;
const TOTAL_ROW = 1.15;

export interface TableLayerResult {
  readonly candidates: Candidate[];
  readonly searchedTables: string[];
}

const counts = (words: readonly string[]) => {
  const tf = new Map<string, number>();
  for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
  return tf;
};

/**
 * Rows of the tables in the planned sections that match the question, read in their table's
 * context (caption and column headings): numeric rows and text rows (a 10b5-1 arrangements
 * table, a production summary) alike. An item is the row as the markdown shows it (one line of the
 * table), with every value cell cited: column, number, unit, scale, offsets and, when the filer
 * tagged it, the iXBRL fact id and concept.
 */
export function tableLayer(
  filing: FilingMeta,
  document: string,
  artifacts: DocumentArtifacts,
  placer: PlanPlacer,
  context: ScoringContext,
): TableLayerResult {
  const markdown = artifacts.doc.markdown;
  // Every table is read: a figure's table often sits in a note outside the plan; the plan still weighs where it sits.
  const tables = artifacts.tables();
  const titles = new Map(artifacts.sections().map((s) => [s.key, s.title] as const));
  const out: Candidate[] = [];
  for (const t of tables) {
    // Rows of text above the first row of numbers are the table's headings when the parser found none ("Period | Total Number of Shares Purchased | Average Price Paid Per Share").
    const firstValue = t.rows.findIndex((row) => row.cells.some((c) => c.value !== null) && !namesColumns(row));
    const headingRows =
      firstValue > 0 ? t.rows.slice(0, firstValue).filter((row) => namesColumns(row) || row.cells.every((c) => c.kind === "text")) : [];
    const headings = headingRows.map((row) => `${row.label} ${row.cells.map((c) => c.text).join(" ")}`).join(" ");
    const headingOf = columnHeadings(headingRows);
    // A table without a caption is named by its heading row's label ("Average revenue per car | 2025 | 2024").
    const caption =
      t.caption ??
      (headingRows
        .map((row) => row.label.trim())
        .filter((label) => label.length > 0)
        .join(": ") ||
        null);
    // A table reads in its caption, column headings and the sentence introducing it ("Subscription revenue by reportable segment was as follows:").
    const contextStems = wordsOf(`${t.caption ?? ""} ${t.columns.map((c) => c.label).join(" ")} ${headings} ${leadIn(markdown, t)}`).map(
      stem,
    );
    const rows = t.rows.filter((row) => row.cells.length > 0 && !headingRows.includes(row));
    const captionFit = captionFitOf(context.terms, t.caption);
    const notes = rows.some((row) => LABEL_MARK.test(row.label)) ? notesAfter(markdown, t) : NO_NOTES;
    const subjects = rows.map((row) => namesSubject(context, row.label, contextStems));
    const exhibitsAsked = context.terms.stems.includes(EXHIBIT);
    const askedYears = context.terms.years.length > 0 ? context.terms.years : filing.fiscalYear ? [filing.fiscalYear] : [];
    // A row labelled with the part the question names ("Services" of a gross margin table): the total row states another figure.
    const parts = context.terms.figure
      ? rows
          .filter((row) => !/^total\b/i.test(row.label) && row.cells.some((c) => c.value !== null) && labelIsAsked(context, row.label))
          .map((row) => labelStemsOf(row.label))
      : [];
    const scored = rows
      .map((row, i) => {
        // A row reads in its table's context: "Total" under "Issuer purchases" is the total repurchased.
        const own = withoutNegated(
          wordsOf(
            `${row.group ?? ""} ${row.label} ${notes.get(LABEL_MARK.exec(row.label)?.[1] ?? "") ?? ""} ${row.cells
              .filter((c) => c.kind === "text")
              .map((c) => c.text)
              .join(" ")}`,
          ),
        ).map(stem);
        const ownScore = passageScore(context, own, counts(own));
        const all = [...own, ...contextStems];
        const inContext = passageScore(context, all, counts(all));
        const score =
          (ownScore > 0 ? OWN_MATCH : BARE_TOTAL.test(row.label) ? TOTAL_ONLY : CONTEXT_ONLY) *
          inContext *
          captionFit *
          rowKind(row.label, subjects[i]!, parts, all, context) *
          cellAnswer(context, row.label, own, contextStems) *
          (context.terms.figure && row.cells.every((c) => c.value === null) ? NO_VALUE_ROW : 1) *
          (context.terms.amountAsked && (sharesOnly(row) || unitsRow(row, context.terms)) ? SHARES_ONLY : 1) *
          groupYearWeight(row.group, askedYears) *
          (exhibitsAsked ? 1 : exhibitRowWeight(row));
        return { row, score };
      })
      .filter((x) => x.score > 0);
    const extreme = extremeRowOf(t, rows, context.terms);
    const kept = scored
      .map((x) => (x.row === extreme ? { ...x, score: x.score * EXTREME_ROW } : x))
      .sort((a, b) => b.score - a.score)
      .slice(0, ROWS_PER_TABLE);
    for (const { row, score } of kept) {
      const line = rowLine(markdown, t, row);
      if (!line) continue;
      out.push({
        ...citationOf(filing, document),
        ...NO_EXTRAS,
        layer: "tables",
        score: score * placer.weight(t.sectionKey, t.caption, "table_row", line.end - line.start),
        section: t.sectionKey,
        section_title: t.sectionKey ? (titles.get(t.sectionKey) ?? null) : null,
        // A row under a group heading ("United States" under "Net production of crude oil") sits under both.
        subsection: row.group ? (caption ? `${caption}: ${row.group}` : row.group) : caption,
        read_plan: placer.placeOf(t.sectionKey),
        text: markdown.slice(line.start, line.end),
        start: line.start,
        end: line.end,
        table_id: t.tableId,
        cells: row.cells.map((c) => cellOf(t, row, c, headingOf)),
      });
    }
  }
  return { candidates: out, searchedTables: tables.map((t) => t.tableId) };
}

/** The row a question asking the most or least of many picks out: the answer itself, not one of its peers. */
const EXTREME_ROW = 2;
/** Fewer rows than this are no field to pick the most from. */
const EXTREME_FIELD = 3;

/**
 * Asked which had the most (or least) of a figure ("which director got the most withheld votes"),
 * the row holding the largest (smallest) value in the column the question names most words of
 * ("Votes Withheld" over "Votes For"); null when no column is named or too few rows compete.
 */
function extremeRowOf(t: FilingTable, rows: readonly TableRow[], terms: QuestionTerms): TableRow | null {
  if (terms.extremeAsked === null) return null;
  const asked = new Set(terms.stems);
  const named = t.columns.map((col) => ({
    col,
    n: new Set(
      wordsOf(col.label)
        .map(stem)
        .filter((s) => asked.has(s)),
    ).size,
  }));
  const most = Math.max(0, ...named.map((x) => x.n));
  const columns = named.filter((x) => x.n === most);
  if (most === 0 || columns.length !== 1) return null;
  const index = columns[0]!.col.index;
  const field = rows
    .map((row) => ({ row, value: row.cells.find((c) => c.column === index)?.value ?? null }))
    .filter((x): x is { row: TableRow; value: number } => x.value !== null && !/^total\b/i.test(x.row.label));
  if (field.length < EXTREME_FIELD) return null;
  const sign = terms.extremeAsked === "most" ? 1 : -1;
  return field.reduce((best, x) => (sign * x.value > sign * best.value ? x : best)).row;
}

/** A label's word after "not" ("Capital investments accrued but not yet paid", "not designated as hedges") says what the row is not. */
function withoutNegated(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === "not") i += words[i + 1] === "yet" ? 2 : 1;
    else out.push(words[i]!);
  }
  return out;
}

/**
 * A row naming the columns though its cells read as numbers: model numbers or years over the
 * columns end in a "Total" column ("| 100 | 200 | 300 | Total |"); no row of figures holds that word.
 */
const namesColumns = (row: TableRow) =>
  row.cells.some((c) => c.kind === "text" && /^total$/i.test(c.text.trim())) ||
  // "Average revenue per car | 2025 | 2024 | Change": years over the columns, no figure among them.
  (row.cells.some((c) => c.value !== null) && row.cells.every((c) => c.value === null || /^(?:19|20)\d\d$/.test(c.text.trim())));

/**
 * Whether a row's label names the question's subject beyond what its table is about: a question
 * word in the label that the caption, headings and lead-in do not hold ("Services" in a gross
 * margin table asked for Services gross margin).
 */
function namesSubject(ctx: ScoringContext, label: string, contextStems: readonly string[]): boolean {
  const inContext = new Set(contextStems);
  const labelStems = wordsOf(label.replace(/\([^)]*\)/g, " "))
    .filter((w) => !/\d/.test(w) && !LABEL_NOISE.test(w))
    .map(stem);
  return labelStems.some(
    (s) =>
      !inContext.has(s) &&
      !ctx.terms.periodStems.has(s) &&
      (ctx.terms.stems.includes(s) || [...ctx.terms.alternatives.values()].some((a) => a.includes(s))),
  );
}

const BARE_TOTAL = /^\s*total\s*:?\s*$/i;
/** A row labelled "Total" alone stands for what its table is about (the issuer purchases table's total is the total repurchased), though over the table's span only (a quarter's months). */
const TOTAL_ONLY = 0.7;

/**
 * Asked for a figure, a table captioned with another measure states that measure: "Property and
 * equipment, net by segment" holds a row "North America" as the net sales table does, and "Income
 * before tax by segment" a row "Innovative Medicine". A caption naming measures, none of them asked,
 * weighs its rows down; a caption naming an asked measure or none ("Segment results") is not judged.
 */
const OTHER_MEASURE = 0.7;
const MEASURES = new Set(
  "revenue revenues sales income earnings loss losses expense expenses cost costs assets liabilities property equipment margin margins cash debt borrowings tax taxes depreciation amortization expenditures backlog employees headcount shares dividends impairment goodwill inventories inventory receivable receivables payable payables obligations leases compensation volume volumes deliveries production units customers members subscribers stores"
    .split(" ")
    .map(stem),
);
export function captionFitOf(terms: QuestionTerms, caption: string | null): number {
  if (!terms.figure || !caption) return 1;
  const named = wordsOf(caption)
    .map(stem)
    .filter((s) => MEASURES.has(s));
  if (named.length === 0) return 1;
  const asked = new Set([...terms.stems, ...terms.synonyms, ...[...terms.alternatives.values()].flat()]);
  return named.some((s) => asked.has(s)) ? 1 : OTHER_MEASURE;
}

/** A row naming the asked subject (a segment, a product line) is the answer over its table's other rows. */
const SUBJECT_ROW = 1.3;
/**
 * A total row answers for the table's whole ("Total" under "Issuer purchases" is the total
 * repurchased), but not when the question names a part the total row does not hold: asked for
 * one segment, the segment's row states it, the total a different figure.
 */
function rowKind(
  label: string,
  subject: boolean,
  parts: readonly (readonly string[])[],
  all: readonly string[],
  ctx: ScoringContext,
): number {
  if (subject) return SUBJECT_ROW;
  if (!/^total\b/i.test(label)) return 1;
  // A row of the table names the asked part with a word the total's label lacks ("Services" beside "Total gross margin"): that row states it.
  const own = new Set(labelStemsOf(label));
  if (parts.some((p) => p.some((s) => !own.has(s)))) return PART_ASKED;
  const have = new Set(all);
  const partMissing = ctx.terms.stems.some(
    (s) => !ctx.terms.periodStems.has(s) && !have.has(s) && !(ctx.terms.alternatives.get(s) ?? []).some((a) => have.has(a)),
  );
  return partMissing ? PART_ASKED : TOTAL_ROW;
}
const PART_ASKED = 0.85;

/**
 * Asked for an amount ("Fabric & Home Care net sales"), a row whose every value is a percentage (the
 * segment's share of net sales, its change) states another measure of the same subject.
 */
const SHARES_ONLY = 0.6;
/** A row counting units ("Widget unit sales", "units shipped") answers no amount of money asked of the same product. */
const UNITS_LABEL = /\bunit (?:sales|shipments|volumes?)\b|\bunits (?:sold|shipped|delivered)\b/i;
const unitsRow = (row: TableRow, terms: QuestionTerms) => terms.counted.length === 0 && UNITS_LABEL.test(row.label);
const sharesOnly = (row: TableRow) => {
  const values = row.cells.filter((c) => c.value !== null && c.text.trim() !== "—" && c.text.trim() !== "-");
  return values.length > 0 && values.every((c) => c.percent || c.unit === "percent");
};

/**
 * A row under a year's group heading ("2023" over its "Deliveries" row, the asked year's rows
 * above it) states that year's figure: the same label under the asked year states the answer.
 */
const OTHER_YEAR_GROUP = 0.8;
const GROUP_YEAR = /^(?:fiscal(?: year)?\s*)?((?:19|20)\d\d)$/i;
function groupYearWeight(group: string | null | undefined, askedYears: readonly number[]): number {
  const year = GROUP_YEAR.exec(group?.trim() ?? "")?.[1];
  return year && askedYears.length > 0 && !askedYears.includes(Number(year)) ? OTHER_YEAR_GROUP : 1;
}

/**
 * A row of an exhibit index ("10.2 | Form of Widget Award Agreement | Filed herewith") names a
 * document, it says nothing of its terms: the exhibit's own text does. Only a question asking
 * for exhibits is answered by it.
 */
const EXHIBIT_ROW = 0.4;
const EXHIBIT = stem("exhibit");
const EXHIBIT_NUMBER = /^\d{1,3}(?:\.\d{1,3})*(?:\.[A-Z]{2,3})?[*†#]*$/;
/** The exhibit's number is the row's label or, when the label is empty, its first cell (read as a number). */
const exhibitRowWeight = (row: TableRow) =>
  EXHIBIT_NUMBER.test((row.label.trim() || row.cells[0]?.text.trim()) ?? "") &&
  row.cells.some((c) => c.kind === "text" && wordsOf(c.text).length >= 3)
    ? EXHIBIT_ROW
    : 1;

/** Asked for a figure, a row without a number (a heading row repeating the column titles) states none. */
const NO_VALUE_ROW = 0.6;
/** A row naming the asked subject in a table whose headings name the asked measure states the figure. */
const CELL_ANSWER = 1.6;
const CELL_COVERAGE = 0.7;
const LABEL_NOISE = /^(?:total|net|other|and|of|the|in|for|from|a|an)$/;

/**
 * Asked for a figure, a row states it when its label is the question's subject (every word of the
 * label is one of the question's, "North America" for "North America segment net sales") and the
 * row with its table's caption, lead-in and column headings holds most of the question's weight
 * ("Net Sales"): it beats a neighbouring table's row of the same label ("Operating income by segment").
 */
/** Every word of a row's label (its unit or note in parentheses aside) is one of the question's: "North America" for "North America segment net sales". */
function labelIsAsked(ctx: ScoringContext, label: string): boolean {
  const asked = new Set([...ctx.terms.stems, ...[...ctx.terms.alternatives.values()].flat()]);
  const labelStems = labelStemsOf(label);
  return labelStems.length > 0 && labelStems.every((s) => asked.has(s));
}
/** A label's words as stems: a unit or note in parentheses ("Cards (M)", "Total employees (average)") is not its subject. */
const labelStemsOf = (label: string) =>
  wordsOf(label.replace(/\([^)]*\)/g, " "))
    .filter((w) => !/\d/.test(w) && !LABEL_NOISE.test(w))
    .map(stem);

function cellAnswer(ctx: ScoringContext, label: string, own: readonly string[], contextStems: readonly string[]): number {
  const terms = ctx.terms;
  if (!terms.figure || !labelIsAsked(ctx, label)) return 1;
  const have = new Set([...own, ...contextStems]);
  let weight = 0;
  let covered = 0;
  for (const st of terms.stems) {
    if (terms.periodStems.has(st)) continue;
    const w = idfOf(ctx, st);
    weight += w;
    if (have.has(st) || (terms.alternatives.get(st) ?? []).some((a) => have.has(a))) covered += w;
  }
  return weight > 0 && covered / weight >= CELL_COVERAGE ? CELL_ANSWER : 1;
}

/** A note's mark: "[b]", "(1)", "*". */
const MARK = String.raw`(\[[a-z\d]{1,2}\]|\([a-z\d]{1,2}\)|\*{1,3})`;
/** A row label's note mark: "Parcels [b]", "Stores (1)", "Members*". */
const LABEL_MARK = new RegExp(`${MARK}\\s*$`, "i");
/** The mark opening a note printed under a table. */
const NOTE_MARK = new RegExp(`^${MARK}`, "i");
/** How far after a table (past the tables printed right after it) its notes are looked for. */
const NOTES_AFTER = 4000;

/**
 * The notes printed under a table or under the tables right after it, by their mark ("[b] For
 * parcel shipments, each crate or pallet counts as one shipment."): a row labelled with the mark
 * ("Parcels [b]") counts what its note says. The first paragraph of prose ends them.
 */
function notesAfter(markdown: string, t: FilingTable): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const line of markdown.slice(t.end, t.end + NOTES_AFTER).split("\n")) {
    const text = line.trim();
    if (text.length === 0 || text.startsWith("|")) continue;
    const mark = NOTE_MARK.exec(text)?.[1];
    if (!mark) break;
    if (!out.has(mark)) out.set(mark, text.slice(mark.length));
  }
  return out;
}
const NO_NOTES: ReadonlyMap<string, string> = new Map();

/** How far before a table its introducing sentence is looked for. */
const LEAD_IN = 300;

/** The last line of text before a table (its introducing sentence or heading), when it is not another table's row. */
function leadIn(markdown: string, t: FilingTable): string {
  const before = markdown
    .slice(Math.max(0, t.start - LEAD_IN), t.start)
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const last = before[before.length - 1] ?? "";
  return last.startsWith("|") ? "" : last.replace(/^#+\s*/, "");
}

/** The markdown line showing a row: from the line start before its first cell to the line end after its last. */
function rowLine(markdown: string, t: FilingTable, row: TableRow): { start: number; end: number } | null {
  const first = row.cells[0];
  const last = row.cells[row.cells.length - 1];
  if (!first || !last) return null;
  const start = Math.max(t.start, markdown.lastIndexOf("\n", first.start) + 1);
  const nl = markdown.indexOf("\n", last.end);
  const end = Math.min(t.end, nl < 0 ? markdown.length : nl);
  return end > start ? { start, end } : null;
}

/** The heading rows' text over each column, top to bottom ("Owned", "Leased"): names for the columns the parser left unnamed. */
function columnHeadings(headingRows: readonly TableRow[]): ReadonlyMap<number, string> {
  const out = new Map<number, string>();
  for (const h of headingRows)
    for (const c of h.cells) {
      const text = c.text.trim();
      if (text.length > 0) out.set(c.column, out.has(c.column) ? `${out.get(c.column)} ${text}` : text);
    }
  return out;
}

function cellOf(t: FilingTable, row: TableRow, c: TableRow["cells"][number], headingOf: ReadonlyMap<number, string>): CellCitation {
  const column = t.columns.find((col) => col.index === c.column);
  return {
    table_id: t.tableId,
    row_label: row.label,
    // A column the parser left unnamed is named by the heading rows read above the figures.
    column_label: column?.label || (headingOf.get(c.column) ?? ""),
    text: c.text,
    value: c.value,
    scaled_value: c.scaledValue,
    unit: c.unit,
    fact_id: c.factId,
    concept: c.concept,
    start: c.start,
    end: c.end,
  };
}

/** Rows of the primary document's data tables, cell by cell (tableLayer). */
export const TABLES_LAYER: EvidenceLayer = {
  name: "tables",
  needs: (read) => read.primary !== null && read.found.context !== null,
  async read({ filing, primary, placer, found }) {
    if (!primary || !found.context) return { consulted: [], candidates: [] };
    const tables = tableLayer(filing, primary.file.name, primary.artifacts, placer, found.context);
    return { consulted: ["tables"], candidates: tables.candidates, found: { searchedTables: tables.searchedTables } };
  },
};
