import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DeliveryWorker } from "../../../src/domain/webhooks/delivery-worker.js";
import { emitWarmJobFinished } from "../../../src/domain/webhooks/warm-job-events.js";
import { Webhooks } from "../../../src/domain/webhooks/webhooks.js";
import type { HostResolver } from "../../../src/domain/webhooks/target-resolver.js";
import type { WebhookConfig } from "../../../src/domain/webhooks/webhook-config.js";
import { meta, record } from "../../store/records.js";
import { eventually } from "../../support/eventually.js";
import { startReceiver, type WebhookReceiver } from "../../support/webhook-receiver.js";
import { eventsKit, noDns, testConfig, type EventsKit } from "./webhook-test-kit.js";
import { sendWebhook } from "../../../src/adapters/webhook-http-sender.js";

let kit: EventsKit;
let receiver: WebhookReceiver;
let workers: DeliveryWorker[] = [];
let filingNumber = 0;

/** Saves a new filing (an event for subscribers of filing.ingested); returns its accession. */
async function ingestOne(): Promise<string> {
  const accession = `0000320193-26-${String(++filingNumber).padStart(6, "0")}`;
  await kit.filings.saveFiling(record({ meta: meta({ accession }) }));
  return accession;
}

function worker(config: WebhookConfig = testConfig(), resolver: HostResolver = noDns): DeliveryWorker {
  const w = new DeliveryWorker({ store: kit.events.webhooks, config, resolver, send: sendWebhook, onError: (e) => console.error(e) });
  workers.push(w);
  w.start();
  return w;
}

async function subscribe(
  owner: string,
  url = receiver.url,
  config = testConfig(),
  resolver: HostResolver = noDns,
  events = ["filing.ingested"],
) {
  return kit.webhooks(config, resolver).register(owner, { url, events, description: null });
}

beforeAll(async () => {
  kit = await eventsKit();
});
afterAll(async () => {
  await kit.close();
});
afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  workers = [];
  await receiver?.close();
});

