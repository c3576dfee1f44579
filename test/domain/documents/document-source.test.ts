import { rename } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../../src/domain/documents/document-source.js";
import { describeFiling } from "../../../src/domain/filings/describe-filing.js";
import { corpusSources } from "../../../src/ingest/corpus-source.js";
import { ingestSources } from "../../../src/ingest/ingest.js";
import type { FilingStore } from "../../../src/store/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { tempCorpus } from "../../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../../support/test-store.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";

const corpus = requireCorpus();
const NVDA_10Q = "0001045810-25-000209";
const RENAMED = "nvda-10-q-2025-08-27.html";

/**
 * NVIDIA's 10-Q for fiscal 2026 Q2 with its primary document saved under another name than
 * EDGAR's (as eight corpus filings are: HUBS, IBM, KO, ORCL, PG, UNP, XOM 10-Qs and a BKE 8-K):
 * the manifest's role says which file is primary; `primary_document` stays EDGAR's name.
 */
describe.skipIf(!corpus)("a primary document stored under another name than EDGAR's", () => {
  let test: TestStore;
  let store: FilingStore;
  let deps: ToolDeps;

  beforeAll(async () => {
    test = await createTestStore();
    const temp = await tempCorpus(corpus as string, join(test.dataDir, "corpus"), [NVDA_10Q]);
    const file = temp.entries[0]!.files[0]!;
    const renamed = join(dirname(file.path), RENAMED);
    await rename(join(temp.root, file.path), join(temp.root, renamed));
    file.path = renamed;
    await temp.writeManifest();
    store = await test.open();
    const outcomes = await ingestSources(await corpusSources(temp.root), store);
    expect(outcomes.map((o) => o.error)).toEqual([null]);
    deps = { ...offlineToolDeps(store) };
  });
  afterAll(async () => {
    await store?.close();
    await test?.dispose();
  });

  it("is stored as the primary document, and the filing keeps EDGAR's name for its URL", async () => {
    const filing = await store.getFiling(NVDA_10Q);
    expect(filing?.primaryDocument).toBe("nvda-20250727.htm");
    expect(filing?.url).toMatch(/\/nvda-20250727\.htm$/);
    expect((await store.getFiles(NVDA_10Q)).filter((f) => f.role === "primary").map((f) => f.name)).toEqual([RENAMED]);
  });

  it("is the document the document tools read by default, and by EDGAR's name", async () => {
    const filing = (await store.getFiling(NVDA_10Q))!;
    const byDefault = await loadDocument(deps, filing, null);
    expect(byDefault.file.name).toBe(RENAMED);
    expect(byDefault.artifacts.doc.markdown).toContain("NVIDIA");
    expect((await loadDocument(deps, filing, "nvda-20250727.htm")).file.name).toBe(RENAMED);
  });

  it("makes describe_filing report markdown, sections and tables", async () => {
    const described = await describeFiling(deps, { ticker: "NVDA", fiscalYear: 2026, quarter: 2 });
    expect(described.filing?.accession).toBe(NVDA_10Q);
    expect(described.availability.markdown.cached).toBe(true);
    expect(described.availability.sections.count).toBeGreaterThan(5);
    expect(described.availability.tables.count).toBeGreaterThan(10);
  });
});
