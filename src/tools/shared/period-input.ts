import type { PeriodQuery } from "../../domain/facts/index.js";
import type { DateType } from "../../domain/shared/index.js";
import type { ToolContext } from "../tool.js";

/** The period selector parameters shared by the financial-facts tools, as the spec names them. */
export interface PeriodInput {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly date_type?: DateType | null;
  readonly full_year_mode?: boolean;
}

/** The domain's period query from a tool's input and the caller's context (defaults applied). */
export function periodQueryOf(input: PeriodInput, ctx: ToolContext): PeriodQuery {
  return {
    ticker: input.ticker,
    fiscalYear: input.year,
    quarter: input.quarter,
    dateType: input.date_type ?? null,
    fullYearMode: input.full_year_mode ?? false,
    cacheOnly: ctx.cacheOnly,
  };
}
