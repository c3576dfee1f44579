import type { Static } from "typebox";
import type { Tool } from "../../tools/index.js";

/**
 * The formats a route answers in. JSON forms send the tool's answer as it is; tabular forms are
 * the same answer as rows (a route's Tabulation) written as CSV or Parquet.
 */
const EXPORT_FORMATS = ["json", "xbrl-json", "csv", "parquet"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How each format is sent: its content type, and whether it is the answer as rows. */
export const FORMAT_MEDIA: Readonly<Record<ExportFormat, { readonly contentType: string; readonly tabular: boolean }>> = {
  json: { contentType: "application/json", tabular: false },
  "xbrl-json": { contentType: "application/json", tabular: false },
  csv: { contentType: "text/csv", tabular: true },
  parquet: { contentType: "application/vnd.apache.parquet", tabular: true },
};

/** Types of a column: what Parquet stores it as (CSV writes them all as text; dates as `YYYY-MM-DD`). */
const COLUMN_TYPES = ["string", "integer", "double", "boolean", "date"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export type Cell = string | number | boolean | null;

/** One column of a tabulation: its name, type, what it holds (units, what null means), and how a row gives it. */
export interface Column<R> {
  readonly name: string;
  readonly type: ColumnType;
  readonly description: string;
  readonly cell: (row: R) => Cell;
}

/** A tool's answer as rows: the one thing an exportable route declares. */
export interface Tabulation<T extends Tool = Tool, R = unknown> {
  readonly tool: T;
  /** The formats the route takes, its default (a JSON form) first. */
  readonly formats: readonly [ExportFormat, ...ExportFormat[]];
  /** What one row is, for the `format` parameter's description. */
  readonly rowIs: string;
  /** The answer's rows, in the answer's order. */
  readonly rows: (answer: Static<T["output"]>) => readonly R[];
  readonly columns: readonly Column<R>[];
  /** A file name for the download, without extension, from the request's input. */
  readonly fileName: (input: Static<T["input"]>) => string;
}

/** Declares a tool's tabulation, typed by the tool's own input and output schemas. */
export function tabulation<T extends Tool, R>(spec: Tabulation<T, R>): Tabulation<T, R> {
  return spec;
}

/** An answer as rows of cells, with its columns: what the serializers write. */
export interface Table {
  readonly columns: readonly { readonly name: string; readonly type: ColumnType; readonly description: string }[];
  readonly rows: readonly (readonly Cell[])[];
}

/** The answer as a table, by the route's tabulation. */
export function tableOf(spec: Tabulation, answer: unknown): Table {
  const rows = spec.rows(answer as never);
  return {
    columns: spec.columns.map(({ name, type, description }) => ({ name, type, description })),
    rows: rows.map((row) => spec.columns.map((c) => c.cell(row))),
  };
}
