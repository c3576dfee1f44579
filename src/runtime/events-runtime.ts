import { sendWebhook, systemResolver } from "../adapters/index.js";
import { DeliveryWorker, type HostResolver, Webhooks } from "../domain/webhooks/index.js";
import type { DeliveryDeps, WebhookConfig } from "../domain/webhooks/index.js";
import { openEventStores, type OpenStoreOptions } from "../store/index.js";
import type { ToolDeps } from "../tools/index.js";

/** The invalidations feed, webhooks and (optionally) the webhook delivery worker of one process. */
export interface EventsRuntime {
  readonly deps: Required<Pick<ToolDeps, "invalidations" | "webhooks">>;
  /** Null when this process does not deliver (`FDS_WORKERS=0`: another process does). */
  readonly worker: DeliveryWorker | null;
  /** Stops the worker (deliveries in flight are recorded first) and closes the stores. */
  close(): Promise<void>;
}

/**
 * Opens the event stores and, when `deliver`, starts the webhook delivery worker over the
 * outbox (the embedded engine: the serving process delivers). Settings from `FDS_WEBHOOK_*` and
 * `FDS_INVALIDATIONS_RETENTION_DAYS` (see the configuration module). A job engine hosting workers
 * (`fds worker`) can start the same DeliveryWorker over the same stores.
 */
export async function startEvents(
  storeOptions: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema">,
  config: WebhookConfig,
  options: {
    readonly deliver: boolean;
    readonly resolver?: HostResolver;
    readonly onError?: (error: unknown) => void;
    /** Each delivery attempt's outcome (webhook metrics). */
    readonly onOutcome?: DeliveryDeps["onOutcome"];
  },
): Promise<EventsRuntime> {
  const stores = await openEventStores(storeOptions);
  const resolver = options.resolver ?? systemResolver;
  const worker = options.deliver
    ? new DeliveryWorker({
        store: stores.webhooks,
        config,
        resolver,
        send: sendWebhook,
        feed: stores.feed,
        ...(options.onError ? { onError: options.onError } : {}),
        ...(options.onOutcome ? { onOutcome: options.onOutcome } : {}),
      })
    : null;
  const webhooks = new Webhooks(stores.webhooks, config, resolver, sendWebhook, () => worker?.wake());
  worker?.start();
  return {
    deps: { invalidations: { feed: stores.feed, retentionDays: config.retentionDays }, webhooks },
    worker,
    async close() {
      await worker?.stop();
      await stores.close();
    },
  };
}
