import { Type } from "typebox";
import {
  AsOfSchema,
  type Basis,
  checkFiscalPeriod,
  type DateType,
  DEFAULT_BASIS,
  FdsError,
  type FetcherPort,
  filingRefOf,
  FilingRefSchema,
  LocatedMetricValueSchema,
  Nullable,
  PeriodReader,
  type ReportedIn,
  resolvePeriodTarget,
  type StorePort,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { resolveMetric } from "./metric-resolution.js";
import { readMetric, type MetricReading } from "./metric-reading.js";
import type { RegistryPort } from "../equivalence/index.js";
import type { CompanyFactsPort } from "../companyfacts/index.js";

export interface SeriesQuery {
  readonly ticker: string;
  readonly metricName: string;
  readonly endYear: number;
  readonly endQuarter: number;
  /** 1 to 20. */
  readonly periods: number;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  /** Let each period answer with any concept of the metric's equivalence group. */
  readonly includeEquivalents: boolean;
  /** Never fetch: periods whose filing is not cached say so. */
  readonly cacheOnly: boolean;
  readonly role: string | null;
  readonly axisKey: string;
  /** Which stored filing answers each point when several report it; default as_reported. */
  readonly basis?: Basis;
}

/** Most points one series may have (spec part 8: periods 1 to 20). */
const MAX_SERIES_PERIODS = 20;

const SERIES_CACHE_STATUSES = ["cached", "fetched", "not_cached", "unavailable"] as const;
const SERIES_COVERAGE_STATUSES = ["reported", "derived", "not_reported", "missing"] as const;

/** One fiscal period of a series. */
const SeriesPointSchema = Type.Object({
  fiscal_year: Type.Integer(),
  quarter: Type.Integer(),
  /** `cached`/`fetched`: the filing was at hand; `not_cached`: cache-only and not in the store; `unavailable`: EDGAR failed or has no such filing. */
  cache_status: Type.Unsafe<(typeof SERIES_CACHE_STATUSES)[number]>(Type.String()),
  /** `reported` by a filing, `derived` (a quarter as the difference of two cumulative periods), `not_reported` by the period's own filing (nor any other stored), or `missing` (no filing). */
  coverage_status: Type.Unsafe<(typeof SERIES_COVERAGE_STATUSES)[number]>(Type.String()),
  /** `own_filing` or `comparative` (a later filing's comparative column); null without a value. */
  reported_in: Nullable(Type.Unsafe<ReportedIn>(Type.String())),
  concept: Nullable(Type.String()),
  value: Nullable(LocatedMetricValueSchema),
  /** The filing the value was read from (a derived quarter: the longer period's), else the period's own filing. */
  filing: Nullable(FilingRefSchema),
  /** Why there is no value, or the restatement note when the first and latest reports differ. */
  note: Nullable(Type.String()),
});

type SeriesPoint = Wire<typeof SeriesPointSchema>;

/** get_metric_series's answer; the tool adds each value's location. The document says string for the closed sets: the domain knows them. */
export const SeriesResultSchema = Type.Object({
  ticker: Type.String(),
  metric: Type.Object({
    requested: Type.String(),
    resolved_by: Type.String(),
    group: Nullable(Type.String()),
    include_equivalents: Type.Boolean(),
    registry_version: Type.String(),
  }),
  date_type: Type.Unsafe<DateType>(Type.String()),
  full_year_mode: Type.Boolean(),
  axis_key: Type.String(),
  basis: Type.Unsafe<Basis>(Type.String()),
  /** Oldest first. */
  points: Type.Array(SeriesPointSchema),
  /** Counts by coverage status; `comparative`: points (reported or derived) read from a later filing's comparative column. */
  coverage: Type.Object({
    requested: Type.Integer(),
    reported: Type.Integer(),
    derived: Type.Integer(),
    missing: Type.Integer(),
    not_reported: Type.Integer(),
    comparative: Type.Integer(),
  }),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

type SeriesResult = Wire<typeof SeriesResultSchema>;

/** The fiscal periods of a series, newest first: years when annual, else quarters. */
export function seriesPeriods(
  endYear: number,
  endQuarter: number,
  count: number,
  annual: boolean,
): { fiscalYear: number; quarter: number }[] {
  checkSeriesLength(count);
  checkFiscalPeriod(endYear, endQuarter);
  const out: { fiscalYear: number; quarter: number }[] = [];
  let [y, q] = [endYear, annual ? 4 : endQuarter];
  for (let i = 0; i < count; i++) {
    out.push({ fiscalYear: y, quarter: q });
    if (annual || q === 1) [y, q] = [y - 1, 4];
    else q -= 1;
  }
  return out;
}

/** Bounds the series inside the domain too: a loop sized by `Infinity` would never end. */
function checkSeriesLength(periods: number): void {
  if (!Number.isInteger(periods) || periods < 1 || periods > MAX_SERIES_PERIODS) {
    throw new FdsError("validation_error", `periods must be an integer from 1 to ${MAX_SERIES_PERIODS} (got ${periods})`);
  }
}

/**
 * A metric over up to 20 fiscal periods, each with where it came from and how complete it is.
 * Each point follows get_metric's rule: any stored filing that reports the period (own filing or
 * a later comparative column, by basis), the period's own filing fetched only when none does.
 */
export async function getMetricSeries(
  deps: StorePort & FetcherPort & RegistryPort & CompanyFactsPort,
  s: SeriesQuery,
): Promise<SeriesResult> {
  checkSeriesLength(s.periods);
  // Surface a split group before any filing is read.
  const resolution = resolveMetric(deps.registry, s.metricName, new Set(), s.includeEquivalents);
  const annual = s.fullYearMode || s.dateType === "FY";
  // A quarterly series asks every point, Q4 included (derived), for the same kind of duration.
  const dateType: DateType = annual ? "FY" : (s.dateType ?? "Q");
  const reader = new PeriodReader(deps, s.ticker, s.cacheOnly, s.basis ?? DEFAULT_BASIS);
  const points: SeriesPoint[] = [];
  /** Company facts' reader, when it answered a point (its warnings join the series'). */
  let facts: PeriodReader | null = null;
  for (const { fiscalYear, quarter } of seriesPeriods(s.endYear, s.endQuarter, s.periods, annual)) {
    const target = resolvePeriodTarget({ fiscalYear, quarter, dateType, fullYearMode: s.fullYearMode });
    const base = { fiscal_year: fiscalYear, quarter, concept: null, value: null, filing: null, reported_in: null };
    let reading: MetricReading;
    try {
      reading = await readMetric(deps, reader, target, {
        metricName: s.metricName,
        includeEquivalents: s.includeEquivalents,
        role: s.role,
        axisKey: s.axisKey,
      });
    } catch (err) {
      if (!(err instanceof FdsError)) throw err;
      const status = err.code === "not_cached" ? "not_cached" : "unavailable";
      points.push({ ...base, cache_status: status, coverage_status: "missing", note: err.message });
      continue;
    }
    const { located, own, candidates } = reading;
    if (reading.reader !== reader) facts = reading.reader;
    if (located) {
      points.push({
        ...base,
        cache_status: located.cacheStatus,
        coverage_status: located.value.source === "derived" ? "derived" : "reported",
        reported_in: located.value.reported_in ?? located.reportedIn,
        concept: located.concept,
        value: located.value,
        filing: filingRefOf(located.filing, located.cacheStatus, located.reportedIn),
        note: located.value.restated?.note ?? null,
      });
    } else {
      // readMetric fetched the period's own filing (or failed) when it was not stored: it is at hand.
      points.push({
        ...base,
        cache_status: own ? reader.cacheStatusOf(own) : "cached",
        coverage_status: own ? "not_reported" : "missing",
        filing: own ? filingRefOf(own, reader.cacheStatusOf(own), "own_filing") : null,
        note: reading.reader.whyNoValue(target, candidates, s.axisKey) ?? `no value for ${candidates.join(", ") || "no concept"}`,
      });
    }
  }
  points.reverse();
  const count = (status: SeriesPoint["coverage_status"]) => points.filter((p) => p.coverage_status === status).length;
  return {
    ticker: s.ticker.toUpperCase(),
    metric: {
      requested: resolution.requested,
      resolved_by: resolution.resolved_by,
      group: resolution.group,
      include_equivalents: s.includeEquivalents,
      registry_version: deps.registry.version,
    },
    date_type: dateType,
    full_year_mode: s.fullYearMode,
    axis_key: s.axisKey,
    basis: reader.basis,
    points,
    coverage: {
      requested: s.periods,
      reported: count("reported"),
      derived: count("derived"),
      missing: count("missing"),
      not_reported: count("not_reported"),
      comparative: points.filter((p) => p.reported_in === "comparative").length,
    },
    warnings: [...new Set([...reader.warnings, ...(facts?.warnings ?? [])])],
  };
}
