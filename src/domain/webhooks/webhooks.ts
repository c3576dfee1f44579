import { randomBytes } from "node:crypto";
import type { AttemptResult, WebhookDelivery, WebhookStore, WebhookSubscription } from "../../store/index.js";
import { WEBHOOK_TEST_EVENT } from "../../store/index.js";
import { Type } from "typebox";
import { FdsError, type Wire } from "../shared/index.js";
import { resolveTarget, type HostResolver } from "./target-resolver.js";
import type { WebhookConfig } from "./webhook-config.js";
import { deliverClaimed } from "./webhook-delivery.js";
import type { WebhookSender } from "./webhook-sender.js";
import { newWebhookSecret } from "./webhook-signing.js";
import { parseWebhookUrl } from "./webhook-url.js";

export interface NewSubscription {
  readonly url: string;
  readonly events: readonly string[];
  readonly description: string | null;
}

/** A test ping's data, as the OpenAPI document's `webhooks` section describes it. */
export const TestPingDataSchema = Type.Object({ webhook_id: Type.String(), message: Type.String() }, { title: "WebhookTestData" });

/** A test ping's outcome, answered synchronously. */
export interface TestPing {
  readonly deliveryId: string;
  readonly eventId: string;
  readonly result: AttemptResult;
  readonly delivered: boolean;
}

/**
 * Webhook subscriptions as callers manage them. Every operation is the caller's own: another
 * caller's subscription is answered as unknown (404), never as forbidden, so ids reveal nothing.
 */
export class Webhooks {
  constructor(
    readonly store: WebhookStore,
    readonly config: WebhookConfig,
    readonly resolver: HostResolver,
    /** How a test ping is sent (the same sender as deliveries). */
    private readonly send: WebhookSender,
    /** Called when an event was put in the outbox here (wakes the local delivery worker). */
    private readonly onEnqueued: () => void = () => {},
  ) {}

  /**
   * Registers a subscription after checking its URL and every address its host resolves to now
   * (checked again at each delivery). Returns it with its signing secret, which is shown once.
   * `webhook_exists` (409) when the caller has one for the same URL and events.
   */
  async register(owner: string, input: NewSubscription): Promise<{ subscription: WebhookSubscription; secret: string }> {
    const url = parseWebhookUrl(input.url, this.config.allowHttp);
    await resolveTarget(url, this.resolver, this.config.allowedRanges);
    const secret = newWebhookSecret();
    const stored = await this.store.register({
      owner,
      url: url.href,
      events: [...new Set(input.events)].sort(),
      description: input.description,
      secret,
    });
    if (stored === "exists") {
      throw new FdsError(
        "webhook_exists",
        `you already have a subscription for ${url.href} with these events; delete it first or register other events`,
        { url: url.href },
      );
    }
    return { subscription: stored, secret };
  }

  list(owner: string): Promise<WebhookSubscription[]> {
    return this.store.list(owner);
  }

  async delete(owner: string, id: string): Promise<void> {
    if (!(await this.store.delete(owner, id))) throw notFound(id);
  }

  /**
   * Sends a `webhook.test` event to the subscription now, through the outbox and the same checks
   * and signing as any event, once (no retries), and says what the endpoint answered. A disabled
   * subscription can be pinged: that is how its owner checks a fix.
   */
  async test(owner: string, id: string): Promise<TestPing> {
    const subscription = await this.store.get(owner, id);
    if (!subscription) throw notFound(id);
    const now = new Date();
    const event = {
      id: `evt_test_${randomBytes(8).toString("hex")}`,
      type: WEBHOOK_TEST_EVENT,
      createdAt: now.toISOString(),
      data: { webhook_id: id, message: "test ping from fds" } satisfies Wire<typeof TestPingDataSchema>,
    };
    // Due after this call's lease: a running delivery worker must not take the ping this call answers with.
    const dueAt = new Date(now.getTime() + this.config.leaseMs).toISOString();
    const [deliveryId] = await this.store.enqueue(event, { subscriptionId: id, dueAt });
    const claimed = deliveryId === undefined ? null : await this.store.claim(deliveryId, now, this.config.leaseMs);
    if (claimed === null) throw new FdsError("internal_error", "the test ping could not be queued");
    const { result, verdict } = await deliverClaimed(
      claimed,
      { store: this.store, config: this.config, resolver: this.resolver, send: this.send },
      { retries: false },
    );
    return { deliveryId: claimed.id, eventId: event.id, result, delivered: verdict.state === "succeeded" };
  }

  async deliveries(owner: string, id: string, limit: number): Promise<WebhookDelivery[]> {
    const deliveries = await this.store.deliveries(owner, id, limit);
    if (deliveries === null) throw notFound(id);
    return deliveries;
  }

  /** Tells the local delivery worker that events were just enqueued. */
  enqueued(): void {
    this.onEnqueued();
  }
}

function notFound(id: string): FdsError {
  return new FdsError("not_found", `no webhook ${id} among yours`, { webhook_id: id });
}
