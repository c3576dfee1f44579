import { Type } from "typebox";
import type { EstimateObservation, EstimatePeriodKind, EstimateStore } from "../../store/index.js";
import { knownTickers, type ShareClassesOf } from "./estimate-lookup.js";
import { newestSnapshot } from "./estimate-views.js";
import { Nullable, type Wire } from "../shared/index.js";

const DAY_MS = 86_400_000;

/** How one period's consensus moved over a window. */
export const RevisionSummarySchema = Type.Object(
  {
    ticker: Type.String(),
    fiscal_date: Type.String(),
    period_code: Type.String(),
    metric: Type.String(),
    observed_at: Type.String({ description: "The newest observation" }),
    mean: Type.Number({ description: "The newest consensus mean" }),
    window_days: Type.Integer(),
    mean_before: Nullable(
      Type.Number({
        description:
          "The consensus at the start of the window (the newest point at or before observed_at minus window_days); null when none is stored",
      }),
    ),
    mean_before_at: Nullable(Type.String()),
    mean_change: Nullable(Type.Number({ description: "mean minus mean_before" })),
    up: Nullable(
      Type.Integer({
        description: "Upward EPS revisions in the window (provider counts: windows of 7 and 30 days only; null otherwise and for revenue)",
      }),
    ),
    down: Nullable(Type.Integer()),
  },
  { title: "EstimateRevisionSummary" },
);

export type RevisionSummary = Wire<typeof RevisionSummarySchema>;

/**
 * `revision-summary`: per ticker (all covered when `tickers` is null) and per current and
 * upcoming period of `kind`, how the consensus moved over the last `days` days: the change of
 * the mean from every stored point (snapshots and provider history), and the provider's counts
 * of upward and downward EPS revisions, which it reports for 7 and 30 days only.
 */
export async function revisionSummary(
  store: EstimateStore,
  tickers: string | null,
  days: number,
  kind: EstimatePeriodKind,
  classesOf?: ShareClassesOf,
): Promise<RevisionSummary[]> {
  const list = tickers === null ? await store.tickers({ covered: true }) : await knownTickers(store, tickers, classesOf);
  // One read for every ticker (was one per ticker), grouped back by ticker, each oldest first.
  const byTicker = new Map<string, EstimateObservation[]>();
  for (const row of await store.observations({ ticker: list, periodKind: kind })) {
    const rows = byTicker.get(row.ticker);
    if (rows) rows.push(row);
    else byTicker.set(row.ticker, [row]);
  }
  const out: RevisionSummary[] = [];
  for (const ticker of list) {
    const rows = byTicker.get(ticker) ?? [];
    for (const latest of newestSnapshot(rows)) out.push(summarize(latest, rows, days));
  }
  return out;
}

function summarize(latest: EstimateObservation, rows: readonly EstimateObservation[], days: number): RevisionSummary {
  const start = new Date(Date.parse(latest.observedAt) - days * DAY_MS).toISOString();
  // Rows are oldest first: the last one at or before the window's start is the mean it started from.
  const before =
    rows.filter((o) => o.fiscalDate === latest.fiscalDate && o.metric === latest.metric && o.observedAt <= start).at(-1) ?? null;
  const counts =
    latest.metric !== "eps"
      ? null
      : days === 7
        ? [latest.revisions.up7d, latest.revisions.down7d]
        : days === 30
          ? [latest.revisions.up30d, latest.revisions.down30d]
          : null;
  return {
    ticker: latest.ticker,
    fiscal_date: latest.fiscalDate,
    period_code: latest.periodCode,
    metric: latest.metric,
    observed_at: latest.observedAt,
    mean: latest.mean,
    window_days: days,
    mean_before: before?.mean ?? null,
    mean_before_at: before?.observedAt ?? null,
    mean_change: before ? latest.mean - before.mean : null,
    up: counts?.[0] ?? null,
    down: counts?.[1] ?? null,
  };
}
