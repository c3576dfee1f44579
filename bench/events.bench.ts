/**
 * Events: webhook delivery and per-filing cache retirement, on SQLite with the embedded engine
 * (the delivery worker in the serving process, polling the outbox).
 *
 * 1. Latency: 1,000 events made by ingest commits (a small corpus filing stored, then deleted,
 *    500 times, through a store instance of its own, as another process would) delivered to a
 *    local receiver; latency from the commit returning to the receiver having the body.
 *    Targets: p50 < 200 ms, p99 < 1 s.
 * 2. Throughput: 1,000 events already in the outbox, drained by one worker: deliveries/s.
 * 3. Cache hit rate of a read load on AAPL while NFLX is re-ingested (deleted and stored again,
 *    by another store instance) every second. Target: > 95%.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/api/app.js";
import { parseAllowedRanges } from "../src/domain/webhooks/address-policy.js";
import { DeliveryWorker } from "../src/domain/webhooks/delivery-worker.js";
import { DEFAULT_WEBHOOK_CONFIG } from "../src/domain/webhooks/webhook-config.js";
import { Webhooks } from "../src/domain/webhooks/webhooks.js";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { isRejectedSource, type FilingSource } from "../src/model/index.js";
import { ingestSources, sourceBytes } from "../src/ingest/ingest.js";
import { readFiling } from "../src/ingest/read-filing.js";
import type { FilingRecord } from "../src/model/index.js";
import { CachingFilingStore, openApiKeyStore, openEventStores, openStore } from "../src/store/index.js";
import { ResultCache, type RetirementSource } from "../src/tools/result-cache.js";
import { corpusDir } from "../test/support/corpus.js";
import { startReceiver } from "../test/support/webhook-receiver.js";
import { ROOMY_LIMITS } from "../test/api/support/test-app.js";
import { sendWebhook } from "../src/adapters/webhook-http-sender.js";
import { offlineToolDeps } from "../src/runtime/index.js";

const EVENTS = 1_000;
/** Commits per second in the latency run: far above any real ingest rate (a filing takes 0.1-0.5 s), below the worker's throughput. */
const COMMITS_PER_SECOND = 100;
const CONFIG = { ...DEFAULT_WEBHOOK_CONFIG, allowHttp: true, allowedRanges: parseAllowedRanges("127.0.0.1/32") };
const noDns = async (host: string): Promise<string[]> => {
  throw new Error(`no DNS in the benchmark (${host})`);
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The smallest corpus filing that reads: the cheapest ingest commit, so the bench measures delivery. */
async function smallFiling(corpus: string): Promise<FilingRecord> {
  const sources = (await corpusSources(corpus)).filter((s) => !isRejectedSource(s)) as FilingSource[];
  for (const source of [...sources].sort((a, b) => sourceBytes(a) - sourceBytes(b))) {
    try {
      return await readFiling(source);
    } catch {
      // unreadable: the next smallest
    }
  }
  throw new Error("no readable corpus filing");
}

async function deliveryBench(corpus: string): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-webhooks-"));
  const writer = await openStore({ dataDir });
  const events = await openEventStores({ dataDir });
  const receiver = await startReceiver();
  try {
    const filing = await smallFiling(corpus);
    const webhooks = new Webhooks(events.webhooks, CONFIG, noDns, sendWebhook);
    await webhooks.register("key_bench", { url: receiver.url, events: ["filing.ingested", "filing.deleted"], description: null });
    const worker = new DeliveryWorker({ store: events.webhooks, config: CONFIG, resolver: noDns, send: sendWebhook });
    worker.start();

    // 1. Latency under a steady stream of commits.
    const headSeq = (await writer.invalidationsSince(0, 1_000_000)).at(-1)?.seq ?? 0;
    const committed: number[] = [];
    const ingestStart = performance.now();
    const pace = () => new Promise((r) => setTimeout(r, 1000 / COMMITS_PER_SECOND));
    for (let i = 0; i < EVENTS / 2; i++) {
      await writer.saveFiling(filing);
      committed.push(Date.now());
      await pace();
      await writer.deleteFiling(filing.meta.accession);
      committed.push(Date.now());
      await pace();
    }
    const ingestSeconds = (performance.now() - ingestStart) / 1000;
    const got = await receiver.waitFor(EVENTS, 120_000);
    const latencies = got
      .map((r) => {
        const seq = (JSON.parse(r.body) as { data: { seq: number } }).data.seq;
        return r.at - (committed[seq - headSeq - 1] as number);
      })
      .sort((a, b) => a - b);
    console.log(
      `delivery latency, commit -> receiver, ${EVENTS} events (${filing.meta.form} ${filing.meta.accession} stored and deleted ${EVENTS / 2} times in ${ingestSeconds.toFixed(1)} s, ${(EVENTS / ingestSeconds).toFixed(0)} commits/s):`,
    );
    const flag = (v: number, target: number) => (v < target ? "" : "  OVER TARGET");
    console.log(
      `  p50 ${percentile(latencies, 50).toFixed(0)} ms (target < 200)${flag(percentile(latencies, 50), 200)}   p99 ${percentile(latencies, 99).toFixed(0)} ms (target < 1000)${flag(percentile(latencies, 99), 1000)}   max ${latencies.at(-1)!.toFixed(0)} ms`,
    );

    // 2. Throughput: a full outbox drained.
    await worker.stop();
    const before = receiver.received.length;
    for (let i = 0; i < EVENTS / 2; i++) {
      await writer.saveFiling(filing);
      await writer.deleteFiling(filing.meta.accession);
    }
    const drainStart = performance.now();
    const drainer = new DeliveryWorker({ store: events.webhooks, config: CONFIG, resolver: noDns, send: sendWebhook });
    drainer.start();
    await receiver.waitFor(before + EVENTS, 120_000);
    const seconds = (performance.now() - drainStart) / 1000;
    await drainer.stop();
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    console.log(
      `throughput: ${EVENTS} queued deliveries in ${seconds.toFixed(2)} s = ${(EVENTS / seconds).toFixed(0)} deliveries/s (one worker, ${CONFIG.concurrency} in flight); duplicates ${ids.length - new Set(ids).size}`,
    );
  } finally {
    await receiver.close();
    await events.close();
    await writer.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const AAPL_READS = [
  "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue",
  "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=net_income",
  "/api/metric?ticker=AAPL&year=2025&quarter=3&metric_name=revenue",
  "/api/metric?ticker=AAPL&year=2025&quarter=2&metric_name=eps_diluted",
  "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2025&end_quarter=3&periods=4&cached_only=true",
  "/api/statement?ticker=AAPL&statement=income&year=2024&quarter=4",
  "/api/financials?ticker=AAPL&year=2024&quarter=4",
  "/api/filings?ticker=AAPL&year=2024&quarter=4",
];

/** What the result cache hears of changes: per filing (now), or every change retiring everything (before issue 10). */
type Retiring = "per filing" | "everything";

async function hitRateBench(corpus: string, retiring: Retiring): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-cache-"));
  const sources = (await corpusSources(corpus)).filter((s) => s.ticker === "AAPL" || s.ticker === "NFLX");
  const writer = await openStore({ dataDir });
  await ingestSources(sources, writer);
  const served = await openStore({ dataDir });
  const keys = await openApiKeyStore({ dataDir });
  const cached = new CachingFilingStore(served);
  const source: RetirementSource =
    retiring === "per filing"
      ? cached
      : {
          refresh: () => cached.refresh(),
          isCurrent: () => cached.isCurrent(),
          onRetire: (listener) => cached.onRetire(() => listener("all")),
        };
  const results = new ResultCache(source);
  const app = await buildApp({
    deps: { ...offlineToolDeps(cached), results },
    keys,
    limits: { ...ROOMY_LIMITS, public: null },
    limiterBackend: "memory",
    playgroundToken: null,
    trustProxy: false,
  });
  try {
    const nflx = await readFiling(sources.find((s) => s.accession === "0001065280-25-000044")!);
    // Only what the cache keeps at rest: a result with warnings is never kept (it may heal), churn or not.
    const urls: string[] = [];
    for (const url of AAPL_READS) {
      if ((await app.inject({ url })).statusCode !== 200) continue;
      const before = results.counts().hits;
      await app.inject({ url });
      if (results.counts().hits > before) urls.push(url);
      else if (retiring === "per filing") console.log(`  not measured (never cached: its result carries warnings): ${url}`);
    }
    const start = results.counts();
    let reingests = 0;
    let stop = false;
    const churn = (async () => {
      while (!stop) {
        await writer.deleteFiling(nflx.meta.accession);
        await writer.saveFiling(nflx);
        reingests++;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    })();
    const failures = new Map<string, number>();
    const until = Date.now() + 10_000;
    let requests = 0;
    while (Date.now() < until) {
      for (const url of urls) {
        const res = await app.inject({ url });
        const what = `${url} ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode !== 200) failures.set(what, (failures.get(what) ?? 0) + 1);
        requests++;
        // Let the other store's writes (a real second process) and the log polls run.
        await new Promise((r) => setImmediate(r));
      }
    }
    stop = true;
    await churn;
    const end = results.counts();
    const hits = end.hits - start.hits;
    const lookups = hits + end.misses - start.misses;
    const rate = (100 * hits) / lookups;
    for (const [what, n] of failures) console.log(`  not 200 (${n}x): ${what}`);
    const target = retiring === "per filing" ? `; target > 95%${rate > 95 ? "" : "  UNDER TARGET"}` : "";
    console.log(
      `  retiring ${retiring.padEnd(10)}: ${requests} AAPL reads (${urls.length} routes) in 10 s, NFLX deleted and re-ingested ${reingests} times: result cache hit rate ${rate.toFixed(1)}% (${hits}/${lookups}${target})`,
    );
    return rate;
  } finally {
    await app.close();
    await keys.close();
    await cached.close();
    await writer.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  await deliveryBench(corpus);
  console.log("cache under churn (read load on AAPL, another store instance re-ingesting NFLX every second):");
  const now = await hitRateBench(corpus, "per filing");
  const before = await hitRateBench(corpus, "everything");
  console.log(`  misses per filing / misses retiring everything: ${((100 - now) / Math.max(0.001, 100 - before)).toFixed(3)}`);
}

await main();
