import { type DateType, FdsError, type PeriodTarget, resolvePeriodTarget } from "../shared/index.js";

/** Most periods one statement or trend request may span. */
export const MAX_PERIODS = 20;

/**
 * Syntax of `period_from` / `period_to` (FISCAL periods of the company):
 * - `FY2023` or `2023`: the fiscal year 2023 (its annual report, duration FY);
 * - `2024Q2` (also `2024-Q2`, `2024 Q2`): fiscal 2024 second quarter, duration per `date_type`
 *   (default Q: the quarter alone; `2023Q4` alone is derived as FY minus nine-month YTD).
 * The range covers both ends, in either order, and keeps its latest 20 periods.
 */
export const PERIOD_SYNTAX =
  "FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); the range covers both ends (either order; a fiscal year beside a quarter stands for its four quarters, date_type FY makes it fiscal years), at most its latest 20 periods";

interface PeriodSpec {
  readonly fiscalYear: number;
  /** null for a fiscal year. */
  readonly quarter: number | null;
}

export function parsePeriodSpec(text: string): PeriodSpec {
  const m = /^\s*(?:FY\s*)?(\d{4})(?:\s*[- ]?\s*Q([1-4]))?\s*$/i.exec(text);
  if (!m) throw new FdsError("bad_request", `period "${text}" not understood: use ${PERIOD_SYNTAX}`);
  const year = Number(m[1]);
  if (/^\s*FY/i.test(text) && m[2]) throw new FdsError("bad_request", `period "${text}" mixes FY and a quarter: use FY2023 or 2023Q2`);
  return { fiscalYear: year, quarter: m[2] ? Number(m[2]) : null };
}

/** A period of a range with the label it was asked by (`FY2023`, `2024Q2`). */
export interface RangePeriod {
  readonly label: string;
  readonly target: PeriodTarget;
}

/** The periods of a range, oldest first, and what was left out of it. */
export interface PeriodRange {
  readonly periods: readonly RangePeriod[];
  readonly warnings: readonly string[];
}

/**
 * The fiscal periods of the smallest range covering `from` and `to` (in either order), oldest
 * first. Two fiscal years make a range of years; with a quarter at either end it is a range of
 * quarters, where a fiscal year stands for its four quarters. `dateType` FY asks for fiscal years
 * whatever the ends (a quarter stands for its fiscal year); otherwise it applies to quarters (Q
 * default, YTD). Past MAX_PERIODS the latest periods are kept, and a warning says so.
 */
export function periodRange(from: string, to: string, dateType: DateType | null): PeriodRange {
  const a = parsePeriodSpec(from);
  const b = parsePeriodSpec(to);
  const years = dateType === "FY" || (a.quarter === null && b.quarter === null);
  // Quarter ordinals (year * 4 + quarter - 1) of the first and last period each end covers.
  const first = (p: PeriodSpec) => p.fiscalYear * 4 + (years ? 0 : (p.quarter ?? 1) - 1);
  const last = (p: PeriodSpec) => p.fiscalYear * 4 + (years ? 0 : (p.quarter ?? 4) - 1);
  const step = years ? 4 : 1;
  const end = Math.max(last(a), last(b));
  const span = (end - Math.min(first(a), first(b))) / step + 1;
  const start = end - (Math.min(span, MAX_PERIODS) - 1) * step;
  const periods: RangePeriod[] = [];
  for (let o = start; o <= end; o += step) {
    const fiscalYear = Math.floor(o / 4);
    if (years) {
      periods.push({
        label: `FY${fiscalYear}`,
        target: resolvePeriodTarget({ fiscalYear, quarter: 4, dateType: "FY", fullYearMode: true }),
      });
    } else {
      const quarter = (o % 4) + 1;
      periods.push({
        label: `${fiscalYear}Q${quarter}`,
        target: resolvePeriodTarget({ fiscalYear, quarter, dateType: dateType ?? "Q", fullYearMode: false }),
      });
    }
  }
  const warnings =
    span > MAX_PERIODS ? [`${from}..${to} spans ${span} periods: the latest ${MAX_PERIODS} are answered, from ${periods[0]!.label}`] : [];
  return { periods, warnings };
}
