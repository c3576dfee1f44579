import type { DocumentsPort } from "../documents/index.js";
import { Type } from "typebox";
import type { TableCell, TableRow } from "../../parse/document/index.js";
import { type EquivalenceGroup, type EquivalenceRegistry, normalizeMetricName, type RegistryPort } from "../equivalence/index.js";
import { type EarningsRelease, findEarningsRelease, type ReleaseColumn } from "../events/index.js";
import type { DurationClass, IssuersPort, PeriodTarget, StorePort } from "../shared/index.js";
import { DimensionsSchema, FactPeriodSchema, Nullable, type Wire } from "../shared/index.js";

/** Where an earnings-release value is shown: the exhibit's table cell and its offsets in the exhibit's markdown. */
const ReleaseSourceRefSchema = Type.Object(
  {
    accession: Type.String(),
    form: Type.String(),
    filed_date: Nullable(Type.String()),
    document: Type.String(),
    table_id: Type.String(),
    row_label: Type.String(),
    column_label: Type.String(),
    /** UTF-16 offsets of the cell in the exhibit's markdown (end exclusive). */
    start: Type.Integer({ description: "Offset of the cell in the exhibit's markdown" }),
    end: Type.Integer(),
    url: Nullable(Type.String()),
  },
  { title: "ReleaseSourceRef" },
);

/** A value read from an 8-K earnings-release table (source=8k), citing the exhibit table cell: MetricValue-like. */
export const ReleaseValueSchema = Type.Object(
  {
    /** The shown number times the table's scale (per-share and percent rows are not scaled). */
    value: Nullable(Type.Number({ description: "Shown number times the table scale (per-share rows unscaled)" })),
    value_exact: Nullable(Type.String()),
    value_shown: Nullable(Type.Number({ description: "The number as shown in the table, before scale" })),
    unit: Nullable(Type.String()),
    scale: Type.Number(),
    decimals: Type.Null(),
    period: FactPeriodSchema,
    // The document says string: the domain knows the class.
    duration_class: Nullable(Type.Unsafe<DurationClass>(Type.String())),
    concept: Nullable(Type.String()),
    axis_key: Type.String(),
    dimensions: DimensionsSchema,
    source: Type.Literal("8k"),
    source_ref: ReleaseSourceRefSchema,
  },
  { title: "ReleaseValue", description: "A number read from an 8-K earnings-release table, citing the exhibit table cell" },
);

export type ReleaseValue = Wire<typeof ReleaseValueSchema>;

export interface ReleaseCandidate {
  readonly concept: string | null;
  readonly label: string;
  readonly group: string | null;
  readonly value: ReleaseValue;
}

const CLASS_OF: Record<number, DurationClass> = { 3: "Q", 6: "H", 9: "9M", 12: "FY" };

/** "Total revenue", "GAAP net income", "Diluted net income per share", "NET INCOME" ... as registry keys to try. */
function labelKeys(row: TableRow): string[] {
  const clean = normalizeMetricName(
    row.label
      .replace(/\([^)]*\)/g, " ")
      .replace(/[:*]/g, " ")
      .replace(/\s+/g, " "),
  );
  const keys = [clean, clean.replace(/^(gaap|total|net) /, "").trim(), clean.replace(/^gaap /, "")];
  const group = row.group ? normalizeMetricName(row.group.replace(/[:*()]/g, " ")) : "";
  const perShare = /per share|eps|earnings per share/.test(`${clean} ${group}`);
  if (perShare && /\bdiluted\b/.test(clean) && !/non gaap|shares used|weighted/.test(clean)) keys.unshift("eps diluted");
  else if (perShare && /\bbasic\b/.test(clean) && !/non gaap|shares used|weighted/.test(clean)) keys.unshift("eps basic");
  if (/(shares used|weighted average).*diluted|diluted weighted average shares/.test(clean)) keys.unshift("diluted shares");
  else if (/(shares used|weighted average).*basic|basic weighted average shares/.test(clean)) keys.unshift("basic shares");
  if (/^sales net of returns/.test(clean)) keys.push("net sales");
  return keys;
}

/** The registry group a row label names (exact label or alias after normalizing), else null. Non-GAAP rows never map. */
export function groupOfRow(registry: EquivalenceRegistry, row: TableRow): EquivalenceGroup | null {
  if (/non[- ]?gaap/i.test(row.label)) return null;
  for (const key of labelKeys(row)) {
    if (!key) continue;
    try {
      const g = registry.group(key);
      if (g) return g;
    } catch {
      // a split group's alias: not a mapping
    }
  }
  return null;
}

function urlOf(r: EarningsRelease): string | null {
  const f = r.filing;
  if (f.accessionIsSynthetic || f.cik === null) return null;
  return `https://www.sec.gov/Archives/edgar/data/${f.cik}/${f.accession.replace(/-/g, "")}/${r.exhibit.name}`;
}

function valueOf(r: EarningsRelease, c: ReleaseColumn, row: TableRow, cell: TableCell, concept: string | null): ReleaseValue {
  const scaled = cell.scaledValue;
  return {
    value: scaled,
    value_exact: scaled === null ? null : String(scaled),
    value_shown: cell.value,
    unit: cell.unit ?? c.table.unit.currency,
    scale: cell.scale,
    decimals: null,
    period: { type: c.kind, start: null, end: c.end },
    duration_class: c.months === null ? null : (CLASS_OF[c.months] ?? null),
    concept,
    axis_key: "",
    dimensions: {},
    source: "8k",
    source_ref: {
      accession: r.filing.accession,
      form: r.filing.form,
      filed_date: r.filing.filedDate,
      document: r.exhibit.name,
      table_id: c.table.tableId,
      row_label: row.label,
      column_label: c.column.label,
      start: cell.start,
      end: cell.end,
      url: urlOf(r),
    },
  };
}

/**
 * Every row of the release's tables with a number in the period's column, in document order:
 * label as shown (the heading row above prefixes an unlabelled total), the registry group when
 * the label names one, and the concept the group lists first.
 */
function releaseCandidates(registry: EquivalenceRegistry, r: EarningsRelease): ReleaseCandidate[] {
  const out: ReleaseCandidate[] = [];
  for (const c of r.columns) {
    for (const row of c.table.rows) {
      const cell = row.cells.find((x) => x.column === c.column.index);
      if (!cell || cell.value === null) continue;
      const label = row.label.trim() || (row.group ? `${row.group.replace(/:\s*$/, "")} (total)` : "(unlabelled row)");
      const group = groupOfRow(registry, row);
      const concept = group?.concepts[0] ?? null;
      out.push({ concept, label, group: group?.name ?? null, value: valueOf(r, c, row, cell, concept) });
    }
  }
  return out;
}

/** The release of the period and its candidate metrics. */
export async function earningsReleaseMetrics(
  deps: StorePort & RegistryPort & IssuersPort & DocumentsPort,
  ticker: string,
  target: PeriodTarget,
): Promise<{ release: EarningsRelease; candidates: ReleaseCandidate[] }> {
  const release = await findEarningsRelease(deps, ticker, target);
  return { release, candidates: releaseCandidates(deps.registry, release) };
}
