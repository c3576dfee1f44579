import type { EventDb } from "./webhook-tables.js";
import type { DeliveryState, WebhookAttempt, WebhookDelivery } from "./webhook-store.js";

/** A subscription's most recent deliveries, newest first, each with its attempts (latest first). */
export async function readDeliveries(db: EventDb, subscriptionId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_events as e", "e.id", "d.event_id")
    .selectAll("d")
    .select("e.type")
    .where("d.subscription_id", "=", subscriptionId)
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const attempts = await db
    .selectFrom("webhook_attempts")
    .selectAll()
    .where(
      "delivery_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("attempt", "desc")
    .execute();
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const a of attempts) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({
      attempt: Number(a.attempt),
      at: a.at,
      status: a.status === null ? null : Number(a.status),
      error: a.error,
      durationMs: Number(a.duration_ms),
    });
    byDelivery.set(a.delivery_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    eventType: r.type,
    state: r.state as DeliveryState,
    attempts: Number(r.attempts),
    nextAttemptAt: r.state === "pending" ? r.next_attempt_at : null,
    createdAt: r.created_at,
    completedAt: r.completed_at,
    lastStatus: r.last_status === null ? null : Number(r.last_status),
    lastError: r.last_error,
    attemptLog: byDelivery.get(r.id) ?? [],
  }));
}
