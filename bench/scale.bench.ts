/**
 * How cost grows with the store (`npm run bench:scale`). The corpus is parsed once, then saved
 * 1x, 10x and 50x (FDS_BENCH_SCALES) into a temporary store under synthetic tickers, CIKs and
 * accessions (benchmark-only copies in a temporary folder or PostgreSQL schema, dropped at the
 * end, never served as data), on SQLite and, when it answers, on PostgreSQL
 * (FDS_TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test). At each size: save
 * MB/s of the copies added (source bytes; parsing is not repeated), store size, and, over
 * FDS_BENCH_ROUNDS (3) freshly started `fds serve`s, p50/p99 of all their metric, series,
 * statement and text search requests over random copies (distinct requests, so the result cache
 * does not answer them), the largest RSS a server reached, and its CPU time per request (user + system: unlike latency, little moved by other load on the machine;
 * PostgreSQL's own CPU is not in it).
 *
 * FDS_BENCH_DIALECTS=sqlite,postgres picks the backends. To measure the read side again without
 * saving the copies again, FDS_BENCH_KEEP_DIR=<folder> keeps the SQLite store in that folder and
 * FDS_BENCH_KEEP_SCHEMA=<name> the PostgreSQL schema; a later run over them saves only the copies
 * they lack. FDS_BENCH_COLD=1 drops the kernel's page cache before each measurement (Linux, as
 * root): the server then starts on a store read from disk, as after a reboot, rather than on the
 * pages the save just wrote.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { issueApiKey } from "../src/auth/index.js";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { READ_ROLES } from "../src/model/index.js";
import { buildFiling, type BuiltFiling } from "../src/ingest/read-filing.js";
import type { FilingRecord } from "../src/model/index.js";
import { openApiKeyStore, openStore, type OpenStoreOptions } from "../src/store/index.js";
import { corpusDir } from "../test/support/corpus.js";
import { freePort } from "../test/support/free-port.js";
import { postgresAnswers } from "../test/support/postgres-probe.js";

const MB = 1024 * 1024;
const SCALES = (process.env.FDS_BENCH_SCALES ?? "1,10,50")
  .split(",")
  .map(Number)
  .filter((n) => n >= 1)
  .sort((a, b) => a - b);
const REQUESTS = Number(process.env.FDS_BENCH_REQUESTS ?? 400);
/** Fresh servers per size, each asked REQUESTS of each kind (other random copies): p50/p99 are of all their requests. */
const ROUNDS = Math.max(1, Number(process.env.FDS_BENCH_ROUNDS ?? 3));
const POSTGRES_URL = process.env.FDS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DIALECTS = new Set((process.env.FDS_BENCH_DIALECTS ?? "sqlite,postgres").split(","));
const KEEP_DIR = process.env.FDS_BENCH_KEEP_DIR || null;
const KEEP_SCHEMA = process.env.FDS_BENCH_KEEP_SCHEMA || null;
const COLD = process.env.FDS_BENCH_COLD === "1";

interface Parsed {
  readonly built: BuiltFiling;
  readonly bytes: number;
}

/** Copy `k` of a record: ticker `AAPLS3`, CIK + k * 10^7, accession `fds-bench3-<accession>`; copy 0 is the record itself. */
function copyOf(record: FilingRecord, k: number): FilingRecord {
  if (k === 0) return record;
  const accession = `fds-bench${k}-${record.meta.accession}`;
  return {
    ...record,
    meta: {
      ...record.meta,
      accession,
      accessionIsSynthetic: true,
      ticker: record.meta.ticker === null ? null : `${record.meta.ticker}S${k}`,
      cik: record.meta.cik === null ? null : record.meta.cik + k * 10_000_000,
      company: record.meta.company === null ? null : `${record.meta.company} (bench copy ${k})`,
      url: null,
    },
    facts: record.facts.map((f) => ({ ...f, accession })),
  };
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // SQLite's -shm and -wal come and go with connections.
    total += entry.isDirectory() ? await dirBytes(path) : ((await stat(path).catch(() => null))?.size ?? 0);
  }
  return total;
}

