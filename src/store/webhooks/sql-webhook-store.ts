import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import type { StoreBackend } from "../engine/index.js";
import { enqueueEvent } from "./webhook-outbox.js";
import { withEventTables, type EventDb, type WebhookSubscriptionsTable } from "./webhook-tables.js";
import { readDeliveries } from "./webhook-deliveries.js";
import type {
  AttemptResult,
  ClaimedDelivery,
  DeliveryVerdict,
  EnqueueOptions,
  NewWebhookSubscription,
  WebhookDelivery,
  WebhookEvent,
  WebhookStore,
  WebhookSubscription,
} from "./webhook-store.js";

/** The WebhookStore over the store's Kysely backends: one query layer for both dialects. */
export class SqlWebhookStore implements WebhookStore {
  private readonly reader: EventDb;

  constructor(
    private readonly backend: StoreBackend,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reader = withEventTables(backend.reader);
  }

  register(subscription: NewWebhookSubscription): Promise<WebhookSubscription | "exists"> {
    const events = JSON.stringify([...new Set(subscription.events)].sort());
    // One writer per owner at a time, so two identical registrations cannot both pass the check.
    return this.write(`fds:webhooks:owner:${subscription.owner}`, async (db) => {
      const existing = await db
        .selectFrom("webhook_subscriptions")
        .select("id")
        .where("owner", "=", subscription.owner)
        .where("url", "=", subscription.url)
        .where("events", "=", events)
        .executeTakeFirst();
      if (existing) return "exists";
      const row = {
        // 64 random bits: a handle, not a secret; the primary key makes a clash an error.
        id: `wh_${randomBytes(8).toString("hex")}`,
        owner: subscription.owner,
        url: subscription.url,
        events,
        description: subscription.description,
        secret: subscription.secret,
        created_at: this.now().toISOString(),
      };
      await db.insertInto("webhook_subscriptions").values(row).execute();
      const stored = await db.selectFrom("webhook_subscriptions").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
      return toSubscription(stored, 0);
    });
  }

  async list(owner: string): Promise<WebhookSubscription[]> {
    const rows = await this.reader
      .selectFrom("webhook_subscriptions")
      .selectAll()
      .where("owner", "=", owner)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const pending = await this.pendingCounts(rows.map((r) => r.id));
    return rows.map((r) => toSubscription(r, pending.get(r.id) ?? 0));
  }

  async get(owner: string, id: string): Promise<WebhookSubscription | null> {
    const row = await this.reader
      .selectFrom("webhook_subscriptions")
      .selectAll()
      .where("id", "=", id)
      .where("owner", "=", owner)
      .executeTakeFirst();
    return row ? toSubscription(row, (await this.pendingCounts([id])).get(id) ?? 0) : null;
  }

  delete(owner: string, id: string): Promise<boolean> {
    return this.write(`fds:webhooks:owner:${owner}`, async (db) => {
      const deleted = await db.deleteFrom("webhook_subscriptions").where("id", "=", id).where("owner", "=", owner).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      // Its history goes with it: nobody can read it any more.
      await db
        .deleteFrom("webhook_attempts")
        .where("delivery_id", "in", db.selectFrom("webhook_deliveries").select("id").where("subscription_id", "=", id))
        .execute();
      await db.deleteFrom("webhook_deliveries").where("subscription_id", "=", id).execute();
      return true;
    });
  }

