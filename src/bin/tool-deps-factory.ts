import { EquivalenceRegistry } from "../domain/equivalence/equivalence-registry.js";
import { EdgarClient, edgarConfigFromEnv } from "../edgar/index.js";
import { EdgarFilingFetcher } from "../ingest/edgar-fetcher.js";
import { CachingFilingStore } from "../store/index.js";
import type { FilingStore } from "../store/filing-store.js";
import { ResultCache } from "../tools/result-cache.js";
import type { ToolDeps } from "../tools/tool-deps.js";

/**
 * The tools' dependencies for `fds serve` and `fds mcp`, built once and shared by both. Reads
 * go through an in-memory cache of filings' facts, and read-only tools' results are kept per
 * store generation (both kept fresh through the invalidations log);
 * EDGAR fetching is on only when `FDS_SEC_USER_AGENT` is set: without it a cache miss answers
 * 503 `edgar_unavailable` rather than sending anonymous requests SEC would refuse.
 */
export function buildToolDeps(store: FilingStore, env: NodeJS.ProcessEnv = process.env): ToolDeps {
  const edgar = edgarConfigFromEnv(env);
  const cached = new CachingFilingStore(store);
  const client = edgar.userAgent === null ? null : new EdgarClient(edgar);
  return {
    store: cached,
    fetcher: client === null ? null : new EdgarFilingFetcher(client, cached),
    issuers: client,
    registry: new EquivalenceRegistry(),
    results: new ResultCache(cached),
  };
}
