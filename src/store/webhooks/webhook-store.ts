/**
 * Webhook subscriptions and their durable delivery outbox. Events enter the outbox in the
 * transaction that made them (a filing's invalidation) or through `enqueue` (a finished warm
 * job, a test ping); workers claim due deliveries under a lease, so a worker killed mid-delivery
 * only delays them: the lease runs out and another claim takes them again (at least once).
 */

/** Event types a subscription may ask for. */
export const WEBHOOK_EVENT_TYPES = ["filing.ingested", "filing.replaced", "filing.amended", "filing.deleted", "warm_job.finished"] as const;

/** The type of a test ping: sent to one subscription on request, never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** States of a delivery: `pending` until it succeeds, fails for good, or is cancelled. */
export const DELIVERY_STATES = ["pending", "succeeded", "failed", "cancelled"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

interface WebhookHealth {
  /** Failed attempts since the last success. */
  readonly consecutiveFailures: number;
  /** ISO time of the first failure since the last success; null while healthy. */
  readonly failingSince: string | null;
  readonly lastAttemptAt: string | null;
  readonly lastSuccessAt: string | null;
  readonly lastFailureAt: string | null;
  /** HTTP status of the last attempt; null when it got no answer. */
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  /** Deliveries waiting for an attempt. */
  readonly pendingDeliveries: number;
}

export interface WebhookSubscription {
  readonly id: string;
  /** API key id of the caller who registered it. */
  readonly owner: string;
  readonly url: string;
  /** Sorted, without duplicates. */
  readonly events: readonly string[];
  readonly description: string | null;
  readonly createdAt: string;
  /** ISO time it was disabled (410 Gone, or failing for too long); null while active. */
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
  readonly health: WebhookHealth;
}

export interface NewWebhookSubscription {
  readonly owner: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly description: string | null;
  readonly secret: string;
}

export interface WebhookEvent {
  /** Stable id, the `webhook-id` of every attempt: receivers deduplicate on it. */
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  readonly data: unknown;
}

/** A delivery a worker holds under a lease, with what it needs to send it. */
export interface ClaimedDelivery {
  readonly id: string;
  /** The number this attempt will have (1 for the first). */
  readonly attempt: number;
  readonly leaseToken: string;
  readonly event: WebhookEvent;
  readonly subscription: {
    readonly id: string;
    readonly url: string;
    readonly secret: string;
    readonly failingSince: string | null;
  };
}

/** What one attempt got. */
export interface AttemptResult {
  /** ISO time the attempt started. */
  readonly at: string;
  /** HTTP status; null when no response came (refused address, timeout, connection error). */
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** What becomes of a delivery after an attempt (decided by the delivery policy, not the store). */
export type DeliveryVerdict =
  | { readonly state: "succeeded" }
  | { readonly state: "pending"; readonly nextAttemptAt: string }
  | { readonly state: "failed"; readonly disableReason?: string };

export interface WebhookAttempt extends AttemptResult {
  readonly attempt: number;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly state: DeliveryState;
  readonly attempts: number;
  /** When the next attempt is due (pending deliveries). */
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  /** Attempts, latest first. */
  readonly attemptLog: readonly WebhookAttempt[];
}

export interface EnqueueOptions {
  readonly subscriptionId?: string;
  readonly owner?: string;
  /**
   * When the delivery is first due (ISO 8601; default: the event's time). A test ping, claimed at
   * once by the caller who answers with its result, is due only after that caller's lease: the
   * delivery worker does not take it first, yet delivers it if that caller dies.
   */
  readonly dueAt?: string;
}

export interface WebhookStore {
  /** Stores a subscription; `exists` when the owner has one for the same url and events. */
  register(subscription: NewWebhookSubscription): Promise<WebhookSubscription | "exists">;
  /** The owner's subscriptions, oldest first. */
  list(owner: string): Promise<WebhookSubscription[]>;
  /** One of the owner's subscriptions; null for an unknown id or another owner's. */
  get(owner: string, id: string): Promise<WebhookSubscription | null>;
  /** Deletes the owner's subscription and cancels its pending deliveries; false when none. */
  delete(owner: string, id: string): Promise<boolean>;
  /**
   * Puts an event in the outbox for every active subscription asking for its type (only the
   * `owner`'s when given: a warm job's event is its owner's alone), or for `subscriptionId`
   * alone (a test ping). Returns the deliveries created (none twice per event and subscription).
   */
  enqueue(event: WebhookEvent, options?: EnqueueOptions): Promise<string[]>;
  /** Claims up to `limit` due deliveries for `leaseMs`. */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** Claims one delivery now (a test ping answered synchronously); null when it is not pending. */
  claim(deliveryId: string, now: Date, leaseMs: number): Promise<ClaimedDelivery | null>;
  /**
   * Records an attempt and applies the verdict: the delivery's new state, the subscription's
   * health, and disabling it (cancelling its pending deliveries) when the verdict says so.
   */
  complete(delivery: ClaimedDelivery, result: AttemptResult, verdict: DeliveryVerdict): Promise<void>;
  /** The subscription's most recent deliveries, newest first; null for an unknown id or another owner's. */
  deliveries(owner: string, subscriptionId: string, limit: number): Promise<WebhookDelivery[] | null>;
  /** When the earliest pending delivery is due; null when none is pending. */
  nextDueAt(): Promise<string | null>;
  /** Removes finished deliveries (and events no delivery needs) completed before `before`. */
  prune(before: string): Promise<number>;
  close(): Promise<void>;
}
