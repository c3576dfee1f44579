import type { ToolDeps } from "../../tools/tool-deps.js";
import { FdsError } from "../shared/errors.js";
import { filingRefOf, type FilingRef } from "../shared/filing-ref.js";
import { resolvePeriodTarget, type DateType } from "../shared/fiscal-period.js";
import { resolveMetric } from "./metric-resolution.js";
import type { MetricValue } from "../shared/metric-value.js";
import { PeriodReader } from "../shared/period-reader.js";
import { conceptsInRole } from "../shared/presentation-role.js";

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
}

export const SERIES_CACHE_STATUSES = ["cached", "fetched", "not_cached", "unavailable"] as const;
export const SERIES_COVERAGE_STATUSES = ["reported", "derived", "not_reported", "missing"] as const;

/** One fiscal period of a series. */
export interface SeriesPoint {
  readonly fiscal_year: number;
  readonly quarter: number;
  /** `cached`/`fetched`: the filing was at hand; `not_cached`: cache-only and not in the store; `unavailable`: EDGAR failed or has no such filing. */
  readonly cache_status: (typeof SERIES_CACHE_STATUSES)[number];
  /** `reported` by the filing, `derived` (Q4 = FY - 9M), `not_reported` by a filing at hand, or `missing` (no filing). */
  readonly coverage_status: (typeof SERIES_COVERAGE_STATUSES)[number];
  readonly concept: string | null;
  readonly value: MetricValue | null;
  readonly filing: FilingRef | null;
  readonly note: string | null;
}

export interface SeriesResult {
  readonly ticker: string;
  readonly metric: { readonly requested: string; readonly resolved_by: string; readonly group: string | null; readonly include_equivalents: boolean; readonly registry_version: string };
  readonly date_type: DateType;
  readonly full_year_mode: boolean;
  readonly axis_key: string;
  /** Oldest first. */
  readonly points: readonly SeriesPoint[];
  readonly coverage: { readonly requested: number; readonly reported: number; readonly derived: number; readonly missing: number; readonly not_reported: number };
  readonly warnings: readonly string[];
}

/** The fiscal periods of a series, newest first: years when annual, else quarters. */
export function seriesPeriods(endYear: number, endQuarter: number, count: number, annual: boolean): { fiscalYear: number; quarter: number }[] {
  const out: { fiscalYear: number; quarter: number }[] = [];
  let [y, q] = [endYear, annual ? 4 : endQuarter];
  for (let i = 0; i < count; i++) {
    out.push({ fiscalYear: y, quarter: q });
    if (annual || q === 1) [y, q] = [y - 1, 4];
    else q -= 1;
  }
  return out;
}

/** A metric over up to 20 fiscal periods, each with where it came from and how complete it is. */
export async function getMetricSeries(deps: ToolDeps, s: SeriesQuery): Promise<SeriesResult> {
  // Surface a split group before any filing is read.
  const resolution = resolveMetric(deps.registry, s.metricName, new Set(), s.includeEquivalents);
  const annual = s.fullYearMode || s.dateType === "FY";
  // A quarterly series asks every point, Q4 included (derived), for the same kind of duration.
  const dateType: DateType = annual ? "FY" : (s.dateType ?? "Q");
  const reader = new PeriodReader(deps, s.ticker, s.cacheOnly);
  const points: SeriesPoint[] = [];
  for (const { fiscalYear, quarter } of seriesPeriods(s.endYear, s.endQuarter, s.periods, annual)) {
    const target = resolvePeriodTarget({ fiscalYear, quarter, dateType, fullYearMode: s.fullYearMode });
    const base = { fiscal_year: fiscalYear, quarter, concept: null, value: null, filing: null };
    let found;
    try {
      found = await reader.filing(target.fiscalYear, target.quarter);
    } catch (err) {
      if (!(err instanceof FdsError)) throw err;
      const status = err.code === "not_cached" ? "not_cached" : "unavailable";
      points.push({ ...base, cache_status: status, coverage_status: "missing", note: err.message });
      continue;
    }
    const facts = await reader.facts(found.filing);
    let candidates = resolveMetric(deps.registry, s.metricName, new Set(facts.map((f) => f.concept)), s.includeEquivalents).candidates;
    if (s.role !== null) candidates = await conceptsInRole(deps.store, found.filing.accession, s.role, candidates, reader.warnings);
    const located = await reader.current(found.filing, candidates, target, s.axisKey);
    points.push({
      ...base,
      cache_status: found.cacheStatus,
      coverage_status: located ? (located.value.source === "derived" ? "derived" : "reported") : "not_reported",
      concept: located?.concept ?? null,
      value: located?.value ?? null,
      filing: filingRefOf(found.filing, found.cacheStatus),
      note: located ? null : `no value for ${candidates.join(", ")}`,
    });
  }
  points.reverse();
  const count = (status: SeriesPoint["coverage_status"]) => points.filter((p) => p.coverage_status === status).length;
  return {
    ticker: s.ticker.toUpperCase(),
    metric: { requested: resolution.requested, resolved_by: resolution.resolved_by, group: resolution.group, include_equivalents: s.includeEquivalents, registry_version: deps.registry.version },
    date_type: dateType,
    full_year_mode: s.fullYearMode,
    axis_key: s.axisKey,
    points,
    coverage: { requested: s.periods, reported: count("reported"), derived: count("derived"), missing: count("missing"), not_reported: count("not_reported") },
    warnings: reader.warnings,
  };
}
