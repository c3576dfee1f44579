/**
 * Frames over SEC's company facts at SEC's scale (`npm run bench:frames`).
 *
 * The corpus holds six companies' companyfacts files. The benchmark repeats them under other
 * (synthetic) CIKs, round-robin, so that a store holds FDS_BENCH_COMPANIES (10,000) companies of
 * up to ~20 fiscal years each (the files reach back to 2009): benchmark-only copies, in a
 * temporary folder or a PostgreSQL schema of their own, dropped at the end, never served as data.
 *
 * 1. Bulk load: SEC's bulk layout (one CIK##########.json per company in a zip) is written for
 *    FDS_BENCH_LOAD_COMPANIES (100, 300, 1000) companies and each is loaded by
 *    `loadCompanyFacts` (the code of `fds ingest-companyfacts`) in a child process into an empty
 *    SQLite store: its peak RSS (the process's maxRSS) stays flat as the companies grow, and
 *    facts per second.
 * 2. Frames: the six files are loaded the same way, then copied in the database (SQL, in
 *    batches) up to FDS_BENCH_COMPANIES; over FDS_BENCH_QUERIES random frames of concepts at
 *    least four of the six companies report (years 2010-2025: years, quarters, instants),
 *    `getFrames` (what GET /api/frames runs) answers its first page (1,000 companies) and the
 *    whole frame in one page (up to 10,000): p50 and p99, on SQLite and on PostgreSQL
 *    (FDS_TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 *
 * FDS_BENCH_DIALECTS=sqlite,postgres picks the stores; FDS_BENCH_KEEP_DIR=<folder> keeps the
 * SQLite store of part 2 there, and a later run over it measures without building it again.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { Zip, ZipDeflate } from "fflate";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { getFrames } from "../src/domain/frames/index.js";
import { parseCompanyFacts } from "../src/edgar/index.js";
import { companyFactsInput, loadCompanyFacts } from "../src/ingest/index.js";
import { framePlacementOf } from "../src/model/index.js";
import { offlineToolDeps } from "../src/runtime/index.js";
import { openCompanyFactsStore, openStore, type OpenStoreOptions } from "../src/store/index.js";
import { corpusDir } from "../test/support/corpus.js";
import { postgresAnswers } from "../test/support/postgres-probe.js";

const MB = 1024 * 1024;
const COMPANIES = Number(process.env.FDS_BENCH_COMPANIES ?? 10_000);
const LOAD_COMPANIES = (process.env.FDS_BENCH_LOAD_COMPANIES ?? "100,300,1000")
  .split(",")
  .map(Number)
  .filter((n) => n >= 1);
const QUERIES = Number(process.env.FDS_BENCH_QUERIES ?? 200);
const DIALECTS = new Set((process.env.FDS_BENCH_DIALECTS ?? "sqlite,postgres").split(","));
const POSTGRES_URL = process.env.FDS_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** Keep the SQLite store of part 2 in this folder (and reuse it when it holds FDS_BENCH_COMPANIES already), to measure again without building. */
const KEEP_DIR = process.env.FDS_BENCH_KEEP_DIR || null;
/** Synthetic CIKs start here: far above SEC's (under 2.1 million today), so no copy is a real company. */
const SYNTHETIC_CIK = 900_000_000;
/** Companies copied per SQL statement when growing the store. */
const COPY_BATCH = 100;

const say = (line: string) => process.stdout.write(`${line}\n`);

/** A connection the bench speaks raw SQL on (no table types: the copies go below the store's interface). */
type RawDb = Kysely<Record<string, never>>;

interface Base {
  readonly cik: number;
  readonly name: string;
  readonly bytes: Buffer;
  /** Offset of the value of `"facts":` in the JSON. */
  readonly factsAt: number;
}

async function bases(corpus: string): Promise<Base[]> {
  const folder = join(corpus, "companyfacts");
  const out: Base[] = [];
  for (const name of (await readdir(folder)).sort()) {
    const bytes = await readFile(join(folder, name));
    const parsed = parseCompanyFacts(bytes);
    const m = /"facts"\s*:/.exec(bytes.toString("latin1"));
    if (!m) throw new Error(`${name}: no facts`);
    out.push({ cik: parsed.cik, name: parsed.entityName ?? name, bytes, factsAt: m.index + m[0].length });
  }
  return out;
}

