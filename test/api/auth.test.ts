import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../../src/auth/index.js";
import { bearer, callTier, echoedContext } from "./support/requests.js";
import { createTestApp, PLAYGROUND_TOKEN, type TestApp } from "./support/test-app.js";

/** Spec part 5, rule by rule, over HTTP. */
describe("authentication (spec part 5)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("5.1 accepts a bearer header and a ?key= query parameter", async () => {
    const viaHeader = await callTier(t.app, "paid", { authorization: bearer(t.key.paid) });
    expect(viaHeader.statusCode).toBe(200);
    expect(echoedContext(viaHeader).tier).toBe("paid");
    const viaQuery = await callTier(t.app, "paid", { key: t.key.paid });
    expect(viaQuery.statusCode).toBe(200);
    expect(echoedContext(viaQuery).tier).toBe("paid");
  });

  it("strips ?key= before validation, so a tool refusing extra properties accepts it", async () => {
    const response = await callTier(t.app, "public", { key: t.key.registered });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { input: Record<string, unknown> }).input).not.toHaveProperty("key");
  });

  it("5.2 bearer wins when both are sent: the query key is ignored", async () => {
    const goodBearer = await callTier(t.app, "registered", {
      authorization: bearer(t.key.registered),
      key: "fds_thisIsNotAKeyOfOursAtAllxxxxxxx",
    });
    expect(goodBearer.statusCode).toBe(200);
    expect(echoedContext(goodBearer).tier).toBe("registered");
    // The other way round: a bad bearer is not rescued by a good query key.
    const badBearer = await callTier(t.app, "registered", {
      authorization: bearer("fds_unknownUnknownUnknownUnknown12"),
      key: t.key.internal,
    });
    expect(badBearer.statusCode).toBe(401);
    // And the tiers differ: the bearer's tier is the one used.
    const both = await callTier(t.app, "public", { authorization: bearer(t.key.registered), key: t.key.internal });
    expect(echoedContext(both).tier).toBe("registered");
  });

  it("5.3 an empty or whitespace-only bearer token is the public tier (even with a query key)", async () => {
    for (const authorization of ["Bearer", "Bearer ", "Bearer    ", "Bearer \t "]) {
      const response = await callTier(t.app, "public", { authorization });
      expect(response.statusCode, JSON.stringify(authorization)).toBe(200);
      expect(echoedContext(response).tier).toBe("public");
    }
    const withKey = await callTier(t.app, "public", { authorization: "Bearer  ", key: t.key.paid });
    expect(echoedContext(withKey).tier).toBe("public");
    expect((await callTier(t.app, "registered", { authorization: "Bearer " })).statusCode).toBe(401);
  });

  it("5.4 another scheme (Basic) is ignored and the query key is used", async () => {
    const basic = `Basic ${Buffer.from(`user:${t.key.paid}`).toString("base64")}`;
    const withQuery = await callTier(t.app, "paid", { authorization: basic, key: t.key.paid });
    expect(withQuery.statusCode).toBe(200);
    expect(echoedContext(withQuery).tier).toBe("paid");
    const alone = await callTier(t.app, "public", { authorization: basic });
    expect(alone.statusCode).toBe(200);
    expect(echoedContext(alone).tier).toBe("public");
    // A Basic header carrying garbage is not a bad key: it is simply not looked at.
    expect((await callTier(t.app, "public", { authorization: "Basic !!!" })).statusCode).toBe(200);
  });

  it("5.5 no key is the public tier, not cache-only", async () => {
    const response = await callTier(t.app, "public");
    expect(response.statusCode).toBe(200);
    expect(echoedContext(response)).toEqual({ tier: "public", cacheOnly: false, keyId: null });
  });

  it("the Bearer scheme name is case-insensitive (RFC 7235)", async () => {
    const response = await callTier(t.app, "paid", { authorization: `bearer ${t.key.paid}` });
    expect(echoedContext(response).tier).toBe("paid");
  });

  it("an unknown key answers 401 unauthorized with WWW-Authenticate, whether well formed or not", async () => {
    for (const token of ["fds_00000000000000000000000000000000", "not-a-key", "fds_short"]) {
      for (const response of [
        await callTier(t.app, "public", { authorization: bearer(token) }),
        await callTier(t.app, "public", { key: token }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
        const body = response.json() as { error: { code: string; message: string; request_id: string } };
        expect(body.error.code).toBe("unauthorized");
        expect(body.error.request_id).toBe(response.headers["x-request-id"]);
      }
    }
  });

  it("a revoked key answers 401 from the next request on", async () => {
    const { key, record } = await issueApiKey(t.keys, { name: "to revoke", tier: "paid" });
    expect((await callTier(t.app, "paid", { authorization: bearer(key) })).statusCode).toBe(200);
    await t.keys.revoke(record.id);
    const after = await callTier(t.app, "paid", { authorization: bearer(key) });
    expect(after.statusCode).toBe(401);
    expect((after.json() as { error: { code: string } }).error.code).toBe("unauthorized");
    // Also on a public tool: a revoked key is not quietly downgraded to public.
    expect((await callTier(t.app, "public", { key })).statusCode).toBe(401);
  });

  it("5.6/5.7 the playground token is the playground tier, cache-only, reaching registered tools", async () => {
    const response = await callTier(t.app, "registered", { authorization: bearer(PLAYGROUND_TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(echoedContext(response)).toEqual({ tier: "playground", cacheOnly: true, keyId: null });
    expect((await callTier(t.app, "paid", { authorization: bearer(PLAYGROUND_TOKEN) })).statusCode).toBe(403);
  });

  it("without a configured playground token, that token is just an unknown key", async () => {
    const app = await t.rebuild({ playgroundToken: null });
    expect((await callTier(app, "public", { authorization: bearer(PLAYGROUND_TOKEN) })).statusCode).toBe(401);
  });

  it("a 403 names the tier needed", async () => {
    const response = await callTier(t.app, "internal", { authorization: bearer(t.key.paid) });
    expect(response.statusCode).toBe(403);
    const body = response.json() as { error: { code: string; required_tier: string; tier: string; message: string } };
    expect(body.error).toMatchObject({ code: "forbidden_tier", required_tier: "internal", tier: "paid" });
    expect(body.error.message).toContain("internal");
  });
});
