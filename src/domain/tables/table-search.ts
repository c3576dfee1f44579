import { Type } from "typebox";
import { type DocumentsPort, loadDocument, TableColumnSchema, TableUnitSchema } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import { tableSummaryOf } from "./document-tables.js";
import { FdsError, Nullable, type StorePort, type Wire } from "../shared/index.js";

export const TABLE_TYPES = [
  "income_statement",
  "comprehensive_income",
  "balance_sheet",
  "cash_flow",
  "equity",
  "segment",
  "other",
] as const;
export type TableType = (typeof TABLE_TYPES)[number];

/**
 * A table's type from its caption and row labels. The caption decides when it names a
 * statement ("Consolidated Statements of Operations", "Balance Sheets", "Cash Flows"...) and
 * reads as a heading (at most 100 characters, not "The following table..." prose);
 * otherwise the row labels do: two statement-typical labels of one type ("total assets" and
 * "total liabilities"; "operating activities" and "investing activities"; revenue or sales with
 * net income or operating income or per-share earnings). Segment and geographic breakdowns are
 * `segment`; everything else `other`. `confidence` is 1 from the caption, 0.6 from rows.
 */
export function classifyTable(caption: string | null, labels: readonly string[]): { type: TableType; confidence: number } {
  // Only a heading-like caption names the table: "The following table shows ... included in the
  // Statements of Operations" is a note's table, classified by its rows.
  const raw = (caption ?? "").toLowerCase().replace(/[’']/g, "'");
  const c = raw.length <= 100 && !/^(the following|a reconciliation|the table|see )/.test(raw) ? raw : "";
  if (/comprehensive (income|loss)/.test(c) && /statements?/.test(c)) return { type: "comprehensive_income", confidence: 1 };
  if (
    /statements? of (consolidated )?(operations|income|earnings)|income statements?|statements? of (comprehensive )?(loss|operations and comprehensive)/.test(
      c,
    )
  )
    return { type: "income_statement", confidence: 1 };
  if (/balance sheets?|statements? of (consolidated )?financial (position|condition)/.test(c))
    return { type: "balance_sheet", confidence: 1 };
  if (/cash flows?/.test(c) && /statements?/.test(c)) return { type: "cash_flow", confidence: 1 };
  if (/statements? of (consolidated )?(changes in )?(stockholders|shareholders|shareowners)'? equity|statements? of equity/.test(c))
    return { type: "equity", confidence: 1 };
  if (/segment|geographic/.test(c)) return { type: "segment", confidence: 1 };
  const rows = labels.map((l) => l.toLowerCase());
  const has = (re: RegExp) => rows.some((r) => re.test(r));
  if (has(/^total assets/) && has(/^total liabilities/)) return { type: "balance_sheet", confidence: 0.6 };
  if (has(/operating activities/) && has(/investing activities/)) return { type: "cash_flow", confidence: 0.6 };
  if (
    has(/^(total )?(net )?(revenues?|sales)\b/) &&
    (has(/^net (income|earnings|loss)/) || has(/^operating (income|loss)/) || has(/per share/))
  )
    return { type: "income_statement", confidence: 0.6 };
  if (has(/segment/)) return { type: "segment", confidence: 0.6 };
  return { type: "other", confidence: 0.3 };
}

/** A fiscal period bound: (year, quarter 1..4; 0 = the whole fiscal year: Q1 as a lower bound, the annual report as an upper) or a date. */
type PeriodBound =
  | { readonly kind: "fiscal"; readonly year: number; readonly quarter: number }
  | { readonly kind: "date"; readonly date: string };

/** "2024Q2", "2024-Q2", "Q2 2024", "FY2024", "2024FY", "2024" (the fiscal year), or "YYYY-MM-DD". */
export function parsePeriodBound(name: string, raw: string | null): PeriodBound | null {
  const v = raw?.trim().toUpperCase();
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) return { kind: "date", date: v };
  const q = /^(\d{4})[- ]?Q([1-4])$/.exec(v);
  if (q) return { kind: "fiscal", year: Number(q[1]), quarter: Number(q[2]) };
  const r = /^Q([1-4])[- ]?(\d{4})$/.exec(v);
  if (r) return { kind: "fiscal", year: Number(r[2]), quarter: Number(r[1]) };
  const m = /^FY[- ]?(\d{4})$/.exec(v) ?? /^(\d{4})[- ]?FY$/.exec(v) ?? /^(\d{4})$/.exec(v);
  if (m) return { kind: "fiscal", year: Number(m[1]), quarter: 0 };
  throw new FdsError("bad_request", `${name} must be a fiscal period (2024Q2, FY2024, 2024) or a date YYYY-MM-DD, not "${raw}"`);
}

const fiscalKey = (f: FilingMeta): number | null => {
  if (f.fiscalYear === null) return null;
  const q = f.fiscalPeriod === "FY" ? 4 : /^Q([1-4])$/.exec(f.fiscalPeriod ?? "")?.[1];
  return q === undefined ? null : f.fiscalYear * 10 + Number(q);
};

/** Whether a filing's period is within the bound (`side` from: on or after; to: on or before). */
function withinBound(f: FilingMeta, b: PeriodBound, side: "from" | "to"): boolean {
  if (b.kind === "date") {
    if (f.periodEnd === null) return false;
    return side === "from" ? f.periodEnd >= b.date : f.periodEnd <= b.date;
  }
  const key = fiscalKey(f);
  if (key === null) {
    // No dei fiscal focus (old filings): the year the period ends in stands in for the fiscal year.
    const year = f.periodEnd ? Number(f.periodEnd.slice(0, 4)) : null;
    if (year === null) return false;
    return side === "from" ? year >= b.year : year <= b.year;
  }
  const want = b.year * 10 + (b.quarter || (side === "from" ? 1 : 4));
  return side === "from" ? key >= want : key <= want;
}

const STOP = new Set([
  "the",
  "of",
  "and",
  "a",
  "an",
  "in",
  "for",
  "to",
  "on",
  "by",
  "statement",
  "statements",
  "table",
  "consolidated",
  "condensed",
]);

/** Lower-cased word terms of a description, statement boilerplate dropped (kept when that is all there is). */
export function descriptionTerms(description: string | null): string[] {
  const words = (description ?? "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
  const kept = words.filter((w) => !STOP.has(w));
  return [...new Set(kept.length ? kept : words)];
}

/**
 * How well a table matches: each description term found in the caption weighs 3, in a row
 * label 1 (once per term); a wanted `table_type` adds 5 times the classification confidence;
 * tables whose numbers are iXBRL-tagged (statements) add up to 1. With a description, a table
 * matching none of its terms scores 0 (and is not listed).
 */
export function scoreTable(
  t: FilingTable,
  type: { type: TableType; confidence: number },
  terms: readonly string[],
  wantedType: string | null,
): number {
  const caption = (t.caption ?? "").toLowerCase();
  const labels = t.rows.map((r) => r.label.toLowerCase());
  let termScore = 0;
  for (const term of terms) {
    if (caption.includes(term)) termScore += 3;
    else if (labels.some((l) => l.includes(term))) termScore += 1;
  }
  if (terms.length && termScore === 0) return 0;
  const typeScore = wantedType ? (type.type === wantedType ? 5 * type.confidence : 0) : 0;
  if (wantedType && typeScore === 0) return 0;
  const tagged = t.xbrlOverlap.share ?? 0;
  return Math.round((termScore + typeScore + tagged + Math.min(t.rows.length, 40) / 100) * 1000) / 1000;
}

export interface TableSearchQuery {
  readonly ticker: string;
  readonly description: string | null;
  readonly tableType: string | null;
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  readonly formType: string | null;
  readonly sectionKey: string | null;
  readonly limit: number;
  /** Parse the filings' documents again instead of using the process's cached tables. */
  readonly rebuild?: boolean;
}

const TableHitSchema = Type.Object({
  accession: Type.String(),
  form: Type.String(),
  filed_date: Nullable(Type.String()),
  period_end: Nullable(Type.String()),
  fiscal_year: Nullable(Type.Integer()),
  fiscal_period: Nullable(Type.String()),
  primary_document: Type.String(),
  table_id: Type.String(),
  caption: Nullable(Type.String()),
  section: Nullable(Type.String()),
  // The document says string: the domain knows the closed set.
  table_type: Type.Unsafe<TableType>(Type.String()),
  unit: TableUnitSchema,
  columns: Type.Array(TableColumnSchema),
  row_count: Type.Integer(),
  /** First row labels, for a glance at what the table holds. */
  row_labels: Type.Array(Type.String()),
  score: Type.Number(),
});

type TableHit = Wire<typeof TableHitSchema>;

/** search_filing_tables' answer. */
export const TableSearchResultSchema = Type.Object({
  ticker: Type.String(),
  filings_searched: Type.Integer(),
  /** Filings of the ticker in range whose primary document is not stored (not searched). */
  filings_skipped: Type.Array(Type.Object({ accession: Type.String(), form: Type.String(), reason: Type.String() })),
  total: Type.Integer({ description: "Matching tables before limit" }),
  count: Type.Integer(),
  tables: Type.Array(TableHitSchema),
});

type TableSearchResult = Wire<typeof TableSearchResultSchema>;

export const TABLE_TYPE_ALIASES: Readonly<Record<string, TableType>> = {
  income: "income_statement",
  operations: "income_statement",
  balance: "balance_sheet",
  cashflow: "cash_flow",
  cash_flows: "cash_flow",
  segments: "segment",
};

export function checkTableType(raw: string | null): TableType | null {
  const v = raw?.trim().toLowerCase() || null;
  if (v === null) return null;
  const t = (TABLE_TYPES as readonly string[]).includes(v) ? (v as TableType) : TABLE_TYPE_ALIASES[v];
  if (!t) throw new FdsError("bad_request", `table_type must be one of ${TABLE_TYPES.join(", ")}, not "${raw}"`);
  return t;
}

/** A ticker's stored filings (newest filed first), narrowed by form and period. */
async function candidateFilings(
  deps: StorePort,
  q: Pick<TableSearchQuery, "ticker" | "formType" | "periodFrom" | "periodTo">,
): Promise<FilingMeta[]> {
  const from = parsePeriodBound("period_from", q.periodFrom);
  const to = parsePeriodBound("period_to", q.periodTo);
  const form = q.formType?.trim().toUpperCase() || null;
  const filings = await deps.store.listFilings({ ticker: q.ticker.toUpperCase() });
  return filings
    .filter((f) => (form ? f.form.toUpperCase() === form : true))
    .filter((f) => (from ? withinBound(f, from, "from") : true) && (to ? withinBound(f, to, "to") : true))
    .sort((a, b) => (b.filedDate ?? b.periodEnd ?? "").localeCompare(a.filedDate ?? a.periodEnd ?? ""));
}

/**
 * Tables across a ticker's stored filings (primary documents), ranked by `scoreTable`: ties go
 * to the newer filing, then document order. Documents come from the runtime's document library.
 */
export async function searchTables(deps: StorePort & DocumentsPort, q: TableSearchQuery): Promise<TableSearchResult> {
  const wantedType = checkTableType(q.tableType);
  const terms = descriptionTerms(q.description);
  const section = q.sectionKey?.trim().toLowerCase() || null;
  const filings = await candidateFilings(deps, q);
  if (q.rebuild) for (const f of filings) deps.documents.forget(f.accession);
  const hits: (TableHit & { readonly order: number })[] = [];
  const skipped: { accession: string; form: string; reason: string }[] = [];
  let searched = 0;
  for (const [fi, f] of filings.entries()) {
    let loaded: Awaited<ReturnType<typeof loadDocument>>;
    try {
      loaded = await loadDocument(deps, f, null);
    } catch (e) {
      // A stored primary under another name than recorded (some corpus filings): fall back to it.
      const primary = (await deps.store.getFiles(f.accession)).find((x) => x.role === "primary");
      try {
        if (!primary) throw e;
        loaded = await loadDocument(deps, f, primary.name);
      } catch (err) {
        skipped.push({ accession: f.accession, form: f.form, reason: err instanceof Error ? err.message : String(err) });
        continue;
      }
    }
    searched++;
    for (const t of loaded.artifacts.tables()) {
      if (section && t.sectionKey !== section) continue;
      const type = classifyTable(
        t.caption,
        t.rows.map((r) => r.label),
      );
      const score = scoreTable(t, type, terms, wantedType);
      if ((terms.length || wantedType) && score === 0) continue;
      const s = tableSummaryOf(t);
      hits.push({
        order: fi * 100_000 + t.ordinal,
        accession: f.accession,
        form: f.form,
        filed_date: f.filedDate,
        period_end: f.periodEnd,
        fiscal_year: f.fiscalYear,
        fiscal_period: f.fiscalPeriod,
        primary_document: loaded.file.name,
        table_id: s.table_id,
        caption: s.caption,
        section: s.section,
        table_type: type.type,
        unit: s.unit,
        columns: s.columns,
        row_count: s.row_count,
        row_labels: t.rows.slice(0, 8).map((r) => r.label),
        score,
      });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.order - b.order);
  const tables = hits.slice(0, q.limit).map(({ order: _order, ...h }) => h);
  return {
    ticker: q.ticker.toUpperCase(),
    filings_searched: searched,
    filings_skipped: skipped,
    total: hits.length,
    count: tables.length,
    tables,
  };
}