/** Company `i` of the synthetic set: a copy of base file i mod 6 under CIK SYNTHETIC_CIK + i. */
function syntheticJson(base: Base, i: number): Buffer {
  const head = JSON.stringify({ cik: SYNTHETIC_CIK + i, entityName: `${base.name} (bench copy ${i})` });
  return Buffer.concat([Buffer.from(`${head.slice(0, -1)},"facts":`), base.bytes.subarray(base.factsAt)]);
}

/** SEC's bulk layout for `n` synthetic companies, streamed to `path`. */
async function writeZip(all: readonly Base[], n: number, path: string): Promise<void> {
  const out = createWriteStream(path);
  const pending: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else pending.push(chunk);
  });
  const flush = async () => {
    for (let chunk = pending.shift(); chunk; chunk = pending.shift()) if (!out.write(chunk)) await once(out, "drain");
  };
  for (let i = 0; i < n; i++) {
    const file = new ZipDeflate(`CIK${String(SYNTHETIC_CIK + i).padStart(10, "0")}.json`, { level: 1 });
    zip.add(file);
    file.push(syntheticJson(all[i % all.length] as Base, i), true);
    await flush();
    if (failed) throw failed;
  }
  zip.end();
  await flush();
  out.end();
  await once(out, "finish");
}

/** The child process of part 1: loads one zip into an empty SQLite store and reports. */
async function loadChild(zipPath: string, dataDir: string): Promise<void> {
  const store = await openCompanyFactsStore({ dataDir });
  const started = performance.now();
  const summary = await loadCompanyFacts(await companyFactsInput(zipPath), store, {
    metaOf: async () => ({ ticker: null, fiscalYearEnd: null }),
  });
  const seconds = (performance.now() - started) / 1000;
  await store.close();
  process.stdout.write(
    JSON.stringify({ companies: summary.companies, facts: summary.facts, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }),
  );
}

function runChild(zipPath: string, dataDir: string): Promise<{ companies: number; facts: number; seconds: number; maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname], {
      env: { ...process.env, FDS_BENCH_CHILD: JSON.stringify({ zipPath, dataDir }) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load child exited ${code}`))));
  });
}

async function benchLoad(all: readonly Base[]): Promise<void> {
  say(
    `\n1. Bulk load of SEC's companyfacts.zip layout (synthetic: the corpus's 6 files repeated under other CIKs), SQLite, one process each`,
  );
  say("   companies   facts        zip MB   seconds   facts/s    peak RSS MB");
  for (const n of LOAD_COMPANIES) {
    const dir = await mkdtemp(join(tmpdir(), "fds-bench-frames-load-"));
    try {
      const zipPath = join(dir, "companyfacts.zip");
      await writeZip(all, n, zipPath);
      const zipMb = (await stat(zipPath)).size / MB;
      const r = await runChild(zipPath, join(dir, "data"));
      say(
        `   ${String(r.companies).padStart(9)}   ${String(r.facts).padStart(10)}   ${zipMb.toFixed(0).padStart(6)}   ${r.seconds.toFixed(1).padStart(7)}   ${Math.round(
          r.facts / r.seconds,
        )
          .toString()
          .padStart(8)}   ${r.maxRssMb.toFixed(0).padStart(11)}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Grows a store holding the six base companies to `n` companies by copying their rows in the
 * database. The base companies' values are first set apart with their accession (a table of
 * ~90,000 rows), and every index of the facts table is dropped for the copy and built again after
 * it from its own definition (as the migration made it): each batch then only appends rows, and a
 * build sorts once, where 150 million inserts would each update the indexes.
 */
