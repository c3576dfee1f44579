/*
 * npm run bench:estimates: import of the whole shared estimates set (target < 2 s) into a fresh
 * SQLite store; one collection round of every recorded ticker from the provider played by a
 * local server (the 2025-02 snapshot) into another; then every estimate route warm (target p99
 * < 10 ms) through inject(), 200 calls each, with AAPL's corpus filings stored so latest and
 * revisions align each estimate with its fiscal period and filed value. Reads FDS_ESTIMATES
 * (default ../shared/estimates) and FDS_CORPUS (default ../shared/corpus; without it the routes
 * run with no filings).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/api/app.js";
import { issueApiKey } from "../src/auth/index.js";
import { importEstimates } from "../src/cli/estimates-import-command.js";
import { CachingFilingStore, openApiKeyStore, openStore, openEstimateStore } from "../src/store/index.js";
import { IMPLEMENTED_SERVICE_OPERATIONS } from "../src/tools/registry.js";
import { existsSync, readdirSync } from "node:fs";
import { collectEstimates } from "../src/domain/estimates/estimate-collector.js";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { ingestSources } from "../src/ingest/ingest.js";
import { startProviderReplica } from "../test/support/estimates-provider.js";
import { httpTrendProvider } from "../src/adapters/estimates-provider.js";
import { offlineToolDeps } from "../src/runtime/index.js";

const dir = path.resolve(process.env.FDS_ESTIMATES ?? "../shared/estimates");
const dataDir = await mkdtemp(path.join(tmpdir(), "fds-bench-est-"));
const estimates = await openEstimateStore({ dataDir });
const t0 = performance.now();
const summary = await importEstimates(estimates, dir);
console.log(
  `import: ${(performance.now() - t0).toFixed(0)} ms (${summary.runsOk} ok runs, ${summary.runsFailed} failed, ${summary.observationsAdded} observations)`,
);

const replica = await startProviderReplica(dir, "2025-02");
const tickers = readdirSync(path.join(dir, "2025-02"))
  .filter((f) => f.endsWith(".earningsTrend.json"))
  .map((f) => f.split(".")[0]!);
const collected = await openEstimateStore({ dataDir: path.join(dataDir, "collected") });
const t1 = performance.now();
const round = await collectEstimates(collected, httpTrendProvider({ baseUrl: replica.url }), tickers);
console.log(
  `collection round over a local provider: ${(performance.now() - t1).toFixed(0)} ms (${round.filter((r) => r.outcome === "ok").length} ok, ${round.filter((r) => r.outcome === "failed").length} failed, ${round.reduce((n, r) => n + r.observationsAdded, 0)} observations)`,
);
await collected.close();
await replica.close();

const store = await openStore({ dataDir });
const corpus = path.resolve(process.env.FDS_CORPUS ?? "../shared/corpus");
if (existsSync(path.join(corpus, "manifest.json"))) {
  const outcomes = await ingestSources(
    (await corpusSources(corpus)).filter((s) => s.ticker === "AAPL"),
    store,
  );
  console.log(`AAPL filings stored for alignment: ${outcomes.filter((o) => o.error === null).length}`);
} else console.log(`no corpus at ${corpus}: routes run without filings (no alignment)`);
const keys = await openApiKeyStore({ dataDir });
const { key } = await issueApiKey(keys, { name: "bench", tier: "registered" });
const unlimited = { points: 1_000_000, windowSeconds: 3_600 };
const app = await buildApp({
  // As fds serve reads filings: through the in-memory cache of facts and filing lists.
  deps: { ...offlineToolDeps(new CachingFilingStore(store)), estimates },
  tools: IMPLEMENTED_SERVICE_OPERATIONS.filter((x) => x.name.includes("estimate")),
  keys,
  limits: { public: unlimited, playground: unlimited, registered: unlimited, paid: unlimited, internal: null },
  limiterBackend: "memory",
  playgroundToken: "bench",
  trustProxy: false,
});
for (const url of [
  "/api/estimates/latest?ticker=AAPL",
  "/api/estimates/latest?ticker=AAPL&period=year",
  "/api/estimates/revisions?ticker=AAPL&fiscal_date=2025-03-31",
  "/api/estimates/revision-summary?days=30",
  "/api/estimates/freshness?tickers=AAPL,AMZN,QQQ",
  "/api/estimates/failures",
  "/api/estimates/tickers",
]) {
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const s = performance.now();
    const r = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${key}` } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
    if (i >= 20) times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(`${url}: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
}
await app.close();
await Promise.all([estimates.close(), store.close(), keys.close()]);
await rm(dataDir, { recursive: true, force: true });
