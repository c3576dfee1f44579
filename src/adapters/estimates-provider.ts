import type { TrendProvider, TrendProviderAt } from "../domain/estimates/index.js";
import { QUOTE_SUMMARY_PROVIDER, readTrendResponse, type ReadRun } from "../domain/estimates/index.js";

/**
 * The provider's consensus endpoint, at its own URL layout: `<base>/v10/finance/quoteSummary/
 * <TICKER>?formatted=false&modules=earningsTrend` (Yahoo Finance's quoteSummary, the layout the
 * recorded responses in ../shared/estimates were fetched from). `base` is configured
 * (`FDS_ESTIMATES_PROVIDER_URL`), so tests point it at a local server.
 */
function trendUrl(baseUrl: string, ticker: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/v10/finance/quoteSummary/${encodeURIComponent(ticker)}?formatted=false&modules=earningsTrend`;
}

export interface ProviderClientOptions {
  readonly baseUrl: string;
  /** A request slower than this fails its run. Default 20 s. */
  readonly timeoutMs?: number;
  readonly userAgent?: string;
  /** For tests; default the global fetch. */
  readonly fetch?: typeof fetch;
  /** When the provider sends no Date header: our clock. */
  readonly now?: () => Date;
}

/**
 * Asks the provider for one ticker's consensus and reads the answer into a run: ok with its
 * observations, or failed with the HTTP status (null when no response arrived) and a precise
 * reason: the provider's error, a body that is not JSON, or the payload field that did not
 * match (trend-response). The run is dated by the provider's Date header, as the recorded
 * responses are, so a fetched and an imported copy of one response are the same run.
 */
async function fetchTrendRun(options: ProviderClientOptions, ticker: string, signal?: AbortSignal): Promise<ReadRun> {
  const url = trendUrl(options.baseUrl, ticker);
  const now = options.now ?? (() => new Date());
  const failed = (at: string, httpStatus: number | null, reason: string): ReadRun => ({
    run: { ticker, provider: QUOTE_SUMMARY_PROVIDER, at, source: url, outcome: "failed", httpStatus, reason, observations: 0 },
    observations: [],
  });
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 20_000);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: "application/json", ...(options.userAgent ? { "user-agent": options.userAgent } : {}) },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = timeout.aborted
      ? `no answer within ${options.timeoutMs ?? 20_000} ms`
      : (cause?.code ?? cause?.message ?? (error as Error).message);
    return failed(now().toISOString(), null, `request failed: ${why}`);
  }
  const date = Date.parse(response.headers.get("date") ?? "");
  const at = (Number.isNaN(date) ? now() : new Date(date)).toISOString();
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failed(
      at,
      response.status,
      `response body is not JSON (content-type ${response.headers.get("content-type") ?? "none"}, ${text.length} bytes)`,
    );
  }
  return readTrendResponse({ ticker, status: response.status, at, source: url, body });
}

/** The provider over HTTP at `options.baseUrl`. */
export function httpTrendProvider(options: ProviderClientOptions): TrendProvider {
  return { fetchTrend: (ticker, signal) => fetchTrendRun(options, ticker, signal) };
}

/** The provider at whatever base URL a collection names, with these settings (timeout, agent). */
export function httpTrendProviderAt(options: Omit<ProviderClientOptions, "baseUrl"> = {}): TrendProviderAt {
  return (baseUrl) => httpTrendProvider({ ...options, baseUrl });
}
