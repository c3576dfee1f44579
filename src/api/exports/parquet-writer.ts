import { parquetWriteBuffer, type SchemaElement } from "hyparquet-writer";
import type { ColumnType, Table } from "./export-table.js";

/** How each column type is stored: Parquet's physical type and its logical (converted) type. */
const PARQUET_TYPE: Readonly<Record<ColumnType, Pick<SchemaElement, "type" | "converted_type">>> = {
  string: { type: "BYTE_ARRAY", converted_type: "UTF8" },
  integer: { type: "INT32" },
  double: { type: "DOUBLE" },
  boolean: { type: "BOOLEAN" },
  date: { type: "INT32", converted_type: "DATE" },
};

/**
 * The table as a Parquet file (hyparquet-writer, Snappy): every column optional (null where the
 * answer has none), typed as its column says, dates as DATE. The key-value metadata carries each
 * column's description (`fds.columns`, JSON) and what was asked (`fds.source`).
 */
export function toParquet(table: Table, source: string): Uint8Array {
  const schema: SchemaElement[] = [
    { name: "root", num_children: table.columns.length },
    ...table.columns.map((c) => ({ name: c.name, repetition_type: "OPTIONAL" as const, ...PARQUET_TYPE[c.type] })),
  ];
  const columnData = table.columns.map((c, i) => ({
    name: c.name,
    data: table.rows.map((row) => {
      const cell = row[i] ?? null;
      return c.type === "date" && typeof cell === "string" ? new Date(`${cell}T00:00:00Z`) : cell;
    }),
  }));
  const kvMetadata = [
    { key: "fds.columns", value: JSON.stringify(table.columns.map(({ name, type, description }) => ({ name, type, description }))) },
    { key: "fds.source", value: source },
  ];
  return new Uint8Array(parquetWriteBuffer({ columnData, schema, kvMetadata, createdBy: "fds (hyparquet-writer)" }));
}
