import { Type } from "typebox";
import { FilingRefSchema, MetricValueSchema, Nullable, PeriodOutSchema, Warnings } from "./schemas.js";

/** Output of list_metrics and search_metrics. */
export const MetricCatalogSchema = Type.Object({
  ticker: Type.String(),
  period: PeriodOutSchema,
  filing: FilingRefSchema,
  total: Type.Integer({ description: "Matching metrics before the limit" }),
  metrics: Type.Array(
    Type.Object({
      concept: Type.String(),
      label: Type.String(),
      group: Nullable(Type.String()),
      score: Type.Optional(Type.Number()),
      value: Type.Optional(Nullable(MetricValueSchema)),
    }),
  ),
  warnings: Warnings,
});

export const CatalogDateType = Type.Optional(
  Type.Union([Type.Literal("Q"), Type.Literal("YTD"), Type.Literal("FY"), Type.Null()], { description: "Q, YTD or FY; default Q for quarters 1-3 and FY for 4" }),
);
export const CatalogSource = Type.Optional(Type.Union([Type.Literal("auto"), Type.Literal("8k")], { default: "auto" }));
