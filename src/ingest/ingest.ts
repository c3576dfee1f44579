import type { FilingStore, SaveResult } from "../store/index.js";
import { isRejectedSource, READ_ROLES, type FilingSource, type RejectedSource } from "../model/index.js";
import { PIPELINE_VERSION } from "./pipeline-version.js";
import { FilingReadError, loadFilingSource, parseLoaded } from "./read-filing.js";

/** What happened to one filing. */
export interface IngestOutcome {
  readonly origin: string;
  readonly accession: string | null;
  /** Null for a manifest entry too malformed to say. */
  readonly form: string | null;
  /** Set when the filing was stored (or found unchanged). */
  readonly saved: SaveResult["outcome"] | null;
  /**
   * Whether the filing was parsed. False for a filing skipped unparsed because the store already
   * holds it built from the same files by the same pipeline version (`saved` is then `unchanged`).
   */
  readonly parsed: boolean;
  /** Facts parsed (0 when not parsed). */
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
  /** Called after each filing, stored, skipped or failed. */
  readonly onFiling?: (outcome: IngestOutcome, progress: IngestProgress) => void;
}

/** Bytes ingest will read of a source, from the sizes it lists (for progress before reading). */
export function sourceBytes(source: FilingSource | RejectedSource): number {
  if (isRejectedSource(source)) return 0;
  return source.files.reduce((sum, f) => sum + (READ_ROLES.has(f.role) ? (f.size ?? 0) : 0), 0);
}

/**
 * Ingests filings one after another, each in its own transaction. A filing that fails (or a
 * rejected manifest entry) is reported and skipped; the others go on. A filing the store holds
 * from the same source by the same pipeline version is skipped after its files are read and
 * hashed, before any parsing.
 */
export async function ingestSources(
  sources: readonly (FilingSource | RejectedSource)[],
  store: FilingStore,
  options: IngestOptions = {},
): Promise<IngestOutcome[]> {
  const bytesTotal = sources.reduce((sum, s) => sum + sourceBytes(s), 0);
  const outcomes: IngestOutcome[] = [];
  let bytesDone = 0;
  let facts = 0;
  let failed = 0;
  for (const source of sources) {
    const outcome = isRejectedSource(source) ? rejectedOutcome(source) : await ingestOne(source, store);
    outcomes.push(outcome);
    bytesDone += sourceBytes(source);
    facts += outcome.facts;
    if (outcome.error !== null) failed++;
    options.onFiling?.(outcome, { done: outcomes.length, total: sources.length, bytesDone, bytesTotal, facts, failed });
  }
  return outcomes;
}

function rejectedOutcome(source: RejectedSource): IngestOutcome {
  return {
    origin: source.origin,
    accession: source.accession,
    form: source.form,
    saved: null,
    parsed: false,
    facts: 0,
    bytes: 0,
    issues: 0,
    error: source.reason,
    ms: 0,
  };
}

async function ingestOne(source: FilingSource, store: FilingStore): Promise<IngestOutcome> {
  const started = performance.now();
  const base = { origin: source.origin, form: source.form, bytes: sourceBytes(source) };
  try {
    const loaded = await loadFilingSource(source);
    const stored = await store.getBuild(loaded.accession);
    if (stored?.sourceHash === loaded.sourceHash && stored.pipelineVersion === PIPELINE_VERSION) {
      return {
        ...base,
        accession: loaded.accession,
        saved: "unchanged",
        parsed: false,
        facts: 0,
        issues: 0,
        error: null,
        ms: performance.now() - started,
      };
    }
    const { record, build } = parseLoaded(loaded);
    const saved = await store.saveFiling(record, { build });
    return {
      ...base,
      accession: record.meta.accession,
      saved: saved.outcome,
      parsed: true,
      facts: record.facts.length,
      issues: record.issues.length,
      error: null,
      ms: performance.now() - started,
    };
  } catch (err) {
    // The outcome names the origin already: the read error's own message says the rest.
    const error = err instanceof FilingReadError && err.cause instanceof Error ? err.cause.message : (err as Error).message;
    return {
      ...base,
      accession: source.accession,
      saved: null,
      parsed: false,
      facts: 0,
      issues: 0,
      error,
      ms: performance.now() - started,
    };
  }
}
