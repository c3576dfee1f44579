import type { ColumnType, Kysely } from "kysely";
import type { Database } from "../engine/index.js";

/**
 * Row types of the event tables of migration 0007 (webhooks and the log's retention). Like the
 * key table they are not part of the filing `Database` type: `withEventTables` adds them where
 * needed. They never leave `src/store`.
 */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

interface InvalidationRetentionTable {
  /** Always 1: one row. */
  id: number;
  /** Every entry with seq <= this was pruned. */
  pruned_through_seq: number;
  /** The latest `at` among pruned entries. */
  pruned_through_at: string;
  pruned_at: string;
}

export interface WebhookSubscriptionsTable {
  id: string;
  /** The API key id of the caller who registered it. */
  owner: string;
  url: string;
  /** Sorted JSON array of event types. */
  events: string;
  description: string | null;
  /** `whsec_<base64>`: kept in clear because every delivery is signed with it. */
  secret: string;
  created_at: string;
  disabled_at: Nullable<string>;
  disabled_reason: Nullable<string>;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  /** First failure since the last success; null while healthy. */
  failing_since: Nullable<string>;
  last_attempt_at: Nullable<string>;
  last_success_at: Nullable<string>;
  last_failure_at: Nullable<string>;
  last_status: Nullable<number>;
  last_error: Nullable<string>;
}

interface WebhookEventsTable {
  id: string;
  type: string;
  created_at: string;
  /** JSON: the event's data (for filing events, the invalidation). */
  data: string;
}

interface WebhookDeliveriesTable {
  id: string;
  subscription_id: string;
  event_id: string;
  /** `pending`, `succeeded`, `failed` or `cancelled`. */
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** Who holds the delivery (a worker's claim) and until when; null when nobody. */
  lease_token: Nullable<string>;
  lease_until: Nullable<string>;
  created_at: string;
  completed_at: Nullable<string>;
  last_status: Nullable<number>;
  last_error: Nullable<string>;
}

interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  duration_ms: number;
}

// A type literal, not an interface: Kysely's `withTables` wants an index-signature-compatible type.
type EventTables = {
  invalidation_retention: InvalidationRetentionTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
};

export type EventDb = Kysely<Database & EventTables>;

/** The same connection (or transaction) seeing the event tables too. */
export function withEventTables(db: Kysely<Database>): EventDb {
  return db.withTables<EventTables>();
}
