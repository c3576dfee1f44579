import { randomBytes } from "node:crypto";
import type { EventDb } from "./webhook-tables.js";
import type { EnqueueOptions, WebhookEvent } from "./webhook-store.js";

/**
 * Puts `event` in the outbox, inside the caller's transaction: one pending delivery, due now,
 * per active subscription asking for its type (the `owner`'s only, when given), or for
 * `subscriptionId` alone, whatever its events and even when disabled. The event row is written
 * only when some delivery needs it, so ingesting with no subscriber costs one small read.
 * Returns the ids of the deliveries created; an event already in the outbox for a subscription
 * is not added twice.
 */
export async function enqueueEvent(db: EventDb, event: WebhookEvent, options: EnqueueOptions = {}): Promise<string[]> {
  // A test ping goes to its subscription even when disabled: it is how an owner checks a fix.
  let query = db.selectFrom("webhook_subscriptions").select(["id", "events"]);
  query = options.subscriptionId !== undefined ? query.where("id", "=", options.subscriptionId) : query.where("disabled_at", "is", null);
  if (options.owner !== undefined) query = query.where("owner", "=", options.owner);
  const subscriptions = await query.execute();
  const targets = subscriptions.filter(
    (s) => options.subscriptionId !== undefined || (JSON.parse(s.events) as string[]).includes(event.type),
  );
  if (targets.length === 0) return [];

  await db
    .insertInto("webhook_events")
    .values({ id: event.id, type: event.type, created_at: event.createdAt, data: JSON.stringify(event.data) })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const rows = targets.map((s) => ({
    id: newDeliveryId(),
    subscription_id: s.id,
    event_id: event.id,
    state: "pending",
    attempts: 0,
    next_attempt_at: options.dueAt ?? event.createdAt,
    created_at: event.createdAt,
  }));
  const inserted = await db
    .insertInto("webhook_deliveries")
    .values(rows)
    .onConflict((oc) => oc.columns(["subscription_id", "event_id"]).doNothing())
    .returning("id")
    .execute();
  return inserted.map((r) => r.id);
}

/** `dlv_` and 64 random bits: a handle, unique by the primary key. */
function newDeliveryId(): string {
  return `dlv_${randomBytes(8).toString("hex")}`;
}
