import type { EstimateObservation, EstimatePeriodKind, EstimateStore } from "../../store/index.js";
import { FdsError, Nullable, type Wire } from "../shared/index.js";
import { Type } from "typebox";
import { knownTickers, type ShareClassesOf } from "./estimate-lookup.js";

/** One consensus value as the routes show it (snake_case, dated and sourced). */
export const EstimatePointSchema = Type.Object(
  {
    ticker: Type.String(),
    fiscal_date: Type.String({ description: "End date (YYYY-MM-DD) of the fiscal period the estimate is for, as the provider gives it" }),
    period_kind: Type.Unsafe<EstimatePeriodKind>(Type.String({ description: "quarter or year" })),
    period_code: Type.String({ description: "The provider's relative period when observed: 0q current quarter, +1q next, 0y, +1y" }),
    metric: Type.String({ description: "eps (per share, in currency) or revenue (in currency)" }),
    observed_at: Type.String({
      description: "ISO 8601: when the value held (the response's Date; for provider history that minus history_days)",
    }),
    basis: Type.String({
      description:
        "observed (the provider's value when we read it) or provider_history (what the provider said it was history_days days before)",
    }),
    history_days: Type.Integer({ description: "0 for observed; 7, 30, 60 or 90 for provider history" }),
    mean: Type.Number({ description: "Consensus mean" }),
    low: Nullable(Type.Number()),
    high: Nullable(Type.Number()),
    analysts: Nullable(Type.Integer({ description: "Analysts in the consensus; null when not reported (always for provider history)" })),
    currency: Nullable(Type.String()),
    revisions: Nullable(
      Type.Object(
        {
          up_7d: Nullable(Type.Integer()),
          up_30d: Nullable(Type.Integer()),
          down_7d: Nullable(Type.Integer()),
          down_30d: Nullable(Type.Integer()),
        },
        {
          description:
            "Analysts who raised (up) or cut (down) their EPS estimate in the last 7 or 30 days, as the provider reports; null except on observed EPS",
        },
      ),
    ),
    provider: Type.String(),
    source: Type.String({ description: "The recorded response file (or URL) the value was read from" }),
  },
  { title: "EstimatePoint" },
);

export type EstimatePoint = Wire<typeof EstimatePointSchema>;

function toPoint(o: EstimateObservation): EstimatePoint {
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
export async function latestEstimates(
  store: EstimateStore,
  ticker: string,
  kind: EstimatePeriodKind,
  classesOf?: ShareClassesOf,
): Promise<EstimatePoint[]> {
  const [known] = await knownTickers(store, ticker, classesOf);
  return newestSnapshot(await store.observations({ ticker: known!, periodKind: kind })).map(toPoint);
}

/**
 * `revisions`: how the consensus for one fiscal period moved, oldest first: every snapshot we
 * observed and every value the provider reported for days before (`basis: provider_history`).
 */
export async function estimateRevisions(
  store: EstimateStore,
  ticker: string,
  fiscalDate: string,
  kind: EstimatePeriodKind,
  classesOf?: ShareClassesOf,
): Promise<EstimatePoint[]> {
  const [known] = await knownTickers(store, ticker, classesOf);
  const rows = await store.observations({ ticker: known!, periodKind: kind, fiscalDate });
  if (rows.length === 0) {
    throw new FdsError(
      "estimate_period_unknown",
      `no ${kind} estimate of ${known} for the fiscal period ending ${fiscalDate} (see /api/estimates/latest for the periods)`,
      { ticker: known, fiscal_date: fiscalDate },
    );
  }
  return rows.map(toPoint);
}
