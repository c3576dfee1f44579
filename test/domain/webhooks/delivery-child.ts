/**
 * Child process of the worker-kill test: runs the webhook delivery worker over the store at
 * `<dataDir>` (or FDS_DATABASE_URL/FDS_DATABASE_SCHEMA) with a short lease, allowing the local
 * receiver on 127.0.0.1, and prints `started` once running. It runs until killed.
 *
 * Usage: node --import tsx delivery-child.ts <dataDir>
 */
import { sendWebhook } from "../../../src/adapters/webhook-http-sender.js";
import { DeliveryWorker } from "../../../src/domain/webhooks/delivery-worker.js";
import { openEventStores } from "../../../src/store/index.js";
import { noDns, testConfig } from "./webhook-test-kit.js";

const [dataDir] = process.argv.slice(2);
if (dataDir === undefined) throw new Error("usage: delivery-child.ts <dataDir>");
const url = process.env.FDS_DATABASE_URL;
const stores = await openEventStores(
  url ? { databaseUrl: url, ...(process.env.FDS_DATABASE_SCHEMA ? { schema: process.env.FDS_DATABASE_SCHEMA } : {}) } : { dataDir },
);
const worker = new DeliveryWorker({
  store: stores.webhooks,
  config: testConfig({
    leaseMs: 1_500,
    timeoutMs: 1_000,
    concurrency: 4,
    retry: { scheduleMs: [100, 100, 100, 100, 100], disableAfterMs: 3_600_000 },
  }),
  resolver: noDns,
  send: sendWebhook,
  onError: (error) => process.stderr.write(`worker: ${String(error)}\n`),
});
worker.start();
process.stdout.write("started\n");
