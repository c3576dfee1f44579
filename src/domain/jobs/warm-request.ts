import type { EquivalenceRegistry } from "../equivalence/index.js";
import { checkFiscalPeriod, FdsError } from "../shared/index.js";

/**
 * The registry metrics a warm request warms when it names none: the lines an analyst reads
 * first (income statement, balance sheet, cash flow). Registry group names.
 */
export const HEADLINE_METRICS = [
  "revenue",
  "gross_profit",
  "operating_income",
  "net_income",
  "eps_diluted",
  "total_assets",
  "total_liabilities",
  "stockholders_equity",
  "cash",
  "operating_cash_flow",
] as const;

/** Fiscal quarters counted back from the end when a request says nothing: two years. */
export const DEFAULT_WARM_PERIODS = 8;
export const MAX_WARM_PERIODS = 20;
export const MAX_WARM_TICKERS = 10;
export const MAX_WARM_METRICS = 40;

/** What a caller asks to warm, as given (HTTP body or MCP arguments). */
export interface WarmAsk {
  readonly ticker?: string | undefined;
  readonly tickers?: readonly string[] | undefined;
  readonly metrics?: readonly string[] | undefined;
  readonly periods?: number | undefined;
  readonly end_year?: number | undefined;
  readonly end_quarter?: number | undefined;
}

/**
 * A warm request in one canonical form, so identical asks (tickers in another order or case, a
 * metric by alias) are one job: tickers upper-cased, unique and sorted; metrics by registry
 * group name where they have one, unique and sorted; the end null when the latest reported
 * quarter is meant (resolved when the job runs).
 */
export interface WarmRequest {
  readonly tickers: readonly string[];
  readonly metrics: readonly string[];
  /** Fiscal quarters counted back from the end, the end included (a quarter 4 is the 10-K). */
  readonly periods: number;
  readonly end: { readonly fiscalYear: number; readonly quarter: number } | null;
}

const TICKER = /^[A-Z][A-Z0-9.-]{0,11}$/;

/** Checks and normalizes an ask; `bad_request` (400) names what is wrong. */
export function normalizeWarmAsk(registry: EquivalenceRegistry, ask: WarmAsk): WarmRequest {
  const named = [...(ask.ticker === undefined ? [] : [ask.ticker]), ...(ask.tickers ?? [])].map((t) => t.trim().toUpperCase());
  const tickers = [...new Set(named)].sort();
  if (tickers.length === 0) throw new FdsError("bad_request", "name a ticker (ticker) or several (tickers)");
  if (tickers.length > MAX_WARM_TICKERS)
    throw new FdsError("bad_request", `at most ${MAX_WARM_TICKERS} tickers per warm request (got ${tickers.length})`);
  const badTicker = tickers.find((t) => !TICKER.test(t));
  if (badTicker !== undefined) throw new FdsError("bad_request", `not a ticker: "${badTicker}"`);

  const asked = ask.metrics ?? HEADLINE_METRICS;
  if (asked.length === 0) throw new FdsError("bad_request", "metrics, when given, names at least one metric");
  // A split group throws equivalence_group_split (400) here, before anything is queued.
  const metrics = [...new Set(asked.map((m) => (m.includes(":") ? m.trim() : (registry.group(m)?.name ?? m.trim()))))].sort();
  if (metrics.some((m) => m === "")) throw new FdsError("bad_request", "a metric name is empty");
  if (metrics.length > MAX_WARM_METRICS)
    throw new FdsError("bad_request", `at most ${MAX_WARM_METRICS} metrics per warm request (got ${metrics.length})`);

  const periods = ask.periods ?? DEFAULT_WARM_PERIODS;
  if (!Number.isInteger(periods) || periods < 1 || periods > MAX_WARM_PERIODS)
    throw new FdsError("bad_request", `periods must be a whole number from 1 to ${MAX_WARM_PERIODS} (got ${periods})`);
  if ((ask.end_year === undefined) !== (ask.end_quarter === undefined))
    throw new FdsError("bad_request", "give end_year and end_quarter together, or neither (the latest reported quarter)");
  let end: WarmRequest["end"] = null;
  if (ask.end_year !== undefined && ask.end_quarter !== undefined) {
    checkFiscalPeriod(ask.end_year, ask.end_quarter);
    end = { fiscalYear: ask.end_year, quarter: ask.end_quarter };
  }
  return { tickers, metrics, periods, end };
}

/** The fiscal quarters of a warm, oldest first: `count` quarters ending at `end` (quarter 4 is the annual report). */
export function warmQuarters(end: { fiscalYear: number; quarter: number }, count: number): { fiscalYear: number; quarter: number }[] {
  const out: { fiscalYear: number; quarter: number }[] = [];
  let [year, quarter] = [end.fiscalYear, end.quarter];
  for (let i = 0; i < Math.min(count, MAX_WARM_PERIODS); i++) {
    out.push({ fiscalYear: year, quarter });
    [year, quarter] = quarter === 1 ? [year - 1, 4] : [year, quarter - 1];
  }
  return out.reverse();
}
