/*
 * npm run bench:evidence: the deterministic evidence planner (no model) against the hand-read
 * gold set (test/domain/evidence/gold): the share of questions whose gold evidence is among the
 * returned items (target >= 90%), the share whose top item is gold, each miss; then latency of
 * POST /api/filing/evidence through inject() as fds serve runs it (CachingFilingStore, paid key):
 * the first request of each filing (its markdown read from the build ingest stored; sections,
 * tables and passage index built) and warm p50/p99 of every 10-K question (target p50 < 300 ms,
 * p99 < 1 s) and 10-Q question, in rounds. Reads FDS_CORPUS (default ../shared/corpus); ingests
 * the gold tickers into a temporary SQLite store.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/api/app.js";
import { issueApiKey } from "../src/auth/index.js";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { ingestSources } from "../src/ingest/ingest.js";
import { CachingFilingStore, openApiKeyStore, openStore } from "../src/store/index.js";
import { goldTickers, isGold, loadGoldQuestions, runGold } from "../test/domain/evidence/gold/evidence-gold.js";
import { offlineToolDeps } from "../src/runtime/index.js";

const ROUNDS = Number(process.env.FDS_BENCH_ROUNDS ?? 5);
const corpus = path.resolve(process.env.FDS_CORPUS ?? "../shared/corpus");
const questions = loadGoldQuestions();
const dataDir = await mkdtemp(path.join(tmpdir(), "fds-bench-evidence-"));
const store = await openStore({ dataDir });
const t0 = performance.now();
const outcomes = await ingestSources(
  (await corpusSources(corpus)).filter((s) => s.ticker !== null && goldTickers(questions).includes(s.ticker)),
  store,
);
console.log(
  `ingest of ${goldTickers(questions).join(", ")}: ${outcomes.length} filings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const deps = offlineToolDeps(new CachingFilingStore(store));

// 1. Hit rate of the deterministic planner (domain call, default max_hits 12).
const results = await runGold(deps, questions);
const found = results.filter((r) => r.goldRank !== null);
const first = results.filter((r) => r.goldRank === 1);
const filings = new Set(questions.map((q) => `${q.ticker} ${q.form} ${q.year}Q${q.quarter}`));
console.log(`\ngold set: ${questions.length} questions over ${filings.size} filings (${[...filings].join("; ")})`);
console.log(
  `gold evidence returned: ${found.length}/${results.length} = ${((100 * found.length) / results.length).toFixed(1)}% (target >= 90%)`,
);
console.log(`top item gold:          ${first.length}/${results.length} = ${((100 * first.length) / results.length).toFixed(1)}%`);
const mean = found.reduce((s, r) => s + (r.goldRank as number), 0) / Math.max(1, found.length);
console.log(`mean rank of the first gold item (when returned): ${mean.toFixed(2)}`);
for (const r of results.filter((x) => x.goldRank !== 1)) {
  const top = r.response.evidence[0];
  console.log(
    `  ${r.goldRank === null ? "MISS " : `rank ${r.goldRank}`.padEnd(5)} ${r.question.id} (${r.response.coverage.matched_intent}); top: ${top?.section ?? "-"} "${(top?.text ?? "").slice(0, 90).replace(/\s+/g, " ")}"`,
  );
}
const byIntent = new Map<string, { n: number; hit: number }>();
for (const r of results) {
  const k = r.response.coverage.matched_intent;
  const e = byIntent.get(k) ?? { n: 0, hit: 0 };
  byIntent.set(k, { n: e.n + 1, hit: e.hit + (r.goldRank !== null ? 1 : 0) });
}
console.log(`by intent: ${[...byIntent].map(([k, v]) => `${k} ${v.hit}/${v.n}`).join(", ")}`);

// 2. Latency through the route, as fds serve answers it.
const keys = await openApiKeyStore({ dataDir });
const { key } = await issueApiKey(keys, { name: "bench", tier: "paid" });
const unlimited = { points: 1_000_000, windowSeconds: 3_600 };
const app = await buildApp({
  deps,
  keys,
  limits: { public: unlimited, playground: unlimited, registered: unlimited, paid: unlimited, internal: null },
  limiterBackend: "memory",
  playgroundToken: "bench",
  trustProxy: false,
});
const ask = async (q: (typeof questions)[number]) => {
  const t = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/filing/evidence",
    headers: { authorization: `Bearer ${key}` },
    payload: { ticker: q.ticker, year: q.year, quarter: q.quarter, query: q.question },
  });
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`${q.id}: ${res.statusCode} ${res.body}`);
  const gold = (res.json().evidence as { section: string | null; text: string }[]).some((i) => isGold(i, q));
  return { ms, gold };
};
// Boot the app (route validators compiled) before timing: that is once per process, not per filing.
await app.ready();
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] as number;
deps.documents.clear();
const cold: number[] = [];
const seen = new Set<string>();
for (const q of questions) {
  const id = `${q.ticker}${q.year}${q.quarter}`;
  if (seen.has(id)) continue;
  seen.add(id);
  cold.push((await ask(q)).ms);
}
console.log(
  `\nfirst request of each filing (stored markdown read; sections, tables built): p50 ${pct(cold, 50).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms over ${cold.length} filings`,
);
for (const form of ["10-K", "10-Q"]) {
  const qs = questions.filter((q) => q.form === form);
  const times: number[] = [];
  let gold = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of qs) {
      const r = await ask(q);
      times.push(r.ms);
      if (round === 0 && r.gold) gold++;
    }
  }
  console.log(
    `${form} warm, ${times.length} requests (${qs.length} questions x ${ROUNDS}): p50 ${pct(times, 50).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms${form === "10-K" ? " (target p50 < 300 ms, p99 < 1000 ms)" : ""}; gold returned over HTTP ${gold}/${qs.length}`,
  );
}
await app.close();
await keys.close();
await store.close();
await rm(dataDir, { recursive: true, force: true });
