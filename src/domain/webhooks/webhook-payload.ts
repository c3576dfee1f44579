import type { Invalidation, WebhookEvent } from "../../store/index.js";
import { invalidationView } from "../events/index.js";

/**
 * The body every receiver gets, Standard Webhooks style: `{type, timestamp, data}`. Filing
 * events carry the invalidation as the feed shows it (seq included, so a receiver can order
 * events and spot gaps); other events carry their own data.
 */
export function webhookBody(event: WebhookEvent): string {
  const data = event.type.startsWith("filing.") ? invalidationView(event.data as Invalidation) : event.data;
  return JSON.stringify({ type: event.type, timestamp: event.createdAt, data });
}
