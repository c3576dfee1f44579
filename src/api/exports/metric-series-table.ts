import type { Static } from "typebox";
import { getMetricSeriesTool } from "../../tools/facts/index.js";
import { tabulation } from "./export-table.js";
import { valueColumns } from "./value-columns.js";

type Series = Static<typeof getMetricSeriesTool.output>;
type Row = { readonly series: Series; readonly point: Series["points"][number] };

/** `GET /api/metric/series`: one row per fiscal period, in the answer's order, missing ones included. */
export const metricSeriesTable = tabulation({
  tool: getMetricSeriesTool,
  formats: ["json", "csv", "parquet"],
  rowIs: "one fiscal period of the series",
  rows: (series: Series): Row[] => series.points.map((point) => ({ series, point })),
  fileName: (input) => `${input.ticker}-${input.metric_name}-series`,
  columns: [
    { name: "ticker", type: "string", description: "The company's ticker", cell: (r: Row) => r.series.ticker },
    { name: "metric", type: "string", description: "The metric as asked", cell: (r: Row) => r.series.metric.requested },
    { name: "resolved_by", type: "string", description: "How the metric name was resolved", cell: (r: Row) => r.series.metric.resolved_by },
    { name: "basis", type: "string", description: "as_reported or latest", cell: (r: Row) => r.series.basis },
    { name: "date_type", type: "string", description: "Q, YTD or FY", cell: (r: Row) => r.series.date_type },
    { name: "fiscal_year", type: "integer", description: "The company's fiscal year", cell: (r: Row) => r.point.fiscal_year },
    { name: "quarter", type: "integer", description: "Fiscal quarter, 4 = the annual report", cell: (r: Row) => r.point.quarter },
    {
      name: "cache_status",
      type: "string",
      description: "cached, fetched, not_cached or unavailable",
      cell: (r: Row) => r.point.cache_status,
    },
    {
      name: "coverage_status",
      type: "string",
      description: "reported, derived, not_reported or missing",
      cell: (r: Row) => r.point.coverage_status,
    },
    { name: "note", type: "string", description: "Why a period has no value, or how it was read", cell: (r: Row) => r.point.note },
    { name: "filing_accession", type: "string", description: "The period's filing", cell: (r: Row) => r.point.filing?.accession ?? null },
    { name: "filing_form", type: "string", description: "Its form", cell: (r: Row) => r.point.filing?.form ?? null },
    { name: "filing_filed_date", type: "date", description: "Its filed date", cell: (r: Row) => r.point.filing?.filed_date ?? null },
    { name: "filing_url", type: "string", description: "Its primary document on EDGAR", cell: (r: Row) => r.point.filing?.url ?? null },
    ...valueColumns((r: Row) => r.point.value),
  ],
});
