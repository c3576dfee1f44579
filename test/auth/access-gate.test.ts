import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createAccessGate, DEFAULT_RATE_LIMITS, issueApiKey, openRequestLimiter } from "../../src/auth/index.js";
import { CachingApiKeyStore, openApiKeyStore } from "../../src/store/index.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function gateOverCachedKeys() {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-gate-"));
  const keys = new CachingApiKeyStore(await openApiKeyStore({ dataDir }), 60_000);
  const limiter = await openRequestLimiter(DEFAULT_RATE_LIMITS, "memory");
  cleanups.push(async () => {
    await limiter.close();
    await keys.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { keys, gate: createAccessGate({ keys, playgroundToken: "play-token", limiter }) };
}

describe("AccessGate without waiting (identifyNow)", () => {
  it("knows a key once looked up, the public and playground callers at once, and refuses as identify does", async () => {
    const { keys, gate } = await gateOverCachedKeys();
    const { key, record } = await issueApiKey(keys, { name: "k", tier: "paid" });
    const bearer = { kind: "bearer", token: key } as const;
    // Never looked up: the key table must be asked.
    expect(gate.identifyNow(bearer, "10.0.0.1")).toBeUndefined();
    const caller = await gate.identify(bearer, "10.0.0.1");
    expect(gate.identifyNow(bearer, "10.0.0.1")).toEqual(caller);
    expect(caller).toMatchObject({ tier: "paid", keyId: record.id, bucket: `key:${record.id}` });
    expect(gate.identifyNow({ kind: "none" }, "10.0.0.1")).toMatchObject({ tier: "public", bucket: "ip:10.0.0.1" });
    expect(gate.identifyNow({ kind: "bearer", token: "play-token" }, "10.0.0.2")).toMatchObject({ tier: "playground" });
    // A token of another shape is refused without a lookup; a revoked key at once.
    expect(() => gate.identifyNow({ kind: "bearer", token: "nope" }, "10.0.0.1")).toThrow(/not valid/);
    await keys.revoke(record.id);
    await expect(gate.identify(bearer, "10.0.0.1")).rejects.toThrow(/not valid/);
    expect(() => gate.identifyNow(bearer, "10.0.0.1")).toThrow(/not valid/);
    expect(gate.identifyOrPublicNow(bearer, "10.0.0.1")).toMatchObject({ tier: "public" });
  });

  it("says which tiers have no bucket", async () => {
    const { gate } = await gateOverCachedKeys();
    const internal = { tier: "internal", bucket: "key:x", keyId: "x", cacheOnly: false } as const;
    expect(gate.unlimited(internal)).toBe(true);
    expect(gate.unlimited({ ...internal, tier: "paid" })).toBe(false);
    expect(await gate.consume(internal)).toMatchObject({ allowed: true, limit: null });
  });
});
