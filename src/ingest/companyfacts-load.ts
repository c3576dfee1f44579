import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { Unzip, UnzipInflate } from "fflate";
import { COMPANY_FACTS_NAME, parseCompanyFacts } from "../edgar/index.js";
import type { CompanyFactsStore } from "../store/index.js";
import { companyFactsRecords, type CompanyFactsRecords, type CompanyMeta } from "./companyfacts-records.js";

/** A companyfacts JSON file on disk, with what a manifest says of it (checked when given). */
interface CompanyFactsFileRef {
  readonly path: string;
  readonly bytes?: number | null;
  readonly sha256?: string | null;
}

/** Files (a folder's `CIK##########.json`, or a corpus's list), or SEC's bulk `companyfacts.zip`. */
export type CompanyFactsInput =
  | { readonly kind: "files"; readonly files: readonly CompanyFactsFileRef[] }
  | { readonly kind: "zip"; readonly path: string };

/** What happened to one company's file. */
export interface CompanyFactsOutcome {
  /** The file, or `<zip>:<entry>`. */
  readonly source: string;
  readonly cik: number | null;
  readonly entityName: string | null;
  readonly saved: "inserted" | "replaced" | null;
  readonly facts: number;
  readonly filings: number;
  /** Values left out as malformed. */
  readonly skipped: number;
  readonly bytes: number;
  readonly ms: number;
  readonly error: string | null;
}

export interface CompanyFactsProgress {
  readonly done: number;
  /** Null for a zip: its entries are counted as they stream by. */
  readonly total: number | null;
  /** Bytes read of the input (a zip's compressed bytes). */
  readonly bytesDone: number;
  readonly bytesTotal: number;
  readonly facts: number;
  readonly failed: number;
}

export interface CompanyFactsLoadOptions {
  /** The company's ticker and fiscal year end (submissions JSON, ticker map); nulls when unknown. */
  readonly metaOf: (cik: number) => Promise<CompanyMeta>;
  /** Called after each company, stored or failed. */
  readonly onCompany?: (outcome: CompanyFactsOutcome, progress: CompanyFactsProgress) => void;
  /** Called with each company's rows after they are stored (the agreement check with stored filings). */
  readonly afterSave?: (records: CompanyFactsRecords) => Promise<void>;
}

/** Totals of a load; the outcomes themselves go to `onCompany` (memory stays flat in the number of companies). */
export interface CompanyFactsSummary {
  readonly companies: number;
  readonly facts: number;
  readonly bytes: number;
  readonly failed: readonly CompanyFactsOutcome[];
}

/**
 * What a path holds: a `.zip` (SEC's bulk file), a folder (its `CIK##########.json` files, in
 * name order) or one such file. Throws when it is none of these.
 */
export async function companyFactsInput(path: string): Promise<CompanyFactsInput> {
  const info = await stat(path);
  if (info.isDirectory()) {
    const names = (await readdir(path)).filter((n) => COMPANY_FACTS_NAME.test(n)).sort();
    if (names.length === 0) throw new Error(`${path} holds no companyfacts files (CIK##########.json)`);
    return { kind: "files", files: names.map((n) => ({ path: join(path, n) })) };
  }
  if (/\.zip$/i.test(path)) return { kind: "zip", path };
  if (/\.json$/i.test(path)) return { kind: "files", files: [{ path }] };
  throw new Error(`${path} is neither a folder of companyfacts JSON, a CIK##########.json file nor a .zip`);
}

/**
 * Companies saved per transaction, up to this many values (or companies): a commit rewrites every
 * index page its rows touched, and one company's values touch pages all over the frames indexes,
 * so committing each company alone would rewrite those pages once per company.
 */
const BATCH = { facts: 250_000, companies: 100 } as const;

/**
 * Loads companies' facts into the store, each company's replacing its earlier ones, companies
 * committed together in batches (BATCH; a batch that fails is saved again company by company, so
 * only a failing company is lost). A zip is streamed: its compressed bytes are read in chunks and
 * each entry is inflated, parsed and turned into rows before the next chunk is read, so memory
 * holds one batch at a time whatever the number of companies. A file that fails is reported and
 * skipped.
 */
