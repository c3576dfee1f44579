import type { Fact, FilingMeta, Period } from "../../model/index.js";
import type { FilingTable, TableColumn } from "../../parse/document/index.js";
import { Type } from "typebox";
import { daysBetween, type DurationClass, durationClassOf, Nullable, shiftYears, type Wire } from "../shared/index.js";

/** A fiscal quarter's average length in days (365.25 / 4): 52/53-week quarters round to it. */
const QUARTER_DAYS = 91.31;
const MONTHS_CLASS: Readonly<Record<number, DurationClass>> = { 3: "Q", 6: "H", 9: "9M", 12: "FY" };

/**
 * The fiscal period a table column shows, in the company's own calendar: Apple's "FY2024"
 * ended 2024-09-28, Alphabet's 2024-12-31. `offset_quarters` counts fiscal quarters from the
 * period the caller asked for (0) back to the column's end (-4: the same period a year
 * earlier), which is what lines columns up across companies whatever order each prints them in.
 */
export const ColumnFiscalPeriodSchema = Type.Object(
  {
    /** "FY2024"; "FY2025 Q2" (the quarter alone); "FY2025 H1", "FY2025 9M" (year to date); instants "FY2024 end", "FY2025 Q2 end". */
    label: Type.String({ description: "FY2024, FY2025 Q2, FY2025 H1, FY2025 9M; instants FY2024 end" }),
    // The document says string for these three: the domain knows the closed sets.
    type: Type.Unsafe<"duration" | "instant">(Type.String()),
    /** First day, when known (XBRL contexts give it; headings rarely do). */
    start: Nullable(Type.String()),
    /** Last day (or the instant); null when the heading names only a year. */
    end: Nullable(Type.String()),
    /** Q, H, 9M or FY for durations; null for instants. */
    duration_class: Nullable(Type.Unsafe<DurationClass>(Type.String())),
    fiscal_year: Type.Integer(),
    /** Fiscal quarter (1-4) the period ends in. */
    fiscal_quarter: Type.Integer(),
    offset_quarters: Type.Integer({ description: "Fiscal quarters from the period asked for (0) to this period's end" }),
    /** `xbrl`: the dates of the facts shown in the column; `heading`: read from the column heading. */
    source: Type.Unsafe<"xbrl" | "heading">(Type.String({ description: "xbrl (the facts' context dates) or heading" })),
  },
  { title: "FiscalColumnPeriod", description: "The fiscal period a column covers" },
);

export type ColumnFiscalPeriod = Wire<typeof ColumnFiscalPeriodSchema>;

/** The fiscal period the filing reports, as an absolute quarter index (year * 4 + quarter - 1). */
function filingQuarterIndex(filing: FilingMeta, requested: { year: number; quarter: number }): number {
  const q = filing.fiscalPeriod === "FY" ? 4 : Number(/^Q([1-3])$/.exec(filing.fiscalPeriod ?? "")?.[1] ?? NaN);
  if (filing.fiscalYear !== null && Number.isInteger(q)) return filing.fiscalYear * 4 + q - 1;
  return requested.year * 4 + requested.quarter - 1;
}

/** The period most of a column's tagged cells show (their facts' context dates). */
function factPeriodOf(table: FilingTable, column: number, factsById: ReadonlyMap<string, Fact>): Period | null {
  const counts = new Map<string, { period: Period; n: number }>();
  for (const row of table.rows) {
    for (const cell of row.cells) {
      if (cell.column !== column || cell.factId === null) continue;
      const fact = factsById.get(cell.factId);
      if (!fact || fact.period.kind === "forever") continue;
      const key = fact.period.kind === "instant" ? fact.period.instant : `${fact.period.start}/${fact.period.end}`;
      const entry = counts.get(key) ?? { period: fact.period, n: 0 };
      entry.n++;
      counts.set(key, entry);
    }
  }
  let best: { period: Period; n: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.period ?? null;
}

/** What the heading says: an end date (or a bare year placed at the filing's year-end day) and a length. */
function headingPeriod(
  column: TableColumn,
  filingEnd: string | null,
): { type: "duration" | "instant"; start: null; end: string; cls: DurationClass | null } | null {
  const p = column.period;
  if (!p) return null;
  const end = p.endDate ?? (p.year !== null && filingEnd !== null ? shiftYears(filingEnd, p.year - Number(filingEnd.slice(0, 4))) : null);
  if (end === null) return null;
  if (p.instant) return { type: "instant", start: null, end, cls: null };
  const cls = p.months === null ? null : (MONTHS_CLASS[p.months] ?? null);
  return cls === null ? null : { type: "duration", start: null, end, cls };
}

function labelOf(type: "duration" | "instant", cls: DurationClass | null, year: number, quarter: number): string {
  const at = quarter === 4 ? `FY${year}` : `FY${year} Q${quarter}`;
  if (type === "instant") return `${at} end`;
  if (cls === "FY") return `FY${year}`;
  if (cls === "Q") return `FY${year} Q${quarter}`;
  if (cls === "H") return `FY${year} H${quarter <= 2 ? 1 : 2}`;
  return `FY${year} ${cls}`;
}

/**
 * The fiscal period of each value column of a table (null for columns that name none, such as
 * "% change"). Dates come from the XBRL facts the column shows, else from its heading; the
 * fiscal year and quarter from the filing's own fiscal focus and period end, counted back in
 * quarters, so 52/53-week years (Apple, NVIDIA) land on the right fiscal year.
 */
export function columnFiscalPeriods(
  table: FilingTable,
  filing: FilingMeta,
  requested: { readonly year: number; readonly quarter: number },
  factsById: ReadonlyMap<string, Fact>,
): Map<number, ColumnFiscalPeriod | null> {
  const base = filingQuarterIndex(filing, requested);
  const raw = table.columns.map((c) => {
    const fact = factPeriodOf(table, c.index, factsById);
    if (fact && fact.kind !== "forever") {
      return fact.kind === "instant"
        ? { column: c.index, type: "instant" as const, start: null, end: fact.instant, cls: null, source: "xbrl" as const }
        : {
            column: c.index,
            type: "duration" as const,
            start: fact.start,
            end: fact.end,
            cls: durationClassOf(fact),
            source: "xbrl" as const,
          };
    }
    const h = headingPeriod(c, filing.periodEnd);
    return h
      ? { column: c.index, ...h, source: "heading" as const }
      : { column: c.index, type: null, start: null, end: null, cls: null, source: null };
  });
  // The filing's own period end anchors the count; without one, the latest column's end does.
  const anchor =
    filing.periodEnd ??
    raw
      .map((r) => r.end)
      .filter((e): e is string => e !== null)
      .sort()
      .pop() ??
    null;
  const out = new Map<number, ColumnFiscalPeriod | null>();
  for (const r of raw) {
    if (r.type === null || r.end === null || r.source === null || anchor === null || (r.type === "duration" && r.cls === null)) {
      out.set(r.column, null);
      continue;
    }
    const back = Math.round(daysBetween(r.end, anchor) / QUARTER_DAYS);
    const index = base - back;
    const year = Math.floor(index / 4);
    const quarter = (index % 4) + 1;
    out.set(r.column, {
      label: labelOf(r.type, r.cls, year, quarter),
      type: r.type,
      start: r.start,
      end: r.end,
      duration_class: r.cls,
      fiscal_year: year,
      fiscal_quarter: quarter,
      offset_quarters: index - base,
      source: r.source,
    });
  }
  return out;
}
