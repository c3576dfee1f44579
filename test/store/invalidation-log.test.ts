import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EventStores, FilingStore } from "../../src/store/index.js";
import { ACCESSION, facts, meta, record } from "./records.js";
import { storeDialects, type StoreTarget } from "./store-targets.js";

const dialects = await storeDialects();
const ALL_PARTS = ["meta", "files", "documents", "facts", "linkbases", "issues", "text_index"];

for (const dialect of dialects) {
  describe.skipIf(dialect.create === null)(`invalidations log on ${dialect.name}`, () => {
    let target: StoreTarget;
    let store: FilingStore;
    let events: EventStores;

    beforeEach(async () => {
      target = await dialect.create!();
      store = await target.open();
      events = await target.openEvents();
    });
    afterEach(async () => {
      await events.close();
      await store.close();
      await target.dispose();
    });

    it("says which filing changed: ticker, CIK, form, fiscal period, and every part for a new filing", async () => {
      await store.saveFiling(record());
      const [entry] = await store.invalidationsSince(0);
      expect(entry).toMatchObject({
        kind: "filing_ingested",
        accession: ACCESSION,
        cik: 320193,
        ticker: "AAPL",
        form: "10-K",
        fiscalYear: 2024,
        fiscalPeriod: "FY",
        periodEnd: "2024-09-28",
        changes: ALL_PARTS,
        amends: [],
      });
    });

    it("names only the parts a re-ingest changed", async () => {
      await store.saveFiling(record());
      const changedFacts = facts().map((f, i) => (i === 0 ? { ...f, value: "1", number: 1 } : f));
      await store.saveFiling(record({ facts: changedFacts }));
      await store.saveFiling(record({ facts: changedFacts, meta: meta({ company: "Apple Inc. (renamed)" }) }));
      const log = await store.invalidationsSince(0);
      expect(log.map((e) => [e.kind, e.changes])).toEqual([
        ["filing_ingested", ALL_PARTS],
        ["filing_replaced", ["facts"]],
        ["filing_replaced", ["meta"]],
      ]);
    });

    it("logs an amendment with the filings it amends, and a deletion", async () => {
      await store.saveFiling(record());
      const amendment = "0000320193-25-000008";
      await store.saveFiling(
        record({ meta: meta({ accession: amendment, form: "10-K/A", filedDate: "2025-01-10" }), facts: facts(amendment) }),
      );
      expect(await store.deleteFiling(ACCESSION)).toBe(true);
      expect(await store.deleteFiling(ACCESSION)).toBe(false);
      expect(await store.getFiling(ACCESSION)).toBeNull();
      expect(await store.getFacts(ACCESSION)).toEqual([]);
      const log = await store.invalidationsSince(0);
      expect(log.map((e) => [e.kind, e.accession, e.amends])).toEqual([
        ["filing_ingested", ACCESSION, []],
        ["filing_amended", amendment, [ACCESSION]],
        ["filing_deleted", ACCESSION, []],
      ]);
      expect(log[2]).toMatchObject({ ticker: "AAPL", form: "10-K", changes: ALL_PARTS });
    });

    it("pages by seq or by time, reports its head, and records how far pruning went", async () => {
      for (let i = 0; i < 4; i++) await store.saveFiling(record({ meta: meta({ accession: `0000320193-24-00010${i}` }) }));
      const all = await store.invalidationsSince(0);
      const first = await events.feed.page(null, 3);
      expect(first.entries).toEqual(all.slice(0, 3));
      expect(first).toMatchObject({ more: true, headSeq: all.at(-1)!.seq, retention: null });
      expect((await events.feed.page({ afterSeq: all[2]!.seq }, 3)).entries).toEqual(all.slice(3));
      expect((await events.feed.page({ afterAt: "2000-01-01T00:00:00.000Z" }, 10)).entries).toEqual(all);

      // Everything is older than "the future": all but the newest entry go.
      expect(await events.feed.prune("2999-01-01T00:00:00.000Z")).toBe(3);
      const after = await events.feed.page(null, 10);
      expect(after.entries).toEqual(all.slice(3));
      expect(after.headSeq).toBe(all.at(-1)!.seq);
      expect(after.retention).toEqual({ prunedThroughSeq: all[2]!.seq, prunedThroughAt: all[2]!.at });
      expect(await events.feed.prune("2999-01-01T00:00:00.000Z")).toBe(0);
    });
  });
}
