/** What the grouping reads of a KPI driver row (GET /api/operational-kpis/drivers). */
interface KpiRowLike {
  readonly kpi_name: string | null;
  readonly segment: string | null;
  readonly unit: string | null;
  readonly value: number | null;
  readonly status: string;
  readonly numeric: boolean;
}

/** One period's answer: its label (FY2025, 2025Q2) and its rows, or why it has none. */
export interface KpiPeriodAnswer<R extends KpiRowLike> {
  readonly label: string;
  /** The period's end, as the answer gives it; null when it did not answer. */
  readonly end: string | null;
  readonly rows: readonly R[] | null;
  readonly error: string | null;
}

/** One KPI across periods: its name, segment and unit, and each period's row (null: not found there). */
export interface KpiSeries<R extends KpiRowLike> {
  readonly key: string;
  readonly name: string;
  readonly segment: string | null;
  readonly unit: string | null;
  readonly rows: readonly (R | null)[];
}

/**
 * The name a KPI is matched by across periods: lower case, footnote marks dropped ("Paid
 * memberships at end of period (2)" and "... [a]" are the same line of another year's table).
 */
const matchName = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .replace(/\s*(\(\d{1,2}\)|\[[a-z]\])/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The key rows of the same KPI share in every period: its name, segment (region, model) and unit. */
const kpiKey = (r: KpiRowLike) => `${matchName(r.kpi_name)}|${matchName(r.segment)}|${r.unit ?? ""}`;

/**
 * Rows of the same KPI (name, segment, unit) from several periods' answers, in the order first
 * seen, one row per period: the first the API ranks there (another row of the same KPI in that
 * period, such as the call restating the filing's figure, stays in the period's own table).
 * Reported numeric rows only: an absence row is no value, and a missing period is null, never zero.
 */
export function kpiSeries<R extends KpiRowLike>(answers: readonly KpiPeriodAnswer<R>[]): KpiSeries<R>[] {
  const byKey = new Map<string, { name: string; segment: string | null; unit: string | null; rows: (R | null)[] }>();
  answers.forEach((answer, i) => {
    for (const row of answer.rows ?? []) {
      if (row.status !== "reported" || row.value === null || !row.numeric) continue;
      const key = kpiKey(row);
      let series = byKey.get(key);
      if (!series) {
        series = { name: row.kpi_name ?? "", segment: row.segment, unit: row.unit, rows: answers.map(() => null) };
        byKey.set(key, series);
      }
      series.rows[i] ??= row;
    }
  });
  return [...byKey].map(([key, s]) => ({ key, ...s }));
}
