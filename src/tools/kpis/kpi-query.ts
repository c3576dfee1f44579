import type { Static } from "typebox";
import type { DriverRowsQuery } from "../../domain/kpis/index.js";
import type { ToolContext } from "../tool.js";
import type { KpiInput } from "./kpi-schemas.js";

/** The domain query from either KPI tool's input (defaults applied). */
export function kpiQueryOf(input: Static<typeof KpiInput>, ctx: ToolContext): DriverRowsQuery {
  return {
    ticker: input.ticker,
    fiscalYear: input.year,
    quarter: input.quarter,
    source: input.source ?? null,
    topic: input.topic ?? null,
    filterToTopic: input.filter_to_topic ?? false,
    includeNonNumeric: input.include_non_numeric ?? false,
    cacheOnly: ctx.cacheOnly,
  };
}
