import {
  companyOfTicker,
  daysBetween,
  type FetcherPort,
  FiscalCalendar,
  isPeriodicReport,
  PeriodReader,
  type PeriodTarget,
  type ReportedIn,
  type StorePort,
  DateRangeSchema,
  SourceRefSchema,
  Nullable,
  type Wire,
} from "../shared/index.js";
import type { EstimatePoint } from "./estimate-views.js";
import type { RegistryPort } from "../equivalence/index.js";
import { Type } from "typebox";
import { EstimatePointSchema } from "./estimate-views.js";

/**
 * A provider dates a consensus by a calendar month end ("quarter ending 2024-03-31"); the
 * company's own period may end days before (Apple's 52/53-week quarters end on a Saturday).
 * A provider date within this many days of one of the company's period ends is that period;
 * quarters are ~91 days apart, so the match is never ambiguous.
 */
const ESTIMATE_PERIOD_TOLERANCE_DAYS = 20;

/** Q1-Q4 for a quarter estimate, FY for a year (the document says string). */
type EstimateFiscalPeriodCode = "Q1" | "Q2" | "Q3" | "Q4" | "FY";

/** An estimate beside the company's fiscal period and what it filed for it (issue 13, point 4). */
export const AlignedEstimatePointSchema = Type.Object(
  {
    ...EstimatePointSchema.properties,
    /** Null when no stored filing of the ticker anchors its fiscal calendar, or no period of it ends near fiscal_date. */
    fiscal_period: Nullable(
      Type.Object(
        {
          fiscal_year: Type.Integer(),
          fiscal_period: Type.Unsafe<EstimateFiscalPeriodCode>(Type.String({ description: "Q1-Q4 for a quarter estimate, FY for a year" })),
          period_end: Type.String({
            description: "The period's end as the company reports it (Apple's quarter ending 2024-03-31 ends 2024-03-30)",
          }),
          period_end_exact: Type.Boolean({
            description: "True when a stored filing reports the period as its own; false when placed from another period's end",
          }),
        },
        {
          description:
            "The company's fiscal period the estimate is for, from the fiscal calendar of its stored filings; null when none is stored or no period ends within 20 days of fiscal_date",
        },
      ),
    ),
    reported: Nullable(
      Type.Object(
        {
          value: Nullable(Type.Number()),
          unit: Nullable(Type.String()),
          concept: Type.String(),
          period: DateRangeSchema,
          reported_in: Nullable(
            Type.Unsafe<ReportedIn>(Type.String({ description: "own_filing or comparative (a later filing's comparative column)" })),
          ),
          /** Null for a derived value (Q4 = fiscal year minus nine months): `derivation` cites its inputs. */
          source_ref: Nullable(SourceRefSchema),
          derivation: Nullable(Type.Object({ formula: Type.String(), inputs: Type.Array(SourceRefSchema) })),
          note: Type.String({
            description: 'For EPS: GAAP diluted EPS as filed; providers\' "actual" EPS is often adjusted and may differ from it',
          }),
        },
        {
          description:
            "What the company filed for that period (GAAP diluted EPS, revenue), cited; null when no stored filing reports it (nothing is fetched)",
        },
      ),
    ),
  },
  { title: "AlignedEstimatePoint" },
);

export type AlignedEstimatePoint = Wire<typeof AlignedEstimatePointSchema>;
/** The company's fiscal period an estimate is for, from the fiscal calendar of its stored filings. */
export type EstimateFiscalPeriod = NonNullable<AlignedEstimatePoint["fiscal_period"]>;
/** The value the company filed for the period, beside the estimate, with its citation. */
export type ReportedBeside = NonNullable<AlignedEstimatePoint["reported"]>;

const NOTES = {
  eps: 'GAAP diluted EPS as filed (us-gaap:EarningsPerShareDiluted). Providers\' "actual" EPS is often adjusted (non-GAAP) and may differ from it.',
  revenue: "Revenue as filed (GAAP).",
} as const;

/** The filing concepts read for each estimate metric, in priority order. */
function conceptsFor(deps: RegistryPort, metric: string): readonly string[] {
  if (metric === "eps") return ["us-gaap:EarningsPerShareDiluted"];
  return deps.registry.groupByName("revenue")?.concepts ?? [];
}

/**
 * Each estimate with its company's fiscal period (from the fiscal calendar its stored filings
 * state) and, where a stored filing reports that period, the value it filed, cited. Nothing is
 * fetched from EDGAR for this: a period not stored is shown without a reported value. One reader
 * and one lookup per distinct period and metric.
 */
