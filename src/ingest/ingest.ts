import type { FilingStore, SaveResult } from "../store/filing-store.js";
import { READ_ROLES, type FilingSource } from "./filing-source.js";
import { readFiling } from "./read-filing.js";

/** What happened to one filing. */
export interface IngestOutcome {
  readonly origin: string;
  readonly accession: string | null;
  readonly form: string;
  /** Set when the filing was stored (or found unchanged). */
  readonly saved: SaveResult["outcome"] | null;
  readonly facts: number;
  /** Bytes of the documents read. */
  readonly bytes: number;
  readonly issues: number;
  readonly error: string | null;
  readonly ms: number;
}

export interface IngestProgress {
  readonly done: number;
  readonly total: number;
  readonly bytesDone: number;
  readonly bytesTotal: number;
  readonly facts: number;
  readonly failed: number;
}

export interface IngestOptions {
  /** Called after each filing, stored or failed. */
  readonly onFiling?: (outcome: IngestOutcome, progress: IngestProgress) => void;
}

/** Bytes ingest will read of a source, from the sizes it lists (for progress before reading). */
export function sourceBytes(source: FilingSource): number {
  return source.files.reduce((sum, f) => sum + (READ_ROLES.has(f.role) ? (f.size ?? 0) : 0), 0);
}

/**
 * Ingests filings one after another, each in its own transaction. A filing that fails is
 * reported and skipped; the others go on.
 */
export async function ingestSources(sources: readonly FilingSource[], store: FilingStore, options: IngestOptions = {}): Promise<IngestOutcome[]> {
  const bytesTotal = sources.reduce((sum, s) => sum + sourceBytes(s), 0);
  const outcomes: IngestOutcome[] = [];
  let bytesDone = 0;
  let facts = 0;
  let failed = 0;
  for (const source of sources) {
    const outcome = await ingestOne(source, store);
    outcomes.push(outcome);
    bytesDone += sourceBytes(source);
    facts += outcome.facts;
    if (outcome.error !== null) failed++;
    options.onFiling?.(outcome, { done: outcomes.length, total: sources.length, bytesDone, bytesTotal, facts, failed });
  }
  return outcomes;
}

async function ingestOne(source: FilingSource, store: FilingStore): Promise<IngestOutcome> {
  const started = performance.now();
  const base = { origin: source.origin, form: source.form, bytes: sourceBytes(source) };
  try {
    const record = await readFiling(source);
    const saved = await store.saveFiling(record);
    return { ...base, accession: record.meta.accession, saved: saved.outcome, facts: record.facts.length, issues: record.issues.length, error: null, ms: performance.now() - started };
  } catch (err) {
    return { ...base, accession: source.accession, saved: null, facts: 0, issues: 0, error: (err as Error).message, ms: performance.now() - started };
  }
}
