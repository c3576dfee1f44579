import type { Selectable } from "kysely";
import type { StoreBackend } from "../engine/index.js";
import { withEstimateTables, type EstimateDb, type EstimateObservationsTable, type EstimateRunsTable } from "./estimate-tables.js";
import type {
  EstimateBasis,
  EstimateMetric,
  EstimateObservation,
  EstimatePeriodKind,
  EstimateRun,
  EstimateStore,
  ObservationQuery,
  RecordedRun,
} from "./estimate-store.js";

/** The EstimateStore over the store's Kysely backends: one query layer for both dialects. */
export class SqlEstimateStore implements EstimateStore {
  private readonly reader: EstimateDb;

  constructor(
    private readonly backend: StoreBackend,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reader = withEstimateTables(backend.reader);
  }

  recordRun(run: EstimateRun, observations: readonly EstimateObservation[]): Promise<RecordedRun> {
    const recordedAt = this.now().toISOString();
    return this.backend.writeTransaction(`fds:estimates:${run.ticker}`, async (trx) => {
      const db = withEstimateTables(trx);
      // Append-only: a key already stored (the same response imported again) is left untouched.
      const inserted = await db
        .insertInto("estimate_runs")
        .values(toRunRow(run, recordedAt))
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      let observationsAdded = 0;
      for (const observation of observations) {
        const result = await db
          .insertInto("estimate_observations")
          .values(toObservationRow(observation, recordedAt))
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        observationsAdded += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return { added: Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0, observationsAdded };
    });
  }

  async observations(query: ObservationQuery): Promise<EstimateObservation[]> {
    const tickers = typeof query.ticker === "string" ? [query.ticker] : query.ticker;
    if (tickers.length === 0) return [];
    let select = this.reader
      .selectFrom("estimate_observations")
      .selectAll()
      .where("ticker", "in", [...tickers]);
    if (query.periodKind) select = select.where("period_kind", "=", query.periodKind);
    if (query.fiscalDate) select = select.where("fiscal_date", "=", query.fiscalDate);
    const rows = await select
      .orderBy("ticker")
      .orderBy("observed_at")
      .orderBy("fiscal_date")
      .orderBy("metric")
      .orderBy("basis")
      .orderBy("source")
      .execute();
    return rows.map(toObservation);
  }

  async runs(tickers: readonly string[] | null): Promise<EstimateRun[]> {
    let select = this.reader.selectFrom("estimate_runs").selectAll();
    if (tickers) {
      if (tickers.length === 0) return [];
      select = select.where("ticker", "in", [...tickers]);
    }
    const rows = await select.orderBy("ticker").orderBy("at", "desc").orderBy("source", "desc").execute();
    return rows.map(toRun);
  }

  async tickers(options: { readonly covered?: boolean } = {}): Promise<string[]> {
    if (options.covered) {
      const rows = await this.reader.selectFrom("estimate_observations").select("ticker").distinct().orderBy("ticker").execute();
      return rows.map((r) => r.ticker);
    }
    const rows = await this.reader
      .selectFrom("estimate_runs")
      .select("ticker")
      .union(this.reader.selectFrom("estimate_observations").select("ticker"))
      .execute();
    return [...new Set(rows.map((r) => r.ticker))].sort();
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}

function toRunRow(run: EstimateRun, recordedAt: string): EstimateRunsTable {
  return {
    ticker: run.ticker,
    provider: run.provider,
    at: run.at,
    source: run.source,
    outcome: run.outcome,
    http_status: run.httpStatus,
    reason: run.reason,
    observations: run.observations,
    recorded_at: recordedAt,
  };
}

function toObservationRow(o: EstimateObservation, recordedAt: string): EstimateObservationsTable {
  return {
    ticker: o.ticker,
    fiscal_date: o.fiscalDate,
    period_kind: o.periodKind,
    period_code: o.periodCode,
    metric: o.metric,
    basis: o.basis,
    history_days: o.historyDays,
    observed_at: o.observedAt,
    mean: o.mean,
    low: o.low,
    high: o.high,
    analysts: o.analysts,
    up_7d: o.revisions.up7d,
    up_30d: o.revisions.up30d,
    down_7d: o.revisions.down7d,
    down_30d: o.revisions.down30d,
    currency: o.currency,
    provider: o.provider,
    source: o.source,
    recorded_at: recordedAt,
  };
}

/** PostgreSQL may hand back numerics as strings; the domain wants numbers. */
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toObservation(r: Selectable<EstimateObservationsTable>): EstimateObservation {
  return {
    ticker: r.ticker,
    fiscalDate: r.fiscal_date,
    periodKind: r.period_kind as EstimatePeriodKind,
    periodCode: r.period_code,
    metric: r.metric as EstimateMetric,
    basis: r.basis as EstimateBasis,
    historyDays: Number(r.history_days),
    observedAt: r.observed_at,
    mean: Number(r.mean),
    low: num(r.low),
    high: num(r.high),
    analysts: num(r.analysts),
    revisions: { up7d: num(r.up_7d), up30d: num(r.up_30d), down7d: num(r.down_7d), down30d: num(r.down_30d) },
    currency: r.currency,
    provider: r.provider,
    source: r.source,
  };
}

function toRun(r: Selectable<EstimateRunsTable>): EstimateRun {
  return {
    ticker: r.ticker,
    provider: r.provider,
    at: r.at,
    source: r.source,
    outcome: r.outcome === "ok" ? "ok" : "failed",
    httpStatus: num(r.http_status),
    reason: r.reason,
    observations: Number(r.observations),
  };
}
