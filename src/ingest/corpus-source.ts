import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { corpusDocumentType, corpusFileName, corpusPrimaryDocument, loadCorpusManifest, type CorpusFiling } from "../edgar/index.js";
import { isRejectedSource, type FilingSource, type RejectedSource } from "../model/index.js";

/**
 * Every entry of a local corpus's `manifest.json`, in order: a filing source for each
 * well-formed entry, a rejected source (with its reason) for each malformed one. Given the
 * corpus folder or the manifest file itself.
 */
export async function corpusEntries(dirOrManifest: string): Promise<(FilingSource | RejectedSource)[]> {
  const root = dirOrManifest.endsWith(".json") ? dirname(resolve(dirOrManifest)) : resolve(dirOrManifest);
  const manifest = await loadCorpusManifest(root);
  return manifest.entries.map((e) => ("filing" in e ? sourceOf(root, e.filing) : rejected(e.label, e.reason)));
}

/** The corpus's filing sources; any malformed entry is an error (for tests and benchmarks, which expect a sound corpus). */
export async function corpusSources(dirOrManifest: string): Promise<FilingSource[]> {
  const items = await corpusEntries(dirOrManifest);
  const bad = items.filter(isRejectedSource);
  if (bad.length) throw new Error(bad.map((r) => `${r.origin}: ${r.reason}`).join("\n"));
  return items as FilingSource[];
}

function rejected(label: string, reason: string): RejectedSource {
  return { origin: label, accession: null, form: null, reason };
}

/**
 * A corpus filing as a source. Each file keeps the manifest's role (a primary document saved
 * under another name than EDGAR's is still the primary) and type, or the type EDGAR's index
 * would show; its `bytes` and `sha256` are what ingest checks the file against.
 */
function sourceOf(root: string, entry: CorpusFiling): FilingSource {
  return {
    accession: entry.accession,
    cik: entry.cik,
    ticker: entry.ticker,
    company: entry.company,
    form: entry.form,
    filedDate: entry.filing_date,
    periodEnd: entry.report_date,
    primaryDocument: corpusPrimaryDocument(entry),
    isInlineXbrl: entry.is_inline_xbrl,
    origin: join(root, entry.files[0] ? dirname(entry.files[0].path) : ""),
    files: entry.files.map((f) => ({
      name: corpusFileName(f),
      role: f.role,
      type: corpusDocumentType(entry, f),
      size: f.bytes ?? null,
      expected: { bytes: f.bytes ?? null, sha256: f.sha256 ?? null },
      read: () => readFile(join(root, f.path)),
    })),
  };
}
