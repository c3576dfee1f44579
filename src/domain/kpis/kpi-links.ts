import type { KpiCitation, RowDraft } from "./driver-row.js";

/**
 * One KPI stated in several places (the 10-K's table, its prose, the earnings release, the call):
 * one row, the most structured, with the other places in `also_in`. A value the call rounds ("302
 * million" for a table's 301,626 thousand) is the same value within half a percent; a row of the
 * release or the call with the same topic, segment, name and period as the filing's that differs
 * by more is kept, and both notes say so.
 */
export interface LinkedRow {
  readonly row: RowDraft;
  readonly also_in: KpiCitation[];
  readonly differs: string[];
}

/** Rows of prose that repeat a table's amount without its scale ("backlog ... was $521,336", the table "in millions"). */
function unscaledRepeat(r: RowDraft, values: ReadonlySet<string>): boolean {
  if (!isSentence(r) || r.unit !== "USD" || r.value === null || Math.abs(r.value) < 1000) return false;
  return [1e3, 1e6].some((x) => values.has(`${r.topic}|${Number(((r.value as number) * x).toPrecision(6))}`));
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 0.005;

/**
 * Same topic, same value: the first (most structured) row stands and the others are its
 * `also_in`; a rounded restatement from another kind of source links to it both ways; the call
 * stating a different value of the filing's KPI (same topic, segment, name and period) is said in `differs`.
 */
export function linkRows(rows: readonly RowDraft[]): LinkedRow[] {
  const values = new Set(rows.filter((r) => r.value !== null).map((r) => `${r.topic}|${Number((r.value as number).toPrecision(6))}`));
  const kept = new Map<string, LinkedRow>();
  for (const r of rows) {
    if (unscaledRepeat(r, values)) continue;
    // Segments are named differently by facts and captions (a member `<Region>Member`, a caption "<Region> (<ABBR>)"): the value decides.
    const key = `${r.topic}|${r.value === null ? `text:${r.source?.kind}:${r.source?.start}` : Number(r.value.toPrecision(6))}`;
    let same = kept.get(key);
    // The same figure for the whole and for a part ("comps declined N%, and our <Region> stores had negative comps of N%") states two KPIs,
    // in one sentence, or in two documents when one names the part and the other none.
    // Two sentences of one document stating the figure for different subjects ("<Region> ... Comparable store sales decreased N%" and the company's) are two KPIs too.
    const twoSentences = same !== undefined && isSentence(r) && isSentence(same.row) && r.source?.document === same.row.source?.document;
    if (
      same &&
      r.segment !== same.row.segment &&
      r.source &&
      (sameCitation(r.source, same.row.source) ||
        twoSentences ||
        (r.source.document !== same.row.source?.document && (r.segment === null) !== (same.row.segment === null)))
    ) {
      const own = `${key}|${r.segment ?? ""}`;
      same = kept.get(own);
      if (!same) {
        kept.set(own, { row: r, also_in: [], differs: [] });
        continue;
      }
    }
    if (same) {
      const cite = r.source;
      if (cite && !sameCitation(cite, same.row.source) && !same.also_in.some((c) => sameCitation(cite, c))) same.also_in.push(cite);
      continue;
    }
    kept.set(key, { row: r, also_in: [], differs: [] });
  }
  const linked = [...kept.values()];
  const numeric = linked.filter((l) => l.row.value !== null && l.row.source !== null);
  for (const [i, a] of numeric.entries()) {
    for (const b of numeric.slice(i + 1)) {
      const [x, y] = [a.row, b.row];
      if (x.topic !== y.topic || x.unit !== y.unit || x.segment !== y.segment || x.source?.kind === y.source?.kind) continue;
      // Two readings of one document (its table and its prose) link by value only; documents that differ are said to.
      if (close(x.value as number, y.value as number)) {
        a.also_in.push(y.source as KpiCitation);
        b.also_in.push(x.source as KpiCitation);
      } else if (
        origin(x) !== origin(y) &&
        x.kpi_name !== null &&
        y.kpi_name !== null &&
        bareKpiName(x.kpi_name) === bareKpiName(y.kpi_name) &&
        sameSpan(x, y) &&
        near(x.value as number, y.value as number)
      ) {
        b.differs.push(`${kindName(x)} states ${x.value_text ?? x.value} for ${x.kpi_name}`);
        a.differs.push(`${kindName(y)} states ${y.value_text ?? y.value} for ${y.kpi_name}`);
      }
    }
  }
  return linked;
}

/** Values of one KPI that two documents state differently are near each other; far apart (an average per store and the total footage) they are two measures under one generic name. */
function near(a: number, b: number): boolean {
  const [lo, hi] = [Math.min(Math.abs(a), Math.abs(b)), Math.max(Math.abs(a), Math.abs(b))];
  return hi > 0 && lo / hi >= 0.5;
}

function sameCitation(a: KpiCitation, b: KpiCitation | null): boolean {
  return (
    b !== null &&
    a.kind === b.kind &&
    a.document === b.document &&
    a.start === b.start &&
    a.fact_id === b.fact_id &&
    a.table_id === b.table_id &&
    a.row === b.row &&
    a.column === b.column
  );
}

/** A KPI's name without what only words it differently: case, "total", "number of", plurals, footnote marks. */
function bareKpiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(\d+\)|\b(?:total|number of|the|our)\b/g, "")
    .replace(/s\b/g, "")
    .replace(/[^a-z]+/g, "");
}

/** The same fiscal period (a Q4 call's quarter is not the 10-K's year). */
function sameSpan(a: RowDraft, b: RowDraft): boolean {
  return a.period.fiscal_year === b.period.fiscal_year && a.period.fiscal_period === b.period.fiscal_period;
}

function isSentence(r: RowDraft): boolean {
  return r.source?.kind === "sentence" || r.source?.kind === "release_sentence";
}

/** Differences are said between documents (the filing, its earnings release, its call), not between two readings of one. */
function origin(r: RowDraft): "filing" | "release" | "call" {
  const kind = r.source?.kind;
  return kind === "transcript_turn" ? "call" : kind === "release_table_cell" || kind === "release_sentence" ? "release" : "filing";
}

function kindName(r: RowDraft): string {
  const s = r.source;
  if (!s) return "another source";
  if (s.kind === "transcript_turn") return `the call (${s.document})`;
  const what = s.kind.replace(/^release_/, "").replace("_", " ");
  return origin(r) === "release" ? `the earnings release's ${what} (${s.document} of 8-K ${s.accession})` : `the filing's ${what}`;
}
