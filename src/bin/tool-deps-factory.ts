import type { FdsConfig } from "../config.js";
import { EquivalenceRegistry } from "../domain/equivalence-registry.js";
import { EdgarClient, edgarConfigFromEnv } from "../edgar/index.js";
import { EdgarFilingFetcher } from "../ingest/edgar-fetcher.js";
import type { FilingStore } from "../store/filing-store.js";
import type { ToolDeps } from "../tools/tool-deps.js";

/**
 * The tools' dependencies for `fds serve` (and later `fds mcp`), built once and shared by both.
 * EDGAR fetching is on only when `FDS_SEC_USER_AGENT` is set; without it a cache miss answers
 * 503 `edgar_unavailable` rather than sending anonymous requests SEC would refuse.
 *
 * LEAD: replace with the domain's composition (`createServeDeps`) when it exists.
 */
export function buildToolDeps(_config: FdsConfig, store: FilingStore, env: NodeJS.ProcessEnv = process.env): ToolDeps {
  const edgar = edgarConfigFromEnv(env);
  return {
    store,
    fetcher: edgar.userAgent === null ? null : new EdgarFilingFetcher(new EdgarClient(edgar), store),
    registry: new EquivalenceRegistry(),
  };
}
