import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CachingFilingStore } from "../../src/store/filings/caching-filing-store.js";
import type { FilingStore } from "../../src/store/index.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { ACCESSION, facts, record } from "./records.js";

const OTHER = "0000320193-24-000777";
const CONCEPTS = ["us-gaap:Revenues", "us-gaap:Assets"];

describe("fact cache: concept reads beside whole filings, and fact ends", () => {
  let target: TestStore;
  let writer: FilingStore;
  let reader: FilingStore;

  beforeAll(async () => {
    target = await createTestStore();
    writer = await target.open();
    reader = await target.open();
    await writer.saveFiling(record());
    await writer.saveFiling(record({ meta: { ...record().meta, accession: OTHER }, facts: facts(OTHER) }));
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await target.dispose();
  });

  it("answers a concept read from a whole filing held, as the store would, without a query", async () => {
    const cached = new CachingFilingStore(reader, { checkEveryMs: 60_000 });
    const whole = await cached.getFacts(ACCESSION);
    const before = cached.cacheCounts();
    for (const filter of [{ concepts: CONCEPTS }, { concepts: ["us-gaap:Revenues"], axisKey: "" }, { axisKey: "" }, { concepts: [] }]) {
      const narrowed = await cached.getFacts(ACCESSION, filter);
      expect(narrowed).toEqual(await reader.getFacts(ACCESSION, filter));
      expect(narrowed.length).toBeLessThan(whole.length);
    }
    expect(cached.cacheCounts()).toEqual({ hits: before.hits + 4, misses: before.misses });
  });

  it("never serves a concept read as the whole filing, and holds each concept read once", async () => {
    const cached = new CachingFilingStore(reader, { checkEveryMs: 60_000 });
    const narrowed = await cached.getFacts(ACCESSION, { concepts: CONCEPTS });
    expect(new Set(narrowed.map((f) => f.concept))).toEqual(new Set(CONCEPTS));
    // The same concepts in another order are the same read.
    expect(await cached.getFacts(ACCESSION, { concepts: [...CONCEPTS].reverse() })).toBe(narrowed);
    const whole = await cached.getFacts(ACCESSION);
    expect(whole).toEqual(await reader.getFacts(ACCESSION));
    expect(whole.length).toBeGreaterThan(narrowed.length);
    expect(cached.cacheCounts().misses).toBe(2);
  });

  it("keeps within its fact budget, least recently used dropped first, the newest read kept", async () => {
    const size = (await reader.getFacts(OTHER)).length;
    const assets = (await reader.getFacts(ACCESSION, { concepts: ["us-gaap:Assets"] })).length;
    expect(assets).toBeGreaterThan(0);
    const cached = new CachingFilingStore(reader, { checkEveryMs: 60_000, maxFacts: size + 1 + assets + 1 });
    const first = await cached.getFacts(ACCESSION, { concepts: ["us-gaap:Assets"] });
    const second = await cached.getFacts(OTHER, { concepts: ["us-gaap:Assets"] });
    await cached.getFacts(OTHER);
    // The whole OTHER filing and one concept read fit; the older concept read was dropped.
    expect(await cached.getFacts(OTHER, { concepts: ["us-gaap:Assets"] })).toBe(second);
    expect(await cached.getFacts(ACCESSION, { concepts: ["us-gaap:Assets"] })).not.toBe(first);
    // A read larger than the budget is still answered (and held alone).
    const small = new CachingFilingStore(reader, { checkEveryMs: 60_000, maxFacts: 1 });
    expect(await small.getFacts(ACCESSION)).toEqual(await reader.getFacts(ACCESSION));
  });

  it("reads the days a filing's facts end on, with their counts in order of first fact, as the facts say", async () => {
    const expected = new Map<string, number>();
    for (const f of await reader.getFacts(ACCESSION)) {
      const end = f.period.kind === "instant" ? f.period.instant : f.period.kind === "duration" ? f.period.end : null;
      if (end !== null) expected.set(end, (expected.get(end) ?? 0) + 1);
    }
    expect(expected.size).toBeGreaterThan(1);
    const ends = (await reader.factEnds([ACCESSION])).get(ACCESSION);
    expect(ends).toEqual([...expected].map(([end, facts]) => ({ end, facts })));
    expect(await reader.factEnds(["0000000000-00-000000"])).toEqual(new Map([["0000000000-00-000000", []]]));
    const cached = new CachingFilingStore(reader, { checkEveryMs: 60_000 });
    const first = (await cached.factEnds([ACCESSION])).get(ACCESSION);
    expect(first).toEqual(ends);
    expect((await cached.factEnds([ACCESSION])).get(ACCESSION)).toBe(first);
    // Several filings in one read: the one held from memory, the other read.
    const both = await cached.factEnds([OTHER, ACCESSION]);
    expect([...both.keys()]).toEqual([OTHER, ACCESSION]);
    expect(both.get(ACCESSION)).toBe(first);
    expect(both.get(OTHER)).toEqual((await reader.factEnds([OTHER])).get(OTHER));
    expect(cached.cacheCounts()).toEqual({ hits: 2, misses: 2 });
  });

  it("reads several filings' concepts in one read, by filing: those held from memory, the others from the store", async () => {
    const direct = await reader.getFactsByFiling([ACCESSION, OTHER, "0000000000-00-000000"], { concepts: CONCEPTS });
    expect([...direct.keys()]).toEqual([ACCESSION, OTHER, "0000000000-00-000000"]);
    for (const accession of [ACCESSION, OTHER])
      expect(direct.get(accession)).toEqual(await reader.getFacts(accession, { concepts: CONCEPTS }));
    expect(direct.get(ACCESSION)!.length).toBeGreaterThan(0);
    expect(direct.get("0000000000-00-000000")).toEqual([]);
    expect((await reader.getFactsByFiling([ACCESSION], { concepts: CONCEPTS, axisKey: "" })).get(ACCESSION)).toEqual(
      await reader.getFacts(ACCESSION, { concepts: CONCEPTS, axisKey: "" }),
    );

    const asked: string[][] = [];
    const counting = new Proxy(reader, {
      get: (target, name) =>
        name === "getFactsByFiling"
          ? (accessions: string[], filter?: { concepts?: string[] }) => (
              asked.push(accessions), target.getFactsByFiling(accessions, filter)
            )
          : Reflect.get(target, name),
    });
    const over = new CachingFilingStore(counting, { checkEveryMs: 60_000 });
    const whole = await over.getFacts(ACCESSION);
    const read = await over.getFactsByFiling([ACCESSION, OTHER], { concepts: CONCEPTS });
    // The filing held whole answers from memory: only the other is read.
    expect(asked).toEqual([[OTHER]]);
    expect(read).toEqual(new Map([ACCESSION, OTHER].map((a) => [a, direct.get(a)])));
    expect((await over.getFactsByFiling([OTHER, ACCESSION], { concepts: [...CONCEPTS].reverse() })).get(OTHER)).toBe(read.get(OTHER));
    expect(asked).toHaveLength(1);
    expect(whole.length).toBeGreaterThan(read.get(ACCESSION)!.length);
  });

  it("retires a filing's concept reads with its whole read on re-ingest", async () => {
    const cached = new CachingFilingStore(reader, { checkEveryMs: 0 });
    const before = await cached.getFacts(ACCESSION, { concepts: ["us-gaap:Revenues"] });
    const endsBefore = (await cached.factEnds([ACCESSION])).get(ACCESSION);
    const changed = facts().map((f) =>
      f.concept === "us-gaap:Revenues" && f.value === "391035000000" ? { ...f, value: "1", number: 1 } : f,
    );
    expect((await writer.saveFiling(record({ facts: changed }))).outcome).toBe("replaced");
    const after = await cached.getFacts(ACCESSION, { concepts: ["us-gaap:Revenues"] });
    expect(after).not.toBe(before);
    expect(after.map((f) => f.value)).toContain("1");
    expect(before.map((f) => f.value)).not.toContain("1");
    expect((await cached.factEnds([ACCESSION])).get(ACCESSION)).not.toBe(endsBefore);
  });
});