async function growStore(db: RawDb, dialect: "sqlite" | "postgres", all: readonly Base[], n: number): Promise<void> {
  type Index = { name: string; ddl: string };
  const listed =
    dialect === "sqlite"
      ? sql<Index>`select name, sql as ddl from sqlite_master where type = 'index' and tbl_name = 'companyfacts_facts' and sql is not null`
      : sql<Index>`select indexname as name, indexdef as ddl from pg_indexes where schemaname = current_schema() and tablename = 'companyfacts_facts'`;
  const indexes = (await listed.execute(db)).rows;
  if (dialect === "sqlite") await sql`pragma cache_size = -524288`.execute(db);
  await sql`create temporary table base_rows as
    select x.cik as base_cik, f.accession, x.concept_id, x.period_start, x.period_end, x.value, x.frame, x.first_frame
    from companyfacts_facts x join companyfacts_filings f on f.id = x.filing_id`.execute(db);
  for (const { name } of indexes) await sql`drop index ${sql.id(name)}`.execute(db);
  await sql`create temporary table copy_target (new_cik bigint not null, base_cik bigint not null, k integer not null)`.execute(db);
  const started = performance.now();
  for (let from = 0; from < n; from += COPY_BATCH) {
    const to = Math.min(n, from + COPY_BATCH);
    await db.transaction().execute(async (trx) => {
      await sql`delete from copy_target`.execute(trx);
      const rows = [];
      for (let i = from; i < to; i++) rows.push(sql`(${SYNTHETIC_CIK + i}, ${(all[i % all.length] as Base).cik}, ${i})`);
      await sql`insert into copy_target (new_cik, base_cik, k) values ${sql.join(rows)}`.execute(trx);
      const concat =
        dialect === "postgres"
          ? sql`c.entity_name || ' (bench copy ' || t.k::text || ')'`
          : sql`c.entity_name || ' (bench copy ' || t.k || ')'`;
      await sql`insert into companyfacts_companies (cik, entity_name, ticker, fiscal_year_end, source, loaded_at, facts)
        select t.new_cik, ${concat}, null, c.fiscal_year_end, 'bench copy of ' || c.source, c.loaded_at, c.facts
        from copy_target t join companyfacts_companies c on c.cik = t.base_cik`.execute(trx);
      await sql`insert into companyfacts_filings (cik, accession, form, filed, fiscal_year, fiscal_period, period_end, fact_ends)
        select t.new_cik, f.accession, f.form, f.filed, f.fiscal_year, f.fiscal_period, f.period_end, f.fact_ends
        from copy_target t join companyfacts_filings f on f.cik = t.base_cik`.execute(trx);
      await sql`insert into companyfacts_facts (cik, concept_id, filing_id, period_start, period_end, value, frame, first_frame)
        select t.new_cik, r.concept_id, nf.id, r.period_start, r.period_end, r.value, r.frame, r.first_frame
        from copy_target t
        join base_rows r on r.base_cik = t.base_cik
        join companyfacts_filings nf on nf.cik = t.new_cik and nf.accession = r.accession
        order by t.new_cik`.execute(trx);
    });
    if (to % 1000 === 0 || to === n) say(`   ${to} companies copied (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await sql`drop table copy_target`.execute(db);
  await sql`drop table base_rows`.execute(db);
  const building = performance.now();
  for (const { ddl } of indexes) await sql.raw(ddl).execute(db);
  say(`   ${indexes.length} indexes of the facts built again in ${((performance.now() - building) / 1000).toFixed(0)} s`);
  // Statistics of these tables only (the PostgreSQL database may hold other schemas); PostgreSQL
  // reads a covering index alone only for pages VACUUM marked all-visible (autovacuum's work, in time).
  for (const table of ["companyfacts_companies", "companyfacts_concepts", "companyfacts_filings", "companyfacts_facts"])
    await sql`${sql.raw(dialect === "postgres" ? "vacuum analyze" : "analyze")} ${sql.table(table)}`.execute(db);
}

interface FrameAsk {
  readonly concept: string;
  readonly unit: string;
  readonly period: string;
}

/** Frames at least four of the six companies report, 2010 to 2025. */
function frameAsks(all: readonly Base[]): FrameAsk[] {
  const companies = new Map<string, Set<number>>();
  for (const base of all) {
    for (const e of parseCompanyFacts(base.bytes).entries) {
      const placed = framePlacementOf(
        e.start === null ? { kind: "instant", instant: e.end } : { kind: "duration", start: e.start, end: e.end },
      );
      if (!placed || placed.frame.year < 2010 || placed.frame.year > 2025) continue;
      const key = `${e.taxonomy}:${e.concept}\u0000${e.unit}\u0000${placed.frame.label}`;
      if (!companies.has(key)) companies.set(key, new Set());
      companies.get(key)!.add(base.cik);
    }
  }
  return [...companies]
    .filter(([, ciks]) => ciks.size >= 4)
    .map(([key]) => {
      const [concept, unit, period] = key.split("\u0000") as [string, string, string];
      return { concept, unit, period };
    });
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

async function benchFrames(dialect: "sqlite" | "postgres", all: readonly Base[], asks: readonly FrameAsk[], corpus: string): Promise<void> {
  const keep = dialect === "sqlite" ? KEEP_DIR : null;
  const dir = keep ?? (await mkdtemp(join(tmpdir(), "fds-bench-frames-")));
  const schema = `fds_bench_frames_${randomBytes(4).toString("hex")}`;
  const options: OpenStoreOptions = dialect === "postgres" ? { databaseUrl: POSTGRES_URL, schema } : { dataDir: dir };
  try {
    const companyFacts = await openCompanyFactsStore(options);
    const filings = await openStore(options);
    try {
      say(`\n2. Frames on ${dialect}: ${COMPANIES} companies (the corpus's 6 companyfacts files repeated under synthetic CIKs)`);
      const started = performance.now();
      if ((await companyFacts.stats()).companies < COMPANIES) {
        await loadCompanyFacts(await companyFactsInput(join(corpus, "companyfacts")), companyFacts, {
          metaOf: async () => ({ ticker: null, fiscalYearEnd: null }),
        });
        // The bench reaches the database below the store's interface, as the copies are no company's file.
        const db = await benchDb(dialect, dir, schema);
        try {
          await growStore(db.kysely, dialect, all, COMPANIES);
        } finally {
          await db.close();
        }
      } else say(`   kept store in ${dir}: not built again`);
      const stats = await companyFacts.stats();
      // (A kept store: "built" is the time to find it.)
      const size = dialect === "sqlite" ? (await stat(join(dir, "fds.sqlite"))).size : await postgresSize(schema);
      say(
        `   built in ${((performance.now() - started) / 1000).toFixed(0)} s: ${stats.companies} companies, ${stats.facts} facts, ${(size / 1024 / MB).toFixed(1)} GB`,
      );
      const deps = offlineToolDeps(filings, companyFacts);
      const pick = () => asks[Math.floor(Math.random() * asks.length)] as FrameAsk;
      for (const [label, limit] of [
        ["first page (1,000 companies)", 1000],
        ["whole frame, one page (up to 10,000)", 10_000],
      ] as const) {
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < 5; i++) await getFrames(deps, { ...pick(), basis: "latest", cursor: null, limit });
        for (let i = 0; i < QUERIES; i++) {
          const t = performance.now();
          const result = await getFrames(deps, { ...pick(), basis: i % 4 === 3 ? "as_reported" : "latest", cursor: null, limit }).catch(
            () => null,
          );
          times.push(performance.now() - t);
          rows += result?.rows.length ?? 0;
        }
        say(
          `   ${label.padEnd(38)} p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms   p99 ${quantile(times, 0.99).toFixed(1).padStart(6)} ms   (${QUERIES} frames, ${Math.round(rows / QUERIES)} companies each on average)`,
        );
      }
    } finally {
      await filings.close();
      await companyFacts.close();
    }
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
    if (dialect === "postgres") await dropSchema(schema);
  }
}