/** CPU time (user + system) the process has used so far, in ms (Linux; 0 where /proc is absent). */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime (fields 14 and 15 of stat(5)) in clock ticks, 100 per second on Linux.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * What each pass over the periodic filings asks (pass n uses entry n): metric names, statements,
 * words. Eight of each: the default 400 requests are eight passes over the corpus's 51 periodic
 * filings, so that at 1x too no request repeats.
 */
const METRICS = [
  "revenue",
  "net_income",
  "eps_diluted",
  "operating_cash_flow",
  "total_assets",
  "operating_income",
  "cash",
  "stockholders_equity",
];
const STATEMENTS = [
  ...["income_statement", "balance_sheet", "cash_flow"].flatMap((s) => [`${s}&basis=as_reported`, `${s}&basis=latest`]),
  "income_statement&full_year_mode=true",
  "cash_flow&full_year_mode=true",
];
const WORDS = ["revenue", "risk", "customers", "competition", "supply", "employees", "dividends", "litigation"];

/**
 * Distinct requests over the copies of periodic filings with a fiscal year and quarter: each
 * pass over the filings asks another metric, statement and word, so that at 1x too (one copy,
 * every pass the same tickers) no request repeats and the result cache answers none of them.
 */
function requestsOf(records: readonly FilingRecord[], copies: number): { kind: string; path: string }[] {
  const periodic = records.filter(
    (r) =>
      r.meta.ticker !== null &&
      r.meta.fiscalYear !== null &&
      /^(FY|Q[1-3])$/.test(r.meta.fiscalPeriod ?? "") &&
      /^10-[KQ]$/.test(r.meta.form),
  );
  const passes = Math.ceil(REQUESTS / periodic.length);
  if (passes > METRICS.length)
    console.log(
      `note: ${REQUESTS} requests are ${passes} passes over ${periodic.length} filings; at 1x passes after the ${METRICS.length}th repeat earlier requests (the result cache answers them)`,
    );
  const out: { kind: string; path: string }[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const r = periodic[i % periodic.length]!;
    const pass = Math.floor(i / periodic.length);
    const k = Math.floor(Math.random() * copies);
    const ticker = copyOf(r, k).meta.ticker!;
    const year = r.meta.fiscalYear!;
    const quarter = r.meta.fiscalPeriod === "FY" ? 4 : Number(r.meta.fiscalPeriod!.slice(1));
    const metric = METRICS[pass % METRICS.length];
    out.push({ kind: "metric", path: `/api/metric?ticker=${ticker}&year=${year}&quarter=${quarter}&metric_name=${metric}` });
    out.push({
      kind: "series",
      path: `/api/metric/series?ticker=${ticker}&metric_name=${metric}&end_year=${year}&end_quarter=${quarter}&periods=4`,
    });
    out.push({
      kind: "statement",
      path: `/api/statement?ticker=${ticker}&statement=${STATEMENTS[pass % STATEMENTS.length]}&year=${year}&quarter=${quarter}`,
    });
    out.push({
      kind: "text search",
      path: `/api/filing/text/search?ticker=${ticker}&year=${year}&quarter=${quarter}&query=${WORDS[pass % WORDS.length]}`,
    });
  }
  return out;
}

/** Writes dirty pages out and empties the page cache; says so when it may not (not root, not Linux). */
async function dropPageCache(): Promise<void> {
  await new Promise<void>((done) =>
    spawn("sync")
      .once("exit", () => done())
      .once("error", () => done()),
  );
  await writeFile("/proc/sys/vm/drop_caches", "3\n").catch((error: Error) => console.log(`page cache not dropped: ${error.message}`));
}

