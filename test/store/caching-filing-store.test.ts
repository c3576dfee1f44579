import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CachingFilingStore } from "../../src/store/filings/caching-filing-store.js";
import type { FilingStore } from "../../src/store/index.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { ACCESSION, facts, record } from "./records.js";

describe("caching filing store", () => {
  let target: TestStore;
  let writer: FilingStore; // stands for another process writing to the same database
  let reader: FilingStore;
  let cached: CachingFilingStore;

  beforeAll(async () => {
    target = await createTestStore();
    writer = await target.open();
    reader = await target.open();
    cached = new CachingFilingStore(reader, { checkEveryMs: 0 });
    await writer.saveFiling(record());
  });
  afterAll(async () => {
    await cached.close();
    await writer.close();
    await target.dispose();
  });

  it("serves repeated reads from memory: the same array, not a new query", async () => {
    const a = await cached.getFacts(ACCESSION);
    const b = await cached.getFacts(ACCESSION);
    expect(b).toBe(a);
    expect(a).toEqual(await reader.getFacts(ACCESSION));
  });

  it("sees another process's re-ingest through the invalidations log", async () => {
    const before = await cached.getFacts(ACCESSION);
    const changed = facts().map((f, i) => (i === 0 ? { ...f, value: "1", number: 1 } : f));
    expect((await writer.saveFiling(record({ facts: changed }))).outcome).toBe("replaced");
    const after = await cached.getFacts(ACCESSION);
    expect(after).not.toBe(before);
    expect(after[0]?.value).toBe("1");
  });

  it("holds a filing's presentation linkbase and labels until a re-ingest of that filing retires them", async () => {
    const held = await cached.getPresentation(ACCESSION);
    expect(await cached.getPresentation(ACCESSION)).toBe(held);
    const { roles, labels, presentation } = record().linkbases;
    expect(held).toEqual({ roles, presentation });
    const heldLabels = await cached.getLabels(ACCESSION);
    expect(heldLabels).toEqual(labels);
    expect(await cached.getLabels(ACCESSION)).toBe(heldLabels);
    // A few concepts' labels are taken from the filing's labels held.
    const concept = labels[0]!.concept;
    expect(await cached.getLabels(ACCESSION, [concept])).toEqual(labels.filter((l) => l.concept === concept));
    const relabelled = { ...record().linkbases, labels: labels.slice(1), presentation: presentation.slice(1) };
    expect((await writer.saveFiling(record({ linkbases: relabelled }))).outcome).toBe("replaced");
    expect((await cached.getPresentation(ACCESSION)).presentation).toEqual(presentation.slice(1));
    expect(await cached.getLabels(ACCESSION)).toEqual(labels.slice(1));
    expect(await cached.getLabels(ACCESSION, [concept])).toEqual(labels.slice(1).filter((l) => l.concept === concept));
  });

  it("retires only what another company's ingest touches: NFLX leaves AAPL's facts and lists in place", async () => {
    const retired: unknown[] = [];
    cached.onRetire((r) => retired.push(r === "all" ? r : [...r].sort()));
    const aaplFacts = await cached.getFacts(ACCESSION);
    const aaplList = await cached.listFilings({ ticker: "AAPL" });
    const everyone = await cached.listFilings();
    const before = cached.cacheCounts();

    const nflx = "0001065280-25-000044";
    await writer.saveFiling(
      record({ meta: { ...record().meta, accession: nflx, cik: 1065280, ticker: "NFLX", company: "Netflix, Inc." }, facts: facts(nflx) }),
    );
    expect(await cached.getFacts(ACCESSION)).toBe(aaplFacts);
    expect(await cached.listFilings({ ticker: "AAPL" })).toBe(aaplList);
    const everyoneAfter = await cached.listFilings();
    expect(everyoneAfter).not.toBe(everyone);
    expect(everyoneAfter.map((f) => f.ticker)).toContain("NFLX");
    expect(cached.cacheCounts()).toEqual({ hits: before.hits + 2, misses: before.misses + 1 });
    expect(retired).toEqual([[`acc:${nflx}`, "cik:1065280", "ticker:NFLX"]]);

    // A change to AAPL's filing retires its facts and AAPL's lists.
    await writer.saveFiling(record({ facts: facts().slice(1) }));
    expect(await cached.getFacts(ACCESSION)).not.toBe(aaplFacts);
    expect(await cached.listFilings({ ticker: "AAPL" })).not.toBe(aaplList);
  });

  it("drops the cache at once when it writes itself", async () => {
    const before = await cached.listFilings();
    await cached.saveFiling(
      record({ meta: { ...record().meta, accession: "0000320193-24-000999" }, facts: facts("0000320193-24-000999") }),
    );
    expect((await cached.listFilings()).length).toBe(before.length + 1);
  });
});
