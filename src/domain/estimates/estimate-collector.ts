import type { EstimateStore } from "../../store/index.js";
import type { TrendProvider } from "./trend-provider.js";

/** What one ticker's collection came to. */
export interface CollectedTicker {
  readonly ticker: string;
  /** `skipped`: already collected in this round (`since`), nothing asked. */
  readonly outcome: "ok" | "failed" | "skipped";
  readonly httpStatus: number | null;
  readonly reason: string | null;
  readonly observationsAdded: number;
}

export interface CollectOptions {
  /** Tickers with a run at or after this time (ISO 8601) are skipped: a round run twice collects once. */
  readonly since?: string | null;
  /** Tickers already done (a retried job's progress): skipped. */
  readonly done?: ReadonlySet<string>;
  /** Stops between tickers (the ticker being fetched finishes). */
  readonly signal?: AbortSignal;
  /** Told after each ticker (a job records its progress here). */
  readonly onTicker?: (result: CollectedTicker) => Promise<void>;
}

/**
 * One collection round: each ticker's consensus fetched from the provider, one after the other,
 * and recorded as a run (ok with its observations, or failed with status and reason) whatever
 * happened: a ticker's failure is a failed run, never the round's. Returns per ticker what
 * became of it, in the order given.
 */
export async function collectEstimates(
  store: EstimateStore,
  provider: TrendProvider,
  tickers: readonly string[],
  options: CollectOptions = {},
): Promise<CollectedTicker[]> {
  const out: CollectedTicker[] = [];
  for (const ticker of tickers) {
    if (options.signal?.aborted) break;
    let result: CollectedTicker;
    if (options.done?.has(ticker) || (options.since && (await store.runs([ticker])).some((r) => r.at >= options.since!))) {
      result = { ticker, outcome: "skipped", httpStatus: null, reason: null, observationsAdded: 0 };
    } else {
      const read = await provider.fetchTrend(ticker, options.signal);
      const stored = await store.recordRun(read.run, read.observations);
      result = {
        ticker,
        outcome: read.run.outcome,
        httpStatus: read.run.httpStatus,
        reason: read.run.reason,
        observationsAdded: stored.observationsAdded,
      };
    }
    out.push(result);
    await options.onTicker?.(result);
  }
  return out;
}