async function serveAndMeasure(
  env: Record<string, string>,
  key: string,
  requests: { kind: string; path: string }[],
): Promise<{ latency: Map<string, number[]>; rss: number; cpuMs: number; failures: number; ok: number }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "../src/bin/fds.ts"), "serve"], {
    env: {
      ...process.env,
      ...env,
      FDS_PORT: String(port),
      FDS_HOST: "127.0.0.1",
      FDS_REDIS_URL: "",
      FDS_SEC_USER_AGENT: "",
      FDS_LOG: "false",
      FDS_LIMIT_PUBLIC: "unlimited",
      FDS_LIMIT_REGISTERED: "unlimited",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    let said = "";
    await new Promise<void>((resolve, reject) => {
      child.stderr?.on("data", (chunk: Buffer) => {
        said = (said + chunk.toString()).slice(-2000);
        if (/listening on/.test(chunk.toString())) resolve();
      });
      child.once("exit", (code) => reject(new Error(`fds serve exited (${code}): ${said}`)));
    });
    const latency = new Map<string, number[]>();
    let failures = 0;
    let ok = 0;
    const cpuBefore = await cpuMsOf(child.pid!);
    for (const r of requests) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { headers: { authorization: `Bearer ${key}` } });
      await res.arrayBuffer();
      if (res.status >= 500) failures++;
      if (res.status === 200) ok++;
      latency.set(r.kind, [...(latency.get(r.kind) ?? []), performance.now() - started]);
    }
    return { latency, rss: await rssOf(child.pid!), cpuMs: (await cpuMsOf(child.pid!)) - cpuBefore, failures, ok };
  } finally {
    child.kill("SIGTERM");
  }
}

interface BenchTarget {
  readonly options: OpenStoreOptions;
  readonly env: Record<string, string>;
  readonly size: () => Promise<number>;
  /** What the database's own upkeep would have done after the save, before reads are measured. */
  readonly maintain?: () => Promise<void>;
  readonly dispose: () => Promise<void>;
}

