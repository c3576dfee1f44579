import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchFilingText } from "../../../src/domain/documents/filing-text-search.js";
import { textBlocksOf } from "../../../src/ingest/read-filing.js";
import type { FilingDocument } from "../../../src/model/index.js";
import type { FilingStore } from "../../../src/store/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { createTestStore, type TestStore } from "../../support/test-store.js";
import { meta, record } from "../../store/records.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";

const HTML = `<html><body>
<p>Item 1A. Risk Factors</p>
<p>The Company depends on component suppliers; a disruption of its supply chain could harm results.</p>
<p>Chain stores and the supply of components are discussed elsewhere.</p>
<p>Item 7. Management's Discussion and Analysis</p>
<p>Revenue grew, and the supply chain recovered.</p>
</body></html>`;

describe("searchFilingText: index and scan agree", () => {
  let test: TestStore;
  let store: FilingStore;
  let deps: ToolDeps;
  const doc: FilingDocument = { name: "aapl-20240928.htm", role: "primary", type: "10-K", text: HTML };

  beforeAll(async () => {
    test = await createTestStore();
    store = await test.open();
    deps = { ...offlineToolDeps(store) };
    // One filing indexed at ingest, the same document in another filing stored without an index.
    await store.saveFiling(record({ documents: [doc], textBlocks: textBlocksOf([doc], "10-K", []) }));
    await store.saveFiling(
      record({
        meta: meta({ accession: "0000320193-23-000106", fiscalYear: 2023, periodEnd: "2023-09-30" }),
        documents: [doc],
        textBlocks: [],
      }),
    );
  });
  afterAll(async () => {
    await store.close();
    await test.dispose();
  });

  const search = (year: number, query: string) =>
    searchFilingText(deps, { ticker: "AAPL", year, quarter: 4, query, limit: 10, cacheOnly: true });

  it("uses the index when the filing has one, else scans and says so; hits slice the same markdown", async () => {
    const indexed = await search(2024, "supply chain");
    const scanned = await search(2023, "supply chain");
    expect(indexed.indexed).toBe(true);
    expect(scanned.indexed).toBe(false);
    expect(scanned.method).toContain("scan");
    expect(indexed.total_hits).toBe(scanned.total_hits);
    const key = (h: {
      block_start: number;
      block_end: number;
      match_start: number;
      match_end: number;
      snippet: string;
      section: string | null;
    }) => `${h.block_start}-${h.block_end}:${h.match_start}-${h.match_end}:${h.section}:${h.snippet}`;
    expect(indexed.hits.map(key).sort()).toEqual(scanned.hits.map(key).sort());
    expect(indexed.hits[0]?.phrase_matches).toBeGreaterThan(0);
    expect(indexed.hits[0]?.snippet).toMatch(/\*\*supply chain\*\*/);
  });

  it("takes query syntax as words", async () => {
    const found = await search(2024, '"supply" OR NEAR(');
    expect(found.indexed).toBe(true);
    expect(found.hits.length).toBeGreaterThan(0);
  });
});