export async function loadCompanyFacts(
  input: CompanyFactsInput,
  store: CompanyFactsStore,
  options: CompanyFactsLoadOptions,
): Promise<CompanyFactsSummary> {
  const failed: CompanyFactsOutcome[] = [];
  let done = 0;
  let facts = 0;
  let bytesDone = 0;
  const bytesTotal = input.kind === "zip" ? (await stat(input.path)).size : input.files.reduce((sum, f) => sum + (f.bytes ?? 0), 0);
  const total = input.kind === "zip" ? null : input.files.length;
  const report = (outcome: CompanyFactsOutcome) => {
    done++;
    facts += outcome.facts;
    if (outcome.error !== null) failed.push(outcome);
    options.onCompany?.(outcome, { done, total, bytesDone, bytesTotal, facts, failed: failed.length });
  };
  let batch: Parsed[] = [];
  let batchFacts = 0;
  const flush = async () => {
    const saving = batch;
    [batch, batchFacts] = [[], 0];
    for (const outcome of await saveBatch(store, options, saving)) report(outcome);
  };
  const add = async (source: string, bytes: Uint8Array, started: number) => {
    const parsed = await parse(options, source, bytes, started);
    if (!("records" in parsed)) return report(parsed);
    batch.push(parsed);
    batchFacts += parsed.records.facts.length;
    if (batchFacts >= BATCH.facts || batch.length >= BATCH.companies) await flush();
  };
  if (input.kind === "files") {
    for (const file of input.files) {
      const started = performance.now();
      const bytes = await readFile(file.path).catch((error: unknown) => error as Error);
      if (bytes instanceof Error) {
        report(failure(file.path, started, 0, `cannot read: ${bytes.message}`));
        continue;
      }
      bytesDone += file.bytes ?? bytes.length;
      const mismatch = checkFile(file, bytes);
      if (mismatch) report(failure(file.path, started, bytes.length, mismatch));
      else await add(file.path, bytes, started);
    }
  } else {
    const name = basename(input.path);
    const ready: { entry: string; data: Uint8Array; started: number }[] = [];
    let broken: Error | null = null;
    const unzip = new Unzip((file) => {
      const chunks: Uint8Array[] = [];
      const started = performance.now();
      file.ondata = (error, chunk, final) => {
        if (error) broken ??= new Error(`${name}: ${file.name}: ${error.message}`);
        else if (COMPANY_FACTS_NAME.test(basename(file.name))) chunks.push(chunk);
        if (final && !error && chunks.length > 0) ready.push({ entry: file.name, data: concat(chunks), started });
      };
      // Other entries (a readme, folders) are passed over undecompressed.
      if (COMPANY_FACTS_NAME.test(basename(file.name))) file.start();
    });
    unzip.register(UnzipInflate);
    for await (const chunk of createReadStream(input.path, { highWaterMark: 1 << 20 })) {
      unzip.push(chunk as Buffer);
      bytesDone += (chunk as Buffer).length;
      if (broken) throw broken;
      // Each company finished by this chunk is parsed (and its batch stored) before the next chunk is read.
      for (let next = ready.shift(); next; next = ready.shift()) await add(`${name}:${next.entry}`, next.data, next.started);
    }
    unzip.push(new Uint8Array(0), true);
    if (broken) throw broken;
    for (let next = ready.shift(); next; next = ready.shift()) await add(`${name}:${next.entry}`, next.data, next.started);
  }
  await flush();
  return { companies: done - failed.length, facts, bytes: bytesDone, failed };
}

/** A company's file turned into rows, waiting for its batch. */
interface Parsed {
  readonly source: string;
  readonly records: CompanyFactsRecords;
  readonly entityName: string | null;
  readonly skipped: number;
  readonly bytes: number;
  readonly started: number;
}

async function parse(
  options: CompanyFactsLoadOptions,
  source: string,
  bytes: Uint8Array,
  started: number,
): Promise<Parsed | CompanyFactsOutcome> {
  try {
    const file = parseCompanyFacts(bytes);
    const records = companyFactsRecords(file, basename(source), await options.metaOf(file.cik));
    return { source, records, entityName: file.entityName, skipped: file.skipped, bytes: bytes.length, started };
  } catch (error) {
    return failure(source, started, bytes.length, (error as Error).message);
  }
}

/** Saves a batch in one transaction; when that fails, each company alone, so only a failing one is lost. */
async function saveBatch(
  store: CompanyFactsStore,
  options: CompanyFactsLoadOptions,
  batch: readonly Parsed[],
): Promise<CompanyFactsOutcome[]> {
  if (batch.length === 0) return [];
  const saved = batch.length > 1 ? await store.saveCompanies(batch.map((p) => p.records)).catch(() => null) : null;
  const out: CompanyFactsOutcome[] = [];
  for (const [i, p] of batch.entries()) {
    try {
      const result = saved?.[i] ?? (await store.saveCompany(p.records.company, p.records.filings, p.records.facts));
      await options.afterSave?.(p.records);
      out.push({
        source: p.source,
        cik: p.records.company.cik,
        entityName: p.entityName,
        saved: result.replaced ? "replaced" : "inserted",
        facts: result.facts,
        filings: result.filings,
        skipped: p.skipped,
        bytes: p.bytes,
        ms: performance.now() - p.started,
        error: null,
      });
    } catch (error) {
      out.push(failure(p.source, p.started, p.bytes, (error as Error).message));
    }
  }
  return out;
}

/** Why a file does not match what its manifest entry says, or null. */
function checkFile(file: CompanyFactsFileRef, bytes: Buffer): string | null {
  if (file.bytes != null && file.bytes !== bytes.length) return `${bytes.length} bytes, the manifest says ${file.bytes}`;
  if (file.sha256 != null) {
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (digest !== file.sha256) return `sha256 ${digest}, the manifest says ${file.sha256}`;
  }
  return null;
}

function failure(source: string, started: number, bytes: number, error: string): CompanyFactsOutcome {
  return {
    source,
    cik: null,
    entityName: null,
    saved: null,
    facts: 0,
    filings: 0,
    skipped: 0,
    bytes,
    ms: performance.now() - started,
    error,
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
