import { Type } from "typebox";
import { withLocation } from "../../domain/documents/index.js";
import { getMetric, MetricResultSchema } from "../../domain/facts/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
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
  periodQueryOf,
} from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "./basis-param.js";

export const MetricName = Type.String({
  minLength: 1,
  maxLength: 200,
  description:
    "A registry metric (revenue, net_income, eps_diluted, total_assets, operating_cash_flow ...; see " +
    "get_tag_equivalence_registry), an exact QName (us-gaap:Revenues) or a local name (Revenues)",
});

export const getMetricTool = defineTool({
  name: "get_metric",
  readsFilings: true,
  cacheable: true,
  description:
    "One metric for one fiscal period: the current value, the same fiscal period a year earlier (prior), " +
    "and the year-over-year change (absolute and percent). Periods are the company's fiscal calendar " +
    "(quarter 4 = annual report; date_type Q/YTD/FY). Names the concept that answered and why (registry " +
    "group, priority order). The value may come from the period's own filing or a later filing's " +
    "comparative column (reported_in says which; basis=as_reported, the default, prefers the own filing, " +
    "basis=latest the most recent filing; restated shows both when they differ). A quarter alone that no " +
    "filing reports is derived for additive flows from two cumulative periods (Q4 = FY minus nine " +
    "months, Q3 = nine minus six months, Q1 = six months minus Q2 ...; from any stored filings), marked " +
    "derived with both sources; share counts, per-share amounts, ratios and instants are never derived " +
    "(404 saying why). 404 when the filing reports no value; 400 equivalence_group_split when a metric " +
    "group was split (the error names its successors). as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      metric_name: MetricName,
      full_year_mode: Type.Optional(FullYearMode),
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      role: Type.Optional(Role),
      axis_key: Type.Optional(AxisKey),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: MetricResultSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, metric_name: "revenue" },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx), async (deps) => {
      const result = await getMetric(deps, {
        ...periodQueryOf(input, ctx),
        metricName: input.metric_name,
        role: input.role ?? null,
        axisKey: input.axis_key ?? "",
        basis: input.basis ?? "as_reported",
      });
      const current = await withLocation(deps, result.current);
      return { ...result, current, prior: result.prior && (await withLocation(deps, result.prior)) };
    });
  },
});