describe("webhook delivery", () => {
  it("delivers a filing event signed per Standard Webhooks: the standardwebhooks verifier accepts it", async () => {
    receiver = await startReceiver();
    const { subscription, secret } = await subscribe("key_a");
    const accession = await ingestOne();
    worker();
    const [got] = await receiver.waitFor(1);
    const payload = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("filing.ingested");
    expect(payload.data).toMatchObject({
      accession,
      ticker: "AAPL",
      cik: 320193,
      form: "10-K",
      kind: "filing_ingested",
      fiscal_year: 2024,
      fiscal_period: "FY",
    });
    expect(got!.headers["webhook-id"]).toBe(`evt_inv_${payload.data.seq}`);
    expect(got!.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // A tampered body or another secret fails verification.
    expect(() => new Webhook(secret).verify(got!.body.replace("AAPL", "AAPM"), got!.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.from("another secret of 32 bytes......").toString("base64")}`).verify(
        got!.body,
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    // The worker records the outcome right after the receiver answered.
    const listed = await eventually(async () => {
      const [s] = await kit.webhooks().list("key_a");
      return s?.health.lastSuccessAt ? s : undefined;
    });
    expect(listed.health).toMatchObject({ consecutiveFailures: 0, lastStatus: 200, pendingDeliveries: 0, failingSince: null });
    await kit.webhooks().delete("key_a", subscription.id);
  });

  it("retries a failed delivery on the (short) schedule, with the same webhook-id, until a 2xx", async () => {
    receiver = await startReceiver((_r, i) => ({ status: [500, 503, 200][i] ?? 200 }));
    const { subscription } = await subscribe(
      "key_b",
      receiver.url,
      testConfig({ retry: { scheduleMs: [100, 200], disableAfterMs: 3_600_000 } }),
    );
    await ingestOne();
    worker(testConfig({ retry: { scheduleMs: [100, 200], disableAfterMs: 3_600_000 } }));
    const got = await receiver.waitFor(3);
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(1);
    // 100 ms and 200 ms, each spread by at most 20%.
    expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(75);
    expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(155);
    const [delivery] = await eventually(async () => {
      const d = await kit.webhooks().deliveries("key_b", subscription.id, 10);
      return d[0]?.state === "succeeded" ? d : undefined;
    });
    expect(delivery!.attempts).toBe(3);
    expect(delivery!.attemptLog.map((a) => a.status)).toEqual([200, 503, 500]);
    await kit.webhooks().delete("key_b", subscription.id);
  });

  it("counts a redirect as a failure without following it, and fails for good once the schedule is spent", async () => {
    receiver = await startReceiver(() => ({ status: 302, headers: { location: "/elsewhere" } }));
    const { subscription } = await subscribe("key_c");
    await ingestOne();
    worker();
    const [delivery] = await eventually(async () => {
      const d = await kit.webhooks().deliveries("key_c", subscription.id, 10);
      return d[0]?.state === "failed" ? d : undefined;
    });
    expect(delivery).toMatchObject({ attempts: 3, lastStatus: 302, lastError: "the endpoint answered 302" });
    expect(receiver.received.length).toBe(3);
    const health = (await kit.webhooks().list("key_c"))[0]!.health;
    expect(health).toMatchObject({ consecutiveFailures: 3, lastStatus: 302 });
    expect(health.failingSince).not.toBeNull();
    await kit.webhooks().delete("key_c", subscription.id);
  });

  it("disables an endpoint that answers 410 Gone, and one failing for longer than the limit", async () => {
    receiver = await startReceiver(() => ({ status: 410 }));
    const gone = await subscribe("key_d");
    await ingestOne();
    worker();
    const disabled = await eventually(async () => {
      const [s] = await kit.webhooks().list("key_d");
      return s?.disabledAt ? s : undefined;
    });
    expect(disabled.disabledReason).toBe("the endpoint answered 410 Gone");
    await ingestOne(); // a disabled subscription gets no new deliveries
    expect((await kit.webhooks().deliveries("key_d", gone.subscription.id, 10)).map((d) => d.state)).toEqual(["failed"]);
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
    await receiver.close();

    receiver = await startReceiver(() => ({ status: 500 }));
    const config = testConfig({ retry: { scheduleMs: [60, 60, 60, 60, 60], disableAfterMs: 100 } });
    await subscribe("key_e", receiver.url, config);
    await ingestOne();
    worker(config);
    const failing = await eventually(async () => {
      const [s] = await kit.webhooks().list("key_e");
      return s?.disabledAt ? s : undefined;
    });
    expect(failing.disabledReason).toMatch(/^the endpoint has failed every attempt since /);
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses at delivery a host that resolved to a public address at registration and to a private one now (rebinding)", async () => {
    receiver = await startReceiver();
    let calls = 0;
    // The receiver listens on 127.0.0.1, which this configuration does not allow: reaching it would prove the bypass.
    const rebinding: HostResolver = async () => (calls++ === 0 ? ["93.184.215.14"] : ["127.0.0.1"]);
    const config = testConfig({ allowedRanges: [], retry: { scheduleMs: [], disableAfterMs: 3_600_000 } });
    const { subscription } = await subscribe("key_f", `http://rebind.example:${receiver.port}/hooks`, config, rebinding);
    await ingestOne();
    worker(config, rebinding);
    const [delivery] = await eventually(async () => {
      const d = await kit.webhooks(config, rebinding).deliveries("key_f", subscription.id, 10);
      return d[0]?.state === "failed" ? d : undefined;
    });
    expect(delivery!.lastError).toBe("rebind.example resolves to 127.0.0.1 (loopback): webhooks may only target public addresses");
    expect(delivery!.lastStatus).toBeNull();
    expect(receiver.received).toEqual([]);
    expect(calls).toBe(2);
  });

  it("answers a test ping at once, and sends a warm job's event to its owner's subscriptions only", async () => {
    receiver = await startReceiver();
    const mine = await subscribe("key_g", receiver.url, testConfig(), noDns, ["warm_job.finished"]);
    const theirs = await subscribe("key_h", receiver.url, testConfig(), noDns, ["warm_job.finished"]);
    const ping = await kit.webhooks().test("key_g", mine.subscription.id);
    expect(ping).toMatchObject({ delivered: true, result: { status: 200, error: null } });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "webhook.test", data: { webhook_id: mine.subscription.id } });
    await expect(kit.webhooks().test("key_h", mine.subscription.id)).rejects.toMatchObject({ code: "not_found" });

    const job = {
      id: "job_0123456789abcdef01234567",
      kind: "warm_metric_cache",
      owner: "key_g",
      state: "completed",
      input: { tickers: ["AAPL"] },
      progress: null,
      error: null,
      attempts: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      finishedAt: new Date().toISOString(),
    };
    expect(await emitWarmJobFinished(kit.events.webhooks, job)).toHaveLength(1);
    expect(await emitWarmJobFinished(kit.events.webhooks, job)).toHaveLength(0);
    worker();
    const got = await receiver.waitFor(2);
    expect(JSON.parse(got[1]!.body)).toMatchObject({
      type: "warm_job.finished",
      data: { job_id: job.id, state: "completed", status_url: `/api/warm/${job.id}` },
    });
    // The owner's delivery is recorded as done and the other key's subscription has none: nothing
    // is left for the worker to send.
    const done = await eventually(async () => {
      const d = await kit.webhooks().deliveries("key_g", mine.subscription.id, 10);
      return d.some((x) => x.eventType === "warm_job.finished" && x.state === "succeeded") ? d : undefined;
    });
    expect(done.map((d) => `${d.eventType}:${d.state}:${d.attempts}`).sort()).toEqual([
      "warm_job.finished:succeeded:1",
      "webhook.test:succeeded:1",
    ]);
    expect(await kit.webhooks().deliveries("key_h", theirs.subscription.id, 10)).toEqual([]);
    expect(receiver.received.length).toBe(2);
  });

  it("answers a test ping though a delivery worker polls between its queueing and its claim (the worker never takes it first)", async () => {
    receiver = await startReceiver();
    const mine = await subscribe("key_i", receiver.url, testConfig(), noDns, ["warm_job.finished"]);
    const store = kit.events.webhooks;
    let polled: number | null = null;
    // A worker's poll lands right after the ping is queued, as it may with a worker running.
    const racing = Object.assign(Object.create(store) as typeof store, {
      enqueue: async (...args: Parameters<typeof store.enqueue>) => {
        const ids = await store.enqueue(...args);
        polled = (await store.claimDue(new Date(), 10, 5_000)).length;
        return ids;
      },
    });
    const ping = await new Webhooks(racing, testConfig(), noDns, sendWebhook).test("key_i", mine.subscription.id);
    expect(polled).toBe(0);
    expect(ping).toMatchObject({ delivered: true, result: { status: 200, error: null } });
    expect(receiver.received.filter((r) => JSON.parse(r.body).type === "webhook.test")).toHaveLength(1);
  });
});
