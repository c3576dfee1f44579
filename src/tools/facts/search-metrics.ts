import { Type } from "typebox";
import { searchMetrics } from "../../domain/facts/index.js";
import { CatalogDateType, CatalogSource, MetricCatalogSchema } from "./metric-catalog-schema.js";
import { FiscalYear, FullYearMode, Quarter, Ticker, checkCatalogSource, periodQueryOf } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const searchMetricsTool = defineTool({
  name: "search_metrics",
  readsFilings: true,
  cacheable: true,
  description:
    "Find metrics in a company's filing for one fiscal period by free text ('research and development', " +
    "'diluted shares'): ranked candidates with concept, label, registry group and a 0-1 score (1 = a " +
    "registry alias), with values when include_values. role narrows to concepts presented under matching " +
    "presentation roles.",
  input: Type.Object(
    {
      ticker: Ticker,
      year: FiscalYear,
      quarter: Quarter,
      query: Type.String({ minLength: 1, maxLength: 200 }),
      full_year_mode: Type.Optional(FullYearMode),
      source: CatalogSource,
      date_type: CatalogDateType,
      role: Type.Optional(Type.Union([Type.Array(Type.String()), Type.Null()])),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 20 })),
      include_values: Type.Optional(Type.Boolean({ default: true })),
    },
    { additionalProperties: false },
  ),
  output: MetricCatalogSchema,
  example: { ticker: "AAPL", year: 2024, quarter: 4, query: "research and development" },
  async run(deps, input, ctx) {
    const source = checkCatalogSource(input.source);
    return searchMetrics(deps, {
      ...periodQueryOf(input, ctx),
      source,
      query: input.query,
      roles: input.role ?? null,
      limit: input.limit ?? 20,
      includeValues: input.include_values ?? true,
    });
  },
});
