import type { FilingTable } from "../../parse/document/index.js";
import type { ToolDeps } from "../../tools/tool-deps.js";
import { loadDocument, selectFiling } from "../documents/document-source.js";
import { tableSummaryOf, type TableColumnOut, type TableUnitOut } from "./document-tables.js";
import { FdsError } from "../shared/errors.js";
import { filingRefOf, type FilingRef } from "../shared/filing-ref.js";
import { checkTableType, classifyTable, descriptionTerms, scoreTable, type TableType } from "./table-search.js";

export interface TableComparePeriod {
  readonly ticker: string;
  readonly year: number;
  /** 1-3, or 4 for the annual report. */
  readonly quarter: number;
}

export interface TableCompareQuery {
  readonly periods: readonly TableComparePeriod[];
  readonly tableType: string | null;
  readonly description: string | null;
  readonly cacheOnly: boolean;
}

export interface CompareCell {
  readonly column: number;
  readonly text: string;
  /** As shown, sign applied, before scale. */
  readonly value: number | null;
  /** `value` times the table's scale: comparable across companies. */
  readonly scaled_value: number | null;
}

export interface CompareRow {
  readonly index: number;
  readonly label: string;
  /** Normalized label rows are aligned by; a label's repeats in the table get "#2", "#3"... */
  readonly key: string;
  readonly cells: readonly CompareCell[];
}

export interface CompareCompany {
  /** Key of this company in `aligned_rows` (the ticker; ticker:yearQn when a ticker is asked twice). */
  readonly id: string;
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly filing: FilingRef | null;
  readonly table: {
    readonly table_id: string;
    readonly caption: string | null;
    readonly section: string | null;
    readonly table_type: TableType;
    readonly score: number;
    readonly unit: TableUnitOut;
    /** "USD in millions": how the table's numbers are shown. */
    readonly unit_text: string;
    readonly columns: readonly TableColumnOut[];
    readonly rows: readonly CompareRow[];
  } | null;
  readonly error: { readonly code: string; readonly message: string } | null;
}

export interface AlignedRow {
  readonly key: string;
  readonly label: string;
  /** Per company id: the matching row's index, label as printed and scaled values by column. */
  readonly by_company: Readonly<Record<string, { readonly index: number; readonly label: string; readonly scaled_values: readonly (number | null)[] }>>;
}

export interface TableCompareResult {
  readonly table_type: string | null;
  readonly description: string | null;
  readonly companies: readonly CompareCompany[];
  /** Whether every compared table shows its numbers in the same currency and scale. */
  readonly same_unit: boolean;
  readonly unit_note: string;
  /** Rows whose normalized label appears in at least two of the tables, in the first table's order. */
  readonly aligned_rows: readonly AlignedRow[];
}

