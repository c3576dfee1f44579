import type { Fact } from "../../model/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import type { EquivalenceRegistry } from "../equivalence/index.js";
import type { DurationClass } from "../shared/index.js";
import type { ColumnFiscalPeriod } from "./column-fiscal-period.js";
import type { AlignedColumn, AlignedRow, RowAlignment, RowIdentity } from "./table-compare-result.js";

/**
 * Lining up several companies' tables: columns by fiscal period, rows by meaning. A row whose
 * cells show XBRL facts is known by the facts' concept (and dimensions): two companies' rows
 * meet when the concept is the same, or when the equivalence registry puts both concepts in one
 * group (one filer's "Net sales", us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax, and
 * another's "Revenue", us-gaap:Revenues). Rows without facts meet by normalized label.
 */

/** Row label normalized for alignment: case, quotes, footnote marks, punctuation and spacing ignored. */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/&/g, " and ")
    .replace(/\(\s*[a-z0-9]\s*\)|\[\s*\d+\s*\]|\*+/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Keys with "#2", "#3"... for repeats ("basic" per-share, then "basic#2" shares used). */
function withOccurrences(keys: readonly (string | null)[]): (string | null)[] {
  const seen = new Map<string, number>();
  return keys.map((k) => {
    if (!k) return k;
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return n > 1 ? `${k}#${n}` : k;
  });
}

/** The fact most of a row's cells show (by concept), or null when none is tagged. */
function rowFact(row: FilingTable["rows"][number], factsById: ReadonlyMap<string, Fact>): Fact | null {
  const counts = new Map<string, { fact: Fact; n: number }>();
  for (const cell of row.cells) {
    const fact = cell.factId === null ? undefined : factsById.get(cell.factId);
    if (!fact) continue;
    const key = `${fact.concept}|${fact.axisKey}`;
    const entry = counts.get(key) ?? { fact, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  let best: { fact: Fact; n: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.fact ?? null;
}

/**
 * Each row's identity. A group key is used unless two rows of the table fall in the same group
 * with different concepts (a total and its component): those rows keep their concept keys.
 */
export function rowIdentities(table: FilingTable, factsById: ReadonlyMap<string, Fact>, registry: EquivalenceRegistry): RowIdentity[] {
  const facts = table.rows.map((r) => rowFact(r, factsById));
  const groups = facts.map((f) => (f ? (registry.groupOfConcept(f.concept)?.name ?? null) : null));
  const conceptsByGroup = new Map<string, Set<string>>();
  facts.forEach((f, i) => {
    const g = groups[i];
    if (f && g) conceptsByGroup.set(`${g}|${f.axisKey}`, (conceptsByGroup.get(`${g}|${f.axisKey}`) ?? new Set()).add(f.concept));
  });
  const conceptKeys = withOccurrences(
    facts.map((f, i) => {
      if (!f) return null;
      const g = groups[i];
      const base = g && (conceptsByGroup.get(`${g}|${f.axisKey}`)?.size ?? 0) === 1 ? `group:${g}` : `concept:${f.concept}`;
      return f.axisKey ? `${base}|${f.axisKey}` : base;
    }),
  );
  const labelKeys = withOccurrences(table.rows.map((r) => normalizeLabel(r.label)));
  return table.rows.map((r, i) => ({
    index: r.index,
    label: r.label,
    concept: facts[i]?.concept ?? null,
    axis_key: facts[i]?.axisKey ?? "",
    group: groups[i] ?? null,
    concept_key: conceptKeys[i] ?? null,
    label_key: labelKeys[i] ?? "",
  }));
}

/** One company's table as alignment reads it. */
export interface AlignInput {
  readonly id: string;
  readonly periods: ReadonlyMap<number, ColumnFiscalPeriod | null>;
  readonly rows: readonly (RowIdentity & { readonly values: ReadonlyMap<number, number | null> })[];
}

const CLASS_ORDER: readonly (DurationClass | "instant")[] = ["Q", "H", "9M", "FY", "instant"];

/** Columns of the same duration class and offset meet; quarters first, then year-to-date, years, instants; latest first. */
export function alignColumns(inputs: readonly AlignInput[]): AlignedColumn[] {
  const byKey = new Map<
    string,
    { cls: DurationClass | null; offset: number; by: Record<string, ColumnFiscalPeriod & { column: number }> }
  >();
  for (const input of inputs) {
    for (const [column, p] of input.periods) {
      if (!p) continue;
      const key = `${p.duration_class ?? "instant"}@${p.offset_quarters}`;
      const entry = byKey.get(key) ?? { cls: p.duration_class, offset: p.offset_quarters, by: {} };
      entry.by[input.id] ??= { ...p, column };
      byKey.set(key, entry);
    }
  }
  return [...byKey.entries()]
    .map(([key, e]) => {
      const labels = Object.entries(e.by).map(([id, p]) => ({ id, label: p.label }));
      const same = new Set(labels.map((l) => l.label)).size === 1;
      return {
        key,
        label: same ? (labels[0]?.label ?? "") : labels.map((l) => `${l.id} ${l.label}`).join(" / "),
        duration_class: e.cls,
        offset_quarters: e.offset,
        by_company: e.by,
      };
    })
    .sort(
      (a, b) =>
        CLASS_ORDER.indexOf(a.duration_class ?? "instant") - CLASS_ORDER.indexOf(b.duration_class ?? "instant") ||
        b.offset_quarters - a.offset_quarters,
    );
}

type Member = { readonly input: AlignInput; readonly row: AlignInput["rows"][number] };

/**
 * A row left alone under its key joins another key's rows that show its exact concept and
 * dimensions: one filer keys "Other income (expense), net" by concept (its table also has "Other,
 * net" in the same group) while another keys the same concept by group.
 */
function joinByConcept(byKey: Map<string, Member[]>): void {
  for (const [key, members] of [...byKey]) {
    const alone = members[0];
    if (members.length !== 1 || !alone) continue;
    for (const [other, found] of byKey) {
      if (other === key || found.some((m) => m.input === alone.input)) continue;
      if (!found.some((m) => m.row.concept === alone.row.concept && m.row.axis_key === alone.row.axis_key)) continue;
      found.push(alone);
      byKey.delete(key);
      break;
    }
  }
}

/**
 * Rows found in two or more tables, in the order they first appear (first table first). Fact-
 * backed rows meet by concept key; the rest by label key, where a fact-backed row left alone may
 * meet untagged rows (an older filing without iXBRL), never another fact-backed row.
 */
export function alignRows(
  inputs: readonly AlignInput[],
  columns: readonly AlignedColumn[],
  groupLabel: (group: string) => string | null,
): AlignedRow[] {
  const groups: { key: string; by: "concept_key" | "label_key"; members: Member[] }[] = [];
  const used = new Set<AlignInput["rows"][number]>();
  const collect = (by: "concept_key" | "label_key") => {
    const byKey = new Map<string, Member[]>();
    for (const input of inputs) {
      for (const row of input.rows) {
        const key = row[by];
        if (!key || used.has(row)) continue;
        const members = byKey.get(key) ?? [];
        if (!members.some((m) => m.input === input)) members.push({ input, row });
        byKey.set(key, members);
      }
    }
    if (by === "concept_key") joinByConcept(byKey);
    for (const [key, found] of byKey) {
      const backed = found.filter((m) => m.row.concept_key !== null);
      const members = by === "label_key" && backed.length > 1 ? found.filter((m) => m.row.concept_key === null) : found;
      if (members.length < 2) continue;
      for (const m of members) used.add(m.row);
      groups.push({ key, by, members });
    }
  };
  collect("concept_key");
  collect("label_key");
  const first = (g: (typeof groups)[number]) => {
    const m = g.members[0] as Member;
    return inputs.indexOf(m.input) * 1_000_000 + m.input.rows.indexOf(m.row);
  };
  return groups
    .sort((a, b) => first(a) - first(b))
    .map((g) => {
      const concepts = new Set(g.members.map((m) => m.row.concept));
      const aligned_by: RowAlignment = g.by === "label_key" ? "label" : concepts.size === 1 ? "concept" : "equivalence_group";
      const group = g.by === "concept_key" ? (g.members[0]?.row.group ?? null) : null;
      const by: Record<string, AlignedRow["by_company"][string]> = {};
      for (const { input, row } of g.members) {
        by[input.id] = {
          index: row.index,
          label: row.label,
          concept: row.concept,
          axis_key: row.axis_key,
          scaled_values: columns.map((c) => {
            const col = c.by_company[input.id]?.column;
            return col === undefined ? null : (row.values.get(col) ?? null);
          }),
        };
      }
      const label = (aligned_by === "equivalence_group" && group ? groupLabel(group) : null) ?? g.members[0]?.row.label ?? g.key;
      return { key: g.key, label, aligned_by, group, by_company: by };
    });
}
