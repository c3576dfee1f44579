import type { FilingTable, TableCell, TableColumn } from "../../parse/document/index.js";
import { citation, priorYearOf, type KpiCitation, type RowDraft } from "./driver-row.js";
import { endsNear, type KpiFiling } from "./kpi-filing.js";
import { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";

/** Columns of changes and shares ("Change", "% Change", "2024 vs. 2023") are not values of a period. */
const CHANGE_COLUMN = /change|vs\.?|versus|%|percent|growth|increase|decrease/i;
/** Rows that price or total money are not operating counts, whatever their label says. */
const MONEY_LABEL = /\b(?:revenues?|sales|income|expenses?|costs?|margin|assets|liabilities|cash|amortization|obligations?|price|dollars?|stock|shares|compensation|plans?|benefits?|awards?|accruals?|reserves?|warrant(?:y|ies)|provisions?|charges?|payments?|settlements?)\b/i;
/** Lines of a reserve's roll-forward ("Additions for current year deliveries"): amounts, whatever they name. */
const ROLLFORWARD_LABEL = /^\s*(?:additions|reductions|accruals|changes in|balance)\b/i;

/** The topic a table row's label names, with the measure its cells must have. */
function rowTopic(label: string, group: string | null): KpiTopic | null {
  // Running totals since inception ("Cumulative deliveries") are not the period's values.
  if (/^cumulative\b/i.test(label.trim())) return null;
  const text = `${group ?? ""} ${label}`;
  for (const topic of KPI_TOPICS) {
    const rule = TOPIC_RULES[topic];
    const words = rule.labelWords ?? rule.words;
    if (!words.test(label) && !(group && words.test(group) && label.length < 40)) continue;
    if (rule.measure === "count" && (MONEY_LABEL.test(label) || ROLLFORWARD_LABEL.test(label)) && !/\bnumber of\b/i.test(label)) continue;
    if (topic === "stores" && !/\b(?:number of|stores|restaurants|locations)\b/i.test(text)) continue;
    return topic;
  }
  return null;
}

function cellFits(cell: TableCell, topic: KpiTopic): boolean {
  if (cell.value === null || cell.kind !== "number") return false;
  // A year heading read as a body cell ("Revenue Carloads Thousands | 2024") is no value.
  if (/^(?:19|20)\d{2}$/.test(cell.text.trim())) return false;
  const measure = TOPIC_RULES[topic].measure;
  if (measure === "percent") return cell.percent;
  if (cell.percent) return false;
  if (measure === "money") return cell.currency !== null || cell.unit === "USD";
  if (measure === "count") return cell.currency === null && cell.unit !== "USD/share";
  return true;
}

/** The column of the filing's own period, and of the year before: by the heading's dates, else the first value column. */
function periodColumns(t: FilingTable, k: KpiFiling): { current: TableColumn | null; prior: TableColumn | null } {
  // A dated heading is a period whatever its scale note says ("except ... percentages").
  const values = t.columns.filter((c) => c.period !== null || !CHANGE_COLUMN.test(c.label));
  const year = k.period.fiscal_year;
  const dated = (c: TableColumn, end: string | null, y: number | null) =>
    c.period !== null && ((c.period.endDate !== null && end !== null && endsNear(c.period.endDate, end)) || (c.period.endDate === null && y !== null && c.period.year === y));
  const current = values.find((c) => dated(c, k.period.end, year)) ?? null;
  const prior = values.find((c) => dated(c, k.priorEnd, year === null ? null : year - 1)) ?? null;
  // Undated tables ("Paid memberships at end of period | 301,626 | 260,276") put the current period first.
  if (current === null && values.every((c) => c.period === null)) return { current: values[0] ?? null, prior: null };
  return { current, prior };
}

function cellCitation(k: KpiFiling, t: FilingTable, row: number, cell: TableCell, markdown: string): KpiCitation {
  return citation("table_cell", k.document, {
    accession: k.filing.accession,
    url: k.url,
    table_id: t.tableId,
    row,
    column: cell.column,
    section: t.sectionKey,
    fact_id: cell.factId,
    concept: cell.concept,
    start: cell.start,
    end: cell.end,
    text: markdown.slice(cell.start, cell.end),
  });
}

/** Per-member amounts are never in the table's thousands ("in thousands, except revenue per membership"). */
function valueOf(cell: TableCell, topic: KpiTopic, label = ""): number {
  if (topic === "arpu" || cell.percent) return cell.value as number;
  // A row that states its own scale ("Payments Volume ($B)") overrides the table's.
  const own = /\(\$\s?B\)|in billions/i.test(label) ? 1e9 : /\(\$\s?M\)|in millions/i.test(label) ? 1e6 : null;
  if (own !== null) return Number(((cell.value as number) * own).toPrecision(12));
  // Counts in a money table "in millions" are shown as counted (employees: 30,336); "in thousands" tables scale them (NFLX memberships).
  if (TOPIC_RULES[topic].measure === "count" && cell.scale >= 1e6) return cell.value as number;
  return cell.scaledValue as number;
}

function unitOf(cell: TableCell, topic: KpiTopic): string {
  if (cell.percent) return "percent";
  if (cell.currency) return cell.currency === "$" ? "USD" : cell.currency;
  return TOPIC_RULES[topic].countUnit;
}

/**
 * Rows from table cells: a row whose label names a topic ("Paid memberships at end of period",
 * "Number of stores", "Comparable sales"), its cell in the filing's period column (scaled by
 * the table's unit: "in thousands"), and the prior year's column where the table has one.
 */
export function tableRows(k: KpiFiling): RowDraft[] {
  const out: RowDraft[] = [];
  if (!k.artifacts) return out;
  const { markdown } = k.artifacts.doc;
  for (const t of k.artifacts.tables()) {
    const { current, prior } = periodColumns(t, k);
    if (current === null) continue;
    let previous: KpiTopic | null = null;
    for (const r of t.rows) {
      // A "Total" row sums the rows above it: it counts what they count (NIKE's store tables).
      const topic: KpiTopic | null = rowTopic(r.label, r.group) ?? (/^total\b/i.test(r.label.trim()) ? previous : null);
      previous = topic;
      if (topic === null) continue;
      // Tables that stack years as row groups ("2024", "2023") put only the fiscal year's rows in its period.
      if (r.group !== null && /^(?:19|20)\d{2}$/.test(r.group.trim()) && Number(r.group.trim()) !== k.period.fiscal_year) continue;
      const cell = r.cells.find((c) => c.column === current.index);
      if (!cell || !cellFits(cell, topic)) continue;
      const before = prior ? r.cells.find((c) => c.column === prior.index) : undefined;
      const value = valueOf(cell, topic, r.label);
      out.push({
        topic,
        kpi_name: r.group && !(TOPIC_RULES[topic].labelWords ?? TOPIC_RULES[topic].words).test(r.label) ? `${r.group.replace(/:$/, "")}: ${r.label}` : r.label,
        value,
        value_text: cell.text,
        numeric: true,
        unit: /\(\$\s?[BM]\)/.test(r.label) ? "USD" : unitOf(cell, topic),
        period: { ...k.period, instant: current.period?.instant ?? false },
        segment: segmentOfTable(t),
        dimensions: {},
        source: cellCitation(k, t, r.index, cell, markdown),
        prior_year: before && cellFits(before, topic) ? priorYearOf(value, valueOf(before, topic, r.label), k.priorEnd, cellCitation(k, t, r.index, before, markdown)) : null,
      });
    }
  }
  return out;
}

/** A table captioned for one region ("United States and Canada (UCAN)") holds that segment's values. */
function segmentOfTable(t: FilingTable): string | null {
  const caption = t.caption?.trim() ?? "";
  if (caption.length === 0 || caption.length > 80) return null;
  return /\b(?:UCAN|EMEA|LATAM|APAC|United States|Canada|Europe|Asia|Latin America|International|Domestic|North America|Mexico|China)\b/.test(caption) ? caption.replace(/^#+\s*/, "") : null;
}
