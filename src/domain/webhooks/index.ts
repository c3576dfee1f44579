// The webhooks family's public surface: other families and the tools import it from here only.
export { DeliveryWorker } from "./delivery-worker.js";
export type { HostResolver } from "./target-resolver.js";
export { emitWarmJobFinished, WarmJobFinishedDataSchema } from "./warm-job-events.js";
export type { WebhookConfig } from "./webhook-config.js";
export type { DeliveryDeps } from "./webhook-delivery.js";
export { MAX_WEBHOOK_URL_LENGTH } from "./webhook-url.js";
export { TestPingDataSchema, Webhooks } from "./webhooks.js";
export type { PinnedTarget } from "./target-resolver.js";
export type { SendResult, WebhookSender } from "./webhook-sender.js";
