import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** A manifest entry as JSON, to be edited (or broken) by a test before it is written. */
export type RawEntry = Record<string, unknown> & { files: Array<Record<string, unknown> & { path: string }> };

/**
 * A corpus made at test time in `dir` (a test's temporary folder, never the repository): real
 * corpus filings, their files COPIED (so a test may cut or rename them), and a manifest that the
 * test writes itself, from these entries edited as it likes.
 */
export interface TempCorpus {
  readonly root: string;
  /** The picked entries, deep copies of the shared manifest's, in the order asked for. */
  readonly entries: RawEntry[];
  /** Writes `manifest.json` listing `filings` (default: `entries`). */
  writeManifest(filings?: readonly unknown[]): Promise<void>;
}

/** Copies the filings with the given accessions from `corpus` into `dir`. */
export async function tempCorpus(corpus: string, dir: string, accessions: readonly string[]): Promise<TempCorpus> {
  const manifest = JSON.parse(await readFile(join(corpus, "manifest.json"), "utf8")) as { filings: RawEntry[] };
  const entries = accessions.map((accession) => {
    const entry = manifest.filings.find((f) => f.accession === accession);
    if (!entry) throw new Error(`no corpus filing ${accession}`);
    return structuredClone(entry);
  });
  for (const entry of entries) {
    for (const file of entry.files) {
      await mkdir(dirname(join(dir, file.path)), { recursive: true });
      await copyFile(join(corpus, file.path), join(dir, file.path));
    }
  }
  return {
    root: dir,
    entries,
    writeManifest: (filings = entries) => writeFile(join(dir, "manifest.json"), JSON.stringify({ filings })),
  };
}
