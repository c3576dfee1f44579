import type { DocumentsPort } from "../documents/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import {
  type DocumentSelector,
  documentUrlOf,
  loadFilingDocument,
  parseSectionNames,
  type TableSummary,
  tableSummaryOf,
} from "../documents/index.js";
import { FdsError, type FetcherPort, type FilingRef, filingRefOf, type StorePort } from "../shared/index.js";

export { type TableColumnOut, tableSummaryOf, type TableUnitOut } from "../documents/index.js";

interface TableRowOut {
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

type HydratedTable = TableSummary & { readonly rows: readonly TableRowOut[] };

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

/** A table with its rows and cells in snake_case. */
function hydratedTableOf(t: FilingTable): HydratedTable {
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
export async function getDocumentTables(deps: StorePort & FetcherPort & DocumentsPort, q: TablesQuery): Promise<TablesResult> {
  const { filing, cacheStatus, file, artifacts } = await loadFilingDocument(deps, q);
  const all = artifacts.tables();
  const base = { filing: filingRefOf(filing, cacheStatus), primary_document: file.name, url: documentUrlOf(filing, file.name) };
  if (q.tableId) {
    const t = all.find((x) => x.tableId === q.tableId);
    if (!t) {
      throw new FdsError(
        "not_found",
        `table ${q.tableId} is not a table of ${filing.accession} (${filing.form}, ${file.name}); it has ${all.length} tables, ${all[0]?.tableId ?? "none"} to ${all[all.length - 1]?.tableId ?? "none"}. Table ids belong to one filing document: list this filing's tables first`,
        {
          accession: filing.accession,
          table_count: all.length,
        },
      );
    }
    return { ...base, section: t.sectionKey, count: 1, tables: null, table: hydratedTableOf(t) };
  }
  const keys = parseSectionNames(q.section, filing.form);
  if (keys && keys.length > 1) throw new FdsError("bad_request", "section takes one section key or name");
  const section = keys?.[0] ?? null;
  const chosen = section === null ? all : all.filter((t) => t.sectionKey === section);
  return { ...base, section, count: chosen.length, tables: chosen.map(tableSummaryOf), table: null };
}
