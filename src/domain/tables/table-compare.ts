import type { DocumentsPort } from "../documents/index.js";
import type { Fact } from "../../model/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import { loadDocument, selectFiling } from "../documents/index.js";
import { tableSummaryOf, type TableUnitOut } from "./document-tables.js";
import { FdsError, type FetcherPort, type FilingRef, filingRefOf, type StorePort } from "../shared/index.js";
import { checkTableType, classifyTable, descriptionTerms, scoreTable, type TableType } from "./table-search.js";
import { columnFiscalPeriods } from "./column-fiscal-period.js";
import { alignColumns, alignRows, rowIdentities, type AlignInput } from "./table-alignment.js";
import type { CompareCompany, RowIdentity, TableCompareResult } from "./table-compare-result.js";
import type { RegistryPort } from "../equivalence/index.js";

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

const ALIGNMENT =
  "Columns by fiscal period: each company's column ending the fiscal period asked for comes first (its own fiscal calendar: a fiscal 2024 may end in September 2024 for one company and December 2024 for another), then the same duration one, two ... years (or quarters) earlier, whatever order the filing prints them in; each company's dates are stated. Rows by meaning: rows whose cells show XBRL facts meet when the facts' concept and dimensions are the same (aligned_by concept) or the concepts share an equivalence group of the registry (equivalence_group); rows without facts meet by normalized label (label). Each company keeps its own label.";

const SCALE_WORDS: Record<number, string> = {
  1: "as shown (units)",
  1000: "in thousands",
  1000000: "in millions",
  1000000000: "in billions",
};

function unitText(u: TableUnitOut): string {
  const scale = SCALE_WORDS[u.scale] ?? `scale ${u.scale}`;
  return `${u.currency ?? "currency not stated"} ${scale}`;
}

function bestTable(
  tables: readonly FilingTable[],
  terms: readonly string[],
  wanted: TableType | null,
): { t: FilingTable; type: TableType; score: number } | null {
  let best: { t: FilingTable; type: TableType; score: number } | null = null;
  for (const t of tables) {
    const type = classifyTable(
      t.caption,
      t.rows.map((r) => r.label),
    );
    const score = scoreTable(t, type, terms, wanted);
    if (score > 0 && (!best || score > best.score)) best = { t, type: type.type, score };
  }
  return best;
}

async function compareOne(
  deps: StorePort & FetcherPort & RegistryPort & DocumentsPort,
  p: TableComparePeriod,
  id: string,
  terms: readonly string[],
  wanted: TableType | null,
  cacheOnly: boolean,
): Promise<{ company: CompareCompany; align: AlignInput | null }> {
  const base = { id, ticker: p.ticker.toUpperCase(), year: p.year, quarter: p.quarter };
  let filingRef: FilingRef | null = null;
  try {
    const { filing, cacheStatus } = await selectFiling(deps, { ticker: p.ticker, year: p.year, quarter: p.quarter, cacheOnly });
    filingRef = filingRefOf(filing, cacheStatus);
    const { artifacts } = await loadDocument(deps, filing, null);
    const best = bestTable(artifacts.tables(), terms, wanted);
    if (!best)
      throw new FdsError(
        "not_found",
        `no table of ${filing.accession} (${filing.form}) matches ${[wanted ?? "", terms.join(" ")].filter(Boolean).join(" / ")}`,
      );
    const factsById = factsByElementId(await deps.store.getFacts(filing.accession));
    const periods = columnFiscalPeriods(best.t, filing, p, factsById);
    const identities = rowIdentities(best.t, factsById, deps.registry);
    const s = tableSummaryOf(best.t);
    const rows = best.t.rows.map((r, i) => {
      const identity = identities[i] as RowIdentity;
      return {
        ...identity,
        key: identity.concept_key ?? identity.label_key,
        cells: r.cells.map((c) => ({ column: c.column, text: c.text, value: c.value, scaled_value: c.scaledValue })),
      };
    });
    const company: CompareCompany = {
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
        columns: s.columns.map((c) => ({ ...c, fiscal_period: periods.get(c.index) ?? null })),
        rows,
      },
      error: null,
    };
    const align: AlignInput = {
      id,
      periods,
      rows: rows.map((r) => ({ ...r, values: new Map(r.cells.map((c) => [c.column, c.scaled_value] as const)) })),
    };
    return { company, align };
  } catch (e) {
    if (!(e instanceof FdsError)) throw e;
    return { company: { ...base, filing: filingRef, table: null, error: { code: e.code, message: e.message } }, align: null };
  }
}

/** A filing's facts by the element id they were read from (merged duplicates' ids too): what table cells point at. */
function factsByElementId(facts: readonly Fact[]): Map<string, Fact> {
  const out = new Map<string, Fact>();
  for (const f of facts) {
    if (f.sourceRef.elementId) out.set(f.sourceRef.elementId, f);
    for (const d of f.sourceRef.duplicateElementIds ?? []) out.set(d, f);
  }
  return out;
}

/**
 * The best-matching table (by `scoreTable`: caption and row terms, table type, iXBRL tagging)
 * of each company's fiscal-period filing, side by side, with each table's unit and scale; the
 * columns lined up by fiscal period and the rows by meaning (see `ALIGNMENT`). A company that
 * cannot answer carries its error; the others are still compared.
 */
export async function compareTables(
  deps: StorePort & FetcherPort & RegistryPort & DocumentsPort,
  q: TableCompareQuery,
): Promise<TableCompareResult> {
  const wanted = checkTableType(q.tableType);
  const terms = descriptionTerms(q.description);
  if (!wanted && !terms.length)
    throw new FdsError(
      "bad_request",
      "give table_type (income_statement, balance_sheet, cash_flow ...) or a description of the table to compare",
    );
  if (!q.periods.length) throw new FdsError("bad_request", "give tickers with year (and quarter), or periods [{ticker, year, quarter}]");
  const counts = new Map<string, number>();
  for (const p of q.periods) counts.set(p.ticker.toUpperCase(), (counts.get(p.ticker.toUpperCase()) ?? 0) + 1);
  const companies: CompareCompany[] = [];
  const inputs: AlignInput[] = [];
  for (const p of q.periods) {
    const t = p.ticker.toUpperCase();
    const id = (counts.get(t) ?? 0) > 1 ? `${t}:${p.year}Q${p.quarter}` : t;
    const { company, align } = await compareOne(deps, p, id, terms, wanted, q.cacheOnly);
    companies.push(company);
    if (align) inputs.push(align);
  }
  const answered = companies.filter((c) => c.table !== null);
  const units = answered.map((c) => `${c.id}: ${c.table?.unit_text}`);
  const same = new Set(answered.map((c) => `${c.table?.unit.currency}|${c.table?.unit.scale}`)).size <= 1;
  const columns = alignColumns(inputs);
  const rows = alignRows(inputs, columns, (g) => deps.registry.groupByName(g)?.label ?? null);
  return {
    table_type: wanted,
    description: q.description,
    companies,
    same_unit: same,
    unit_note: `${same ? "Same currency and scale" : "Currencies or scales differ: compare scaled_value"}. ${units.join("; ")}`,
    alignment: ALIGNMENT,
    aligned_columns: columns,
    aligned_rows: rows,
  };
}
