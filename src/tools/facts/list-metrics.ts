import { Type } from "typebox";
import { listMetrics } from "../../domain/facts/index.js";
import { CatalogDateType, CatalogSource, MetricCatalogSchema } from "./metric-catalog-schema.js";
import { FiscalYear, FullYearMode, Quarter, Ticker, checkCatalogSource, periodQueryOf } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const listMetricsTool = defineTool({
  name: "list_metrics",
  readsFilings: true,
  cacheable: true,
  description:
    "The metrics a company's filing reports for one fiscal period, registry metrics (revenue, net_income " +
    "...) first, then every other concept; with each total value when include_values (default true). Use " +
    "it to discover what can be asked of get_metric for a filing.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      full_year_mode: Type.Optional(FullYearMode),
      source: CatalogSource,
      date_type: CatalogDateType,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000, default: 200 })),
      include_values: Type.Optional(Type.Boolean({ default: true })),
    },
    { additionalProperties: false },
  ),
  output: MetricCatalogSchema,
  example: { ticker: "NVDA", year: 2026, quarter: 2 },
  async run(deps, input, ctx) {
    const source = checkCatalogSource(input.source);
    return listMetrics(deps, {
      ...periodQueryOf(input, ctx),
      source,
      limit: input.limit ?? 200,
      includeValues: input.include_values ?? true,
    });
  },
});
