import type { DocumentsPort } from "../documents/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import { Type } from "typebox";
import {
  type DocumentSelector,
  documentUrlOf,
  loadFilingDocument,
  parseSectionNames,
  TableSummarySchema,
  tableSummaryOf,
} from "../documents/index.js";
import { FdsError, type FetcherPort, FilingRefSchema, filingRefOf, Nullable, type StorePort, type Wire } from "../shared/index.js";

export { tableSummaryOf, type TableUnitOut } from "../documents/index.js";

const CellSchema = Type.Object({
  column: Type.Integer(),
  text: Type.String(),
  kind: Type.String(),
  /** As shown, sign applied, before scale; null for text cells. */
  value: Nullable(Type.Number()),
  /** `value` times the scale; null when `value` is. */
  scaled_value: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  scale: Type.Number(),
  currency: Nullable(Type.String()),
  percent: Type.Boolean(),
  footnotes: Type.Array(Type.String()),
  /** The iXBRL element shown in the cell (id and concept as written), or null when untagged. */
  fact_id: Nullable(Type.String()),
  concept: Nullable(Type.String()),
  start: Type.Integer(),
  end: Type.Integer(),
});

const HydratedTableSchema = Type.Intersect([
  TableSummarySchema,
  Type.Object({
    rows: Type.Array(
      Type.Object({ index: Type.Integer(), label: Type.String(), group: Nullable(Type.String()), cells: Type.Array(CellSchema) }),
    ),
  }),
]);

type HydratedTable = Wire<typeof HydratedTableSchema>;

export interface TablesQuery extends DocumentSelector {
  /** A section key or name: only tables starting in it. */
  readonly section: string | null;
  readonly tableId: string | null;
}

/** get_filing_tables' answer: a filing document's tables, or one of them with its rows. */
export const TablesResultSchema = Type.Object({
  filing: FilingRefSchema,
  primary_document: Type.String({ description: "File name of the document the tables were read from" }),
  /** Null for synthetic ids. */
  url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
  section: Nullable(Type.String()),
  count: Type.Integer(),
  /** Listing mode: the tables without rows; null when one table was asked for. */
  tables: Nullable(Type.Array(TableSummarySchema)),
  /** `table_id` mode: the one table with its rows; null when listing. */
  table: Nullable(HydratedTableSchema),
});

export type TablesResult = Wire<typeof TablesResultSchema>;

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