async function runDialect(name: string, parsed: readonly Parsed[], target: BenchTarget): Promise<void> {
  console.log(`\n${name}`);
  console.log(
    "copies   save MB/s   store MB   metric p50/p99   series p50/p99   statement p50/p99   text p50/p99   RSS MB   CPU ms/req   5xx   200s",
  );
  const keys = await openApiKeyStore(target.options);
  const key = (await issueApiKey(keys, { name: "bench", tier: "registered" })).key;
  await keys.close();
  try {
    for (const copies of SCALES) {
      const store = await openStore(target.options);
      // Copies are saved in order, whole: a kept store holds copies 0..stored-1.
      const last = parsed.at(-1)!.built.record;
      let stored = 0;
      while (stored < copies && (await store.getFiling(copyOf(last, stored).meta.accession)) !== null) stored++;
      const started = performance.now();
      let bytes = 0;
      for (let k = stored; k < copies; k++) {
        for (const p of parsed) {
          await store.saveFiling(copyOf(p.built.record, k), { build: p.built.build });
          bytes += p.bytes;
        }
      }
      const seconds = (performance.now() - started) / 1000;
      await store.close();
      await target.maintain?.();
      const size = await target.size();
      // The p99 of one server's 400 requests is its 4th slowest, which one garbage collection or
      // database stall more or less moves by a third; the requests of several servers steady it.
      const latency = new Map<string, number[]>();
      let [rss, cpuMs, failures, ok, asked] = [0, 0, 0, 0, 0];
      for (let round = 0; round < ROUNDS; round++) {
        const requests = requestsOf(
          parsed.map((p) => p.built.record),
          copies,
        );
        if (COLD) await dropPageCache();
        const measured = await serveAndMeasure(target.env, key, requests);
        for (const [kind, ms] of measured.latency) latency.set(kind, [...(latency.get(kind) ?? []), ...ms]);
        rss = Math.max(rss, measured.rss);
        cpuMs += measured.cpuMs;
        failures += measured.failures;
        ok += measured.ok;
        asked += requests.length;
      }
      const cell = (kind: string) =>
        `${quantile(latency.get(kind) ?? [], 0.5).toFixed(1)}/${quantile(latency.get(kind) ?? [], 0.99).toFixed(1)} ms`.padStart(16);
      console.log(
        `${String(copies).padStart(6)}   ${(bytes === 0 ? "kept" : (bytes / MB / seconds).toFixed(1)).padStart(9)}   ${(size / MB).toFixed(0).padStart(8)}  ${cell("metric")} ${cell("series")}    ${cell("statement")}  ${cell("text search")}   ${(rss / MB).toFixed(0).padStart(6)}   ${(cpuMs / asked).toFixed(1).padStart(10)}   ${String(failures).padStart(3)}   ${((100 * ok) / asked).toFixed(0)}%`,
      );
    }
  } finally {
    await target.dispose();
  }
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  const parsed: Parsed[] = [];
  for (const source of await corpusSources(corpus)) {
    let bytes = 0;
    for (const f of source.files) if (READ_ROLES.has(f.role)) bytes += (await f.read()).byteLength;
    parsed.push({ built: await buildFiling(source), bytes });
  }
  console.log(
    `corpus: ${parsed.length} filings, ${(parsed.reduce((s, p) => s + p.bytes, 0) / MB).toFixed(1)} MB read per copy; sizes ${SCALES.join(", ")}x; ${ROUNDS} fresh servers per size, each asked ${REQUESTS} requests of each kind${COLD ? "; page cache dropped before each server" : ""}`,
  );

  if (DIALECTS.has("sqlite")) {
    const dataDir = KEEP_DIR ?? (await mkdtemp(join(tmpdir(), "fds-bench-scale-")));
    await mkdir(dataDir, { recursive: true });
    await runDialect("SQLite", parsed, {
      options: { dataDir },
      env: { FDS_DATA_DIR: dataDir, FDS_DATABASE_URL: "", FDS_DATABASE_SCHEMA: "" },
      size: async () => (await dirBytes(dataDir)) - (await dirBytes(join(dataDir, "edgar-cache")).catch(() => 0)),
      dispose: async () => {
        if (KEEP_DIR) console.log(`kept: ${KEEP_DIR}`);
        else await rm(dataDir, { recursive: true, force: true });
      },
    });
  }

  if (!DIALECTS.has("postgres")) return;
  if (!(await postgresAnswers(POSTGRES_URL, 1_000))) {
    console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: SKIPPED`);
    return;
  }
  const schema = KEEP_SCHEMA ?? `fds_bench_scale_${randomBytes(4).toString("hex")}`;
  const pgDir = await mkdtemp(join(tmpdir(), "fds-bench-scale-pg-"));
  const sql = async (text: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  await runDialect("PostgreSQL", parsed, {
    options: { databaseUrl: POSTGRES_URL, schema },
    env: { FDS_DATA_DIR: pgDir, FDS_DATABASE_URL: POSTGRES_URL, FDS_DATABASE_SCHEMA: schema },
    // Autovacuum, on by default, analyzes and vacuums the tables a save filled; this test server
    // runs with it off, so the bench does that work itself. Without it the planner has no
    // statistics and no index-only scan can skip the heap (metric p99 about 2x higher at 50x).
    maintain: async () => {
      for (const { tablename } of (await sql(`select tablename from pg_tables where schemaname = '${schema}'`)).rows as {
        tablename: string;
      }[])
        await sql(`vacuum (analyze) "${schema}"."${tablename}"`);
    },
    size: async () =>
      Number(
        (
          await sql(
            `select coalesce(sum(pg_total_relation_size(quote_ident(schemaname) || '.' || quote_ident(tablename))), 0) as bytes from pg_tables where schemaname = '${schema}'`,
          )
        ).rows[0].bytes,
      ),
    dispose: async () => {
      if (KEEP_SCHEMA) console.log(`kept: schema ${KEEP_SCHEMA}`);
      else await sql(`drop schema if exists ${schema} cascade`);
      await rm(pgDir, { recursive: true, force: true });
    },
  });
}

await main();
