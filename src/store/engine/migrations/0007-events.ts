import type { Kysely, Migration } from "kysely";

/*
 * FROZEN once released: later schema changes are new migrations. Like 0001 it imports nothing
 * from the application: the columns are written out here.
 */

/**
 * Events (issue 10): the invalidations feed and webhooks.
 *
 * - `invalidations` gains what a consumer needs to retire its caches without reading the filing:
 *   ticker, form, fiscal period, period end, the parts that changed (`changes`, JSON array) and,
 *   for an amendment, the accessions it amends (`amends`, JSON array).
 * - `invalidation_retention`: one row saying how far the log was pruned, so a cursor older than
 *   the retained history is answered as expired rather than silently skipping records.
 * - `filings.part_hashes`: sha256 per part of the stored rows (JSON object), so a re-ingest can
 *   say which parts changed.
 * - Webhooks: subscriptions (with their health), events, the delivery outbox and each attempt.
 *   Timestamps are ISO text as elsewhere (text order is time order).
 */
export function eventsMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const [column, type] of [
        ["ticker", "text"],
        ["form", "text"],
        ["fiscal_year", "integer"],
        ["fiscal_period", "text"],
        ["period_end", "text"],
        ["changes", "text"],
        ["amends", "text"],
      ] as const) {
        await db.schema.alterTable("invalidations").addColumn(column, type).execute();
      }
      await db.schema.createIndex("invalidations_at_idx").on("invalidations").column("at").execute();

      await db.schema
        .createTable("invalidation_retention")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("pruned_through_seq", "bigint", (c) => c.notNull())
        .addColumn("pruned_through_at", "text", (c) => c.notNull())
        .addColumn("pruned_at", "text", (c) => c.notNull())
        .execute();

      await db.schema.alterTable("filings").addColumn("part_hashes", "text").execute();

      await db.schema
        .createTable("webhook_subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        // Sorted JSON array of event types: equal sets are equal texts (the 409 check).
        .addColumn("events", "text", (c) => c.notNull())
        .addColumn("description", "text")
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("disabled_at", "text")
        .addColumn("disabled_reason", "text")
        .addColumn("consecutive_failures", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("failing_since", "text")
        .addColumn("last_attempt_at", "text")
        .addColumn("last_success_at", "text")
        .addColumn("last_failure_at", "text")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("webhook_subscriptions_identity_idx")
        .on("webhook_subscriptions")
        .columns(["owner", "url", "events"])
        .unique()
        .execute();

      await db.schema
        .createTable("webhook_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("webhook_deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("subscription_id", "text", (c) => c.notNull())
        .addColumn("event_id", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("lease_token", "text")
        .addColumn("lease_until", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("completed_at", "text")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["state", "next_attempt_at"]).execute();
      await db.schema
        .createIndex("webhook_deliveries_subscription_idx")
        .on("webhook_deliveries")
        .columns(["subscription_id", "created_at"])
        .execute();
      // One delivery per event and subscription, whoever fans the event out.
      await db.schema
        .createIndex("webhook_deliveries_event_idx")
        .on("webhook_deliveries")
        .columns(["subscription_id", "event_id"])
        .unique()
        .execute();

      await db.schema
        .createTable("webhook_attempts")
        .addColumn("delivery_id", "text", (c) => c.notNull())
        .addColumn("attempt", "integer", (c) => c.notNull())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("error", "text")
        .addColumn("duration_ms", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("webhook_attempts_pk", ["delivery_id", "attempt"])
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_events", "webhook_subscriptions", "invalidation_retention"]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.alterTable("filings").dropColumn("part_hashes").execute();
      await db.schema.dropIndex("invalidations_at_idx").execute();
      for (const column of ["amends", "changes", "period_end", "fiscal_period", "fiscal_year", "form", "ticker"]) {
        await db.schema.alterTable("invalidations").dropColumn(column).execute();
      }
    },
  };
}
