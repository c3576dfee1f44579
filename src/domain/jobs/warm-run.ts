import type { FilingMeta } from "../../model/index.js";
import { readMetric } from "../facts/index.js";
import { FdsError, type FetcherPort, findPeriodFiling, PeriodReader, resolvePeriodTarget, type StorePort } from "../shared/index.js";
import { countPeriods, initialWarmProgress, isWarmProgress, type WarmPeriod, type WarmProgress, type WarmTicker } from "./warm-progress.js";
import { warmQuarters, type WarmRequest } from "./warm-request.js";
import type { RegistryPort } from "../equivalence/index.js";

/** What a warm run is given by the job that runs it. */
export interface WarmRunContext {
  /** Progress of earlier attempts (null on the first): periods already settled are not redone. */
  readonly previous: unknown;
  /** The job's last attempt: failed periods stay failed instead of failing the attempt. */
  readonly lastAttempt: boolean;
  /** Aborted when the worker stops: the run throws at the next period. */
  readonly signal: AbortSignal;
  report(progress: WarmProgress): Promise<void>;
}

/** Settled: not tried again on a later attempt. */
const SETTLED = new Set(["fetched", "already_cached", "not_on_edgar"]);

/**
 * Warms a request: per ticker, finds where its quarters end (the newest periodic report on
 * EDGAR unless the request says), then per fiscal quarter makes sure the period's own filing is
 * stored (fetching it through the EDGAR client, whose gate keeps SEC's fair-access budget) and
 * reads the asked metrics from the store, recording each outcome as it goes. When periods
 * failed and attempts are left, it throws so the job is retried; the retry redoes only them.
 */
export async function runWarm(
  deps: StorePort & FetcherPort & RegistryPort,
  request: WarmRequest,
  ctx: WarmRunContext,
): Promise<WarmProgress> {
  const start = isWarmProgress(ctx.previous) ? ctx.previous : initialWarmProgress(request.tickers);
  const tickers = [...start.tickers];
  const periods = [...start.periods];
  const report = () => ctx.report({ tickers: [...tickers], periods: [...periods], counts: countPeriods(periods) });
  // Finding where a ticker's quarters end fetches its newest report: that period is then found
  // stored, but this run fetched it.
  const fetchedByThisRun = new Set<string>();

  for (let t = 0; t < tickers.length; t++) {
    const entry = tickers[t]!;
    if (entry.status === "resolved" || entry.status === "not_on_edgar") continue;
    ctx.signal.throwIfAborted();
    const resolved = await resolveEnd(deps, entry.ticker, request, fetchedByThisRun);
    tickers[t] = resolved;
    if (resolved.status === "resolved") {
      const quarters = warmQuarters({ fiscalYear: resolved.end_year!, quarter: resolved.end_quarter! }, request.periods);
      for (const q of quarters) periods.push(pendingPeriod(entry.ticker, q.fiscalYear, q.quarter));
    }
    await report();
  }

  for (let i = 0; i < periods.length; i++) {
    if (SETTLED.has(periods[i]!.status)) continue;
    ctx.signal.throwIfAborted();
    periods[i] = await warmPeriod(deps, request, periods[i]!, fetchedByThisRun);
    await report();
  }

  const progress: WarmProgress = { tickers, periods, counts: countPeriods(periods) };
  const failed = [
    ...tickers.filter((t) => t.status === "failed").map((t) => `${t.ticker}: ${t.reason}`),
    ...periods.filter((p) => p.status === "failed").map((p) => `${p.ticker} ${p.fiscal_year} Q${p.quarter}: ${p.reason}`),
  ];
  if (failed.length > 0 && !ctx.lastAttempt) throw new Error(`${failed.length} failed, retried on the next attempt (first: ${failed[0]})`);
  return progress;
}

function pendingPeriod(ticker: string, fiscalYear: number, quarter: number): WarmPeriod {
  return {
    ticker,
    fiscal_year: fiscalYear,
    quarter,
    status: "pending",
    accession: null,
    form: null,
    reason: null,
    metrics_found: [],
    metrics_missing: [],
    tries: 0,
    duration_ms: null,
    finished_at: null,
  };
}

