import { describe, expect, it } from "vitest";
import { FdsError } from "../../src/model/index.js";
import { CHANGING_READ_TTL_MS, NOT_FOUND_TTL_MS, ResultCache, resultKey, WARNED_RESULT_TTL_MS } from "../../src/tools/result-cache.js";
import { noteChangingRead, noteRead, type Retirement, CachingApiKeyStore } from "../../src/store/index.js";
import type { ApiKeyRecord, ApiKeyStore } from "../../src/store/index.js";

/** A stand-in for CachingFilingStore: the test says what each change retires. */
function changes() {
  let listener: (retired: Retirement) => void = () => {};
  return {
    refresh: async () => {},
    isCurrent: () => false,
    onRetire: (l: (retired: Retirement) => void) => void (listener = l),
    change: (retired: Retirement) => listener(retired),
  };
}

/** Computes a body through a ticket, reading the given scopes. */
async function compute(cache: ResultCache, key: string, body: string, reads: readonly string[], during?: () => void): Promise<void> {
  const ticket = await cache.ticket();
  await ticket.run(async () => {
    for (const scope of reads) noteRead(scope);
    during?.();
  });
  cache.set(key, ticket, Buffer.from(body));
}

describe("result cache", () => {
  it("keeps a result until a change to something it read retires it; other changes leave it", async () => {
    const source = changes();
    const cache = new ResultCache(source);
    await compute(cache, "aapl", '{"v":1}', ["acc:0000320193-24-000123", "cik:320193"]);
    source.change(new Set(["acc:0001065280-25-000044", "cik:1065280", "ticker:NFLX"]));
    expect((await cache.get("aapl"))?.toString()).toBe('{"v":1}');
    source.change(new Set(["acc:0000320193-25-000073", "cik:320193", "ticker:AAPL"]));
    expect(await cache.get("aapl")).toBeNull();
  });

  it("serves a result kept with a time limit until then, and recomputes it after", async () => {
    let now = 1_000;
    const cache = new ResultCache(changes(), 500, 4 * 1024 * 1024, () => now);
    const ticket = await cache.ticket();
    await ticket.run(async () => noteRead("acc:A"));
    cache.set("warned", ticket, Buffer.from('{"warnings":["EDGAR unreachable"]}'), 60_000);
    now += 59_999;
    expect((await cache.get("warned"))?.toString()).toBe('{"warnings":["EDGAR unreachable"]}');
    now += 1;
    expect(await cache.get("warned")).toBeNull();
  });

  it("serves a kept answer without asking the changes log while it is current, and never a retired, expired or failed one", async () => {
    let now = 0;
    let refreshes = 0;
    let current = true;
    let retire: (retired: Retirement) => void = () => {};
    const source = {
      refresh: async () => void refreshes++,
      isCurrent: () => current,
      onRetire: (l: (retired: Retirement) => void) => void (retire = l),
    };
    const cache = new ResultCache(source, 500, 4 * 1024 * 1024, () => now);
    let runs = 0;
    const work = async () => (noteRead("acc:A"), { run: ++runs, warnings: runs === 1 ? ["kept a minute"] : [] });
    expect((await cache.answer("k", work)).toString()).toContain('"run":1');
    const looked = refreshes;
    expect((await cache.answer("k", work)).toString()).toContain('"run":1');
    expect(refreshes).toBe(looked);
    expect(cache.counts()).toMatchObject({ hits: 1, misses: 1 });
    // The synchronous fast path serves the same kept answer, counted as a hit.
    expect(cache.kept("k")?.toString()).toContain('"run":1');
    expect(cache.kept("other")).toBeUndefined();
    expect(cache.counts()).toMatchObject({ hits: 2, misses: 1 });
    now += 5 * 60_000; // the warned answer's time is up: recomputed, not served from the fast path
    expect((await cache.answer("k", work)).toString()).toContain('"run":2');
    retire(new Set(["acc:A"]));
    expect((await cache.answer("k", work)).toString()).toContain('"run":3');
    current = false; // the log is due a look: the answer is looked up through it
    expect((await cache.answer("k", work)).toString()).toContain('"run":3');
    expect(refreshes).toBeGreaterThan(looked);
  });

  it("answers identical calls running at once with one computation, and keeps a not-found for a while", async () => {
    let now = 0;
    const cache = new ResultCache(changes(), 500, 4 * 1024 * 1024, () => now);
    let runs = 0;
    let finish = () => {};
    const running = new Promise<void>((resolve) => (finish = resolve));
    const slow = async () => {
      runs++;
      noteRead("acc:A");
      await running;
      return { value: 1, warnings: [] };
    };
    // All five are asked while the first computation is still running.
    const answers = Promise.all([1, 2, 3, 4, 5].map(() => cache.answer("k", slow)));
    finish();
    const bodies = await answers;
    expect(runs).toBe(1);
    expect(new Set(bodies.map(String))).toEqual(new Set(['{"value":1,"warnings":[]}']));

    let misses = 0;
    const missing = async () => {
      misses++;
      noteRead("ticker:NFLX");
      throw new FdsError("filing_not_found", "EDGAR lists no such filing");
    };
    for (let i = 0; i < 5; i++) await expect(cache.answer("nf", missing)).rejects.toThrow("EDGAR lists no such filing");
    expect(misses).toBe(1);
    now += NOT_FOUND_TTL_MS;
    await expect(cache.answer("nf", missing)).rejects.toThrow(FdsError);
    expect(misses).toBe(2);

    // A fault that is not about the data (a bug, the database down) is never kept.
    let crashes = 0;
    const crash = async () => {
      crashes++;
      throw new Error("boom");
    };
    for (let i = 0; i < 2; i++) await expect(cache.answer("crash", crash)).rejects.toThrow("boom");
    expect(crashes).toBe(2);
  });

  it("keeps an answer with warnings, or one that read EDGAR's changing metadata, for a while only", async () => {
    let now = 0;
    const cache = new ResultCache(changes(), 500, 4 * 1024 * 1024, () => now);
    let runs = 0;
    const warned = async () => (runs++, noteRead("acc:A"), { warnings: ["no presentation linkbase"] });
    const listed = async () => (runs++, noteRead("ticker:MSFT"), noteChangingRead(), { rows: [] });
    const plain = async () => (runs++, noteRead("acc:A"), { rows: [] });
    for (const [key, work] of [
      ["warned", warned],
      ["listed", listed],
      ["plain", plain],
    ] as const)
      await cache.answer(key, work);
    expect(runs).toBe(3);
    now += Math.min(WARNED_RESULT_TTL_MS, CHANGING_READ_TTL_MS) - 1;
    for (const [key, work] of [
      ["warned", warned],
      ["listed", listed],
      ["plain", plain],
    ] as const)
      await cache.answer(key, work);
    expect(runs).toBe(3);
    now += Math.max(WARNED_RESULT_TTL_MS, CHANGING_READ_TTL_MS) + 1;
    for (const [key, work] of [
      ["warned", warned],
      ["listed", listed],
      ["plain", plain],
    ] as const)
      await cache.answer(key, work);
    expect(runs).toBe(5);
  });

  it("retires a result that listed every company's filings on any change, and all on 'all'", async () => {
    const source = changes();
    const cache = new ResultCache(source);
    await compute(cache, "everyone", "1", ["all"]);
    await compute(cache, "aapl", "2", ["ticker:AAPL"]);
    source.change(new Set(["acc:x", "ticker:NFLX"]));
    expect(await cache.get("everyone")).toBeNull();
    expect((await cache.get("aapl"))?.toString()).toBe("2");
    source.change("all");
    expect(await cache.get("aapl")).toBeNull();
  });

  it("does not keep a result computed while a change to what it read was seen", async () => {
    const source = changes();
    const cache = new ResultCache(source);
    await compute(cache, "raced", "old", ["acc:A"], () => source.change(new Set(["acc:A"])));
    expect(await cache.get("raced")).toBeNull();
    await compute(cache, "unrelated", "ok", ["acc:B"], () => source.change(new Set(["acc:A"])));
    expect((await cache.get("unrelated"))?.toString()).toBe("ok");
  });

  it("treats a computation that read nothing traceable as having read everything", async () => {
    const source = changes();
    const cache = new ResultCache(source);
    await compute(cache, "static", "s", []);
    expect((await cache.get("static"))?.toString()).toBe("s");
    source.change(new Set(["acc:A"]));
    expect(await cache.get("static")).toBeNull();
  });

  it("keys by tool, cache-only-ness and input, whatever the property order", () => {
    expect(resultKey("t", false, { b: 1, a: "x", c: undefined })).toBe(resultKey("t", false, { a: "x", b: 1 }));
    expect(resultKey("t", true, { a: 1 })).not.toBe(resultKey("t", false, { a: 1 }));
    expect(resultKey("t", false, { a: 1 })).not.toBe(resultKey("u", false, { a: 1 }));
  });

  it("drops the least recently used entry, never keeps oversized bodies, and counts hits", async () => {
    const cache = new ResultCache(changes(), 2, 10);
    await compute(cache, "a", "1", ["acc:a"]);
    await compute(cache, "b", "2", ["acc:b"]);
    await cache.get("a");
    await compute(cache, "c", "3", ["acc:c"]);
    expect(await cache.get("b")).toBeNull();
    expect((await cache.get("a"))?.toString()).toBe("1");
    await compute(cache, "big", "x".repeat(11), ["acc:d"]);
    expect(await cache.get("big")).toBeNull();
    expect(cache.counts()).toEqual({ hits: 2, misses: 2, entries: 2 });
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
