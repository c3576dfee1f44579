import { Type } from "typebox";
import { DimensionsSchema, FactPeriodSchema, FilingRefSchema, MetricValueSchema, Nullable, PeriodOutSchema, Warnings } from "../shared/schemas.js";

/** A value read from an 8-K earnings-release table (source=8k), citing the exhibit table cell. */
export const ReleaseValueSchema = Type.Object(
  {
    value: Nullable(Type.Number({ description: "Shown number times the table scale (per-share rows unscaled)" })),
    value_exact: Nullable(Type.String()),
    value_shown: Nullable(Type.Number({ description: "The number as shown in the table, before scale" })),
    unit: Nullable(Type.String()),
    scale: Type.Number(),
    decimals: Type.Null(),
    period: FactPeriodSchema,
    duration_class: Nullable(Type.String()),
    concept: Nullable(Type.String()),
    axis_key: Type.String(),
    dimensions: DimensionsSchema,
    source: Type.Literal("8k"),
    source_ref: Type.Object({
      accession: Type.String(),
      form: Type.String(),
      filed_date: Nullable(Type.String()),
      document: Type.String(),
      table_id: Type.String(),
      row_label: Type.String(),
      column_label: Type.String(),
      start: Type.Integer({ description: "Offset of the cell in the exhibit's markdown" }),
      end: Type.Integer(),
      url: Nullable(Type.String()),
    }, { title: "ReleaseSourceRef" }),
  },
  { title: "ReleaseValue", description: "A number read from an 8-K earnings-release table, citing the exhibit table cell" },
);

/** Output of list_metrics and search_metrics. */
export const MetricCatalogSchema = Type.Object({
  ticker: Type.String(),
  period: PeriodOutSchema,
  filing: FilingRefSchema,
  total: Type.Integer({ description: "Matching metrics before the limit" }),
  metrics: Type.Array(
    Type.Object({
      concept: Nullable(Type.String()),
      label: Type.String(),
      group: Nullable(Type.String()),
      score: Type.Optional(Type.Number()),
      value: Type.Optional(Nullable(Type.Union([MetricValueSchema, ReleaseValueSchema]))),
    }, { title: "MetricCatalogEntry" }),
  ),
  warnings: Warnings,
});

export const CatalogDateType = Type.Optional(
  Type.Union([Type.Literal("Q"), Type.Literal("YTD"), Type.Literal("FY"), Type.Null()], { title: "DateType", description: "Q, YTD or FY; default Q for quarters 1-3 and FY for 4" }),
);
export const CatalogSource = Type.Optional(Type.Union([Type.Literal("auto"), Type.Literal("8k")], { title: "CatalogSource", default: "auto", description: "auto: the 10-Q/10-K XBRL facts; 8k: the period's 8-K earnings-release tables (EX-99.* of an Item 2.02 8-K)" }));
