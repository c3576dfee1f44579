import type { FilingTable, TableCell, TableColumn, TableRow } from "../../parse/document/index.js";
import { citation, priorYearOf, type KpiCitation, type RowDraft } from "./driver-row.js";
import { endsNear, type KpiFiling } from "./kpi-filing.js";
import { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";
import { tableLayout, type TableLayout } from "./table-layout.js";

/** Columns of changes and shares ("Change", "% Change", "2024 vs. 2023") are not values of a period. */
const CHANGE_COLUMN = /change|vs\.?|versus|%|percent|growth|increase|decrease/i;
/** Rows that price or total money are not operating counts, whatever their label says. */
const MONEY_LABEL =
  /\b(?:revenues?|sales|income|expenses?|costs?|margin|assets|liabilities|cash|amortization|obligations?|price|dollars?|stock|shares|compensation|plans?|benefits?|awards?|accruals?|reserves?|warrant(?:y|ies)|provisions?|charges?|payments?|settlements?)\b/i;
/** Lines of a reserve's roll-forward ("Additions for current year deliveries"): amounts, whatever they name. */
const ROLLFORWARD_LABEL = /^\s*(?:additions|reductions|accruals|changes in|balance)\b/i;
/** Securities counted ("Number of shares delivered" under a share repurchase agreement, "Options outstanding"): a capital transaction, never a count of the business. */
const SECURITIES_LABEL = /\b(?:shares|stock|options|RSUs?|PSUs?|warrants|units? awarded|notes|bonds|securities)\b/i;
/** Lines of a count's roll-forward ("Beginning of year", "Opened", "Closed", "Acquired"): the opening level and flows, not the period's level ("End of year" is). */
const FLOW_LINE =
  /^\s*(?:beginning|opening|opened|openings|closed|closings|closures|acquired|divested|sold|relocated|remodel(?:ed|s)?|conversions?|net (?:additions|openings|change)|additions|reductions|transfers?)\b/i;
/** The closing line of a roll-forward: the whole at the period's end. */
const END_LINE = /^\s*(?:end(?:ing)? of (?:the )?(?:year|period|quarter)|ending balance|balance at end)\b/i;
/** A caption or row group that says its amounts are money ("Net sales by groups of ...", "revenues by type", "Net Sales:"). */
const MONEY_CAPTION = /\b(?:net sales|revenues?|sales|income|expenses?|costs?)\b/i;

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
    if (rule.measure === "count" && SECURITIES_LABEL.test(label)) continue;
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
function periodColumns(t: FilingTable, k: KpiFiling, layout: TableLayout): { current: TableColumn | null; prior: TableColumn | null } {
  // A dated heading is a period whatever its scale note says ("except ... percentages").
  const values = t.columns.filter((c) => c.period !== null || !CHANGE_COLUMN.test(c.label));
  const year = k.period.fiscal_year;
  // Years from heading rows read as body rows: the first column of the filing's year is its period (the quarter before the year to date).
  if (layout.columnYears.size > 0 && year !== null) {
    const of = (y: number) => values.find((c) => layout.columnYears.get(c.index) === y) ?? null;
    const endYear = k.period.end ? Number(k.period.end.slice(0, 4)) : year;
    return { current: of(year) ?? of(endYear), prior: of(year - 1) ?? of(endYear - 1) };
  }
  const dated = (c: TableColumn, end: string | null, y: number | null) =>
    c.period !== null &&
    ((c.period.endDate !== null && end !== null && endsNear(c.period.endDate, end)) ||
      (c.period.endDate === null && y !== null && c.period.year === y));
  const current = values.find((c) => dated(c, k.period.end, year)) ?? null;
  const prior = values.find((c) => dated(c, k.priorEnd, year === null ? null : year - 1)) ?? null;
  // Undated tables ("Paid memberships at end of period | 301,626 | 260,276") put the current period first.
  // A chart's series drawn as a table (many value columns, none labelled) names no period: no column is the filing's.
  if (current === null && values.length > 3 && values.every((c) => c.period === null && c.label.trim() === ""))
    return { current: null, prior: null };
  if (current === null && values.every((c) => c.period === null)) return { current: values[0] ?? null, prior: null };
  return { current, prior };
}

function cellCitation(k: KpiFiling, t: FilingTable, row: number, cell: TableCell, markdown: string): KpiCitation {
  return citation(k.release ? "release_table_cell" : "table_cell", k.document, {
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
function valueOf(cell: TableCell, topic: KpiTopic, label: string, t: FilingTable, layout: TableLayout): number {
  if (topic === "arpu" || cell.percent) return cell.value as number;
  const scaled = (x: number) => Number(((cell.value as number) * x).toPrecision(12));
  // A row that states its own scale ("<Amount> ($B)", "<Count> (B)") overrides the table's: "(B)" counts in billions as "($B)" is dollars in billions.
  const own = /\((?:\$\s?)?B\)|in billions/i.test(label) ? 1e9 : /\((?:\$\s?)?M\)|in millions/i.test(label) ? 1e6 : null;
  if (own !== null) return scaled(own);
  // A scale in the label column's heading ("Thousands") is the table's.
  if (layout.scale !== null) return scaled(layout.scale);
  // A caption's exception for the topic ("in millions, except <topic>, which is presented in billions") is its scale.
  const except =
    t.unit.source !== null
      ? new RegExp(`(?:${TOPIC_RULES[topic].words.source})[^;]{0,40}?\\bin (thousands|millions|billions)\\b`, "i").exec(t.unit.source)
      : null;
  if (except)
    return scaled(
      ({ thousands: 1e3, millions: 1e6, billions: 1e9 } as const)[
        (except[1] as string).toLowerCase() as "thousands" | "millions" | "billions"
      ],
    );
  // A caption that scales the counted thing itself ("square footage in millions", "units in thousands") scales the counts.
  if (t.unit.source !== null && TOPIC_RULES[topic].words.test(t.unit.source)) return cell.scaledValue as number;
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
    if (valuesIntangibles(t)) continue;
    const layout = tableLayout(t);
    const { current, prior } = periodColumns(t, k, layout);
    const byColumn = columnTopics(t);
    // Rows labelled by dates ("December 31, 2024") are periods: the columns are then the parts, and the caption's topic names no row.
    const datedRows = t.rows.some((r) =>
      /^(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+)?(?:fiscal\s+)?(?:19|20)\d{2}$/i.test(
        r.label.trim(),
      ),
    );
    const captionTopic = datedRows ? null : topicOfCaption(t.caption);
    // A group ends at its total ("Total commercial - domestic"); the table's last total is the whole.
    const closed = new Set<string>();
    const lastTotal = t.rows.filter((r) => /^total\b/i.test(r.label.trim())).at(-1)?.index ?? -1;
    let previous: KpiTopic | null = null;
    for (const r of t.rows) {
      if (layout.headingRows.has(r.index)) continue;
      const total = /^total\b/i.test(r.label.trim());
      // A table the caption says counts a topic ("The following table summarizes the number of <topic> ... by segment") has segments as rows.
      const own =
        rowTopic(r.label, r.group) ?? (captionTopic !== null && r.cells.length > 0 && !FLOW_LINE.test(r.label) ? captionTopic : null);
      // A "Total" row sums the rows above it: it counts what they count.
      const topic: KpiTopic | null = own ?? (total ? previous : null);
      previous = topic;
      // A column that names a topic ("Total Square Footage") measures the things its rows name ("Stores").
      for (const [column, colTopic] of byColumn) {
        // Footage is read beside a store count: on rows naming stores, or in a table that also counts them by column.
        if (own !== "stores" && colTopic === "square_footage" && ![...byColumn.values()].includes("stores")) continue;
        const cell = r.cells.find((c) => c.column === column.index);
        // The rows name regions or kinds ("United States", "Canada"), the total none; a row naming the measured thing ("Stores") is no segment.
        // A column of places ("Location": "<Region>") names the part a stores row is.
        const part = /^total\b/i.test(r.label.trim())
          ? null
          : own === "stores"
            ? (placeOf(t, r) ?? storeKind(r.label))
            : cleanLabel(r.label);
        if (cell && cellFits(cell, colTopic))
          out.push(draft(k, t, layout, r, cell, colTopic, `${r.label}: ${column.label}`, part, null, markdown));
      }
      if (topic === null || byColumn.has(current as TableColumn)) continue;
      // Tables that stack years as row groups ("2024", "2023") put only the fiscal year's rows in its period.
      if (r.group !== null && /^(?:19|20)\d{2}$/.test(r.group.trim()) && Number(r.group.trim()) !== k.period.fiscal_year) continue;
      const words = TOPIC_RULES[topic].labelWords ?? TOPIC_RULES[topic].words;
      // The topic named by the group ("Revenue carloads" over commodity rows): each row is a segment of it, the total none.
      const fromGroup = own !== null && (r.group !== null || own === captionTopic) && !words.test(r.label);
      const parent = r.group !== null && !closed.has(r.group) ? r.group.replace(/:$/, "") : null;
      if (total && r.group !== null) closed.add(r.group);
      const name = fromGroup && parent ? `${parent}: ${r.label}` : r.label;
      // A region's table keeps its region on its total; a group's total is the whole; a caption's rows are its segments (under their group).
      const whole = total && (captionTopic === null || r.index === lastTotal);
      const segment = fromGroup
        ? whole || END_LINE.test(r.label)
          ? null
          : segmentLabel(r.label, parent, captionTopic !== null)
        : (segmentOfTable(t) ?? modelOfRow(t, r, topic));
      if (layout.columnNames.size > 0) {
        // Columns that are segments or models ("737 | 767 | ... | Total"): one row per named column; intercompany or unnamed columns are not.
        for (const cell of r.cells) {
          const col = layout.columnNames.get(cell.column);
          if (!col || !/[A-Za-z0-9]/.test(col) || cell.negative || !cellFits(cell, topic)) continue;
          const isTotal = /^total\b/i.test(col);
          out.push(draft(k, t, layout, r, cell, topic, isTotal ? r.label : `${r.label}: ${col}`, isTotal ? null : col, null, markdown));
        }
        continue;
      }
      if (current === null) continue;
      const cell = r.cells.find((c) => c.column === current.index);
      if (!cell || !cellFits(cell, topic) || moneyLine(t, r, topic)) continue;
      const before = prior ? r.cells.find((c) => c.column === prior.index) : undefined;
      out.push(draft(k, t, layout, r, cell, topic, name, segment, before && cellFits(before, topic) ? before : null, markdown, current));
    }
  }
  return out;
}

/**
 * A line of a money table named after a part of the business ("<Channel> stores" under "Net Sales:",
 * "<Brand> subscriptions" in "revenues by type (in millions)"): its cells are
 * that line's sales, printed without "$" below the first row as financial tables print them, not
 * a count. A table whose caption also names the counted thing ("revenues, paid net membership
 * additions and paid memberships by region") and a "Number of ..." row keep their counts.
 */
function moneyLine(t: FilingTable, r: TableRow, topic: KpiTopic): boolean {
  const rule = TOPIC_RULES[topic];
  if (rule.measure !== "count" || /\bnumber of\b/i.test(r.label)) return false;
  // What the caption and the row's group say the amounts are; a scale note's exceptions ("except revenue per membership") say what they are not.
  const says = `${t.caption ?? ""} ${r.group ?? ""}`.replace(/\bexcept\b[^.;)]*/gi, "");
  return t.unit.currency !== null && MONEY_CAPTION.test(says) && !rule.words.test(says);
}

/** An acquisition's intangible assets ("Developed technology", "Customer relationships", an acquired "Order backlog" with its useful life): assets valued, not measures of the business. */
const INTANGIBLE =
  /\b(?:developed technolog(?:y|ies)|customer relationships?|trade ?names?|in-process research|IPR&D|goodwill|useful li(?:fe|ves)|intangible assets?)\b/i;
function valuesIntangibles(t: FilingTable): boolean {
  return t.rows.some((r) => INTANGIBLE.test(r.label)) || t.columns.some((c) => INTANGIBLE.test(c.label));
}

/** "<Model> deliveries" over a "Total deliveries" row: the model the row counts (a table without a total lists no parts). */
function modelOfRow(t: FilingTable, r: TableRow, topic: KpiTopic): string | null {
  if (topic !== "deliveries_production" || /^total\b/i.test(r.label.trim()) || !t.rows.some((x) => /^total\b/i.test(x.label.trim())))
    return null;
  const m = /^([A-Z][\w/ .-]*?)\s+(?:deliveries|delivered|units produced|production)\b/.exec(cleanLabel(r.label));
  return m && !/^(?:cumulative|number of)$/i.test(m[1] as string) ? (m[1] as string) : null;
}

/** "Discount stores", "Supercenters": a kind of store a row names; a row that only names the measured thing ("Stores", "Number of stores") names none. */
function storeKind(label: string): string | null {
  const l = cleanLabel(label);
  return /^(?:total\s+)?(?:number of\s+)?(?:retail\s+)?stores$/i.test(l) ? null : l;
}

/** The text of a row's cell under a column of places or segments ("Location", "Segment", "Region"), or null. */
function placeOf(t: FilingTable, r: TableRow): string | null {
  const cell = r.cells.find(
    (c) =>
      c.kind === "text" &&
      /\b(?:location|segment|region|geograph\w*|country)\b/i.test(t.columns.find((col) => col.index === c.column)?.label ?? ""),
  );
  return cell ? cell.text.trim() || null : null;
}

/** Footnote marks and their brackets off a row label used as a segment ("Intermodal [a]", "Stores (1)"). */
function cleanLabel(label: string): string {
  return label.replace(/\s*(?:\[[a-z0-9]\]|\(\d\))\s*/gi, " ").trim();
}

/** The topic a caption says its table counts: "summarizes the number of <topic>", "<topic> by segment". */
function topicOfCaption(caption: string | null): KpiTopic | null {
  const m = /\b(?:summarizes|sets forth|shows|presents|provides)\s+(?:the\s+)?(?:number|count)\s+of\s+(.{0,60})/i.exec(caption ?? "");
  if (m) return KPI_TOPICS.find((t) => TOPIC_RULES[t].measure === "count" && TOPIC_RULES[t].words.test(m[1] as string)) ?? null;
  // A caption that is only the topic's name ("Comparable sales:", "Store count (in thousands)"): its rows are the topic's parts.
  const only = /^\W*([A-Za-z][A-Za-z -]{2,40}?)\s*(?:\([^)]*\))?\s*:?\s*$/.exec(caption ?? "");
  const named = only ? KPI_TOPICS.find((t) => (TOPIC_RULES[t].labelWords ?? TOPIC_RULES[t].words).test(only[1] as string)) : undefined;
  if (named) return named;
  // "Backlog by segment was as follows (in millions):", "Employees by region:": a short caption opening on the topic, broken down by part.
  const by =
    /^\W*(?:(?:our|the|total)\s+)?(.{3,40}?)\s+by\s+(?:reportable\s+)?(?:segments?|regions?|geograph\w*|business(?:es)?|countr(?:y|ies)|programs?|types?)\b[^.]{0,40}$/i.exec(
      caption ?? "",
    );
  if (!by) return null;
  return KPI_TOPICS.find((t) => (TOPIC_RULES[t].labelWords ?? TOPIC_RULES[t].words).test(by[1] as string)) ?? null;
}

/** A row's segment: its label, under its group where the caption gives the topic ("Commercial - domestic: Risk-based"); a group's total is the group. */
function segmentLabel(label: string, parent: string | null, underGroup: boolean): string | null {
  const own = cleanLabel(label).replace(/^total\s+/i, "");
  if (/^total$/i.test(cleanLabel(label))) return null;
  return underGroup && parent && !/^total\b/i.test(label.trim()) ? `${parent}: ${own}` : own;
}

/** Value columns whose heading names a topic ("Total Square Footage"), with that topic. */
function columnTopics(t: FilingTable): Map<TableColumn, KpiTopic> {
  const out = new Map<TableColumn, KpiTopic>();
  for (const c of t.columns) {
    if (c.period !== null || c.label.length === 0 || CHANGE_COLUMN.test(c.label)) continue;
    const topic = rowTopic(c.label, null);
    // A "Number of stores" column counts the kinds or places its rows name; a bare "Stores" heading may be a channel's sales.
    if (topic !== null && (topic !== "stores" || /\bnumber of\b/i.test(c.label))) out.set(c, topic);
  }
  return out;
}

function draft(
  k: KpiFiling,
  t: FilingTable,
  layout: TableLayout,
  r: TableRow,
  cell: TableCell,
  topic: KpiTopic,
  name: string,
  segment: string | null,
  before: TableCell | null,
  markdown: string,
  column?: TableColumn,
): RowDraft {
  const value = valueOf(cell, topic, r.label, t, layout);
  return {
    topic,
    kpi_name: name,
    value,
    value_text: cell.text,
    numeric: true,
    unit: /\(\$\s?[BM]\)/.test(r.label) ? "USD" : unitOf(cell, topic),
    period: { ...k.period, instant: column?.period?.instant ?? false },
    segment,
    dimensions: {},
    source: cellCitation(k, t, r.index, cell, markdown),
    prior_year: before
      ? priorYearOf(value, valueOf(before, topic, r.label, t, layout), k.priorEnd, cellCitation(k, t, r.index, before, markdown))
      : null,
  };
}

/** A table captioned for one region ("United States and Canada (<ABBR>)", "... retail stores outside the United States:") holds that segment's values. */
function segmentOfTable(t: FilingTable): string | null {
  const caption = t.caption?.trim() ?? "";
  const place = /\b(in|outside(?: of)?)\s+(?:the\s+)?([A-Z][\w.]*(?:\s+(?:and\s+)?[A-Z][\w.]*){0,3})\s*:$/.exec(caption);
  if (place) return place[1] === "in" ? (place[2] as string) : `outside ${place[2] as string}`;
  if (caption.length === 0 || caption.length > 80) return null;
  // A region's name, or a name with its abbreviation in capitals ("<Region Name> (ABC)").
  const region =
    /\b(?:United States|Canada|Europe|Asia|Africa|Middle East|Pacific|Latin America|South America|North America|International|Domestic|Mexico|China|Japan|India)\b|\([A-Z]{2,6}\)\s*$/;
  return region.test(caption) ? caption.replace(/^#+\s*/, "") : null;
}
