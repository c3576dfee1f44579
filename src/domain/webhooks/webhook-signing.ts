import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A new signing secret, Standard Webhooks style: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id` (the event's stable id, the same
 * on every retry), `webhook-timestamp` (seconds, this attempt's time) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), signed with the `standardwebhooks` package.
 */
export function signedHeaders(secret: string, eventId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(eventId, at, body),
  };
}
