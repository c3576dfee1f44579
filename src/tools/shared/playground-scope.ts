import { FdsError } from "../../domain/shared/index.js";
import type { ToolContext } from "../tool.js";
import type { ToolDeps } from "../tool-deps.js";

/** The input fields that name what a filing tool reads: one ticker, several, or one filing. */
interface Scope {
  readonly ticker?: unknown;
  readonly tickers?: unknown;
  readonly accession?: unknown;
}

const tickersOf = (input: Scope): string[] => {
  const list = typeof input.tickers === "string" ? input.tickers.split(",") : Array.isArray(input.tickers) ? input.tickers : [];
  return [...(typeof input.ticker === "string" ? [input.ticker] : []), ...list.filter((t): t is string => typeof t === "string")]
    .map((t) => t.trim().toUpperCase())
    .filter((t) => t.length > 0);
};

/**
 * Spec 5.7: the playground serves only pre-cached tickers and filings; anything else is
 * `not_cached` (403 at the edge), whatever the tool would otherwise make of an empty store (an
 * empty search, a series of missing points, a describe that says "not cached"). Run before a
 * filing tool for a playground caller; periods of a cached ticker the store lacks are refused by
 * the tools themselves.
 */
export async function checkPlaygroundScope(deps: ToolDeps, input: Scope): Promise<void> {
  for (const ticker of tickersOf(input)) {
    if ((await deps.store.listFilings({ ticker })).length === 0) {
      throw new FdsError(
        "not_cached",
        `${ticker} is not cached: the playground serves only the tickers already in the store (use an API key to fetch others from EDGAR)`,
        { ticker },
      );
    }
  }
  if (typeof input.accession === "string" && !(await deps.store.getFiling(input.accession))) {
    throw new FdsError(
      "not_cached",
      `filing ${input.accession} is not cached: the playground serves only the filings already in the store`,
      { accession: input.accession },
    );
  }
}

/** For a playground caller, a result that found nothing cached is its 403 (spec 5.7), not an empty 200. */
export function refuseUncachedForPlayground(ctx: ToolContext, nothingCached: boolean, what: string): void {
  if (ctx.tier === "playground" && nothingCached)
    throw new FdsError("not_cached", `${what} is not cached: the playground serves only what is already in the store`);
}
