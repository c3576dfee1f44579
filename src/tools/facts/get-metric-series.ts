import { Type } from "typebox";
import { withLocations } from "../../domain/documents/index.js";
import { getMetricSeries, SeriesResultSchema } from "../../domain/facts/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
import { MetricName } from "./get-metric.js";
import {
  AsOfParam,
  AxisKey,
  DateTypeParam,
  FiscalYear,
  FullYearMode,
  Quarter,
  Role,
  Source,
  Ticker,
  asOfRequest,
  checkSource,
  refuseUncachedForPlayground,
} from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "./basis-param.js";

export const getMetricSeriesTool = defineTool({
  name: "get_metric_series",
  readsFilings: true,
  cacheable: true,
  description:
    "One metric over up to 20 fiscal periods ending at (end_year, end_quarter): quarters by default (a " +
    "quarter no filing reports is derived for additive flows only, e.g. Q4 = FY minus nine months), " +
    "fiscal years with date_type=FY or full_year_mode. Each point has its value, the concept and filing " +
    "that answered, cache_status (cached, fetched, not_cached, unavailable) and coverage_status " +
    "(reported, derived, not_reported, missing) and reported_in (own_filing, or comparative when only a " +
    "later filing's comparative column reports the period). basis picks among filings reporting a period " +
    "(as_reported default, latest). include_equivalents lets a QName metric answer with other concepts " +
    "of its equivalence group when the company changed tags; cached_only never fetches from EDGAR. as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      metric_name: MetricName,
      end_year: FiscalYear,
      end_quarter: Quarter,
      periods: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
      full_year_mode: Type.Optional(FullYearMode),
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      include_equivalents: Type.Optional(Type.Boolean({ default: false })),
      cached_only: Type.Optional(Type.Boolean({ default: false })),
      role: Type.Optional(Role),
      axis_key: Type.Optional(AxisKey),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: SeriesResultSchema,
  example: { ticker: "AAPL", metric_name: "revenue", end_year: 2025, end_quarter: 3, periods: 8 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    const cacheOnly = ctx.cacheOnly || (input.cached_only ?? false);
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx, cacheOnly), async (deps) => {
      const series = await getMetricSeries(deps, {
        ticker: input.ticker,
        metricName: input.metric_name,
        endYear: input.end_year,
        endQuarter: input.end_quarter,
        periods: input.periods ?? 8,
        dateType: input.date_type ?? null,
        fullYearMode: input.full_year_mode ?? false,
        includeEquivalents: input.include_equivalents ?? false,
        cacheOnly,
        role: input.role ?? null,
        axisKey: input.axis_key ?? "",
        basis: input.basis ?? "as_reported",
      });
      refuseUncachedForPlayground(
        ctx,
        series.points.every((p) => p.cache_status === "not_cached"),
        `${series.ticker} ${input.metric_name}: none of the ${series.points.length} periods`,
      );
      // Each point's value cites a readable location (the chart's numbers open the filing at them).
      const values = await withLocations(
        deps,
        series.points.map((p) => p.value),
      );
      return { ...series, points: series.points.map((p, i) => ({ ...p, value: values[i] ?? null })) };
    });
  },
});
