import type { EstimateObservation, EstimatePeriodKind, EstimateStore } from "../../store/estimate-store.js";
import { FdsError } from "../shared/index.js";
import { knownTickers, type ShareClassesOf } from "./estimate-lookup.js";

/** One consensus value as the routes show it (snake_case, dated and sourced). */
export interface EstimatePoint {
  readonly ticker: string;
  readonly fiscal_date: string;
  readonly period_kind: EstimatePeriodKind;
  readonly period_code: string;
  readonly metric: string;
  readonly observed_at: string;
  readonly basis: string;
  readonly history_days: number;
  readonly mean: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly analysts: number | null;
  readonly currency: string | null;
  readonly revisions: { up_7d: number | null; up_30d: number | null; down_7d: number | null; down_30d: number | null } | null;
  readonly provider: string;
  readonly source: string;
}

export function toPoint(o: EstimateObservation): EstimatePoint {
  const r = o.revisions;
  const hasRevisions = r.up7d !== null || r.up30d !== null || r.down7d !== null || r.down30d !== null;
  return {
    ticker: o.ticker,
    fiscal_date: o.fiscalDate,
    period_kind: o.periodKind,
    period_code: o.periodCode,
    metric: o.metric,
    observed_at: o.observedAt,
    basis: o.basis,
    history_days: o.historyDays,
    mean: o.mean,
    low: o.low,
    high: o.high,
    analysts: o.analysts,
    currency: o.currency,
    revisions: hasRevisions ? { up_7d: r.up7d, up_30d: r.up30d, down_7d: r.down7d, down_30d: r.down30d } : null,
    provider: o.provider,
    source: o.source,
  };
}

/** The observations of the newest snapshot of a ticker and period kind: the current and upcoming periods. */
export function newestSnapshot(rows: readonly EstimateObservation[]): EstimateObservation[] {
  const observed = rows.filter((o) => o.basis === "observed");
  const newest = observed.reduce<string | null>((max, o) => (max === null || o.observedAt > max ? o.observedAt : max), null);
  return observed.filter((o) => o.observedAt === newest);
}

/** `latest`: the newest consensus (EPS and revenue) per current and upcoming period of `kind`. */
export async function latestEstimates(store: EstimateStore, ticker: string, kind: EstimatePeriodKind, classesOf?: ShareClassesOf): Promise<EstimatePoint[]> {
  const [known] = await knownTickers(store, ticker, classesOf);
  return newestSnapshot(await store.observations({ ticker: known!, periodKind: kind })).map(toPoint);
}

/**
 * `revisions`: how the consensus for one fiscal period moved, oldest first: every snapshot we
 * observed and every value the provider reported for days before (`basis: provider_history`).
 */
export async function estimateRevisions(store: EstimateStore, ticker: string, fiscalDate: string, kind: EstimatePeriodKind, classesOf?: ShareClassesOf): Promise<EstimatePoint[]> {
  const [known] = await knownTickers(store, ticker, classesOf);
  const rows = await store.observations({ ticker: known!, periodKind: kind, fiscalDate });
  if (rows.length === 0) {
    throw new FdsError("estimate_period_unknown", `no ${kind} estimate of ${known} for the fiscal period ending ${fiscalDate} (see /api/estimates/latest for the periods)`, { ticker: known, fiscal_date: fiscalDate });
  }
  return rows.map(toPoint);
}
