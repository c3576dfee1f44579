import { readdir, readFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { loadCorpusManifest } from "../edgar/index.js";

/** An earnings-call transcript file and the fiscal period it is of. */
export interface TranscriptFile {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly fiscalQuarter: number;
  readonly callDate: string | null;
  /** Where it came from, for the record ("corpus transcripts/aapl/AAPL_2024_Q4.txt"). */
  readonly source: string;
  readonly path: string;
}

/** The transcripts a corpus's `manifest.json` lists (its top-level `transcripts`), with how many entries were unusable. */
export async function corpusTranscripts(dirOrManifest: string): Promise<{ files: TranscriptFile[]; unusable: number }> {
  const root = dirOrManifest.endsWith(".json") ? dirname(resolve(dirOrManifest)) : resolve(dirOrManifest);
  const manifest = await loadCorpusManifest(root);
  const files = manifest.transcripts.map((t) => ({
    ticker: t.ticker.toUpperCase(),
    fiscalYear: t.fiscal_year,
    fiscalQuarter: Number(t.fiscal_quarter.slice(1)),
    callDate: t.call_date ?? null,
    source: `corpus ${t.path}`,
    path: join(root, t.path),
  }));
  return { files, unusable: manifest.badTranscripts };
}

/** `AAPL_2024_Q4.txt`: ticker, fiscal year and quarter in the file name. */
const NAMED = /^([A-Za-z][A-Za-z0-9.-]{0,9})_(\d{4})_Q([1-4])\.txt$/;

/**
 * The transcripts of a folder (searched recursively): its `manifest.json`'s list when it has one,
 * else every `<TICKER>_<fiscal year>_Q<n>.txt` file; other files are named in `skipped`.
 */
export async function folderTranscripts(dir: string): Promise<{ files: TranscriptFile[]; skipped: string[] }> {
  const root = resolve(dir);
  const listed = await corpusTranscripts(root).catch(() => null);
  if (listed) return { files: listed.files, skipped: [] };
  const files: TranscriptFile[] = [];
  const skipped: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    // Symbolic links too: a folder of links to transcripts kept elsewhere.
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const m = NAMED.exec(basename(path));
    if (!m) {
      skipped.push(relative(root, path));
      continue;
    }
    files.push({
      ticker: m[1]!.toUpperCase(),
      fiscalYear: Number(m[2]),
      fiscalQuarter: Number(m[3]),
      callDate: null,
      source: `folder ${relative(root, path)}`,
      path,
    });
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, skipped };
}

export function readTranscriptText(file: TranscriptFile): Promise<string> {
  return readFile(file.path, "utf8");
}
