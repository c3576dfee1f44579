import { FdsError } from "../shared/errors.js";
import { resolvePeriodTarget, type DateType, type PeriodTarget } from "../shared/fiscal-period.js";

/** Most periods one statement or trend request may span. */
export const MAX_PERIODS = 20;

/**
 * Syntax of `period_from` / `period_to` (FISCAL periods of the company):
 * - `FY2023` or `2023`: the fiscal year 2023 (its annual report, duration FY);
 * - `2024Q2` (also `2024-Q2`, `2024 Q2`): fiscal 2024 second quarter, duration per `date_type`
 *   (default Q: the quarter alone; `2023Q4` alone is derived as FY minus nine-month YTD).
 * Both ends must be of the same kind; the range is inclusive and at most 20 periods long.
 */
export const PERIOD_SYNTAX = "FY2023 or 2023 (fiscal year), 2024Q2 (fiscal quarter; Q4 = the fourth quarter alone); both ends of one kind, inclusive, at most 20 periods";

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

/**
 * The fiscal periods from `from` to `to` inclusive, oldest first. `dateType` applies to
 * quarters (Q default, YTD); fiscal years are always FY.
 */
export function periodRange(from: string, to: string, dateType: DateType | null): RangePeriod[] {
  const a = parsePeriodSpec(from);
  const b = parsePeriodSpec(to);
  if ((a.quarter === null) !== (b.quarter === null)) throw new FdsError("bad_request", `period_from "${from}" and period_to "${to}" must both be fiscal years or both quarters`);
  const ordinal = (p: PeriodSpec) => p.fiscalYear * 4 + (p.quarter ?? 1) - 1;
  const step = a.quarter === null ? 4 : 1;
  if (ordinal(a) > ordinal(b)) throw new FdsError("bad_request", `period_from "${from}" is after period_to "${to}"`);
  const count = (ordinal(b) - ordinal(a)) / step + 1;
  if (count > MAX_PERIODS) throw new FdsError("bad_request", `range ${from}..${to} spans ${count} periods; at most ${MAX_PERIODS}`);
  const out: RangePeriod[] = [];
  for (let o = ordinal(a); o <= ordinal(b); o += step) {
    const fiscalYear = Math.floor(o / 4);
    if (a.quarter === null) {
      out.push({ label: `FY${fiscalYear}`, target: resolvePeriodTarget({ fiscalYear, quarter: 4, dateType: "FY", fullYearMode: true }) });
    } else {
      const quarter = (o % 4) + 1;
      out.push({ label: `${fiscalYear}Q${quarter}`, target: resolvePeriodTarget({ fiscalYear, quarter, dateType: dateType ?? "Q", fullYearMode: false }) });
    }
  }
  return out;
}
