import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { openRuntime, limiterBackendOf, type Runtime } from "../../src/runtime/index.js";
import { createTestStore, type TestStore } from "../support/test-store.js";

/** The one runtime of fds serve, fds worker and fds mcp: every dependency a listed tool needs is there. */
describe("the runtime every process opens", () => {
  let target: TestStore;
  let runtime: Runtime;
  beforeAll(async () => {
    target = await createTestStore();
    runtime = await openRuntime(loadConfig({ ...target.env, FDS_REDIS_URL: "", FDS_SEC_USER_AGENT: "", FDS_WORKERS: "0" }), "fds test", {
      deliver: false,
    });
  });
  afterAll(async () => {
    await runtime?.close();
    await target?.dispose();
  });

  it("holds the store's job engine, estimates, the invalidations feed, webhooks, extractions and issuers", () => {
    const { deps } = runtime;
    expect(runtime.jobs.engine.name).toBe("embedded");
    expect(deps.jobs).toBe(runtime.jobs.engine);
    expect(deps.estimates).toBeTruthy();
    expect(deps.invalidations?.feed).toBeTruthy();
    expect(deps.webhooks).toBeTruthy();
    expect(deps.extractions).toBeTruthy();
    expect(deps.results).toBeTruthy();
    // No EDGAR configured: no fetcher (of filings or of company facts), but issuer profiles from shipped submissions.
    expect(deps.fetcher).toBeNull();
    expect(deps.companyFacts).toBeTruthy();
    expect(deps.companyFactsFetcher).toBeUndefined();
    expect(deps.issuers).toBeTruthy();
  });

  it("with EDGAR configured, fetches filings and, for a company none are loaded of, SEC's company facts", async () => {
    const edgar = await openRuntime(
      loadConfig({ ...target.env, FDS_REDIS_URL: "", FDS_SEC_USER_AGENT: "fds tests tests@example.com", FDS_WORKERS: "0" }),
      "fds test",
      { deliver: false },
    );
    try {
      expect(edgar.deps.fetcher).toBeTruthy();
      expect(edgar.deps.companyFactsFetcher).toBeTruthy();
    } finally {
      await edgar.close();
    }
  });

  it("keeps buckets in the store without Redis (PostgreSQL, or a file in the data directory), in Redis with it", () => {
    const postgres = target.env.FDS_DATABASE_URL;
    expect(limiterBackendOf({ redisUrl: null, redisPrefix: null }, runtime.config, "fds test")).toMatchObject(
      postgres ? { postgres, schema: target.env.FDS_DATABASE_SCHEMA } : { dataDir: target.dataDir },
    );
    expect(limiterBackendOf({ redisUrl: "redis://127.0.0.1:6379", redisPrefix: "p" }, runtime.config, "fds test")).toMatchObject({
      redis: "redis://127.0.0.1:6379",
      keyPrefix: "p",
    });
  });
});
