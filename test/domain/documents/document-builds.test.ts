import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadDocument } from "../../../src/domain/documents/document-source.js";
import { corpusSources } from "../../../src/ingest/corpus-source.js";
import { MARKDOWN_BUILD_VERSION, markdownOfBuild } from "../../../src/ingest/document-build.js";
import { buildFiling } from "../../../src/ingest/read-filing.js";
import { reindexStore } from "../../../src/ingest/reindex.js";
import type { FilingRecord } from "../../../src/model/index.js";
import { toMarkdown } from "../../../src/parse/document/index.js";
import type { FilingStore } from "../../../src/store/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { tempCorpus } from "../../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../../support/test-store.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";

const corpus = requireCorpus();
const MMM_8K = "0000066740-24-000023";

/** A store that counts reads of documents' text, to see whether a request converted HTML. */
function counting(store: FilingStore): { store: FilingStore; textReads: () => number } {
  let reads = 0;
  const wrapped = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === "getDocument") reads++;
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { store: wrapped, textReads: () => reads };
}

/** The markdown build ingest stores beside each document (0019), and the document routes' use of it. */
describe.skipIf(!corpus)("document builds", () => {
  let test: TestStore;
  let store: FilingStore;
  let record: FilingRecord;

  beforeAll(async () => {
    test = await createTestStore();
    const temp = await tempCorpus(corpus as string, join(test.dataDir, "corpus"), [MMM_8K]);
    await temp.writeManifest();
    store = await test.open();
    const [source] = await corpusSources(temp.root);
    const built = await buildFiling(source!);
    record = built.record;
    await store.saveFiling(record, { build: built.build });
  });
  afterAll(async () => {
    await store?.close();
    await test?.dispose();
  });

  it("ingest builds each document's markdown once, and the stored build is exactly what converting its text gives", async () => {
    expect(record.documentBuilds?.map((b) => b.name)).toEqual(record.documents.map((d) => d.name));
    for (const d of record.documents) {
      const stored = await store.getDocumentBuild(MMM_8K, d.name);
      expect(stored?.version).toBe(MARKDOWN_BUILD_VERSION);
      const doc = markdownOfBuild(stored);
      // Deep and strict: prototypes too (facts is a map without one).
      expect(isDeepStrictEqual(doc, toMarkdown(d.text))).toBe(true);
      expect(Object.getPrototypeOf(doc!.facts)).toBeNull();
    }
  });

  it("a document's first request reads the stored build, not the document's text", async () => {
    const filing = (await store.getFiling(MMM_8K))!;
    const c = counting(store);
    const deps = offlineToolDeps(c.store);
    const { artifacts } = await loadDocument(deps, filing, null);
    expect(c.textReads()).toBe(0);
    const primary = record.documents.find((d) => d.role === "primary")!;
    expect(artifacts.doc.markdown).toBe(toMarkdown(primary.text).markdown);
    expect(artifacts.sections().length).toBeGreaterThan(0);
  });

  it("a build of another markdown version is not read: the text is converted as before", async () => {
    const primary = record.documents.find((d) => d.role === "primary")!;
    const stale = { name: primary.name, version: "markdown=0", json: JSON.stringify({ ...toMarkdown(primary.text), markdown: "stale" }) };
    await store.saveFiling({ ...record, documentBuilds: [stale] });
    expect((await store.getDocumentBuild(MMM_8K, primary.name))?.version).toBe("markdown=0");
    const filing = (await store.getFiling(MMM_8K))!;
    const c = counting(store);
    const { artifacts } = await loadDocument(offlineToolDeps(c.store), filing, null);
    expect(c.textReads()).toBe(1);
    expect(artifacts.doc.markdown).toBe(toMarkdown(primary.text).markdown);
  });

  it("the builds go with their filing", async () => {
    await store.saveFiling(record);
    expect(await store.getDocumentBuild(MMM_8K, record.documents[0]!.name)).not.toBeNull();
    expect(await store.deleteFiling(MMM_8K)).toBe(true);
    expect(await store.getDocumentBuild(MMM_8K, record.documents[0]!.name)).toBeNull();
  });

  it("fds reindex builds the documents of a filing stored before builds were kept, changing nothing else", async () => {
    const { documentBuilds: _, ...before } = record;
    await store.saveFiling(before, { build: (await buildFiling((await corpusSources(join(test.dataDir, "corpus")))[0]!)).build });
    const name = record.documents[0]!.name;
    expect(await store.getDocumentBuild(MMM_8K, name)).toBeNull();
    expect(await store.filingsWithoutDocumentBuilds()).toEqual([MMM_8K]);
    const seq = (await store.invalidationsSince(0, 1000)).length;
    const first = await reindexStore(store);
    expect(first.rebuilt.map((o) => [o.accession, o.rebuiltStages, o.saved, o.error])).toEqual([[MMM_8K, [], "unchanged", null]]);
    expect(markdownOfBuild(await store.getDocumentBuild(MMM_8K, name))?.markdown).toBe(toMarkdown(record.documents[0]!.text).markdown);
    expect(await store.filingsWithoutDocumentBuilds()).toEqual([]);
    expect((await store.invalidationsSince(0, 1000)).length).toBe(seq);
    expect((await reindexStore(store)).rebuilt).toEqual([]);
  });
});
