import type { FastifyInstance } from "fastify";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { DeliveryWorker } from "../../src/domain/webhooks/delivery-worker.js";
import { Webhooks } from "../../src/domain/webhooks/webhooks.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import { openApiKeyStore, openEventStores, type ApiKeyStore, type EventStores } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { startReceiver, type WebhookReceiver } from "../support/webhook-receiver.js";
import { noDns, testConfig } from "../domain/webhooks/webhook-test-kit.js";
import { ROOMY_LIMITS } from "./support/test-app.js";
import { sendWebhook } from "../../src/adapters/webhook-http-sender.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("invalidations and webhook routes (corpus: AAPL ingested, NFLX ingested during the test)", () => {
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let keys: ApiKeyStore;
  let events: EventStores;
  let app: FastifyInstance;
  let receiver: WebhookReceiver;
  let worker: DeliveryWorker;
  const key: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${key[who]}` });

  beforeAll(async () => {
    stored = await corpusStore(corpus as string, ["AAPL"]);
    const dataDir = stored.store.dataDir;
    const options = stored.store.env.FDS_DATABASE_URL
      ? { databaseUrl: stored.store.env.FDS_DATABASE_URL, schema: stored.store.env.FDS_DATABASE_SCHEMA }
      : { dataDir };
    keys = await openApiKeyStore(options);
    events = await openEventStores(options);
    for (const [who, tier] of [
      ["registered", "registered"],
      ["paid", "paid"],
      ["otherPaid", "paid"],
    ] as const)
      key[who] = (await issueApiKey(keys, { name: who, tier })).key;
    receiver = await startReceiver();
    const config = testConfig();
    worker = new DeliveryWorker({ store: events.webhooks, config, resolver: noDns, send: sendWebhook });
    app = await buildApp({
      deps: {
        ...stored.deps,
        invalidations: { feed: events.feed, retentionDays: 30 },
        webhooks: new Webhooks(events.webhooks, config, noDns, sendWebhook, () => worker.wake()),
      },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await app?.close();
    await receiver?.close();
    await events?.close();
    await keys?.close();
    await stored?.close();
  });

  const feed = (query: string, who = "registered") => app.inject({ url: `/api/invalidations${query}`, headers: as(who) });

  describe("GET /api/invalidations", () => {
    it("needs a key (registered tier)", async () => {
      expect((await app.inject({ url: "/api/invalidations" })).statusCode).toBe(401);
    });

    it("lists every ingest with ticker, CIK, accession, form and fiscal period, and pages forward", async () => {
      const all = (await feed("?limit=1000")).json();
      const aapl = (await corpusSources(corpus as string)).filter((s) => s.ticker === "AAPL" && s.accession !== null);
      expect(all.invalidations.length).toBe(10);
      expect(all.has_more).toBe(false);
      expect(all.head_seq).toBe(all.invalidations.at(-1).seq);
      const fy2024 = all.invalidations.find((e: { accession: string }) => e.accession === "0000320193-24-000123");
      expect(fy2024).toMatchObject({
        kind: "filing_ingested",
        ticker: "AAPL",
        cik: 320193,
        form: "10-K",
        fiscal_year: 2024,
        fiscal_period: "FY",
        period_end: "2024-09-28",
      });
      expect(new Set(all.invalidations.map((e: { accession: string }) => e.accession))).toEqual(new Set(aapl.map((s) => s.accession)));

      const first = (await feed("?limit=4")).json();
      expect(first).toMatchObject({ has_more: true, next_since_seq: all.invalidations[3].seq });
      const second = (await feed(`?since_seq=${first.next_since_seq}&limit=4`)).json();
      expect(second.invalidations.map((e: { seq: number }) => e.seq)).toEqual(
        all.invalidations.slice(4, 8).map((e: { seq: number }) => e.seq),
      );
      const fromTime = (await feed(`?since=${encodeURIComponent("2000-01-01T00:00:00Z")}`)).json();
      expect(fromTime.invalidations.length).toBe(10);
      const atHead = (await feed(`?since_seq=${all.head_seq}`)).json();
      expect(atHead).toMatchObject({ invalidations: [], next_since_seq: all.head_seq, has_more: false });
    });

    it("since_seq is the cursor when since comes with it (a schema-valid pair is answered, schemathesis ST202)", async () => {
      const all = (await feed("?limit=1000")).json();
      const bySeq = (await feed(`?since_seq=${all.invalidations[5].seq}`)).json();
      const both = await feed(`?since_seq=${all.invalidations[5].seq}&since=${encodeURIComponent("2999-01-01T00:00:00Z")}`);
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json()).toEqual(bySeq);
      expect(bySeq.invalidations.length).toBe(4);
    });

    it("refuses a cursor it cannot serve: a malformed time, one past the head", async () => {
      const bad = await feed("?since=yesterday");
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0]).toMatchObject({ loc: ["query", "since"], type: "string_pattern_mismatch" });
      const ahead = await feed("?since_seq=999999");
      expect(ahead.statusCode).toBe(422);
      expect(ahead.json().detail[0]).toMatchObject({ loc: ["query", "since_seq"], type: "cursor_unknown", ctx: { relist: true } });
      expect((await feed("?since_seq=-1")).statusCode).toBe(422);
    });
  });

  it("documents the routes (statuses, 201) and, in OpenAPI's webhooks section, every payload", async () => {
    const doc = (await app.inject({ url: "/openapi.json" })).json();
    expect(Object.keys(doc.paths["/api/webhooks/register"].post.responses).sort()).toEqual([
      "201",
      "400",
      "401",
      "403",
      "409",
      "422",
      "429",
    ]);
    expect(Object.keys(doc.paths["/api/invalidations"].get.responses).sort()).toEqual(["200", "401", "403", "422", "429", "503"]);
    expect(doc.paths["/api/webhooks/{webhook_id}/test"].post.requestBody).toBeUndefined();
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      "filing.amended",
      "filing.deleted",
      "filing.ingested",
      "filing.replaced",
      "warm_job.finished",
      "webhook.test",
    ]);
    const ingested = doc.webhooks["filing.ingested"].post;
    expect(ingested.parameters.map((p: { name: string }) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature"]);
    // Shapes are named components: follow `$ref` to the payload's `data`.
    const resolve = (schema: { $ref?: string }): { properties: Record<string, { $ref?: string }> } =>
      schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]) : (schema as never);
    const payload = resolve(ingested.requestBody.content["application/json"].schema);
    expect(Object.keys(resolve(payload.properties.data!).properties)).toContain("changes");
  });

  describe("webhooks", () => {
    const register = (body: unknown, who = "paid") =>
      app.inject({ method: "POST", url: "/api/webhooks/register", headers: as(who), payload: body as object });

    it("registers (201, the secret once), refuses a duplicate (409) and a private target (400), needs the paid tier", async () => {
      expect((await register({ url: receiver.url, events: ["filing.ingested"] }, "registered")).statusCode).toBe(403);
      const created = await register({ url: receiver.url, events: ["filing.ingested", "filing.replaced"], description: "pipeline" });
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(body.webhook).toMatchObject({
        url: receiver.url,
        events: ["filing.ingested", "filing.replaced"],
        status: "active",
        description: "pipeline",
      });
      const again = await register({ url: receiver.url, events: ["filing.replaced", "filing.ingested"] });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("webhook_exists");
      // Another caller may register the same URL and events.
      expect((await register({ url: receiver.url, events: ["filing.ingested", "filing.replaced"] }, "otherPaid")).statusCode).toBe(201);

      for (const [url, reason] of [
        ["http://10.0.0.8/hook", "address_refused"],
        ["https://169.254.169.254/latest/meta-data", "address_refused"],
        ["http://0xa9fea9fe/", "address_refused"],
        ["http://[::ffff:127.0.0.1]/", "address_refused"],
        ["https://user:secret@hooks.example.com/", "credentials"],
        ["ftp://hooks.example.com/", "scheme"],
      ] as const) {
        const refused = await register({ url, events: ["filing.ingested"] });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().error, url).toMatchObject({ code: "webhook_url_refused", reason });
      }
      expect((await register({ url: receiver.url, events: ["filing.exploded"] })).statusCode).toBe(422);
      expect((await register({ url: receiver.url, events: [] })).statusCode).toBe(422);
    });

    it("delivers an NFLX ingest, signed, to the receiver; lists health and deliveries; pings; deletes", async () => {
      const created = await register({ url: receiver.url, events: ["filing.amended", "filing.ingested"] });
      const { webhook, secret } = created.json();
      worker.start();
      const before = receiver.received.length;
      const nflx = await readFiling((await corpusSources(corpus as string)).find((s) => s.accession === "0001065280-25-000044")!);
      await stored.deps.store.saveFiling(nflx);
      const got = await receiver.waitFor(before + 3); // one per subscription asking for filing.ingested
      const mine = got.slice(before).map((r) => {
        try {
          return new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
        } catch {
          return null;
        }
      });
      expect(mine.filter((p) => p !== null)).toEqual([
        {
          type: "filing.ingested",
          timestamp: expect.any(String),
          data: expect.objectContaining({
            accession: "0001065280-25-000044",
            ticker: "NFLX",
            cik: 1065280,
            form: "10-K",
            fiscal_year: 2024,
            fiscal_period: "FY",
          }),
        },
      ]);

      const listed = await app.inject({ url: "/api/webhooks/list", headers: as("paid") });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().webhooks.map((w: { id: string }) => w.id)).toContain(webhook.id);
      expect(
        (await app.inject({ url: "/api/webhooks/list", headers: as("otherPaid") })).json().webhooks.map((w: { id: string }) => w.id),
      ).not.toContain(webhook.id);
      expect((await app.inject({ url: "/api/webhooks/list?status=disabled", headers: as("paid") })).json().webhooks).toEqual([]);
      expect((await app.inject({ url: "/api/webhooks/list?status=gone", headers: as("paid") })).statusCode).toBe(422);

      const ping = await app.inject({ method: "POST", url: `/api/webhooks/${webhook.id}/test`, headers: as("paid") });
      expect(ping.statusCode, ping.body).toBe(200);
      expect(ping.json()).toMatchObject({ delivered: true, status: 200, error: null });
      const deliveries = await app.inject({ url: `/api/webhooks/${webhook.id}/deliveries?limit=10`, headers: as("paid") });
      expect(deliveries.json().deliveries.map((d: { event_type: string; state: string }) => [d.event_type, d.state])).toEqual([
        ["webhook.test", "succeeded"],
        ["filing.ingested", "succeeded"],
      ]);

      expect((await app.inject({ method: "POST", url: `/api/webhooks/${webhook.id}/delete`, headers: as("otherPaid") })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ url: `/api/webhooks/${webhook.id}/deliveries`, headers: as("otherPaid") })).statusCode).toBe(404);
      expect((await app.inject({ method: "POST", url: `/api/webhooks/${webhook.id}/delete`, headers: as("paid") })).json()).toEqual({
        deleted: true,
        webhook_id: webhook.id,
      });
      expect((await app.inject({ method: "POST", url: `/api/webhooks/${webhook.id}/test`, headers: as("paid") })).statusCode).toBe(404);
      expect((await app.inject({ method: "POST", url: "/api/webhooks/not-an-id/delete", headers: as("paid") })).statusCode).toBe(422);

      // The feed saw the same change.
      const tail = (await feed("?limit=1000")).json().invalidations.at(-1);
      expect(tail).toMatchObject({ accession: "0001065280-25-000044", kind: "filing_ingested", ticker: "NFLX" });
    });
  });
});
