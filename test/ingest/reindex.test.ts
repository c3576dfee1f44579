import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { PIPELINE_VERSION, parsePipelineVersion } from "../../src/ingest/pipeline-version.js";
import { buildFiling } from "../../src/ingest/read-filing.js";
import { reindexStore } from "../../src/ingest/reindex.js";
import type { FilingRecord } from "../../src/model/index.js";
import type { FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { tempCorpus } from "../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";

const corpus = requireCorpus();
const MMM_8K = "0000066740-24-000023";
const EXC_8K = "0000950137-05-004969";

/** `reindex` from the stored documents alone: a filing stored before the text index gets one. */
describe.skipIf(!corpus)("reindex", () => {
  let test: TestStore;
  let store: FilingStore;
  let mmm: FilingRecord;

  beforeAll(async () => {
    test = await createTestStore();
    const temp = await tempCorpus(corpus as string, join(test.dataDir, "corpus"), [MMM_8K, EXC_8K]);
    await temp.writeManifest();
    store = await test.open();
    const [mmmSource, excSource] = await corpusSources(temp.root);
    const built = await buildFiling(mmmSource!);
    mmm = built.record;
    // MMM as stored before migrations 0004 and 0005: no text blocks, no build.
    await store.saveFiling({ ...mmm, textBlocks: [] });
    // EXC by the current pipeline.
    const exc = await buildFiling(excSource!);
    await store.saveFiling(exc.record, { build: exc.build });
  });
  afterAll(async () => {
    await store?.close();
    await test?.dispose();
  });

  it("rebuilds the text index of a filing stored before it, from its stored documents", async () => {
    expect((await store.searchText(MMM_8K, "3M", 5)).indexed).toBe(false);
    const facts = await store.getFacts(MMM_8K);
    const declared = await store.getXbrlDeclarations(MMM_8K);
    expect(declared?.dts.length).toBeGreaterThan(0);
    const result = await reindexStore(store);
    const outcomes = result.rebuilt;
    expect(result.stored).toBe(2);
    expect(outcomes.map((o) => [o.accession, o.saved, o.error])).toEqual([[MMM_8K, "replaced", null]]);
    expect(outcomes[0]!.rebuiltStages).toEqual(["markdown", "sections", "text_index"]);
    expect(outcomes[0]!.blocks).toBe(mmm.textBlocks.length);
    expect(outcomes[0]!.blocks).toBeGreaterThan(10);
    // Facts cannot be rebuilt without the source: said, and left as they were.
    expect(outcomes[0]!.factsStale).toBe(true);
    expect(result.needSource).toEqual([MMM_8K]);
    expect(await store.getFacts(MMM_8K)).toStrictEqual(facts);
    // So is what its XBRL declares (DTS, namespaces, units): its xBRL-JSON export needs them.
    expect(await store.getXbrlDeclarations(MMM_8K)).toStrictEqual(declared);

    const found = await store.searchText(MMM_8K, "3M", 5);
    expect(found.indexed).toBe(true);
    expect(found.total).toBeGreaterThan(0);
    const version = parsePipelineVersion((await store.getBuild(MMM_8K))!.pipelineVersion);
    const current = parsePipelineVersion(PIPELINE_VERSION);
    expect(version).toEqual({ ...current, facts: 0 });
  });

  it("leaves current filings alone, and has nothing left to do the second time", async () => {
    expect(await reindexStore(store)).toEqual({ stored: 2, rebuilt: [], needSource: [MMM_8K] });
    expect((await store.getBuild(EXC_8K))!.pipelineVersion).toBe(PIPELINE_VERSION);
  });
});
