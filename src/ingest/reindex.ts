import type { DocumentBuild, FilingDocument, FilingRecord } from "../model/index.js";
import type { FilingStore, SaveResult } from "../store/index.js";
import {
  DOCUMENT_STAGES,
  formatPipelineVersion,
  parsePipelineVersion,
  PIPELINE,
  staleStages,
  type PipelineStage,
} from "./pipeline-version.js";
import { textBlocksOf } from "./read-filing.js";

/** What `reindexStore` did to one filing. */
export interface ReindexOutcome {
  readonly accession: string;
  readonly form: string | null;
  /** The stages that were older than this build's and were rebuilt. */
  readonly rebuiltStages: readonly PipelineStage[];
  /** `replaced` when the rebuilt rows differ, `unchanged` when only the version changed; null on failure. */
  readonly saved: SaveResult["outcome"] | null;
  /** Text blocks now indexed. */
  readonly blocks: number;
  /** Whether its facts remain from an older (or unknown) fact parser: only a re-ingest from its source rebuilds them. */
  readonly factsStale: boolean;
  readonly error: string | null;
}

export interface ReindexResult {
  readonly stored: number;
  readonly rebuilt: readonly ReindexOutcome[];
  /** Filings whose facts only a re-ingest from their source (corpus or EDGAR) can rebuild. */
  readonly needSource: readonly string[];
}

/**
 * Rebuilds, from the documents the store holds, every stored filing whose markdown, sections or
 * text-index stage is older than this build's (filings stored before the text index have none):
 * its text blocks are made again and the filing saved whole, in one transaction, with its other
 * rows as stored. Facts and linkbases need the XBRL files, which the store does not keep: a
 * filing whose fact stage is older keeps its facts and is listed in `needSource`. A filing whose
 * documents have no stored markdown build is rebuilt too (no stage: its rows come out unchanged).
 */
export async function reindexStore(
  store: FilingStore,
  options: { onFiling?: (outcome: ReindexOutcome) => void } = {},
): Promise<ReindexResult> {
  const builds = await store.listBuilds();
  // Filings stored before document builds were kept: their stages are current, but the
  // document routes would convert their HTML on every process's first request.
  const unbuilt = new Set(await store.filingsWithoutDocumentBuilds());
  const rebuilt: ReindexOutcome[] = [];
  const needSource: string[] = [];
  for (const build of builds) {
    const stale = staleStages(build.pipelineVersion);
    const stages = stale.filter((s) => DOCUMENT_STAGES.includes(s));
    const factsStale = stale.includes("facts");
    if (factsStale) needSource.push(build.accession);
    if (stages.length === 0 && !unbuilt.has(build.accession)) continue;
    const outcome = await reindexOne(store, build.accession, build.sourceHash, build.pipelineVersion, stages, factsStale);
    rebuilt.push(outcome);
    options.onFiling?.(outcome);
  }
  return { stored: builds.length, rebuilt, needSource };
}

async function reindexOne(
  store: FilingStore,
  accession: string,
  sourceHash: string | null,
  version: string | null,
  stages: PipelineStage[],
  factsStale: boolean,
): Promise<ReindexOutcome> {
  const base = { accession, rebuiltStages: stages, factsStale };
  try {
    const meta = await store.getFiling(accession);
    if (!meta) throw new Error("no longer stored");
    const files = await store.getFiles(accession);
    const documents: FilingDocument[] = [];
    for (const f of files) {
      if (f.role !== "primary" && f.role !== "exhibit") continue;
      const doc = await store.getDocument(accession, f.name);
      if (doc) documents.push(doc);
    }
    // The index's own failures are made again with it; every other issue stays as stored.
    const issues = (await store.getIssues(accession)).filter((i) => i.code !== "text_index_failed");
    const documentBuilds: DocumentBuild[] = [];
    const textBlocks = textBlocksOf(documents, meta.form, issues, documentBuilds);
    // What the XBRL declares is kept as stored, like the facts (absent before migration 0023).
    const xbrl = await store.getXbrlDeclarations(accession);
    const record: FilingRecord = {
      meta,
      files,
      documents,
      facts: await store.getFacts(accession),
      linkbases: await store.getLinkbases(accession),
      ...(xbrl ? { xbrl } : {}),
      issues,
      textBlocks,
      documentBuilds,
    };
    const versions = parsePipelineVersion(version);
    for (const s of stages) versions[s] = PIPELINE[s];
    const saved = await store.saveFiling(record, { build: { sourceHash, pipelineVersion: formatPipelineVersion(versions) } });
    return { ...base, form: meta.form, saved: saved.outcome, blocks: textBlocks.length, error: null };
  } catch (err) {
    return { ...base, form: null, saved: null, blocks: 0, error: (err as Error).message };
  }
}