  enqueue(event: WebhookEvent, options: EnqueueOptions = {}): Promise<string[]> {
    return this.write(`fds:webhooks:event:${event.id}`, (db) => enqueueEvent(db, event, options));
  }

  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    return this.write("fds:webhooks:claim", async (db) => {
      const at = now.toISOString();
      const due = await db
        .selectFrom("webhook_deliveries")
        .select("id")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      return this.lease(
        db,
        due.map((d) => d.id),
        now,
        leaseMs,
      );
    });
  }

  claim(deliveryId: string, now: Date, leaseMs: number): Promise<ClaimedDelivery | null> {
    return this.write("fds:webhooks:claim", async (db) => {
      const at = now.toISOString();
      const free = await db
        .selectFrom("webhook_deliveries")
        .select("id")
        .where("id", "=", deliveryId)
        .where("state", "=", "pending")
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
        .execute();
      return (
        (
          await this.lease(
            db,
            free.map((d) => d.id),
            now,
            leaseMs,
          )
        )[0] ?? null
      );
    });
  }

  complete(delivery: ClaimedDelivery, result: AttemptResult, verdict: DeliveryVerdict): Promise<void> {
    return this.write(`fds:webhooks:delivery:${delivery.id}`, async (db) => {
      const current = await db
        .selectFrom("webhook_deliveries")
        .select(["state", "lease_token"])
        .where("id", "=", delivery.id)
        .executeTakeFirst();
      if (!current) return; // its subscription was deleted meanwhile
      await db
        .insertInto("webhook_attempts")
        .values({
          delivery_id: delivery.id,
          attempt: delivery.attempt,
          at: result.at,
          status: result.status,
          error: result.error,
          duration_ms: Math.round(result.durationMs),
        })
        .onConflict((oc) => oc.columns(["delivery_id", "attempt"]).doNothing())
        .execute();
      const finishedAt = this.now().toISOString();
      const held = current.state === "pending" && current.lease_token === delivery.leaseToken;
      // A success counts even when the lease ran out meanwhile: it spares the next holder a duplicate.
      if (held || (current.state === "pending" && verdict.state === "succeeded")) {
        await db
          .updateTable("webhook_deliveries")
          .set({
            state: verdict.state,
            attempts: delivery.attempt,
            ...(verdict.state === "pending" ? { next_attempt_at: verdict.nextAttemptAt } : { completed_at: finishedAt }),
            lease_token: null,
            lease_until: null,
            last_status: result.status,
            last_error: result.error,
          })
          .where("id", "=", delivery.id)
          .execute();
      }
      const subscription = db.updateTable("webhook_subscriptions").where("id", "=", delivery.subscription.id);
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        await subscription
          .set({
            consecutive_failures: 0,
            failing_since: null,
            last_attempt_at: result.at,
            last_success_at: result.at,
            last_status: result.status,
            last_error: null,
          })
          .execute();
      } else {
        await subscription
          .set((eb) => ({
            consecutive_failures: eb("consecutive_failures", "+", 1),
            failing_since: eb.fn.coalesce("failing_since", eb.val(result.at)),
            last_attempt_at: result.at,
            last_failure_at: result.at,
            last_status: result.status,
            last_error: result.error,
          }))
          .execute();
      }
      if (verdict.state === "failed" && verdict.disableReason !== undefined) {
        await db
          .updateTable("webhook_subscriptions")
          .set({ disabled_at: finishedAt, disabled_reason: verdict.disableReason })
          .where("id", "=", delivery.subscription.id)
          .where("disabled_at", "is", null)
          .execute();
        await db
          .updateTable("webhook_deliveries")
          .set({ state: "cancelled", completed_at: finishedAt, lease_token: null, lease_until: null, last_error: "subscription disabled" })
          .where("subscription_id", "=", delivery.subscription.id)
          .where("state", "=", "pending")
          .execute();
      }
    });
  }

  async deliveries(owner: string, subscriptionId: string, limit: number): Promise<WebhookDelivery[] | null> {
    const owned = await this.reader
      .selectFrom("webhook_subscriptions")
      .select("id")
      .where("id", "=", subscriptionId)
      .where("owner", "=", owner)
      .executeTakeFirst();
    return owned ? readDeliveries(this.reader, subscriptionId, limit) : null;
  }

  async nextDueAt(): Promise<string | null> {
    const row = await this.reader
      .selectFrom("webhook_deliveries")
      .select((eb) => eb.fn.min("next_attempt_at").as("due"))
      .where("state", "=", "pending")
      .executeTakeFirst();
    return (row?.due as string | null | undefined) ?? null;
  }

  prune(before: string): Promise<number> {
    return this.write("fds:webhooks:prune", async (db) => {
      const finished = db.selectFrom("webhook_deliveries").select("id").where("state", "!=", "pending").where("completed_at", "<", before);
      await db.deleteFrom("webhook_attempts").where("delivery_id", "in", finished).execute();
      const deleted = await db
        .deleteFrom("webhook_deliveries")
        .where("state", "!=", "pending")
        .where("completed_at", "<", before)
        .executeTakeFirst();
      await db
        .deleteFrom("webhook_events")
        .where("created_at", "<", before)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom("webhook_deliveries").select("id").whereRef("webhook_deliveries.event_id", "=", "webhook_events.id")),
          ),
        )
        .execute();
      return Number(deleted.numDeletedRows);
    });
  }

  close(): Promise<void> {
    return this.backend.close();
  }

  private write<T>(lockKey: string, work: (db: EventDb) => Promise<T>): Promise<T> {
    return this.backend.writeTransaction(lockKey, (trx) => work(withEventTables(trx)));
  }

  /** Leases `ids` to a new token and reads them back with their event and subscription. */
  private async lease(db: EventDb, ids: readonly string[], now: Date, leaseMs: number): Promise<ClaimedDelivery[]> {
    if (ids.length === 0) return [];
    const token = randomBytes(8).toString("hex");
    await db
      .updateTable("webhook_deliveries")
      .set({ lease_token: token, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "in", ids)
      .execute();
    const rows = await db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_events as e", "e.id", "d.event_id")
      .innerJoin("webhook_subscriptions as s", "s.id", "d.subscription_id")
      .select([
        "d.id",
        "d.attempts",
        "e.id as event_id",
        "e.type",
        "e.created_at",
        "e.data",
        "s.id as subscription_id",
        "s.url",
        "s.secret",
        "s.failing_since",
      ])
      .where("d.lease_token", "=", token)
      .orderBy("d.next_attempt_at")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      attempt: Number(r.attempts) + 1,
      leaseToken: token,
      event: { id: r.event_id, type: r.type, createdAt: r.created_at, data: JSON.parse(r.data) as unknown },
      subscription: { id: r.subscription_id, url: r.url, secret: r.secret, failingSince: r.failing_since },
    }));
  }

  private async pendingCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.reader
      .selectFrom("webhook_deliveries")
      .select((eb) => ["subscription_id", eb.fn.countAll().as("n")])
      .where("subscription_id", "in", ids)
      .where("state", "=", "pending")
      .groupBy("subscription_id")
      .execute();
    return new Map(rows.map((r) => [r.subscription_id, Number(r.n)]));
  }
}

function toSubscription(row: Selectable<WebhookSubscriptionsTable>, pendingDeliveries: number): WebhookSubscription {
  return {
    id: row.id,
    owner: row.owner,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
    disabledReason: row.disabled_reason,
    health: {
      consecutiveFailures: Number(row.consecutive_failures),
      failingSince: row.failing_since,
      lastAttemptAt: row.last_attempt_at,
      lastSuccessAt: row.last_success_at,
      lastFailureAt: row.last_failure_at,
      lastStatus: row.last_status === null ? null : Number(row.last_status),
      lastError: row.last_error,
      pendingDeliveries,
    },
  };
}
