import { FdsError } from "../shared/errors.js";
import { ESTIMATE_PERIOD_KINDS, type EstimatePeriodKind, type EstimateStore } from "../../store/estimate-store.js";

/** The estimates store, or 503 `estimates_unavailable` when this server has none. */
export function requireEstimateStore(store: EstimateStore | null | undefined): EstimateStore {
  if (!store) throw new FdsError("estimates_unavailable", "the estimates store is not configured on this server");
  return store;
}

/** `quarter` or `year` (any case); anything else is a 400 `estimate_period_unknown`. */
export function periodKindOf(period: string | undefined): EstimatePeriodKind {
  const kind = ESTIMATE_PERIOD_KINDS.find((k) => k === (period ?? "quarter").trim().toLowerCase());
  if (!kind) throw new FdsError("estimate_period_unknown", `unknown period ${JSON.stringify(period)}: expected ${ESTIMATE_PERIOD_KINDS.join(" or ")}`, { allowed: [...ESTIMATE_PERIOD_KINDS] });
  return kind;
}

/** Upper-cased, distinct tickers of a comma-separated list; none at all is a 400 `estimate_ticker_unknown`. */
export function requestedTickers(list: string): string[] {
  const wanted = [...new Set(list.split(",").map((t) => t.trim().toUpperCase()).filter((t) => t !== ""))];
  if (wanted.length === 0) throw new FdsError("estimate_ticker_unknown", "no ticker given");
  return wanted;
}

/** Upper-cased tickers of a comma-separated list, each known to the store, else a 400 `estimate_ticker_unknown` naming them. */
export async function knownTickers(store: EstimateStore, list: string): Promise<string[]> {
  const wanted = requestedTickers(list);
  const known = new Set(await store.tickers());
  const unknown = wanted.filter((t) => !known.has(t));
  if (unknown.length > 0) throw new FdsError("estimate_ticker_unknown", `no estimates were ever collected for ${unknown.join(", ")} (see /api/estimates/tickers)`, { tickers: unknown });
  return wanted;
}
