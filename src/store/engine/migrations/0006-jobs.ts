import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * Background jobs of the embedded engine (src/jobs), one row per job:
 * - `state`: queued, running, completed, failed; `input`, `progress`: JSON text.
 * - `dedupe_key`: hash of kind, owner and normalized input; `active_key` holds the same value
 *   while the job is queued or running and null afterwards, so its unique index lets only one
 *   identical job be active at a time (NULLs never clash, in both dialects).
 * - `run_after`: earliest start (a retry waits out its backoff); `lease_token`/`lease_until`:
 *   the worker holding a running job and until when (heartbeats extend it; an expired lease
 *   means the worker died and the job is queued again).
 * Timestamps are ISO text, like the other tables: identical and sortable in both dialects.
 */
export function jobsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("dedupe_key", "text", (c) => c.notNull())
        .addColumn("active_key", "text", (c) => c.unique())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("input", "text", (c) => c.notNull())
        .addColumn("progress", "text")
        .addColumn("error", "text")
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("max_attempts", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .addColumn("run_after", "text", (c) => c.notNull())
        .addColumn("lease_token", "text")
        .addColumn("lease_until", "text")
        .execute();
      await db.schema.createIndex("jobs_state_run_after").on("jobs").columns(["state", "run_after"]).execute();
      await db.schema.createIndex("jobs_finished_at").on("jobs").column("finished_at").execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("jobs").execute();
    },
  };
}
