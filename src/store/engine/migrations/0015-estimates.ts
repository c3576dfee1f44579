import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * Analyst estimates (issue 13), append-only: rows are inserted, never updated or deleted, so a
 * later snapshot never overwrites what an earlier one said.
 *
 * - `estimate_observations`: one consensus (mean, low, high, analyst count) per ticker, fiscal
 *   period end, period kind and metric as observed at `observed_at`. `basis` says where it comes
 *   from: `observed` (the provider's current value when we read it) or `provider_history` (a
 *   value the provider reported for `history_days` days before, e.g. the trend's "90 days ago";
 *   its `observed_at` is the response date minus those days). The key (without the source) makes
 *   re-importing the same response, from wherever, a no-op instead of a duplicate.
 * - `estimate_runs`: every collection or import attempt per ticker: ok, or failed with the HTTP
 *   status and a precise reason. Timestamps are ISO text as elsewhere (text order is time order).
 */
export function estimatesMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("estimate_observations")
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("fiscal_date", "text", (c) => c.notNull())
        .addColumn("period_kind", "text", (c) => c.notNull())
        .addColumn("period_code", "text", (c) => c.notNull())
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("basis", "text", (c) => c.notNull())
        .addColumn("history_days", "integer", (c) => c.notNull())
        .addColumn("observed_at", "text", (c) => c.notNull())
        .addColumn("mean", "double precision", (c) => c.notNull())
        .addColumn("low", "double precision")
        .addColumn("high", "double precision")
        .addColumn("analysts", "integer")
        .addColumn("up_7d", "integer")
        .addColumn("up_30d", "integer")
        .addColumn("down_7d", "integer")
        .addColumn("down_30d", "integer")
        .addColumn("currency", "text")
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("recorded_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("estimate_observations_pk", [
          "ticker",
          "fiscal_date",
          "period_kind",
          "metric",
          "observed_at",
          "basis",
          "provider",
        ])
        .execute();
      await db.schema
        .createIndex("estimate_observations_ticker_idx")
        .on("estimate_observations")
        .columns(["ticker", "period_kind", "observed_at"])
        .execute();

      await db.schema
        .createTable("estimate_runs")
        .addColumn("ticker", "text", (c) => c.notNull())
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("http_status", "integer")
        .addColumn("reason", "text")
        .addColumn("observations", "integer", (c) => c.notNull())
        .addColumn("recorded_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("estimate_runs_pk", ["ticker", "provider", "at"])
        .execute();
      await db.schema.createIndex("estimate_runs_ticker_idx").on("estimate_runs").columns(["ticker", "at"]).execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("estimate_runs").execute();
      await db.schema.dropTable("estimate_observations").execute();
    },
  };
}
