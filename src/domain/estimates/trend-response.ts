import type { EstimateObservation, EstimatePeriodKind, EstimateRun } from "../../store/index.js";
import { providerError, rawValue, readTrendBody, type TrendPeriod } from "./quote-summary-trend.js";

/** The provider name recorded with every run and observation. */
export const QUOTE_SUMMARY_PROVIDER = "yahoo-quote-summary";

/** The provider's "N days ago" values of the EPS trend, stored as provider history. */
const HISTORY_DAYS = [7, 30, 60, 90] as const;
const DAY_MS = 86_400_000;

/** One provider response for one ticker, however it was obtained (a recorded file or a fetch). */
export interface ProviderResponse {
  readonly ticker: string;
  readonly status: number;
  /** ISO 8601: when the provider answered (its Date header). */
  readonly at: string;
  /** The file or URL the response came from. */
  readonly source: string;
  readonly body: unknown;
}

/** A run and what it observed. */
export interface ReadRun {
  readonly run: EstimateRun;
  readonly observations: readonly EstimateObservation[];
}

/**
 * Reads an earningsTrend response into a run: ok with the consensus per dated period (EPS and
 * revenue, observed, plus the EPS trend's 7/30/60/90-day values as provider history), or failed
 * with the HTTP status and the provider's error, or with the payload field that did not match.
 * Rows without an end date (the long-term growth rows `+5y`, `-5y`) are for no fiscal period and
 * are not estimates of one: they are passed over.
 */
export function readTrendResponse(response: ProviderResponse): ReadRun {
  const base = {
    ticker: response.ticker,
    provider: QUOTE_SUMMARY_PROVIDER,
    at: response.at,
    source: response.source,
    httpStatus: response.status,
  };
  const failed = (reason: string): ReadRun => ({ run: { ...base, outcome: "failed", reason, observations: 0 }, observations: [] });
  if (response.status !== 200) return failed(providerError(response.body) ?? `HTTP ${response.status} without the provider's error body`);
  const read = readTrendBody(response.body);
  if (!read.ok) return failed(read.reason);
  const observations: EstimateObservation[] = [];
  for (const period of read.body.quoteSummary.result[0]!.earningsTrend.trend) {
    const kind = periodKind(period.period);
    if (period.endDate === null || kind === null) continue;
    observations.push(...periodObservations(response, period, period.endDate, kind));
  }
  return { run: { ...base, outcome: "ok", reason: null, observations: observations.length }, observations };
}

/** `0q`, `+1q` -> quarter; `0y`, `+1y` -> year; anything else is no fiscal period. */
function periodKind(code: string): EstimatePeriodKind | null {
  if (/^[+-]?\d+q$/.test(code)) return "quarter";
  if (/^[+-]?\d+y$/.test(code)) return "year";
  return null;
}

function periodObservations(
  response: ProviderResponse,
  period: TrendPeriod,
  fiscalDate: string,
  kind: EstimatePeriodKind,
): EstimateObservation[] {
  const common = {
    ticker: response.ticker,
    fiscalDate,
    periodKind: kind,
    periodCode: period.period,
    provider: QUOTE_SUMMARY_PROVIDER,
    source: response.source,
  };
  const noRevisions = { up7d: null, up30d: null, down7d: null, down30d: null };
  const out: EstimateObservation[] = [];
  const eps = period.earningsEstimate;
  const epsMean = rawValue(eps.avg);
  // A period the provider gives no mean for has no consensus: nothing is stored for it.
  if (epsMean !== null) {
    const r = period.epsRevisions;
    out.push({
      ...common,
      metric: "eps",
      basis: "observed",
      historyDays: 0,
      observedAt: response.at,
      mean: epsMean,
      low: rawValue(eps.low),
      high: rawValue(eps.high),
      analysts: rawValue(eps.numberOfAnalysts),
      revisions: {
        up7d: rawValue(r.upLast7days),
        up30d: rawValue(r.upLast30days),
        down7d: rawValue(r.downLast7Days),
        down30d: rawValue(r.downLast30days),
      },
      currency: eps.earningsCurrency ?? null,
    });
  }
  const revenue = period.revenueEstimate;
  const revenueMean = rawValue(revenue.avg);
  if (revenueMean !== null) {
    out.push({
      ...common,
      metric: "revenue",
      basis: "observed",
      historyDays: 0,
      observedAt: response.at,
      mean: revenueMean,
      low: rawValue(revenue.low),
      high: rawValue(revenue.high),
      analysts: rawValue(revenue.numberOfAnalysts),
      revisions: noRevisions,
      currency: revenue.revenueCurrency ?? null,
    });
  }
  const at = Date.parse(response.at);
  for (const days of HISTORY_DAYS) {
    const mean = rawValue(period.epsTrend[`${days}daysAgo`]);
    if (mean === null) continue;
    out.push({
      ...common,
      metric: "eps",
      basis: "provider_history",
      historyDays: days,
      observedAt: new Date(at - days * DAY_MS).toISOString(),
      mean,
      low: null,
      high: null,
      analysts: null,
      revisions: noRevisions,
      currency: eps.earningsCurrency ?? null,
    });
  }
  return out;
}
