import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Fact, FilingRecord } from "../../src/model/index.js";
import type { FilingStore } from "../../src/store/index.js";
import { ACCESSION, facts, largeRecord, linkbases, meta, record, textBlocks } from "./records.js";
import { storeDialects, type StoreTarget } from "./store-targets.js";

const dialects = await storeDialects();

/** The same record with every object's keys in reverse order: same content, other JSON. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversedKeys(v)]),
  ) as T;
}

async function expectStored(store: FilingStore, expected: FilingRecord): Promise<void> {
  const accession = expected.meta.accession;
  expect(await store.getFiling(accession)).toStrictEqual(expected.meta);
  expect(await store.getFiles(accession)).toStrictEqual(expected.files);
  expect(await store.getFacts(accession)).toStrictEqual(expected.facts);
  expect(await store.getLinkbases(accession)).toStrictEqual(expected.linkbases);
  const { roles, labels, presentation } = expected.linkbases;
  expect(await store.getPresentation(accession)).toStrictEqual({ roles, presentation });
  expect(await store.getLabels(accession)).toStrictEqual(labels);
  // A few concepts' labels, in saved order, whatever the order asked; none for no concept.
  const concepts = [...new Set(labels.map((l) => l.concept))].slice(0, 2).reverse();
  expect(await store.getLabels(accession, concepts)).toStrictEqual(labels.filter((l) => concepts.includes(l.concept)));
  expect(await store.getLabels(accession, [])).toStrictEqual([]);
  expect(await store.getIssues(accession)).toStrictEqual(expected.issues);
  expect(await store.getXbrlDeclarations(accession)).toStrictEqual(expected.xbrl ?? null);
  for (const doc of expected.documents) expect(await store.getDocument(accession, doc.name)).toStrictEqual(doc);
  expect(await store.getDocument(accession, "no-such-document.htm")).toBeNull();
}

for (const dialect of dialects) {
  describe.skipIf(dialect.create === null)(`FilingStore on ${dialect.name}`, () => {
    let target: StoreTarget;
    let store: FilingStore;

    beforeEach(async () => {
      target = await dialect.create!();
      store = await target.open();
    });

    afterEach(async () => {
      await store.close();
      await target.dispose();
    });

    it("round-trips a filing exactly: decimals, nil, INF, text, periods, dimensions, duplicates", async () => {
      const saved = record();
      expect(await store.saveFiling(saved)).toEqual({ outcome: "inserted", facts: saved.facts.length });
      await expectStored(store, saved);
      const stored = await store.getFacts(ACCESSION);
      // Spot checks of what deep equality already covers, to say what matters.
      expect(stored.find((f) => f.concept === "aapl:PreciseAmount")?.value).toBe("-1234567890123456789.123456789");
      expect(stored.find((f) => f.concept === "dei:EntityCommonStockSharesOutstanding")?.decimals).toBe("INF");
      expect(stored.filter((f) => "duplicateElementIds" in f.sourceRef).map((f) => f.sourceRef.duplicateElementIds)).toEqual([
        ["f-50", "f-51"],
        [],
      ]);
    });

    it("keeps what a filing's XBRL declares (DTS, namespaces, units), and nothing for a filing without XBRL", async () => {
      await store.saveFiling(record());
      const declared = await store.getXbrlDeclarations(ACCESSION);
      expect(declared?.dts).toEqual([{ kind: "schema", href: "aapl-20240928.xsd", document: "aapl-20240928.htm" }]);
      expect(declared?.units["USD/shares"]).toBe("iso4217:USD/xbrli:shares");
      const { xbrl: _dropped, ...withoutXbrl } = record({ facts: [] });
      expect((await store.saveFiling(withoutXbrl)).outcome).toBe("replaced");
      expect(await store.getXbrlDeclarations(ACCESSION)).toBeNull();
      expect(await store.getXbrlDeclarations("0000000000-00-000000")).toBeNull();
    });

    it("dates a filing's facts from the ends saved with it, as its facts do for a filing stored before those were", async () => {
      const saved = record();
      await store.saveFiling(saved);
      // Read by hand from the record: each end day, in order of its first fact, with its count.
      const expected: { end: string; facts: number }[] = [];
      for (const f of saved.facts) {
        const end = f.period.kind === "instant" ? f.period.instant : f.period.kind === "duration" ? f.period.end : null;
        if (end === null) continue;
        const seen = expected.find((e) => e.end === end);
        if (seen) seen.facts++;
        else expected.push({ end, facts: 1 });
      }
      expect(expected.length).toBeGreaterThan(1);
      expect((await store.factEnds([ACCESSION])).get(ACCESSION)).toEqual(expected);
      const p = dialect.name === "sqlite" ? "?" : "$1";
      expect((await target.query(`select fact_ends from filings where accession = ${p}`, [ACCESSION]))[0]?.fact_ends).not.toBeNull();
      // As stored before migration 0021: dated from the facts, then filled in by an unchanged re-save.
      await target.query(`update filings set fact_ends = null where accession = ${p}`, [ACCESSION]);
      expect((await store.factEnds([ACCESSION])).get(ACCESSION)).toEqual(expected);
      expect((await store.saveFiling(saved)).outcome).toBe("unchanged");
      expect((await target.query(`select fact_ends from filings where accession = ${p}`, [ACCESSION]))[0]?.fact_ends).not.toBeNull();
      expect((await store.factEnds([ACCESSION])).get(ACCESSION)).toEqual(expected);
      expect((await store.factEnds(["0000000000-00-000000"])).get("0000000000-00-000000")).toEqual([]);
    });

    it("writes a filing's numeric facts by concept, then its text facts; reads still come in saved order", async () => {
      const saved = record();
      await store.saveFiling(saved);
      const order = dialect.name === "sqlite" ? "rowid" : "ctid";
      const written = (await target.query(`select concept, numeric from facts order by ${order}`)) as {
        concept: string;
        numeric: number | boolean;
      }[];
      const numeric = saved.facts.filter((f) => f.numeric).map((f) => f.concept);
      expect(written.map((r) => r.concept)).toEqual([
        ...[...numeric].sort(),
        ...saved.facts.filter((f) => !f.numeric).map((f) => f.concept),
      ]);
      expect(await store.getFacts(ACCESSION)).toStrictEqual(saved.facts);
    });

    it("survives close and reopen (migrations run once)", async () => {
      await store.saveFiling(record());
      await store.close();
      store = await target.open();
      await expectStored(store, record());
      expect((await store.invalidationsSince(0)).length).toBe(1);
    });

    it("answers empty for an unknown accession", async () => {
      expect(await store.getFiling("0000000000-00-000000")).toBeNull();
      expect(await store.getFacts("0000000000-00-000000")).toEqual([]);
      expect(await store.getFiles("0000000000-00-000000")).toEqual([]);
      expect(await store.getIssues("0000000000-00-000000")).toEqual([]);
      expect(await store.getLinkbases("0000000000-00-000000")).toEqual({
        roles: [],
        labels: [],
        presentation: [],
        calculation: [],
        definition: [],
      });
      expect(await store.getPresentation("0000000000-00-000000")).toEqual({ roles: [], presentation: [] });
      expect(await store.getLabels("0000000000-00-000000")).toEqual([]);
    });

    it("re-saving the same content is unchanged and writes nothing, whatever the key order", async () => {
      await store.saveFiling(record());
      const before = await store.invalidationsSince(0);
      expect(await store.saveFiling(record())).toEqual({ outcome: "unchanged", facts: record().facts.length });
      expect(await store.saveFiling(reversedKeys(record()))).toMatchObject({ outcome: "unchanged" });
      expect(await store.invalidationsSince(0)).toEqual(before);
      await expectStored(store, record());
      expect((await store.stats()).facts).toBe(record().facts.length);
    });

    it("a changed filing replaces all its rows, leaves no leftovers and logs filing_replaced", async () => {
      await store.saveFiling(record());
      const changed = record({
        meta: meta({ fiscalPeriod: "FY", company: "Apple Inc. (amended)", isInlineXbrl: null }),
        files: [{ name: "aapl-20240928.htm", role: "primary", type: "10-K", bytes: 10, sha256: "c".repeat(64) }],
        facts: facts().slice(3, 6),
        linkbases: { ...linkbases(), labels: [], calculation: [] },
        issues: [],
      });
      expect(await store.saveFiling(changed)).toEqual({ outcome: "replaced", facts: 3 });
      await expectStored(store, changed);
      expect(await store.stats()).toMatchObject({ filings: 1, facts: 3, issues: 0 });
      const log = await store.invalidationsSince(0);
      expect(log.map((entry) => [entry.accession, entry.cik, entry.kind])).toEqual([
        [ACCESSION, 320193, "filing_ingested"],
        [ACCESSION, 320193, "filing_replaced"],
      ]);
      expect(log[1]!.seq).toBeGreaterThan(log[0]!.seq);
      expect(Date.parse(log[1]!.at)).not.toBeNaN();
    });

    it("a save that fails midway leaves the previous state intact", async () => {
      await store.saveFiling(record());
      const before = { log: await store.invalidationsSince(0), stats: await store.stats() };
      // Thousands of valid rows, then one the database refuses (NOT NULL on concept).
      const valid = largeRecord(ACCESSION, 8_000).facts;
      const broken = { ...facts()[0]!, concept: null } as unknown as Fact;
      const failing = record({ facts: [...valid, broken, ...valid.slice(0, 10)] });
      await expect(store.saveFiling(failing)).rejects.toThrow(/NOT NULL|not-null/i);
      await expectStored(store, record());
      expect(await store.invalidationsSince(0)).toEqual(before.log);
      expect(await store.stats()).toEqual(before.stats);
      // The stored hash is still the old one, and the store still takes writes.
      expect(await store.saveFiling(record())).toMatchObject({ outcome: "unchanged" });

      const newAccession = "0000320193-24-000200";
      const failingNew = record({ meta: meta({ accession: newAccession, cik: 999 }), facts: failing.facts });
      await expect(store.saveFiling(failingNew)).rejects.toThrow();
      expect(await store.getFiling(newAccession)).toBeNull();
      expect(await store.getFacts(newAccession)).toEqual([]);
      expect(await store.stats()).toEqual(before.stats);
    });

    it("keeps each filing's build: source hash and pipeline version, none for a filing saved without", async () => {
      const build = { sourceHash: "d".repeat(64), pipelineVersion: "facts=1;markdown=1;sections=1;text_index=1" };
      await store.saveFiling(record(), { build });
      await store.saveFiling(record({ meta: meta({ accession: "0000320193-24-000069" }) }));
      expect(await store.getBuild(ACCESSION)).toEqual(build);
      // Saved as before migration 0005: no build known.
      expect(await store.getBuild("0000320193-24-000069")).toEqual({ sourceHash: null, pipelineVersion: null });
      expect(await store.getBuild("0000000000-00-000000")).toBeNull();
      expect(await store.listBuilds()).toEqual([
        { accession: "0000320193-24-000069", sourceHash: null, pipelineVersion: null },
        { accession: ACCESSION, ...build },
      ]);
    });

    it("an unchanged save records its new build without rewriting rows or logging an invalidation", async () => {
      await store.saveFiling(record(), { build: { sourceHash: "d".repeat(64), pipelineVersion: "facts=1" } });
      const log = await store.invalidationsSince(0);
      const rebuilt = { sourceHash: "e".repeat(64), pipelineVersion: "facts=2" };
      expect(await store.saveFiling(record(), { build: rebuilt })).toMatchObject({ outcome: "unchanged" });
      expect(await store.getBuild(ACCESSION)).toEqual(rebuilt);
      expect(await store.invalidationsSince(0)).toEqual(log);
      await expectStored(store, record());
    });

    it("filters facts by concepts and axis key", async () => {
      await store.saveFiling(record());
      const all = facts();
      const revenues = await store.getFacts(ACCESSION, { concepts: ["us-gaap:Revenues"] });
      expect(revenues).toStrictEqual(all.filter((f) => f.concept === "us-gaap:Revenues"));
      const totals = await store.getFacts(ACCESSION, { concepts: ["us-gaap:Revenues", "us-gaap:Assets"], axisKey: "" });
      expect(totals).toStrictEqual(all.filter((f) => ["us-gaap:Revenues", "us-gaap:Assets"].includes(f.concept) && f.axisKey === ""));
      const product = await store.getFacts(ACCESSION, { axisKey: "srt:ProductOrServiceAxis=us-gaap:ProductMember" });
      expect(product.map((f) => f.value)).toEqual(["201183000000"]);
      expect(await store.getFacts(ACCESSION, { concepts: [] })).toEqual([]);
      expect(await store.getFacts(ACCESSION, { concepts: ["us-gaap:Nothing"] })).toEqual([]);
    });

    it("lists filings by cik, ticker, forms, period and fiscal year, latest period first", async () => {
      const filings = [
        meta({ accession: "0000320193-23-000106", form: "10-K", periodEnd: "2023-09-30", filedDate: "2023-11-03", fiscalYear: 2023 }),
        meta({ accession: "0000320193-24-000123", form: "10-K", periodEnd: "2024-09-28", filedDate: "2024-11-01", fiscalYear: 2024 }),
        meta({
          accession: "0000320193-24-000069",
          form: "10-Q",
          periodEnd: "2024-06-29",
          filedDate: "2024-08-02",
          fiscalYear: 2024,
          fiscalPeriod: "Q3",
        }),
        meta({
          accession: "0000320193-24-000070",
          form: "10-Q/A",
          periodEnd: "2024-06-29",
          filedDate: "2024-09-01",
          fiscalYear: 2024,
          fiscalPeriod: "Q3",
        }),
        meta({
          accession: "0000789019-24-000045",
          cik: 789019,
          ticker: "MSFT",
          company: "Microsoft Corp",
          form: "8-K",
          periodEnd: null,
          filedDate: "2024-07-30",
          fiscalYear: null,
        }),
        meta({
          accession: "fds-5f2a",
          accessionIsSynthetic: true,
          cik: null,
          ticker: null,
          company: null,
          form: "10-Q",
          periodEnd: "2024-03-30",
          filedDate: null,
          url: null,
          fiscalYear: 2024,
        }),
      ];
      for (const m of filings) await store.saveFiling(record({ meta: m, facts: facts(m.accession) }));
      const accessions = async (filter?: Parameters<FilingStore["listFilings"]>[0]) =>
        (await store.listFilings(filter)).map((m) => m.accession);

      expect(await accessions()).toEqual([
        "0000320193-24-000123",
        "0000320193-24-000070",
        "0000320193-24-000069",
        "fds-5f2a",
        "0000320193-23-000106",
        "0000789019-24-000045",
      ]);
      expect(await store.listFilings({ ticker: "MSFT" })).toStrictEqual([filings[4]]);
      expect(await accessions({ cik: 320193, forms: ["10-Q", "10-Q/A"] })).toEqual(["0000320193-24-000070", "0000320193-24-000069"]);
      expect(await accessions({ periodEndFrom: "2024-03-30", periodEndTo: "2024-06-29" })).toEqual([
        "0000320193-24-000070",
        "0000320193-24-000069",
        "fds-5f2a",
      ]);
      expect(await accessions({ fiscalYear: 2023 })).toEqual(["0000320193-23-000106"]);
      expect(await accessions({ forms: [] })).toEqual([]);
      expect((await store.getFiling("fds-5f2a"))?.accessionIsSynthetic).toBe(true);
    });

    it("counts filings, companies, facts, issues and forms", async () => {
      expect(await store.stats()).toEqual({ filings: 0, companies: 0, facts: 0, issues: 0, byForm: {} });
      await store.saveFiling(record());
      await store.saveFiling(record({ meta: meta({ accession: "0000320193-24-000069", form: "10-Q", ticker: null }), issues: [] }));
      await store.saveFiling(record({ meta: meta({ accession: "fds-00ff", cik: null, form: "10-Q" }), facts: [] }));
      expect(await store.stats()).toEqual({
        filings: 3,
        companies: 1,
        facts: 2 * facts().length,
        issues: 2 * record().issues.length,
        byForm: { "10-K": 1, "10-Q": 2 },
      });
    });

    it("pages the invalidations log by seq", async () => {
      for (let i = 0; i < 5; i++) {
        await store.saveFiling(record({ meta: meta({ accession: `0000320193-24-00010${i}` }) }));
      }
      await store.saveFiling(record({ meta: meta({ accession: "fds-aa", cik: null }) }));
      const log = await store.invalidationsSince(0);
      expect(log.map((e) => e.kind)).toEqual(Array(6).fill("filing_ingested"));
      expect(log.at(-1)).toMatchObject({ accession: "fds-aa", cik: null });
      const seqs = log.map((e) => e.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      expect(await store.invalidationsSince(seqs[1]!, 2)).toEqual(log.slice(2, 4));
      expect(await store.invalidationsSince(seqs.at(-1)!)).toEqual([]);
    });

    it("serialises concurrent saves of one accession: one inserts, the other finds it unchanged", async () => {
      const results = await Promise.all([store.saveFiling(record()), store.saveFiling(record())]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["inserted", "unchanged"]);
      expect((await store.invalidationsSince(0)).length).toBe(1);
    });

    it("a read during a save sees the old filing or the new one, never a mix", async () => {
      const accession = "0000320193-24-000500";
      await store.saveFiling(largeRecord(accession, 10_000));
      const v2 = largeRecord(accession, 8_000);
      const changed = { ...v2, facts: v2.facts.map((f) => ({ ...f, value: `${f.value}1` })) };
      let done = false;
      const saving = store.saveFiling(changed).finally(() => (done = true));
      const seen: number[] = [];
      while (!done) {
        const read = await store.getFacts(accession);
        const suffixes = new Set(read.map((f) => f.value!.at(-1)));
        seen.push(read.length);
        expect([
          [10_000, "0"],
          [8_000, "1"],
        ]).toContainEqual([read.length, [...suffixes].join("")]);
      }
      expect((await saving).outcome).toBe("replaced");
      expect(await store.getFacts(accession)).toStrictEqual(changed.facts);
      expect(seen.length).toBeGreaterThan(0);
    });

    it("searchText: ranked blocks of the filing, phrase first, with section and offsets", async () => {
      await store.saveFiling(record());
      const found = await store.searchText(ACCESSION, "supply chain", 10);
      expect(found.indexed).toBe(true);
      expect(found.total).toBe(2);
      expect(found.hits.map((h) => h.ordinal)).toEqual([3, 4]);
      const [top] = found.hits;
      const block = record().textBlocks[3]!;
      expect(top).toMatchObject({
        document: block.document,
        kind: "paragraph",
        sectionKey: "item_1a",
        sectionTitle: "Risk Factors",
        start: block.start,
        end: block.end,
        textStart: block.textStart,
        text: block.text,
      });
      expect(top!.score).toBeGreaterThan(found.hits[1]!.score);
      expect((await store.searchText(ACCESSION, "supply chain", 1)).hits.length).toBe(1);
      expect((await store.searchText(ACCESSION, "supply chain", 1)).total).toBe(2);
      // A quoted phrase is required as a phrase.
      const phrase = await store.searchText(ACCESSION, '"supply chain"', 10);
      expect(phrase.hits.map((h) => h.ordinal)).toEqual([3]);
      expect((await store.searchText(ACCESSION, "semiconductor", 10)).total).toBe(0);
      // Only the filing's own blocks, and only the document asked for.
      const alone = await store.searchText(ACCESSION, "supply chain", 10);
      await store.saveFiling(record({ meta: meta({ accession: "0000320193-23-000106" }) }));
      expect((await store.searchText(ACCESSION, "supply chain", 10)).total).toBe(2);
      // The filing saved before and the one saved after each find their own blocks, all of them;
      // so does one whose accession holds another's words (as bench copies' `fds-bench3-<accession>` do).
      await store.saveFiling(record({ meta: meta({ accession: "0000320193-25-000107" }) }));
      await store.saveFiling(
        record({ meta: meta({ accession: `fds-copy-${ACCESSION}` }), textBlocks: textBlocks(["Supply chain supply chain supply chain."]) }),
      );
      for (const accession of [ACCESSION, "0000320193-23-000106", "0000320193-25-000107"]) {
        expect((await store.searchText(accession, "supply chain", 10)).hits.map((h) => h.ordinal)).toEqual([3, 4]);
      }
      expect((await store.searchText(`fds-copy-${ACCESSION}`, "supply chain", 10)).hits.map((h) => h.ordinal)).toEqual([0]);
      // A filing's hits and scores are its own: the same whatever else the store holds.
      expect(await store.searchText(ACCESSION, "supply chain", 10)).toEqual(alone);
      expect(await store.searchText(ACCESSION, "supply", 10, { document: "other.htm" })).toEqual({ indexed: false, total: 0, hits: [] });
      expect(await store.searchText("0000000000-00-000000", "supply", 10)).toEqual({ indexed: false, total: 0, hits: [] });
    });

    it("searchText: hostile queries are words, never query syntax, and never throw", async () => {
      await store.saveFiling(record());
      const hostile = await store.searchText(ACCESSION, '"supply" OR NEAR(', 10);
      expect(hostile.hits.map((h) => h.ordinal)).toEqual([3, 4]);
      for (const q of [
        '"',
        '""""',
        "NEAR(",
        "NEAR(supply chain, 2)",
        "supply*",
        "^supply",
        "-chain",
        "text:supply",
        "supply AND",
        "(supply",
        "'); drop table filings; --",
        "!supply & | <-> :*",
        "\\",
        "{text}: supply",
      ]) {
        const found = await store.searchText(ACCESSION, q, 10);
        expect(found.indexed, q).toBe(true);
      }
      expect((await store.searchText(ACCESSION, "'); drop table filings; --", 10)).total).toBe(0);
      expect(await store.getFiling(ACCESSION)).not.toBeNull();
    });

    it("re-ingest replaces the text index; replacing or deleting a filing leaves no orphan index rows", async () => {
      await store.saveFiling(record());
      const replaced = record({ textBlocks: textBlocks(["Item 1A. Risk Factors", "Semiconductor export controls may limit sales."]) });
      expect((await store.saveFiling(replaced)).outcome).toBe("replaced");
      expect((await store.searchText(ACCESSION, "supply", 10)).total).toBe(0);
      expect((await store.searchText(ACCESSION, "export controls", 10)).hits.map((h) => h.text)).toEqual([
        "Semiconductor export controls may limit sales.",
      ]);
      const count = async (q: string) => Number((await target.query(q))[0]?.n);
      expect(await count("select count(*) as n from text_blocks")).toBe(2);
      if (dialect.name === "sqlite") {
        // The FTS index itself (not the content table) must hold no row for the old blocks.
        expect(await count(`select count(*) as n from text_blocks_fts where text_blocks_fts match '"supply"'`)).toBe(0);
        expect(await count(`select count(*) as n from text_blocks_fts where text_blocks_fts match '"export"'`)).toBe(1);
        await target.query("insert into text_blocks_fts(text_blocks_fts) values ('integrity-check')");
      } else {
        expect(await count("select count(*) as n from text_blocks where tsv @@ to_tsquery('english', 'supply')")).toBe(0);
      }
      // A filing removed by cascade takes its index rows with it.
      await store.close();
      await target.query(`delete from filings where accession = ${dialect.name === "sqlite" ? "?" : "$1"}`, [ACCESSION]);
      store = await target.open();
      expect(await count("select count(*) as n from text_blocks")).toBe(0);
      if (dialect.name === "sqlite") {
        expect(await count(`select count(*) as n from text_blocks_fts where text_blocks_fts match '"export"'`)).toBe(0);
        await target.query("insert into text_blocks_fts(text_blocks_fts) values ('integrity-check')");
      }
      expect(await store.searchText(ACCESSION, "export", 10)).toEqual({ indexed: false, total: 0, hits: [] });
    });

    // Its speed is bench:ingest's to measure, not a test's.
    it("stores a 20k-fact filing and reads it back whole", async () => {
      const big = largeRecord("0000320193-24-000999", 20_000);
      expect(await store.saveFiling(big)).toEqual({ outcome: "inserted", facts: 20_000 });
      expect(await store.getFacts(big.meta.accession)).toStrictEqual(big.facts);
    });
  });
}
