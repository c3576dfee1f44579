import { afterAll, beforeAll, expect, it } from "vitest";
import { eventItemsOf } from "../../../src/domain/events/event-items.js";
import { corpusSources } from "../../../src/ingest/corpus-source.js";
import { readFiling } from "../../../src/ingest/read-filing.js";
import { detectSections, toMarkdown } from "../../../src/parse/document/index.js";
import type { FilingStore } from "../../../src/store/index.js";
import { CORPUS_DIR, describeWithCorpus } from "../../support/corpus.js";
import { createTestStore, type TestStore } from "../../support/test-store.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";

describeWithCorpus("8-K items of every corpus 8-K: from the ingest-time index, and parsed when there is none", () => {
  let indexed: { test: TestStore; store: FilingStore };
  let bare: { test: TestStore; store: FilingStore };

  beforeAll(async () => {
    const open = async () => {
      const test = await createTestStore();
      return { test, store: await test.open() };
    };
    indexed = await open();
    bare = await open();
    for (const source of (await corpusSources(CORPUS_DIR)).filter((s) => s.form.startsWith("8-K"))) {
      await indexed.store.saveFiling(await readFiling(source));
      // The same filing stored as before the full-text index existed.
      await bare.store.saveFiling(await readFiling(source, { textBlocks: false }));
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of [indexed, bare]) {
      await s?.store.close();
      await s?.test.dispose();
    }
  });

  it("the index gives exactly the items the primary document's captions give, with no document parsed", async () => {
    const filings = await indexed.store.listFilings({ forms: ["8-K", "8-K/A"] });
    expect(filings.length).toBeGreaterThan(10);
    let withItems = 0;
    for (const f of filings) {
      const primary = (await indexed.store.getFiles(f.accession)).find((x) => x.role === "primary") ?? null;
      const fromIndex = await eventItemsOf(offlineToolDeps(noDocuments(indexed.store)), f, primary);
      const fromBare = await eventItemsOf(offlineToolDeps(bare.store), f, primary);
      if (!primary) {
        expect(fromIndex).toBeNull();
        continue;
      }
      const doc = await indexed.store.getDocument(f.accession, primary.name);
      const expected = detectSections(toMarkdown(doc!.text), f.form)
        .map((s) => ({ number: /^item_(\d+)(?:_(\d+))?$/.exec(s.key), title: s.title }))
        .filter((s) => s.number !== null)
        .map((s) => ({ number: s.number![2] === undefined ? s.number![1]! : `${s.number![1]}.${s.number![2]}`, title: s.title }));
      expect(fromIndex, f.accession).toEqual(expected);
      expect(fromBare, f.accession).toEqual(expected);
      if (expected.length) withItems++;
    }
    expect(withItems).toBeGreaterThan(10);
  });

  it("MMM's 8-K of 2024-03-08 reports items 8.01 and 9.01", async () => {
    const f = (await indexed.store.getFiling("0000066740-24-000023"))!;
    const primary = (await indexed.store.getFiles(f.accession)).find((x) => x.role === "primary") ?? null;
    expect(await eventItemsOf(offlineToolDeps(noDocuments(indexed.store)), f, primary)).toEqual([
      { number: "8.01", title: "Item 8.01. Other Events." },
      { number: "9.01", title: "Item 9.01. Financial Statements and Exhibits." },
    ]);
  });
});

/** The store with document reads refused: proves the items were read from the index alone. */
function noDocuments(store: FilingStore): FilingStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === "getDocument") return () => Promise.reject(new Error("a document was read"));
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}
