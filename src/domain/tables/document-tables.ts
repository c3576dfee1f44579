import type { FilingTable, TableColumn, TableUnit } from "../../parse/document/index.js";
import { loadFilingDocument, type DocumentSelector } from "../documents/document-source.js";
import { FdsError } from "../shared/errors.js";
import { filingRefOf, type FilingRef } from "../shared/filing-ref.js";
import { parseSectionNames } from "../documents/sections-names.js";
import { documentUrlOf } from "../documents/document-url.js";
import type { FetcherPort, StorePort } from "../shared/ports.js";

/** The parse layer's unit in the API's snake_case. */
export interface TableUnitOut {
  readonly currency: string | null;
  /** Multiplier of shown numbers: 1, 1000 ("in thousands"), 1e6 ("in millions"). */
  readonly scale: number;
  readonly scale_source: string | null;
  readonly share_scale: number;
}

export interface TableColumnOut {
  readonly index: number;
  readonly label: string;
  readonly headers: readonly string[];
  readonly period: { readonly text: string; readonly end_date: string | null; readonly year: number | null; readonly months: number | null; readonly instant: boolean } | null;
}

/** A table as listed: where it is and what it holds, without its rows. */
export interface TableSummary {
  readonly table_id: string;
  readonly ordinal: number;
  readonly caption: string | null;
  /** Key of the section the table starts in ("item_8"), or null outside every section. */
  readonly section: string | null;
  /** Offsets of the table in the document's markdown. */
  readonly start: number;
  readonly end: number;
  readonly unit: TableUnitOut;
  readonly columns: readonly TableColumnOut[];
  readonly row_count: number;
  /** How many numeric cells show an iXBRL fact; `share` null when the table has no number. */
  readonly xbrl_overlap: { readonly numeric_cells: number; readonly tagged_cells: number; readonly share: number | null };
}

export interface TableRowOut {
  readonly index: number;
  readonly label: string;
  readonly group: string | null;
  readonly cells: readonly {
    readonly column: number;
    readonly text: string;
    readonly kind: string;
    /** As shown, sign applied, before scale; null for text cells. */
    readonly value: number | null;
    /** `value` times the scale; null when `value` is. */
    readonly scaled_value: number | null;
    readonly unit: string | null;
    readonly scale: number;
    readonly currency: string | null;
    readonly percent: boolean;
    readonly footnotes: readonly string[];
    /** The iXBRL element shown in the cell (id and concept as written), or null when untagged. */
    readonly fact_id: string | null;
    readonly concept: string | null;
    readonly start: number;
    readonly end: number;
  }[];
}

export type HydratedTable = TableSummary & { readonly rows: readonly TableRowOut[] };

export interface TablesQuery extends DocumentSelector {
  /** A section key or name: only tables starting in it. */
  readonly section: string | null;
  readonly tableId: string | null;
}

export interface TablesResult {
  readonly filing: FilingRef;
  /** File name of the document the tables were read from. */
  readonly primary_document: string;
  /** EDGAR URL of that document; null for synthetic ids. */
  readonly url: string | null;
  readonly section: string | null;
  readonly count: number;
  /** Listing mode: the tables without rows; null when one table was asked for. */
  readonly tables: readonly TableSummary[] | null;
  /** `table_id` mode: the one table with its rows; null when listing. */
  readonly table: HydratedTable | null;
}

const unitOut = (u: TableUnit): TableUnitOut => ({ currency: u.currency, scale: u.scale, scale_source: u.source, share_scale: u.shareScale });
const columnOut = (c: TableColumn): TableColumnOut => ({
  index: c.index,
  label: c.label,
  headers: c.headers,
  period: c.period && { text: c.period.text, end_date: c.period.endDate, year: c.period.year, months: c.period.months, instant: c.period.instant },
});

/** A table's metadata in snake_case. */
export function tableSummaryOf(t: FilingTable): TableSummary {
  return {
    table_id: t.tableId,
    ordinal: t.ordinal,
    caption: t.caption,
    section: t.sectionKey,
    start: t.start,
    end: t.end,
    unit: unitOut(t.unit),
    columns: t.columns.map(columnOut),
    row_count: t.rows.length,
    xbrl_overlap: { numeric_cells: t.xbrlOverlap.numericCells, tagged_cells: t.xbrlOverlap.taggedCells, share: t.xbrlOverlap.share },
  };
}

/** A table with its rows and cells in snake_case. */
export function hydratedTableOf(t: FilingTable): HydratedTable {
  return {
    ...tableSummaryOf(t),
    rows: t.rows.map((r) => ({
      index: r.index,
      label: r.label,
      group: r.group,
      cells: r.cells.map((c) => ({
        column: c.column,
        text: c.text,
        kind: c.kind,
        value: c.value,
        scaled_value: c.scaledValue,
        unit: c.unit,
        scale: c.scale,
        currency: c.currency,
        percent: c.percent,
        footnotes: c.footnotes,
        fact_id: c.factId,
        concept: c.concept,
        start: c.start,
        end: c.end,
      })),
    })),
  };
}

/**
 * The data tables of a period's filing document (or one, hydrated, by `table_id`). Table ids
 * carry a hash of the table's markdown, so an id from another filing is not found here: a 404
 * that says which filing was searched.
 */
export async function getDocumentTables(deps: StorePort & FetcherPort, q: TablesQuery): Promise<TablesResult> {
  const { filing, cacheStatus, file, artifacts } = await loadFilingDocument(deps, q);
  const all = artifacts.tables();
  const base = { filing: filingRefOf(filing, cacheStatus), primary_document: file.name, url: documentUrlOf(filing, file.name) };
  if (q.tableId) {
    const t = all.find((x) => x.tableId === q.tableId);
    if (!t) {
      throw new FdsError("not_found", `table ${q.tableId} is not a table of ${filing.accession} (${filing.form}, ${file.name}); it has ${all.length} tables, ${all[0]?.tableId ?? "none"} to ${all[all.length - 1]?.tableId ?? "none"}. Table ids belong to one filing document: list this filing's tables first`, {
        accession: filing.accession,
        table_count: all.length,
      });
    }
    return { ...base, section: t.sectionKey, count: 1, tables: null, table: hydratedTableOf(t) };
  }
  const keys = parseSectionNames(q.section, filing.form);
  if (keys && keys.length > 1) throw new FdsError("bad_request", "section takes one section key or name");
  const section = keys?.[0] ?? null;
  const chosen = section === null ? all : all.filter((t) => t.sectionKey === section);
  return { ...base, section, count: chosen.length, tables: chosen.map(tableSummaryOf), table: null };
}