/** Row label normalized for alignment: case, quotes, footnote marks, punctuation and spacing ignored. */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/&/g, " and ")
    .replace(/\(\s*[a-z0-9]\s*\)|\[\s*\d+\s*\]|\*+/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** A label's key, "#2" and on for its repeats ("basic" per-share, then "basic#2" shares used). */
function occurrenceKey(upToRow: readonly string[]): string {
  const key = upToRow[upToRow.length - 1] ?? "";
  const n = upToRow.filter((k) => k === key).length;
  return n > 1 && key ? `${key}#${n}` : key;
}

const SCALE_WORDS: Record<number, string> = { 1: "as shown (units)", 1000: "in thousands", 1_000_000: "in millions", 1_000_000_000: "in billions" };

export function unitText(u: TableUnitOut): string {
  const scale = SCALE_WORDS[u.scale] ?? `scale ${u.scale}`;
  return `${u.currency ?? "currency not stated"} ${scale}`;
}

function bestTable(tables: readonly FilingTable[], terms: readonly string[], wanted: TableType | null): { t: FilingTable; type: TableType; score: number } | null {
  let best: { t: FilingTable; type: TableType; score: number } | null = null;
  for (const t of tables) {
    const type = classifyTable(t.caption, t.rows.map((r) => r.label));
    const score = scoreTable(t, type, terms, wanted);
    if (score > 0 && (!best || score > best.score)) best = { t, type: type.type, score };
  }
  return best;
}

async function compareOne(deps: ToolDeps, p: TableComparePeriod, id: string, terms: readonly string[], wanted: TableType | null, cacheOnly: boolean): Promise<CompareCompany> {
  const base = { id, ticker: p.ticker.toUpperCase(), year: p.year, quarter: p.quarter };
  let filingRef: FilingRef | null = null;
  try {
    const { filing, cacheStatus } = await selectFiling(deps, { ticker: p.ticker, year: p.year, quarter: p.quarter, cacheOnly });
    filingRef = filingRefOf(filing, cacheStatus);
    const { artifacts } = await loadDocument(deps, filing, null);
    const best = bestTable(artifacts.tables(), terms, wanted);
    if (!best) throw new FdsError("not_found", `no table of ${filing.accession} (${filing.form}) matches ${[wanted ?? "", terms.join(" ")].filter(Boolean).join(" / ")}`);
    const s = tableSummaryOf(best.t);
    return {
      ...base,
      filing: filingRef,
      table: {
        table_id: s.table_id,
        caption: s.caption,
        section: s.section,
        table_type: best.type,
        score: best.score,
        unit: s.unit,
        unit_text: unitText(s.unit),
        columns: s.columns,
        rows: best.t.rows.map((r, i, all) => ({
          index: r.index,
          label: r.label,
          key: occurrenceKey(all.slice(0, i + 1).map((x) => normalizeLabel(x.label))),
          cells: r.cells.map((c) => ({ column: c.column, text: c.text, value: c.value, scaled_value: c.scaledValue })),
        })),
      },
      error: null,
    };
  } catch (e) {
    if (!(e instanceof FdsError)) throw e;
    return { ...base, filing: filingRef, table: null, error: { code: e.code, message: e.message } };
  }
}

/**
 * The best-matching table (by `scoreTable`: caption and row terms, table type, iXBRL tagging)
 * of each company's fiscal-period filing, side by side, with each table's unit and scale, and
 * the rows whose normalized labels match across tables. A company that cannot answer carries
 * its error; the others are still compared.
 */
export async function compareTables(deps: ToolDeps, q: TableCompareQuery): Promise<TableCompareResult> {
  const wanted = checkTableType(q.tableType);
  const terms = descriptionTerms(q.description);
  if (!wanted && !terms.length) throw new FdsError("bad_request", "give table_type (income_statement, balance_sheet, cash_flow ...) or a description of the table to compare");
  if (!q.periods.length) throw new FdsError("bad_request", "give tickers with year (and quarter), or periods [{ticker, year, quarter}]");
  const counts = new Map<string, number>();
  for (const p of q.periods) counts.set(p.ticker.toUpperCase(), (counts.get(p.ticker.toUpperCase()) ?? 0) + 1);
  const companies: CompareCompany[] = [];
  for (const p of q.periods) {
    const t = p.ticker.toUpperCase();
    const id = (counts.get(t) ?? 0) > 1 ? `${t}:${p.year}Q${p.quarter}` : t;
    companies.push(await compareOne(deps, p, id, terms, wanted, q.cacheOnly));
  }
  const answered = companies.filter((c) => c.table !== null);
  const units = answered.map((c) => `${c.id}: ${c.table?.unit_text}`);
  const same = new Set(answered.map((c) => `${c.table?.unit.currency}|${c.table?.unit.scale}`)).size <= 1;
  const aligned: AlignedRow[] = [];
  const seen = new Set<string>();
  for (const c of answered) {
    for (const row of c.table?.rows ?? []) {
      if (!row.key || seen.has(row.key)) continue;
      seen.add(row.key);
      const by: Record<string, { index: number; label: string; scaled_values: (number | null)[] }> = {};
      for (const other of answered) {
        const match = other.table?.rows.find((r) => r.key === row.key);
        if (match) by[other.id] = { index: match.index, label: match.label, scaled_values: match.cells.map((x) => x.scaled_value) };
      }
      if (Object.keys(by).length >= 2) aligned.push({ key: row.key, label: row.label, by_company: by });
    }
  }
  return {
    table_type: wanted,
    description: q.description,
    companies,
    same_unit: same,
    unit_note: `${same ? "Same currency and scale" : "Currencies or scales differ: compare scaled_value"}. ${units.join("; ")}`,
    aligned_rows: aligned,
  };
}
