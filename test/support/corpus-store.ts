import { join } from "node:path";
import { readFileSync } from "node:fs";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { createTestStore, type TestStore } from "./test-store.js";
import { offlineToolDeps } from "../../src/runtime/index.js";
import { parseCompanyFacts } from "../../src/edgar/index.js";

/**
 * A store holding the corpus filings of the given tickers (all when none given), ingested
 * through the real pipeline, with tool deps over it (no EDGAR: cache misses are errors).
 */
export async function corpusStore(
  corpus: string,
  tickers?: readonly string[],
): Promise<{ deps: ToolDeps; store: TestStore; close(): Promise<void> }> {
  const store = await createTestStore();
  const filingStore = await store.open();
  const sources = (await corpusSources(corpus)).filter((s) => !tickers || (s.ticker !== null && tickers.includes(s.ticker)));
  const outcomes = await ingestSources(sources, filingStore);
  const failed = outcomes.filter((o) => o.error !== null);
  if (failed.length) throw new Error(`corpus ingest failed: ${failed.map((o) => o.error).join("; ")}`);
  return {
    deps: offlineToolDeps(filingStore),
    store,
    close: async () => {
      await filingStore.close();
      await store.dispose();
    },
  };
}

/** The SEC's own value (companyfacts JSON) for a concept, period and accession; undefined when it has none. */
export function secValue(
  corpus: string,
  cik: number,
  concept: string,
  period: { start?: string; end: string },
  accession: string,
): number | undefined {
  const { entries } = parseCompanyFacts(readFileSync(join(corpus, "companyfacts", `CIK${String(cik).padStart(10, "0")}.json`)));
  const [taxonomy, name] = concept.split(":") as [string, string];
  return entries.find(
    (e) =>
      e.taxonomy === taxonomy &&
      e.concept === name &&
      e.accession === accession &&
      e.end === period.end &&
      (e.start ?? undefined) === period.start,
  )?.value;
}
