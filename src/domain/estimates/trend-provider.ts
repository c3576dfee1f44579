import type { ReadRun } from "./trend-response.js";

/**
 * The consensus provider as collection sees it: one ticker's earnings trend, read into a run (ok
 * with its observations, or failed with status and reason; never a thrown error for the
 * provider's failure). The HTTP client is an adapter the runtime injects.
 */
export interface TrendProvider {
  fetchTrend(ticker: string, signal?: AbortSignal): Promise<ReadRun>;
}

/** The provider at a base URL (a collection job names its own), with the process's settings. */
export type TrendProviderAt = (baseUrl: string) => TrendProvider;
