import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { corpusDocumentType, corpusFileName, corpusPrimaryDocument, loadCorpusManifest, type CorpusFiling } from "../edgar/corpus-manifest.js";
import { classifyFile, type FilingSource } from "./filing-source.js";

/**
 * The filings of a local corpus, from its `manifest.json`: given the corpus folder or the
 * manifest file itself. Files get the types EDGAR's index shows and are classified exactly as
 * the EDGAR path classifies them, so both paths store the same rows.
 */
export async function corpusSources(dirOrManifest: string): Promise<FilingSource[]> {
  const root = dirOrManifest.endsWith(".json") ? dirname(resolve(dirOrManifest)) : resolve(dirOrManifest);
  const manifest = await loadCorpusManifest(root);
  return manifest.filings.map((entry) => sourceOf(root, entry));
}

function sourceOf(root: string, entry: CorpusFiling): FilingSource {
  const primary = corpusPrimaryDocument(entry);
  return {
    accession: entry.accession,
    cik: entry.cik,
    ticker: entry.ticker,
    company: entry.company,
    form: entry.form,
    filedDate: entry.filing_date,
    periodEnd: entry.report_date,
    primaryDocument: primary,
    isInlineXbrl: entry.is_inline_xbrl,
    origin: join(root, entry.files[0] ? dirname(entry.files[0].path) : ""),
    files: entry.files.map((f) => {
      const name = corpusFileName(f);
      const type = corpusDocumentType(entry, f);
      return { name, role: classifyFile(name, type, primary, entry.form), type, size: f.bytes, read: () => readFile(join(root, f.path)) };
    }),
  };
}
