import { httpTrendProvider } from "../adapters/index.js";
import { collectEstimates, type CollectedTicker } from "../domain/estimates/index.js";
import type { EstimateStore } from "../store/index.js";

/** The provider and what to ask it (from the configuration and the command line). */
export interface CollectNowOptions {
  readonly providerUrl: string;
  readonly tickers: readonly string[];
  readonly timeoutMs?: number;
  readonly userAgent?: string | null;
}

/**
 * `fds estimates collect`: one collection round now, in this process (not through the job
 * engine): each ticker's consensus fetched and recorded as a run, ok or failed with its status
 * and reason. Prints one line per ticker and resolves to the results.
 */
export async function collectNow(
  store: EstimateStore,
  options: CollectNowOptions,
  out: (text: string) => void,
): Promise<CollectedTicker[]> {
  const client = {
    baseUrl: options.providerUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  };
  const results = await collectEstimates(store, httpTrendProvider(client), options.tickers, {
    onTicker: async (r) =>
      out(
        r.outcome === "ok"
          ? `ok      ${r.ticker}  ${r.observationsAdded} observations added\n`
          : `failed  ${r.ticker}  ${r.httpStatus === null ? "no response" : `HTTP ${r.httpStatus}`}: ${r.reason}\n`,
      ),
  });
  const failed = results.filter((r) => r.outcome === "failed").length;
  out(`estimates: ${results.length - failed} ok, ${failed} failed (see /api/estimates/failures)\n`);
  return results;
}
