import { describe, expect, it } from "vitest";
import { ResultCache, resultKey } from "../../src/tools/result-cache.js";
import { CachingApiKeyStore } from "../../src/store/caching-api-key-store.js";
import type { ApiKeyRecord, ApiKeyStore } from "../../src/store/index.js";

describe("result cache", () => {
  it("keeps results for one store generation only", async () => {
    let generation = 1;
    const cache = new ResultCache({ generation: async () => generation });
    const key = resultKey("get_metric", false, { ticker: "AAPL", year: 2024 });
    cache.set(key, await cache.generation(), '{"v":1}');
    expect(await cache.get(key)).toBe('{"v":1}');
    generation = 2;
    expect(await cache.get(key)).toBeNull();
  });

  it("keys by tool, cache-only-ness and input, whatever the property order", () => {
    expect(resultKey("t", false, { b: 1, a: "x", c: undefined })).toBe(resultKey("t", false, { a: "x", b: 1 }));
    expect(resultKey("t", true, { a: 1 })).not.toBe(resultKey("t", false, { a: 1 }));
    expect(resultKey("t", false, { a: 1 })).not.toBe(resultKey("u", false, { a: 1 }));
  });

  it("drops the least recently used entry and never keeps oversized bodies", async () => {
    const cache = new ResultCache({ generation: async () => 0 }, 2, 10);
    cache.set("a", 0, "1");
    cache.set("b", 0, "2");
    await cache.get("a");
    cache.set("c", 0, "3");
    expect(await cache.get("b")).toBeNull();
    expect(await cache.get("a")).toBe("1");
    cache.set("big", 0, "x".repeat(11));
    expect(await cache.get("big")).toBeNull();
  });
});

describe("caching API key store", () => {
  const record: ApiKeyRecord = { id: "key_1", name: "n", tier: "paid", createdAt: "2026-01-01T00:00:00Z", revokedAt: null };

  function counting(): ApiKeyStore & { lookups: number } {
    let current: ApiKeyRecord = record;
    return {
      lookups: 0,
      async findByHash() {
        this.lookups++;
        return current;
      },
      async revoke() {
        current = { ...record, revokedAt: "2026-01-02T00:00:00Z" };
        return current;
      },
      create: async () => record,
      list: async () => [current],
      close: async () => {},
    };
  }

  it("answers repeated lookups from memory, and sees its own revocation at once", async () => {
    const inner = counting();
    const keys = new CachingApiKeyStore(inner, 60_000);
    await keys.findByHash("h");
    await keys.findByHash("h");
    expect(inner.lookups).toBe(1);
    await keys.revoke("key_1");
    expect((await keys.findByHash("h"))?.revokedAt).not.toBeNull();
  });

  it("asks again once the entry is older than its time to live", async () => {
    const inner = counting();
    const keys = new CachingApiKeyStore(inner, 0);
    await keys.findByHash("h");
    await keys.findByHash("h");
    expect(inner.lookups).toBe(2);
  });
});
