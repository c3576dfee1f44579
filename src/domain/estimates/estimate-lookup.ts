import { FdsError } from "../shared/index.js";
import { ESTIMATE_PERIOD_KINDS, type EstimatePeriodKind, type EstimateStore } from "../../store/index.js";

/** The estimates store, or 503 `estimates_unavailable` when this server has none. */
export function requireEstimateStore(store: EstimateStore | null | undefined): EstimateStore {
  if (!store) throw new FdsError("estimates_unavailable", "the estimates store is not configured on this server");
  return store;
}

/** `quarter` or `year` (any case); anything else, which the tools' input schemas refuse first (422), is a 400 `estimate_period_unknown` here. */
export function periodKindOf(period: string | undefined): EstimatePeriodKind {
  const kind = ESTIMATE_PERIOD_KINDS.find((k) => k === (period ?? "quarter").trim().toLowerCase());
  if (!kind)
    throw new FdsError(
      "estimate_period_unknown",
      `unknown period ${JSON.stringify(period)}: expected ${ESTIMATE_PERIOD_KINDS.join(" or ")}`,
      { allowed: [...ESTIMATE_PERIOD_KINDS] },
    );
  return kind;
}

/** Upper-cased, distinct tickers of a comma-separated list; none at all is a 400 `estimate_ticker_unknown`. */
export function requestedTickers(list: string): string[] {
  const wanted = [
    ...new Set(
      list
        .split(",")
        .map((t) => t.trim().toUpperCase())
        .filter((t) => t !== ""),
    ),
  ];
  if (wanted.length === 0) throw new FdsError("estimate_ticker_unknown", "no ticker given");
  return wanted;
}

/**
 * The tickers of the company a ticker names, one per share class (`companyOfTicker`): a provider
 * may collect a company's estimates under any one of them. Empty when the store knows no company
 * for the ticker.
 */
export type ShareClassesOf = (ticker: string) => Promise<readonly string[]>;

/**
 * The ticker the estimates store holds for a requested one: itself when collected, else the first
 * collected share class of the same company; null when neither was ever collected.
 */
export async function estimateTickerOf(known: ReadonlySet<string>, ticker: string, classesOf?: ShareClassesOf): Promise<string | null> {
  if (known.has(ticker)) return ticker;
  for (const other of classesOf ? await classesOf(ticker) : []) if (known.has(other)) return other;
  return null;
}

/**
 * The estimates store's ticker for each ticker of a comma-separated list (upper-cased; a share
 * class of the same company stands in for one never collected), else a 400
 * `estimate_ticker_unknown` naming those with none.
 */
export async function knownTickers(store: EstimateStore, list: string, classesOf?: ShareClassesOf): Promise<string[]> {
  const wanted = requestedTickers(list);
  const known = new Set(await store.tickers());
  const resolved = await Promise.all(wanted.map((t) => estimateTickerOf(known, t, classesOf)));
  const unknown = wanted.filter((_, i) => resolved[i] === null);
  if (unknown.length > 0)
    throw new FdsError(
      "estimate_ticker_unknown",
      `no estimates were ever collected for ${unknown.join(", ")} (see /api/estimates/tickers)`,
      { tickers: unknown },
    );
  return [...new Set(resolved as string[])];
}
