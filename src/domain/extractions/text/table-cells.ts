import type { FilingTable, TableCell, TableColumn } from "../../../parse/document/index.js";
import type { AttributeValue } from "../span.js";

const SCALE_WORDS: readonly [RegExp, number][] = [
  [/\bin\s+thousands\b|\bthousands of dollars\b/i, 1e3],
  [/\bin\s+millions\b|\bmillions of dollars\b/i, 1e6],
  [/\bin\s+billions\b|\bbillions of dollars\b/i, 1e9],
];

function scaleIn(text: string): number | null {
  for (const [re, scale] of SCALE_WORDS) if (re.test(text)) return scale;
  return null;
}

/**
 * The multiplier of a column's numbers: its own heading's "(in millions)" first; for share
 * counts, what the caption says of shares ("except number of shares, which are reflected in
 * thousands"); else the table's scale. Per-share prices are never scaled.
 */
function columnScale(table: FilingTable, column: Pick<TableColumn, "label"> | undefined, kind: "money" | "shares" | "per_share"): number {
  if (kind === "per_share") return 1;
  const own = column ? scaleIn(column.label) : null;
  if (own !== null) return own;
  const caption = `${table.unit.source ?? ""} ${table.caption ?? ""}`;
  if (kind === "shares") {
    // "(in millions, except number of shares, which are reflected in thousands ...)"
    const except = /\bexcept\b(.*)$/i.exec(caption)?.[1] ?? null;
    const m =
      except !== null
        ? /\bshares?\b[^.;:]*?\b(?:reflected in|are in|in)\s+(thousands|millions)\b/i.exec(except)
        : /\b(?:number of shares|shares? (?:are )?in)\b[^.;:]*?\b(thousands|millions)\b/i.exec(caption);
    if (m) return (m[1] as string).toLowerCase() === "thousands" ? 1e3 : 1e6;
    if (except !== null && /shares/i.test(except)) return 1;
  }
  // A scale read from another column's heading is that column's alone.
  const source = table.unit.source;
  if (source === null || table.columns.some((c) => c.label.includes(source))) return 1;
  return table.unit.scale;
}

/** A numeric cell as an attribute, scaled by its column. */
export function cellAttribute(table: FilingTable, cell: TableCell, kind: "money" | "shares" | "per_share"): AttributeValue {
  const label = headingsOf(table).get(cell.column);
  const column = label === undefined ? undefined : { label };
  const scale = columnScale(table, column, kind);
  const unit =
    kind === "money"
      ? cell.currency === null || cell.currency === "$"
        ? "USD"
        : cell.currency
      : kind === "shares"
        ? "shares"
        : "USD/shares";
  return {
    type: kind,
    text: cell.text,
    start: cell.start,
    end: cell.end,
    value: cell.value === null ? null : cell.value * scale,
    unit,
    scale,
  };
}

/**
 * Column headings by column index: the table's own, or, when the filer put the headings in a
 * body row before the numbers ("Period | Total Number of Shares Purchased | ..."), that row's
 * texts. A heading row one text short of its columns, its first heading in the label place
 * ("Total Number of Shares Purchased | Average Price Paid per Share | ..." over "April 2025 |
 * 15,755,246 | $106.66 | ..."), names the numeric columns in order.
 */
export function headingsOf(table: FilingTable): Map<number, string> {
  const own = new Map(table.columns.map((c) => [c.index, c.label] as const));
  if ([...own.values()].some((l) => l.trim() !== "")) return own;
  const firstData = table.rows.findIndex((r) => r.cells.some((c) => c.kind === "number"));
  const before = firstData < 0 ? table.rows.slice(0, 1) : table.rows.slice(0, firstData);
  const header = before.find((r) => r.cells.length > 0);
  if (!header) return own;
  const dataColumns = [...new Set(table.rows.flatMap((r) => r.cells.filter((c) => c.kind === "number").map((c) => c.column)))].sort(
    (a, b) => a - b,
  );
  if (header.label.trim() !== "" && header.cells.length + 1 === dataColumns.length) {
    const texts = [header.label, ...header.cells.map((c) => c.text)];
    return new Map(dataColumns.map((column, i) => [column, texts[i] as string] as const));
  }
  return new Map(header.cells.map((c) => [c.column, c.text] as const));
}

/** The table's columns whose heading matches `re`, as `{ index, label }`. */
export function columnsMatching(table: FilingTable, re: RegExp): { index: number; label: string }[] {
  return [...headingsOf(table)].filter(([, label]) => re.test(label)).map(([index, label]) => ({ index, label }));
}

/** Where each row's label starts in the markdown, by row index (rows without a label are absent). */
export function rowLabelOffsets(table: FilingTable, markdown: string): Map<number, number> {
  const offsets = new Map<number, number>();
  let from = table.start;
  for (const row of table.rows) {
    if (!row.label) continue;
    const at = markdown.indexOf(row.label, from);
    if (at < 0 || at >= table.end) continue;
    offsets.set(row.index, at);
    from = at + row.label.length;
  }
  return offsets;
}
