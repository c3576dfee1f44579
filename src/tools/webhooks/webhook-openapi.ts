import { Type, type TSchema } from "typebox";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "../../store/index.js";
import { TestPingDataSchema, WarmJobFinishedDataSchema } from "../../domain/webhooks/index.js";
import { InvalidationSchema } from "../events/index.js";

const DATA: Readonly<Record<string, TSchema>> = {
  "filing.ingested": InvalidationSchema,
  "filing.replaced": InvalidationSchema,
  "filing.amended": InvalidationSchema,
  "filing.deleted": InvalidationSchema,
  "warm_job.finished": WarmJobFinishedDataSchema,
  [WEBHOOK_TEST_EVENT]: TestPingDataSchema,
};

const SUMMARY: Readonly<Record<string, string>> = {
  "filing.ingested": "A new filing was stored",
  "filing.replaced": "A stored filing was re-ingested with changed content (data.changes says which parts)",
  "filing.amended": "An amendment of stored filings was stored (data.amends names them)",
  "filing.deleted": "A filing was removed from the store",
  "warm_job.finished": "One of your warm jobs completed or failed",
  [WEBHOOK_TEST_EVENT]: "A test ping (POST /api/webhooks/{webhook_id}/test)",
};

const header = (name: string, description: string) => ({ name, in: "header", required: true, schema: { type: "string" }, description });

/**
 * The OpenAPI 3.1 `webhooks` section: what a receiver is sent for each event type. Every
 * delivery is a Standard Webhooks POST: `{type, timestamp, data}` with the three signature
 * headers; a 2xx answer acknowledges it, anything else is retried.
 */
export function webhookOpenApi(): Record<string, unknown> {
  return Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(".", "_")}`,
          summary: SUMMARY[type],
          description:
            "Sent to subscriptions of this event type. Verify the signature with any Standard Webhooks library " +
            "(webhook-signature: v1,<base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`>, keyed by the " +
            "subscription secret), deduplicate on webhook-id (the same on every retry), and answer 2xx quickly. " +
            "Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (with jitter); redirects are not followed; 410 " +
            "Gone disables the subscription.",
          parameters: [
            header("webhook-id", "The event's id, stable across retries (evt_...)"),
            header("webhook-timestamp", "Unix seconds of this attempt"),
            header("webhook-signature", "v1,<base64 HMAC-SHA256>"),
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: Type.Object(
                  {
                    type: Type.Literal(type),
                    timestamp: Type.String({ description: "ISO 8601 time of the event" }),
                    data: DATA[type] as TSchema,
                  },
                  { title: `${type} payload` },
                ),
              },
            },
          },
          // The receiver authenticates the sender by its signature (the scheme /openapi.json declares).
          security: [{ WebhookSignature: [] }],
          responses: {
            "200": { description: "Any 2xx acknowledges the delivery" },
            "410": { description: "Gone: the subscription is disabled" },
          },
        },
      },
    ]),
  );
}
