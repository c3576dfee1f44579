import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import { corpusDir, describeWithCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { bearer } from "./support/requests.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

/** The registry's real tools over HTTP, on Apple's corpus filings: the platform and the tools meet. */
describeWithCorpus("real tools over HTTP", () => {
  let close: () => Promise<void>;
  let keys: ApiKeyStore;
  let app: FastifyInstance;
  beforeAll(async () => {
    const corpus = await corpusStore(corpusDir() as string, ["AAPL"]);
    keys = await openApiKeyStore({
      dataDir: corpus.store.dataDir,
      ...(corpus.store.env.FDS_DATABASE_URL
        ? { databaseUrl: corpus.store.env.FDS_DATABASE_URL, schema: corpus.store.env.FDS_DATABASE_SCHEMA }
        : {}),
    });
    app = await buildApp({
      deps: corpus.deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    close = async () => {
      await app.close();
      await keys.close();
      await corpus.close();
    };
  });
  afterAll(() => close?.());

  it("GET /api/filings answers a cached period without a key", async () => {
    const response = await app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=4" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain("0000320193-24-000123");
    expect(response.headers["ratelimit-limit"]).toBeDefined();
  });

  it("the playground gets 403 not_cached for a filing that is not in the store", async () => {
    const response = await app.inject({
      url: "/api/filings?ticker=MSFT&year=2024&quarter=4",
      headers: { authorization: bearer(PLAYGROUND_TOKEN) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "not_cached" } });
  });

  it("without EDGAR configured, an uncached period is edgar_unavailable: 503 where the route declares it, else its 400", async () => {
    const financials = await app.inject({ url: "/api/financials?ticker=MSFT&year=2024&quarter=4" });
    expect(financials.statusCode).toBe(503);
    expect(financials.json()).toMatchObject({ error: { code: "edgar_unavailable" } });
    // GET /api/filings declares 400, 401, 403, 422, 502 (spec 4.2): no 503, no 404.
    const filings = await app.inject({ url: "/api/filings?ticker=MSFT&year=2024&quarter=4" });
    expect(filings.statusCode).toBe(400);
    expect(filings.json()).toMatchObject({ error: { code: "edgar_unavailable" } });
  });

  it("the real schemas refuse quarter 5 with a 422", async () => {
    const response = await app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=5" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: [{ loc: ["query", "quarter"], type: "less_than_equal" }] });
  });
});