async function benchDb(dialect: "sqlite" | "postgres", dir: string, schema: string): Promise<{ kysely: RawDb; close(): Promise<void> }> {
  const { Kysely, SqliteDialect, PostgresDialect } = await import("kysely");
  if (dialect === "sqlite") {
    const { default: BetterSqlite3 } = await import("better-sqlite3");
    const database = new BetterSqlite3(join(dir, "fds.sqlite"), { timeout: 60_000 });
    const kysely = new Kysely<Record<string, never>>({ dialect: new SqliteDialect({ database }) });
    return { kysely, close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}`, max: 1 });
  const kysely = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, close: () => kysely.destroy() };
}

async function postgresSize(schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'",
      [schema],
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const child = process.env.FDS_BENCH_CHILD;
  if (child) {
    const { zipPath, dataDir } = JSON.parse(child) as { zipPath: string; dataDir: string };
    return loadChild(zipPath, dataDir);
  }
  const corpus = corpusDir();
  if (!corpus) {
    say("bench:frames: no corpus (set FDS_CORPUS to the corpus directory): nothing to measure");
    return;
  }
  const all = await bases(corpus);
  say(
    `bench:frames: SYNTHETIC store: the corpus's ${all.length} companyfacts files (${all.map((b) => b.name).join(", ")}) repeated round-robin under synthetic CIKs from ${SYNTHETIC_CIK}`,
  );
  await benchLoad(all);
  const asks = frameAsks(all);
  say(`\n   ${asks.length} frames (concept, unit, calendar period 2010-2025) that at least 4 of the 6 companies report, drawn at random`);
  for (const dialect of ["sqlite", "postgres"] as const) {
    if (!DIALECTS.has(dialect)) continue;
    if (dialect === "postgres" && !(await postgresAnswers(POSTGRES_URL))) {
      say(`\n2. Frames on postgres: SKIPPED, ${POSTGRES_URL} does not answer`);
      continue;
    }
    await benchFrames(dialect, all, asks, corpus);
  }
}

await main();
