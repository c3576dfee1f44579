import { Type } from "typebox";
import type { AsOfRequest } from "../../domain/shared/index.js";
import type { ToolContext } from "../tool.js";
import type { ToolDeps } from "../tool-deps.js";
import { DATE_PATTERN } from "./schemas.js";

/**
 * The point-in-time day shared by the metric, series, financials, statement and concept tools
 * (one schema: HTTP query or body, MCP input, OpenAPI). A malformed day (`2025-02-30`,
 * `2025-2-1`) is a 422; a day after today a 400 (`answerAsOf`).
 */
export const AsOfParam = Type.String({
  format: "date",
  pattern: `^${DATE_PATTERN}$`,
  description:
    "Answer as of the end of this day (YYYY-MM-DD, not after today): only filings filed on or before it (EDGAR's " +
    "filing date) are read, for values, comparatives, derived quarters, basis, restatements and citations, and " +
    "EDGAR is asked for nothing filed later; the answer states as_of. filing_not_found when no stored 10-K/10-Q " +
    "of the company was filed by then and EDGAR cannot be asked. Absent: everything stored",
  examples: ["2024-12-31"],
});

/** The as-of request of a tool call: today by the server's clock (UTC), fetching as the caller may. */
export function asOfRequest(
  deps: Pick<ToolDeps, "fetcher">,
  input: { readonly as_of?: string | undefined },
  ticker: string | null,
  ctx: ToolContext,
  cacheOnly = ctx.cacheOnly,
): AsOfRequest {
  return {
    asOf: input.as_of ?? null,
    today: new Date().toISOString().slice(0, 10),
    ticker,
    cacheOnly: cacheOnly || deps.fetcher === null,
  };
}
