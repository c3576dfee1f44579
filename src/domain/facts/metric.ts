import {
  AsOfSchema,
  type Basis,
  type DateType,
  DEFAULT_BASIS,
  type DurationClass,
  FdsError,
  type FetcherPort,
  filingRefOf,
  type MetricValue,
  PeriodReader,
  type PeriodTarget,
  resolvePeriodTarget,
  type StorePort,
  FilingRefSchema,
  LocatedMetricValueSchema,
  Nullable,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { Type } from "typebox";
import { subtractDecimal } from "../../parse/xbrl/index.js";
import { humanizeConcept, type ResolvedBy } from "./metric-resolution.js";
import { readMetric } from "./metric-reading.js";
import type { RegistryPort } from "../equivalence/index.js";
import type { CompanyFactsPort } from "../companyfacts/index.js";

export interface MetricQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly metricName: string;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  /** Only concepts the filing presents under a presentation role matching this text. */
  readonly role: string | null;
  readonly axisKey: string;
  readonly cacheOnly: boolean;
  /** Which stored filing answers when several report the period; default as_reported. */
  readonly basis?: Basis;
}

export const PeriodOutSchema = Type.Object(
  {
    fiscal_year: Type.Integer(),
    quarter: Type.Integer(),
    // The document says string for both: the domain knows the closed sets.
    date_type: Type.Unsafe<DateType>(Type.String()),
    full_year_mode: Type.Boolean(),
    duration_class: Type.Unsafe<DurationClass>(Type.String()),
  },
  { title: "PeriodSelection", description: "The period selector as resolved: fiscal year and quarter, basis (date_type) and duration" },
);

/** The period selector as resolved. */
export type PeriodOut = Wire<typeof PeriodOutSchema>;

/** get_metric's answer; the tool adds each value's location. */
export const MetricResultSchema = Type.Object({
  ticker: Type.String(),
  metric: Type.Object({
    requested: Type.String(),
    // The document says string for both: the domain knows the closed sets.
    resolved_by: Type.Unsafe<ResolvedBy>(Type.String()),
    group: Nullable(Type.String()),
    concept: Type.String(),
    label: Type.String(),
    candidates: Type.Array(Type.String()),
    registry_version: Type.String(),
  }),
  period: PeriodOutSchema,
  basis: Type.Unsafe<Basis>(Type.String()),
  /** The filing the current value was read from (a derived quarter: the longer period's), with `reported_in`. */
  filing: FilingRefSchema,
  /** `reported_in` says own filing or comparative column; `restated` appears when the first and latest reports differ. */
  current: LocatedMetricValueSchema,
  /** The same fiscal period a year earlier, from the current value's filing when it reports it; null when no filing at hand does. */
  prior: Nullable(LocatedMetricValueSchema),
  /** Current minus prior, and that as a percent of |prior|; null without a prior value. */
  yoy: Nullable(Type.Object({ absolute: Type.Number(), percent: Nullable(Type.Number()) })),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

export type MetricResult = Wire<typeof MetricResultSchema>;

/**
 * A metric for a fiscal period: current value, the prior year's, and the change. The value may
 * come from any stored filing that reports the period (own filing or a later comparative column,
 * chosen by basis); the period's own filing is fetched from EDGAR only when none does.
 */
export async function getMetric(deps: StorePort & FetcherPort & RegistryPort & CompanyFactsPort, q: MetricQuery): Promise<MetricResult> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  const reader = new PeriodReader(deps, q.ticker, q.cacheOnly, q.basis ?? DEFAULT_BASIS);
  const {
    resolution,
    candidates,
    located: current,
    own,
    reader: answering,
  } = await readMetric(deps, reader, target, { metricName: q.metricName, includeEquivalents: false, role: q.role, axisKey: q.axisKey });
  if (!current) {
    const period = `${periodWords(target)}${q.axisKey ? ` with axis_key ${q.axisKey}` : ""}`;
    // A refused derivation says what is reported and what is missing; otherwise no stored filing reports the concepts at all.
    const why = answering.whyNoValue(target, candidates, q.axisKey);
    throw new FdsError(
      "metric_not_found",
      why
        ? `${q.ticker.toUpperCase()} ${q.metricName} for ${period}: ${why}`
        : `${own ? `${own.form} ${own.accession}` : `no stored filing of ${q.ticker.toUpperCase()}`} reports no value for ${q.metricName} (tried ${candidates.join(", ") || "no concept"}) for ${period}`,
      { accession: own?.accession ?? null, tried: candidates },
    );
  }
  // The prior year on the same terms: from company facts when they answered.
  const prior = await answering.prior(current, target, q.axisKey);
  return {
    ticker: q.ticker.toUpperCase(),
    metric: {
      requested: resolution.requested,
      resolved_by: resolution.resolved_by,
      group: resolution.group,
      concept: current.concept,
      label: resolution.label ?? humanizeConcept(current.concept),
      candidates,
      registry_version: deps.registry.version,
    },
    period: periodOut(target, q.fullYearMode),
    basis: reader.basis,
    filing: filingRefOf(current.filing, current.cacheStatus, current.reportedIn),
    current: current.value,
    prior,
    yoy: yearOverYear(current.value, prior),
    warnings: [...new Set([...reader.warnings, ...(answering === reader ? [] : answering.warnings)])],
  };
}

export function periodOut(target: PeriodTarget, fullYearMode: boolean): PeriodOut {
  return {
    fiscal_year: target.fiscalYear,
    quarter: target.quarter,
    date_type: target.dateType,
    full_year_mode: fullYearMode,
    duration_class: target.durationClass,
  };
}

/** `fiscal 2024`, `fiscal 2024 Q4 alone`, `fiscal 2024 Q3 year to date`. */
export function periodWords(target: PeriodTarget): string {
  if (target.dateType === "FY") return `fiscal ${target.fiscalYear}`;
  return `fiscal ${target.fiscalYear} Q${target.quarter} ${target.dateType === "Q" ? "alone" : "year to date"}`;
}

/** Current minus prior computed on the exact decimals, so 6.08 - 6.13 is -0.05, not -0.04999999999999982. */
function yearOverYear(current: MetricValue, prior: MetricValue | null): MetricResult["yoy"] {
  if (!prior || prior.value_exact === null || current.value_exact === null || prior.value === null) return null;
  const absolute = Number(subtractDecimal(current.value_exact, prior.value_exact));
  return { absolute, percent: prior.value === 0 ? null : (absolute / Math.abs(prior.value)) * 100 };
}