export async function alignWithFilings(
  deps: StorePort & FetcherPort & RegistryPort,
  points: readonly EstimatePoint[],
): Promise<AlignedEstimatePoint[]> {
  const byTicker = new Map<string, Promise<{ calendar: FiscalCalendar | null; reader: PeriodReader }>>();
  const memo = new Map<string, Promise<{ fiscal: EstimateFiscalPeriod | null; reported: ReportedBeside | null }>>();
  const companyOf = (ticker: string) => {
    let found = byTicker.get(ticker);
    if (!found) {
      found = (async () => {
        let all = await deps.store.listFilings({ ticker });
        let stored = ticker;
        // Estimates collected under another share class's ticker: the company's filings, by CIK.
        if (all.length === 0) {
          const company = await companyOfTicker(deps.store, ticker);
          if (company) [all, stored] = [await deps.store.listFilings({ cik: company.cik }), company.storedTicker];
        }
        const periodic = all.filter(isPeriodicReport);
        return { calendar: periodic.length ? new FiscalCalendar(periodic) : null, reader: new PeriodReader(deps, stored, true) };
      })();
      byTicker.set(ticker, found);
    }
    return found;
  };
  const align = (p: EstimatePoint) => {
    const key = `${p.ticker}|${p.fiscal_date}|${p.period_kind}|${p.metric}`;
    let found = memo.get(key);
    if (!found) {
      found = (async () => {
        const { calendar, reader } = await companyOf(p.ticker);
        const fiscal = calendar ? await fiscalPeriodFor(calendar, reader, p.fiscal_date, p.period_kind === "year") : null;
        return { fiscal, reported: fiscal ? await reportedValue(deps, reader, fiscal, p.metric) : null };
      })();
      memo.set(key, found);
    }
    return found;
  };
  const out: AlignedEstimatePoint[] = [];
  for (const p of points) {
    const { fiscal, reported } = await align(p);
    out.push({ ...p, fiscal_period: fiscal, reported });
  }
  return out;
}

/** The company's period (quarter, or fiscal year) whose end is nearest the provider's date, within the tolerance. */
function fiscalPeriodOf(calendar: FiscalCalendar, fiscalDate: string, year: boolean): EstimateFiscalPeriod | null {
  const calendarYear = Number(fiscalDate.slice(0, 4));
  let best: { fy: number; q: number; end: string; exact: boolean; days: number } | null = null;
  for (let fy = calendarYear - 1; fy <= calendarYear + 1; fy++) {
    for (const q of year ? [4] : [1, 2, 3, 4]) {
      const end = calendar.quarterEnd(fy, q);
      if (!end) continue;
      const days = Math.abs(daysBetween(end.end, fiscalDate));
      if (days <= ESTIMATE_PERIOD_TOLERANCE_DAYS && (!best || days < best.days)) best = { fy, q, end: end.end, exact: end.exact, days };
    }
  }
  if (!best) return null;
  return {
    fiscal_year: best.fy,
    fiscal_period: year ? "FY" : (`Q${best.q}` as EstimateFiscalPeriod["fiscal_period"]),
    period_end: best.end,
    period_end_exact: best.exact,
  };
}

/**
 * The company's period for a provider's date: placed on the calendar, then dated as the facts of
 * the filings that report it date it (a later filing's comparative column gives a period whose
 * own filing is not stored its true end: Apple's fiscal 2024 Q2 ends 2024-03-30, not the
 * 2024-03-29 a year back from 2025-03-29 would give).
 */
export async function fiscalPeriodFor(
  calendar: FiscalCalendar,
  reader: PeriodReader,
  fiscalDate: string,
  year: boolean,
): Promise<EstimateFiscalPeriod | null> {
  const placed = fiscalPeriodOf(calendar, fiscalDate, year);
  if (!placed) return null;
  const sources = await reader.sources(placed.fiscal_year, placed.fiscal_period === "FY" ? 4 : Number(placed.fiscal_period.slice(1)));
  return sources ? { ...placed, period_end: sources.end.end } : placed;
}

/** What a stored filing reports for the period and metric (eps, revenue), cited; null when none does. */
export async function reportedValue(
  deps: RegistryPort,
  reader: PeriodReader,
  fiscal: EstimateFiscalPeriod,
  metric: string,
): Promise<ReportedBeside | null> {
  const quarter = fiscal.fiscal_period === "FY" ? 4 : Number(fiscal.fiscal_period.slice(1));
  const target: PeriodTarget =
    fiscal.fiscal_period === "FY"
      ? { fiscalYear: fiscal.fiscal_year, quarter: 4, dateType: "FY", durationClass: "FY" }
      : { fiscalYear: fiscal.fiscal_year, quarter: quarter as 1 | 2 | 3 | 4, dateType: "Q", durationClass: "Q" };
  const located = await reader.value(target, conceptsFor(deps, metric), "");
  if (!located) return null;
  const v = located.value;
  return {
    value: v.value,
    unit: v.unit,
    concept: v.concept,
    period: { start: v.period.start, end: v.period.end },
    reported_in: v.reported_in ?? null,
    source_ref: v.source_ref,
    derivation: v.derivation ? { formula: v.derivation.formula, inputs: v.derivation.inputs } : null,
    note: metric === "eps" ? NOTES.eps : NOTES.revenue,
  };
}
