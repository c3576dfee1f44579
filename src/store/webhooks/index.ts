export { DELIVERY_STATES, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from "./webhook-store.js";
export type {
  AttemptResult,
  ClaimedDelivery,
  DeliveryVerdict,
  WebhookDelivery,
  WebhookEvent,
  WebhookStore,
  WebhookSubscription,
} from "./webhook-store.js";
export { SqlWebhookStore } from "./sql-webhook-store.js";
export { enqueueEvent } from "./webhook-outbox.js";
export { withEventTables } from "./webhook-tables.js";
