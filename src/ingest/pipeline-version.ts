/**
 * The versions of the stages that turn a filing's files into stored rows. Bump a stage's number
 * in the same commit as any change to its output: every filing stored by an older version is
 * then rebuilt by the next `fds ingest` (and, for the stages the stored documents allow, by
 * `fds reindex`), while unchanged filings of the current version are skipped unparsed.
 *
 * - `facts`: the XBRL readers, inline formats, duplicate merging, linkbases and filing meta
 *   (src/parse/xbrl, ixt, linkbase; src/ingest/read-filing). 2: the report's declarations (DTS
 *   references, namespaces, units) are kept for xBRL-JSON exports.
 * - `markdown`: HTML to markdown blocks (src/parse/document), whose offsets the index stores.
 * - `sections`: item detection, which gives each indexed block its section.
 * - `text_index`: which blocks are indexed and how (`textBlocksOf`).
 */
export const PIPELINE = { facts: 2, markdown: 1, sections: 1, text_index: 1 } as const;

export type PipelineStage = keyof typeof PIPELINE;
export type StageVersions = Record<PipelineStage, number>;

const STAGES = Object.keys(PIPELINE) as PipelineStage[];

/** The stages `fds reindex` can rebuild from a filing's stored documents (no source needed). */
export const DOCUMENT_STAGES: readonly PipelineStage[] = ["markdown", "sections", "text_index"];

/** `facts=1;markdown=1;sections=1;text_index=1`: stored with each filing. */
export function formatPipelineVersion(versions: StageVersions): string {
  return STAGES.map((s) => `${s}=${versions[s]}`).join(";");
}

/** The version of this build of the service. */
export const PIPELINE_VERSION = formatPipelineVersion(PIPELINE);

/**
 * The stage versions a stored filing was built with; 0 for a stage it does not name, and for
 * every stage when it has no version at all (stored before versions were recorded).
 */
export function parsePipelineVersion(text: string | null): StageVersions {
  const versions = Object.fromEntries(STAGES.map((s) => [s, 0])) as StageVersions;
  for (const part of (text ?? "").split(";")) {
    const [stage, n] = part.split("=");
    if (stage !== undefined && stage in versions && /^\d+$/.test(n ?? "")) versions[stage as PipelineStage] = Number(n);
  }
  return versions;
}

/** The stages of a stored version older than this build's (newer ones, from a newer build, are not). */
export function staleStages(stored: string | null): PipelineStage[] {
  const versions = parsePipelineVersion(stored);
  return STAGES.filter((s) => versions[s] < PIPELINE[s]);
}
