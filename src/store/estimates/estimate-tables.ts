import type { Kysely } from "kysely";
import type { Database } from "../engine/index.js";

/**
 * Row types of the estimate tables of migration 0015. Like the event tables they are not part
 * of the filing `Database` type: `withEstimateTables` adds them where needed. They never leave
 * `src/store`.
 */

type Nullable<T> = T | null;

export type EstimateObservationsTable = {
  ticker: string;
  fiscal_date: string;
  period_kind: string;
  period_code: string;
  metric: string;
  basis: string;
  history_days: number;
  observed_at: string;
  mean: number;
  low: Nullable<number>;
  high: Nullable<number>;
  analysts: Nullable<number>;
  up_7d: Nullable<number>;
  up_30d: Nullable<number>;
  down_7d: Nullable<number>;
  down_30d: Nullable<number>;
  currency: Nullable<string>;
  provider: string;
  source: string;
  recorded_at: string;
};

export type EstimateRunsTable = {
  ticker: string;
  provider: string;
  at: string;
  source: string;
  outcome: string;
  http_status: Nullable<number>;
  reason: Nullable<string>;
  observations: number;
  recorded_at: string;
};

type EstimateTables = {
  estimate_observations: EstimateObservationsTable;
  estimate_runs: EstimateRunsTable;
};

export type EstimateDb = Kysely<Database & EstimateTables>;

/** The same connection (or transaction) seeing the estimate tables too. */
export function withEstimateTables(db: Kysely<Database>): EstimateDb {
  return db.withTables<EstimateTables>();
}
