import { Type } from "typebox";
import { FdsError } from "../../domain/shared/index.js";
import { MAX_WEBHOOK_URL_LENGTH, type Webhooks } from "../../domain/webhooks/index.js";
import { Nullable } from "../shared/index.js";
import { defineTool, type ToolContext } from "../tool.js";
import type { ToolDeps } from "../tool-deps.js";
import { DeliverySchema, WEBHOOK_STATUSES, WebhookEventType, WebhookId, WebhookSchema } from "./webhook-schemas.js";
import { deliveryView, webhookView } from "./webhook-view.js";

/** The webhooks service and the caller's key id (webhooks are paid: every caller has a key). */
function owned(deps: ToolDeps, ctx: ToolContext): { webhooks: Webhooks; owner: string } {
  if (!deps.webhooks) throw new FdsError("events_unavailable", "webhooks are not configured on this server");
  if (!ctx.keyId) throw new FdsError("forbidden_tier", "webhooks belong to an API key: call with one", { required_tier: "paid" });
  return { webhooks: deps.webhooks, owner: ctx.keyId };
}

const SIGNATURE_NOTE =
  "Deliveries follow the Standard Webhooks specification: POST of {type, timestamp, data} with headers " +
  "webhook-id (the event id, stable across retries: deduplicate on it), webhook-timestamp and " +
  "webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed by the secret's base64 part>); " +
  "verify with any Standard Webhooks library. Only 2xx counts as delivered; retries after 5 s, 5 min, " +
  "30 min, 2 h, 5 h, 10 h, 10 h (with jitter); 410 disables the subscription, as does failing every " +
  "attempt for 5 days.";

export const registerWebhookTool = defineTool({
  name: "register_webhook",
  description: `Subscribes a URL to events: filing.ingested, filing.replaced, filing.amended, filing.deleted (any filing the service stores) and warm_job.finished (your own warm jobs). The URL must be https and resolve to public addresses only (checked now and at every delivery). Answers the subscription with its signing secret, shown this once. 409 when you already have one for the same URL and events. ${SIGNATURE_NOTE}`,
  input: Type.Object(
    {
      url: Type.String({
        minLength: 1,
        maxLength: MAX_WEBHOOK_URL_LENGTH,
        description: "https URL of your receiver (no credentials, no fragment)",
      }),
      events: Type.Array(WebhookEventType, { minItems: 1, maxItems: 5, uniqueItems: true, description: "Event types to receive" }),
      description: Type.Optional(Nullable(Type.String({ maxLength: 500, description: "Your note, shown in the list" }))),
    },
    { additionalProperties: false, title: "WebhookRegisterRequest" },
  ),
  output: Type.Object(
    {
      webhook: WebhookSchema,
      secret: Type.String({ description: "whsec_<base64>: the signing secret, shown only in this response" }),
      signature: Type.String({ description: "How deliveries are signed" }),
    },
    { title: "WebhookRegisterResponse" },
  ),
  example: { url: "https://hooks.example.com/fds", events: ["filing.ingested", "filing.replaced"], description: "research pipeline" },
  async run(deps, input, ctx) {
    const { webhooks, owner } = owned(deps, ctx);
    const { subscription, secret } = await webhooks.register(owner, {
      url: input.url,
      events: input.events,
      description: input.description ?? null,
    });
    return { webhook: webhookView(subscription), secret, signature: "Standard Webhooks v1 (HMAC-SHA256)" };
  },
});

export const listWebhooksTool = defineTool({
  name: "list_webhooks",
  description:
    "Your webhook subscriptions with their health: last attempt and success, failures in a row, failing " +
    "since, pending deliveries, and whether (and why) a subscription was disabled.",
  input: Type.Object(
    {
      status: Type.Optional(
        Nullable(Type.Enum([...WEBHOOK_STATUSES], { description: "Only active or only disabled subscriptions; default all" })),
      ),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({ webhooks: Type.Array(WebhookSchema) }, { title: "WebhookListResponse" }),
  async run(deps, input, ctx) {
    const { webhooks, owner } = owned(deps, ctx);
    const listed = (await webhooks.list(owner)).map(webhookView);
    return { webhooks: input.status ? listed.filter((w) => w.status === input.status) : listed };
  },
});

export const deleteWebhookTool = defineTool({
  name: "delete_webhook",
  description: "Deletes one of your webhook subscriptions; its pending deliveries are dropped and no further event is sent.",
  input: Type.Object({ webhook_id: WebhookId }, { additionalProperties: false }),
  output: Type.Object({ deleted: Type.Literal(true), webhook_id: Type.String() }),
  async run(deps, input, ctx) {
    const { webhooks, owner } = owned(deps, ctx);
    await webhooks.delete(owner, input.webhook_id);
    return { deleted: true as const, webhook_id: input.webhook_id };
  },
});

export const testWebhookTool = defineTool({
  name: "test_webhook",
  description:
    "Sends a signed webhook.test event to one of your subscriptions now (once, no retries; a disabled " +
    "one too) and answers what the endpoint said; the attempt is recorded in its deliveries and health.",
  input: Type.Object({ webhook_id: WebhookId }, { additionalProperties: false }),
  output: Type.Object({
    delivered: Type.Boolean({ description: "The endpoint answered 2xx" }),
    delivery_id: Type.String(),
    event_id: Type.String(),
    status: Nullable(Type.Integer()),
    error: Nullable(Type.String()),
    duration_ms: Type.Integer(),
  }),
  async run(deps, input, ctx) {
    const { webhooks, owner } = owned(deps, ctx);
    const ping = await webhooks.test(owner, input.webhook_id);
    return {
      delivered: ping.delivered,
      delivery_id: ping.deliveryId,
      event_id: ping.eventId,
      status: ping.result.status,
      error: ping.result.error,
      duration_ms: Math.round(ping.result.durationMs),
    };
  },
});

export const listWebhookDeliveriesTool = defineTool({
  name: "list_webhook_deliveries",
  description:
    "The most recent deliveries of one of your subscriptions, newest first: event, state (pending, " +
    "succeeded, failed, cancelled), attempts with their status, error and duration, and when the next " +
    "retry is due.",
  input: Type.Object(
    {
      webhook_id: WebhookId,
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50, description: "Deliveries to list" })),
    },
    { additionalProperties: false },
  ),
  output: Type.Object({ webhook_id: Type.String(), deliveries: Type.Array(DeliverySchema) }),
  async run(deps, input, ctx) {
    const { webhooks, owner } = owned(deps, ctx);
    return {
      webhook_id: input.webhook_id,
      deliveries: (await webhooks.deliveries(owner, input.webhook_id, input.limit ?? 50)).map(deliveryView),
    };
  },
});
