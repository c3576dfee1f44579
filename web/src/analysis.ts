/**
 * Columns computed in the page from the values a statement shows: common size (each line as a
 * share of the statement's base line in the same period and unit) and growth (each value against
 * the same line `lag` columns before). Both are ratios of numbers the API served; nothing is
 * subtracted across periods of a non-additive concept, and a cell is null (shown "—") when its
 * inputs are missing, of another unit, or the base is zero.
 */
export interface ShownValue {
  readonly value: number | null;
  readonly unit: string | null;
}

export type StatementView = "values" | "common_size" | "growth" | "growth_year";

/** The line each statement's common size is taken against; the cash-flow statement has none. */
export const COMMON_SIZE_BASE: Readonly<Record<string, { readonly key: string; readonly label: string }>> = {
  income_statement: { key: "revenue", label: "% of revenue: margins" },
  balance_sheet: { key: "total_assets", label: "% of total assets" },
};

export function commonSize(value: ShownValue | null, base: ShownValue | null): number | null {
  if (!value || !base || value.value === null || base.value === null || base.value === 0 || value.unit !== base.unit) return null;
  return value.value / base.value;
}

/** (now − before) / |before|: the change as a share of the earlier value, whatever its sign. */
export function growth(now: ShownValue | null, before: ShownValue | null): number | null {
  if (!now || !before || now.value === null || before.value === null || before.value === 0 || now.unit !== before.unit) return null;
  return (now.value - before.value) / Math.abs(before.value);
}

/** A share as the page prints it: one decimal, a sign on growth. */
export function percent(share: number | null, signed: boolean): string {
  if (share === null) return "—";
  const text = `${(share * 100).toFixed(1)}%`;
  return signed && share > 0 ? `+${text}` : text;
}

/**
 * Every line's cells for `view`, columns in the statement's order: the share (common size, growth)
 * or null. `lag` is 1 for the previous column, 4 for the same quarter a year before.
 */
export function analysed<L extends { readonly key: string; readonly values: readonly (ShownValue | null)[] }>(
  lines: readonly L[],
  view: Exclude<StatementView, "values">,
  kind: string,
  lag = 1,
): (number | null)[][] {
  if (view === "common_size") {
    const base = lines.find((l) => l.key === COMMON_SIZE_BASE[kind]?.key);
    return lines.map((l) => l.values.map((v, i) => commonSize(v, base?.values[i] ?? null)));
  }
  return lines.map((l) => l.values.map((v, i) => (i >= lag ? growth(v, l.values[i - lag] ?? null) : null)));
}
