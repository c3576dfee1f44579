import { parseAllowedRanges } from "../../../src/domain/webhooks/address-policy.js";
import { DEFAULT_WEBHOOK_CONFIG, type WebhookConfig } from "../../../src/domain/webhooks/webhook-config.js";
import { Webhooks } from "../../../src/domain/webhooks/webhooks.js";
import type { HostResolver } from "../../../src/domain/webhooks/target-resolver.js";
import { openEventStores, type EventStores, type FilingStore } from "../../../src/store/index.js";
import { createTestStore, type TestStore } from "../../support/test-store.js";
import { sendWebhook } from "../../../src/adapters/webhook-http-sender.js";

/** Settings for tests: http to the local receiver allowed, short schedule, short lease. */
export function testConfig(overrides: Partial<WebhookConfig> = {}): WebhookConfig {
  return {
    ...DEFAULT_WEBHOOK_CONFIG,
    allowHttp: true,
    allowedRanges: parseAllowedRanges("127.0.0.1/32"),
    retry: { scheduleMs: [50, 100], disableAfterMs: 3_600_000 },
    timeoutMs: 2_000,
    pollMs: 20,
    leaseMs: 5_000,
    ...overrides,
  };
}

/** A resolver for tests: no host name resolves (URLs use 127.0.0.1 literally). */
export const noDns: HostResolver = async (host) => {
  throw new Error(`ENOTFOUND ${host}`);
};

/** An empty store (filings, events) for one test file. */
export interface EventsKit {
  readonly target: TestStore;
  readonly filings: FilingStore;
  readonly events: EventStores;
  webhooks(config?: WebhookConfig, resolver?: HostResolver): Webhooks;
  close(): Promise<void>;
}

export async function eventsKit(): Promise<EventsKit> {
  const target = await createTestStore();
  const filings = await target.open();
  const events = await openEventStores(
    target.env.FDS_DATABASE_URL
      ? { databaseUrl: target.env.FDS_DATABASE_URL, schema: target.env.FDS_DATABASE_SCHEMA }
      : { dataDir: target.dataDir },
  );
  return {
    target,
    filings,
    events,
    webhooks: (config = testConfig(), resolver = noDns) => new Webhooks(events.webhooks, config, resolver, sendWebhook),
    close: async () => {
      await events.close();
      await filings.close();
      await target.dispose();
    },
  };
}
