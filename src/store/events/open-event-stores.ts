import { SqlInvalidationFeed, type InvalidationFeed } from "./invalidation-feed.js";
import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import { SqlWebhookStore } from "../webhooks/index.js";
import type { WebhookStore } from "../webhooks/index.js";

/** The invalidations feed and the webhook store, on one connection set of their own. */
export interface EventStores {
  readonly feed: InvalidationFeed;
  readonly webhooks: WebhookStore;
  close(): Promise<void>;
}

/**
 * Opens the event stores on the same database `openStore` would use with these options (their
 * own connections) and brings the schema to the latest migration.
 */
export async function openEventStores(options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema"> = {}): Promise<EventStores> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  const backend = await openMigratedBackend(options);
  const webhooks = new SqlWebhookStore(backend);
  return { feed: new SqlInvalidationFeed(backend), webhooks, close: () => webhooks.close() };
}
