import { getConcept } from "./concept.js";
import { Type } from "typebox";
import {
  AsOfSchema,
  type Basis,
  type DateType,
  DEFAULT_BASIS,
  FdsError,
  type FetcherPort,
  MetricValueSchema,
  Nullable,
  PeriodReader,
  type StorePort,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { periodRange } from "../statements/index.js";
import type { RegistryPort } from "../equivalence/index.js";

export interface TrendQuery {
  readonly ticker: string;
  readonly conceptName: string;
  /** Fiscal periods, `FY2022`..`FY2024` or `2023Q1`..`2024Q2` (see PERIOD_SYNTAX). */
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly dateType: DateType | null;
  /** Which stored filing answers each point when several report it; default as_reported. */
  readonly basis?: Basis;
}

const TREND_STATUSES = ["ok", "not_cached", "not_reported"] as const;

/** One point of the trend; `value` null when the period is not cached or not reported. */
const TrendPointSchema = Type.Object({
  label: Type.String(),
  fiscal_year: Type.Integer(),
  quarter: Type.Integer(),
  /** `ok` (the value's `reported_in` says own filing or a later comparative column); `not_cached`: no stored filing reports the period (never fetched); `not_reported`: the period's own filing has no value. The document says string. */
  status: Type.Unsafe<(typeof TREND_STATUSES)[number]>(Type.String()),
  concept: Nullable(Type.String()),
  accession: Nullable(Type.String()),
  value: Nullable(MetricValueSchema),
  /** Change from the previous point with a value (same unit), exact decimals not kept; null for the first. */
  change: Nullable(Type.Number()),
  message: Nullable(Type.String()),
});

type TrendPoint = Wire<typeof TrendPointSchema>;

/** concept_trend's answer. */
export const TrendResultSchema = Type.Object({
  ticker: Type.String(),
  concept: Type.String(),
  points: Type.Array(TrendPointSchema),
  coverage: Type.Object({ requested: Type.Integer(), cached: Type.Integer(), with_value: Type.Integer() }),
  /** Concepts that answered across the range: more than one means the filer changed tags. */
  concepts_used: Type.Array(Type.String()),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

type TrendResult = Wire<typeof TrendResultSchema>;

/**
 * A concept over a range of fiscal periods, from the store only (never fetches from EDGAR):
 * each point says whether its filing is cached and which tag answered. 404 `metric_not_found`
 * when no period of the range has a value in the store.
 */
export async function conceptTrend(deps: StorePort & FetcherPort & RegistryPort, q: TrendQuery): Promise<TrendResult> {
  const { periods, warnings: rangeWarnings } = periodRange(q.periodFrom, q.periodTo, q.dateType);
  const reader = new PeriodReader(deps, q.ticker, true, q.basis ?? DEFAULT_BASIS);
  const points: TrendPoint[] = [];
  let previous: number | null = null;
  for (const p of periods) {
    const base = { label: p.label, fiscal_year: p.target.fiscalYear, quarter: p.target.quarter };
    try {
      const r = await getConcept(
        deps,
        {
          ticker: q.ticker,
          fiscalYear: p.target.fiscalYear,
          quarter: p.target.quarter,
          conceptName: q.conceptName,
          dateType: p.target.dateType,
          fullYearMode: false,
          cacheOnly: true,
          basis: reader.basis,
        },
        reader,
      );
      const v = r.value.value;
      points.push({
        ...base,
        status: "ok",
        concept: r.concept.used,
        accession: r.filing.accession,
        value: r.value,
        change: v !== null && previous !== null ? v - previous : null,
        message: null,
      });
      if (v !== null) previous = v;
    } catch (err) {
      if (!(err instanceof FdsError)) throw err;
      const notCached = err.code === "not_cached";
      points.push({
        ...base,
        status: notCached ? "not_cached" : "not_reported",
        concept: null,
        accession: (err.details.accession as string | undefined) ?? null,
        value: null,
        change: null,
        message: err.message,
      });
    }
  }
  const withValue = points.filter((p) => p.status === "ok").length;
  // Nothing of the range in the store is not_cached (the playground's 403); cached periods without the concept, metric_not_found.
  if (withValue === 0)
    throw new FdsError(
      points.every((p) => p.status === "not_cached") ? "not_cached" : "metric_not_found",
      `no cached value of ${q.conceptName} for ${q.ticker.toUpperCase()} in ${q.periodFrom}..${q.periodTo}: ${points.map((p) => `${p.label} ${p.status}`).join(", ")}`,
    );
  const used = [...new Set(points.map((p) => p.concept).filter((c): c is string => c !== null))];
  const warnings = [...rangeWarnings, ...new Set(reader.warnings)];
  if (used.length > 1) warnings.push(`the filer answered with different concepts across the range: ${used.join(", ")}`);
  return {
    ticker: q.ticker.toUpperCase(),
    concept: q.conceptName,
    points,
    coverage: { requested: points.length, cached: points.filter((p) => p.status !== "not_cached").length, with_value: withValue },
    concepts_used: used,
    warnings,
  };
}
