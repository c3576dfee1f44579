import { readFile } from "node:fs/promises";
import path from "node:path";
import { edgarTypeOfRole } from "../ingest/filing-source.js";
import type { FileRole } from "../model/index.js";

/** One file of a corpus filing, as `manifest.json` lists it (field names as in the file). */
export interface CorpusFile {
  /** Relative to the corpus directory; the basename is the EDGAR file name. */
  readonly path: string;
  readonly role: string;
  /** EDGAR document type (`10-K`, `EX-99.1`, `EX-101.SCH`, `GRAPHIC` ...); null for files EDGAR generates (R pages ...). */
  readonly ex_type: string | null;
  readonly bytes: number;
  readonly sha256: string;
}

/** One filing of the corpus. Nulls mean no source gave the value (see the corpus README). */
export interface CorpusFiling {
  readonly ticker: string | null;
  readonly cik: number | null;
  readonly company: string | null;
  readonly form: string;
  readonly filing_date: string | null;
  readonly report_date: string | null;
  readonly accession: string | null;
  readonly primary_document: string | null;
  readonly is_inline_xbrl: boolean | null;
  readonly files: readonly CorpusFile[];
}

/** A file of the top-level `submissions` list (real SEC submissions JSON). */
export interface CorpusDataFile {
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
}

/** The parts of the corpus `manifest.json` the EDGAR replica uses. */
export interface CorpusManifest {
  readonly filings: readonly CorpusFiling[];
  readonly submissions: readonly CorpusDataFile[];
}

/** Reads `<corpusDir>/manifest.json`, with a clear error when the directory is not a corpus. */
export async function loadCorpusManifest(corpusDir: string): Promise<CorpusManifest> {
  const file = path.join(corpusDir, "manifest.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`no corpus manifest at ${file}`, { cause: error });
  }
  const json = JSON.parse(text) as Partial<CorpusManifest>;
  if (!Array.isArray(json.filings)) throw new Error(`${file} has no filings list`);
  return { filings: json.filings, submissions: Array.isArray(json.submissions) ? json.submissions : [] };
}

/** The EDGAR file name of a corpus file. */
export function corpusFileName(file: CorpusFile): string {
  return path.posix.basename(file.path);
}

/**
 * The primary document of a corpus filing: the manifest's `primary_document`, else the file
 * whose role is `primary` (old SGML filings name it `<accession>_0001_<form>.txt`).
 */
export function corpusPrimaryDocument(filing: CorpusFiling): string | null {
  if (filing.primary_document !== null) return filing.primary_document;
  const primary = filing.files.find((f) => f.role === "primary");
  return primary ? corpusFileName(primary) : null;
}

/**
 * The EDGAR document type of a corpus file, as EDGAR's index page shows it: the manifest's
 * `ex_type`; else the form for the primary document and `EX-101.*` for XBRL files by role.
 */
export function corpusDocumentType(filing: CorpusFiling, file: CorpusFile): string | null {
  if (file.ex_type !== null) return file.ex_type;
  const name = corpusFileName(file);
  if (file.role === "primary" || name === corpusPrimaryDocument(filing)) return filing.form;
  // EDGAR lists the instance it extracts from an inline filing as "XML" (EXTRACTED XBRL INSTANCE).
  if (file.role === "xbrl_instance" && name.endsWith("_htm.xml")) return "XML";
  return edgarTypeOfRole(file.role as FileRole);
}
