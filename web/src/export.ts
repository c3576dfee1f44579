import type { Fact } from "./facts";

/** One cell of an exported table: a number stays a number (a spreadsheet can add it up). */
export type ExportCell = string | number | null;

/**
 * A table as a file holds it: what is on screen, plus what a reader needs to trust it later
 * (units, periods, sources, the filing's address), in columns of their own.
 */
export interface ExportTable {
  /** The sheet's name and the file's (without extension). */
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** The columns a served value brings to an export: its number, unit, period and source. */
export const FACT_COLUMNS = [
  "value",
  "unit",
  "decimals",
  "period start",
  "period end",
  "concept",
  "source",
  "form",
  "accession",
  "filing URL",
] as const;

export function factCells(fact: Fact | null | undefined): ExportCell[] {
  if (!fact) return FACT_COLUMNS.map(() => null);
  const ref = fact.source_ref;
  return [
    fact.value,
    fact.unit,
    fact.decimals === null ? null : String(fact.decimals),
    fact.period.start,
    fact.period.end,
    fact.concept,
    fact.source === "derived" ? `derived: ${fact.derivation?.formula ?? ""}` : "reported",
    ref?.form ?? null,
    ref?.accession ?? null,
    ref?.url ?? null,
  ];
}

/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF between records. */
function toCsv(table: ExportTable): string {
  const field = (v: ExportCell) => {
    const text = v === null ? "" : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[table.columns, ...table.rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

/** Tab-separated, as a spreadsheet takes a paste. */
export function toTsv(table: ExportTable): string {
  const field = (v: ExportCell) => (v === null ? "" : String(v).replace(/[\t\r\n]+/g, " "));
  return [table.columns, ...table.rows].map((row) => row.map(field).join("\t")).join("\n");
}

/** Offers `blob` as a download named `<name>.<extension>` (the name made safe for file systems). */
export function saveFile(blob: Blob, name: string, extension: string): void {
  const fileName = `${name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-|-$/g, "")}.${extension}`;
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The table as `<name>.csv`, UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8). */
export function downloadCsv(name: string, table: ExportTable): void {
  saveFile(new Blob(["\ufeff", toCsv(table)], { type: "text/csv;charset=utf-8" }), name, "csv");
}

/** One workbook, a sheet per table; the writer is loaded on first use (it is not on every page's path). */
export async function downloadXlsx(name: string, tables: readonly ExportTable[]): Promise<void> {
  const { default: writeXlsxFile } = await import("write-excel-file/universal");
  const names = tables.map((t) => t.name.replace(/[\\/?*[\]:]/g, " ").slice(0, 28) || "Sheet");
  const sheets = tables.map((t, i) => ({
    // Sheet names are unique in a workbook.
    sheet: names.indexOf(names[i]!) < i ? `${names[i]} ${i + 1}` : names[i]!,
    data: [
      t.columns.map((c) => ({ value: c, fontWeight: "bold" as const })),
      ...t.rows.map((row) => row.map((v) => (v === null ? null : { value: v }))),
    ],
  }));
  saveFile(await writeXlsxFile(sheets).toBlob(), name, "xlsx");
}
