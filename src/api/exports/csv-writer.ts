import type { Cell, Table } from "./export-table.js";

/** A field as RFC 4180 writes it: quoted when it holds a comma, quote, CR or LF (quotes doubled). */
function field(cell: Cell): string {
  if (cell === null) return "";
  const text = typeof cell === "string" ? cell : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV (RFC 4180): a header row of column names, then one line per row, CRLF line
 * ends. Null is an empty field; numbers are written as JavaScript prints them (the shortest text
 * that reads back as the same double); booleans as `true`/`false`.
 */
export function toCsv(table: Table): string {
  const lines = [table.columns.map((c) => field(c.name)).join(",")];
  for (const row of table.rows) lines.push(row.map(field).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
