import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import { loadCorpusManifest, type CorpusManifest } from "../../src/edgar/corpus-manifest.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The shared corpus: `FDS_CORPUS`, else `../shared/corpus` beside the repository. */
export const CORPUS_DIR = path.resolve(REPO_ROOT, process.env.FDS_CORPUS ?? "../shared/corpus");

/** Whether the corpus is present (tests on filings skip when it is not). */
export const HAS_CORPUS = existsSync(path.join(CORPUS_DIR, "manifest.json"));

const skipNotice = (what: string) =>
  console.warn(`[corpus] ${CORPUS_DIR} has no manifest.json: SKIPPING ${what} (set FDS_CORPUS to the corpus directory)`);

/**
 * `describe` for suites that read the corpus: skipped, with a visible notice, when the corpus
 * is absent, so a missing corpus never passes silently as green.
 */
export function describeWithCorpus(name: string, body: () => void): void {
  if (!HAS_CORPUS) skipNotice(`"${name}"`);
  describe.skipIf(!HAS_CORPUS)(name, body);
}

/** The corpus directory, or null when it is absent. */
export function corpusDir(): string | null {
  return HAS_CORPUS ? CORPUS_DIR : null;
}

/**
 * The corpus directory, or null after a visible skip notice; for `describe.skipIf(!corpus)`.
 */
export function requireCorpus(): string | null {
  if (!HAS_CORPUS) skipNotice("tests that read the corpus");
  return corpusDir();
}

let manifest: Promise<CorpusManifest> | null = null;

/** The corpus manifest, read once per test file. */
export function corpusManifest(): Promise<CorpusManifest> {
  manifest ??= loadCorpusManifest(CORPUS_DIR);
  return manifest;
}