/** Where a ticker's quarters end: as asked, else its newest periodic report on EDGAR. */
async function resolveEnd(deps: FetcherPort, ticker: string, request: WarmRequest, fetched: Set<string>): Promise<WarmTicker> {
  if (request.end) return { ticker, status: "resolved", end_year: request.end.fiscalYear, end_quarter: request.end.quarter, reason: null };
  const base = { ticker, end_year: null, end_quarter: null };
  if (!deps.fetcher?.fetchLatestPeriodic)
    return {
      ...base,
      status: "failed",
      reason: "edgar_unavailable: EDGAR is not configured, so the latest quarter is unknown: give end_year and end_quarter",
    };
  let latest: FilingMeta;
  try {
    const newest = await deps.fetcher.fetchLatestPeriodic(ticker);
    latest = newest.filing;
    if (newest.fetched) fetched.add(latest.accession);
  } catch (err) {
    if (!(err instanceof FdsError)) throw err;
    return { ...base, status: err.code === "filing_not_found" ? "not_on_edgar" : "failed", reason: `${err.code}: ${err.message}` };
  }
  const quarter = latest.fiscalPeriod === "FY" ? 4 : Number(/^Q([1-3])$/.exec(latest.fiscalPeriod ?? "")?.[1] ?? Number.NaN);
  if (latest.fiscalYear === null || !Number.isInteger(quarter)) {
    return {
      ...base,
      status: "failed",
      reason: `the newest periodic report (${latest.accession}) does not state its fiscal period: give end_year and end_quarter`,
    };
  }
  return { ticker, status: "resolved", end_year: latest.fiscalYear, end_quarter: quarter, reason: null };
}

/** One fiscal period: its own filing stored (fetched when missing), then the asked metrics read. */
async function warmPeriod(
  deps: StorePort & FetcherPort & RegistryPort,
  request: WarmRequest,
  period: WarmPeriod,
  fetchedByThisRun: ReadonlySet<string>,
): Promise<WarmPeriod> {
  const started = Date.now();
  const done = (fields: Partial<WarmPeriod>): WarmPeriod => ({
    ...period,
    reason: null,
    ...fields,
    tries: period.tries + 1,
    duration_ms: Date.now() - started,
    finished_at: new Date().toISOString(),
  });
  let filing: FilingMeta;
  let status: "fetched" | "already_cached";
  try {
    const found = await findPeriodFiling(deps, {
      ticker: period.ticker,
      fiscalYear: period.fiscal_year,
      quarter: period.quarter,
      cacheOnly: false,
    });
    filing = found.filing;
    status = found.cacheStatus === "fetched" || fetchedByThisRun.has(filing.accession) ? "fetched" : "already_cached";
  } catch (err) {
    const reason = err instanceof FdsError ? `${err.code}: ${err.message}` : `internal_error: ${(err as Error).message}`;
    return done({ status: err instanceof FdsError && err.code === "filing_not_found" ? "not_on_edgar" : "failed", reason });
  }
  const { found, missing } = await metricsReported(deps, request.metrics, period);
  return done({ status, accession: filing.accession, form: filing.form, metrics_found: found, metrics_missing: missing });
}

/** Which metrics stored filings report for the period (read cache-only: nothing more is fetched). */
async function metricsReported(
  deps: StorePort & FetcherPort & RegistryPort,
  metrics: readonly string[],
  period: WarmPeriod,
): Promise<{ found: string[]; missing: string[] }> {
  const reader = new PeriodReader(deps, period.ticker, true);
  const target = resolvePeriodTarget({ fiscalYear: period.fiscal_year, quarter: period.quarter, dateType: null, fullYearMode: false });
  const found: string[] = [];
  const missing: string[] = [];
  for (const metric of metrics) {
    const reading = await readMetric(deps, reader, target, {
      metricName: metric,
      includeEquivalents: false,
      role: null,
      axisKey: "",
    }).catch(() => null);
    (reading?.located ? found : missing).push(metric);
  }
  return { found, missing };
}
