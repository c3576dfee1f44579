import {
  edgarFilingUrl,
  EMPTY_LINKBASES,
  type DocumentBuild,
  type Fact,
  type FilingDocument,
  type FilingFile,
  type FilingIssue,
  type FilingMeta,
  type FilingRecord,
  type Linkbases,
  type TextBlock,
} from "../model/index.js";
import { detectSections, toMarkdown } from "../parse/document/index.js";
import { parseLinkbases, type TaxonomyFile } from "../parse/linkbase/index.js";
import { buildFacts, InlineXbrlReader, NoXbrlError, readXbrlInstance, type XbrlReadResult } from "../parse/xbrl/index.js";
import type { FilingSource } from "../model/index.js";
import { loadSource, SEC_HEADER_SUFFIX, type LoadedFile, type LoadedSource } from "./load-source.js";
import { documentBuildOf } from "./document-build.js";
import { PIPELINE_VERSION } from "./pipeline-version.js";

const TAXONOMY_ROLES = new Set(["schema", "linkbase_pre", "linkbase_cal", "linkbase_lab", "linkbase_def"]);
const HTML = /\.html?$/i;

/** A filing that cannot be stored as a whole; nothing of it is written. */
export class FilingReadError extends Error {
  readonly code = "filing_unreadable";
  constructor(origin: string, cause: Error) {
    super(`${origin}: ${cause.message}`, { cause });
    this.name = "FilingReadError";
  }
}

export interface ReadOptions {
  /**
   * Build the full-text index blocks (markdown of every document, by section). On by default;
   * the ingest benchmark turns it off to time fact parsing alone.
   */
  readonly textBlocks?: boolean;
}

/**
 * Reads a filing from its source into the record ingest stores: file list, facts (from the
 * inline documents when the filing is inline XBRL, else from its instance), linkbases and
 * metadata (the source's, completed and corrected by the filing's own dei facts).
 */
export async function readFiling(source: FilingSource, options: ReadOptions = {}): Promise<FilingRecord> {
  return (await buildFiling(source, options)).record;
}

/** A filing read from its source, and how: what `saveFiling` records as its build. */
export interface BuiltFiling {
  readonly record: FilingRecord;
  readonly build: { readonly sourceHash: string; readonly pipelineVersion: string };
}

/** `readFiling`, with the build to store beside the record. */
export async function buildFiling(source: FilingSource, options: ReadOptions = {}): Promise<BuiltFiling> {
  return parseLoaded(await loadFilingSource(source), options);
}

/** Reads, checks and hashes a filing's files (no parsing); fails as `readFiling` does. */
export async function loadFilingSource(source: FilingSource): Promise<LoadedSource> {
  try {
    return await loadSource(source);
  } catch (err) {
    throw new FilingReadError(source.origin, err as Error);
  }
}

/** Parses loaded files into the record to store. */
export function parseLoaded(input: LoadedSource, options: ReadOptions = {}): BuiltFiling {
  const { source, loaded, files, accession } = input;
  try {
    const xbrl = readXbrl(loaded);
    const { facts, issues } = xbrl ? buildFacts(xbrl.result, accession) : { facts: [], issues: [] as FilingIssue[] };
    if (!xbrl)
      issues.push({
        code: "no_xbrl",
        message: "the filing has no XBRL: stored with its documents only",
        document: source.primaryDocument,
        elementId: null,
        concept: null,
      });
    const linkbases = readLinkbases(loaded);
    const meta = filingMeta(source, accession, facts, xbrl?.inline ?? null, secHeaderCompany(loaded));
    const documents = documentsOf(files, loaded);
    const documentBuilds: DocumentBuild[] = [];
    const textBlocks = options.textBlocks === false ? [] : textBlocksOf(documents, source.form, issues, documentBuilds);
    return {
      record: {
        meta,
        files: [...files],
        documents,
        facts,
        linkbases,
        ...(xbrl ? { xbrl: xbrl.result.declarations } : {}),
        issues,
        textBlocks,
        ...(options.textBlocks === false ? {} : { documentBuilds }),
      },
      build: { sourceHash: input.sourceHash, pipelineVersion: PIPELINE_VERSION },
    };
  } catch (err) {
    throw new FilingReadError(source.origin, err as Error);
  }
}

/** Facts come from the inline document set when there is one: it locates each fact in the document. */
function readXbrl(loaded: ReadonlyMap<string, LoadedFile>): { result: XbrlReadResult; inline: boolean } | null {
  const reader = new InlineXbrlReader();
  let inline = false;
  for (const { file, text } of loaded.values()) {
    if ((file.role !== "primary" && file.role !== "exhibit") || !HTML.test(file.name)) continue;
    try {
      reader.read(file.name, text());
      inline = true;
    } catch (err) {
      // A primary or exhibit without XBRL is an ordinary document; anything else is fatal.
      if (!(err instanceof NoXbrlError)) throw err;
    }
  }
  if (inline) return { result: reader.result(), inline: true };
  const instance = [...loaded.values()].find((l) => l.file.role === "xbrl_instance");
  if (!instance) return null;
  return { result: readXbrlInstance(instance.file.name, instance.text()), inline: false };
}

function readLinkbases(loaded: ReadonlyMap<string, LoadedFile>): Linkbases {
  const taxonomy: TaxonomyFile[] = [];
  for (const { file, text } of loaded.values()) {
    if (TAXONOMY_ROLES.has(file.role)) taxonomy.push({ name: file.name, role: file.role, text: text() });
  }
  return taxonomy.length ? parseLinkbases(taxonomy) : EMPTY_LINKBASES;
}

/** The primary document and exhibits as text, in the files' order. */
function documentsOf(files: readonly FilingFile[], loaded: ReadonlyMap<string, LoadedFile>): FilingDocument[] {
  return files.flatMap((f) => {
    const l = loaded.get(f.name);
    return l && (f.role === "primary" || f.role === "exhibit") ? [{ name: f.name, role: f.role, type: f.type, text: l.text() }] : [];
  });
}

/**
 * The markdown blocks of every document, for the full-text index: the same `toMarkdown` the
 * document routes use, so `start`/`end` slice the markdown they serve. A document whose markdown
 * cannot be made is left out (and noted); search then falls back to scanning it. Each markdown
 * made is added to `builds` when given, for the document routes to read instead of converting.
 */
export function textBlocksOf(
  documents: readonly FilingDocument[],
  form: string,
  issues: FilingIssue[],
  builds?: DocumentBuild[],
): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const d of documents) {
    try {
      const doc = toMarkdown(d.text);
      builds?.push(documentBuildOf(d.name, doc));
      const sections = detectSections(doc, form);
      for (const b of doc.blocks) {
        // The same rule as the scan (filing-text-search): the first section holding the block's start.
        const section = sections.find((x) => b.start >= x.start && b.start < x.end) ?? null;
        const text = doc.markdown.slice(b.textStart, b.end);
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        blocks.push({
          document: d.name,
          ordinal: blocks.length,
          kind: b.kind,
          sectionKey: section?.key ?? null,
          sectionTitle: section?.title ?? null,
          start: b.start,
          end: b.end,
          textStart: b.textStart,
          text,
        });
      }
    } catch (err) {
      issues.push({
        code: "text_index_failed",
        message: `no full-text index for ${d.name}: ${(err as Error).message}`,
        document: d.name,
        elementId: null,
        concept: null,
      });
    }
  }
  return blocks;
}

/** `COMPANY CONFORMED NAME` of the filer in the filing's SEC header, when the filing has one. */
function secHeaderCompany(loaded: ReadonlyMap<string, LoadedFile>): string | null {
  for (const { file, bytes } of loaded.values()) {
    if (!file.name.endsWith(SEC_HEADER_SUFFIX)) continue;
    const name = /COMPANY CONFORMED NAME:\s*(.+)/.exec(bytes.toString("latin1"))?.[1]?.trim();
    if (name) return name;
  }
  return null;
}

/** The first dei fact of a concept in document order, preferring one without dimensions. */
function dei(facts: readonly Fact[], local: string): Fact | undefined {
  const concept = `dei:${local}`;
  const all = facts.filter((f) => f.concept === concept && f.value !== null);
  return all.find((f) => f.axisKey === "") ?? all[0];
}

function filingMeta(
  source: FilingSource,
  accession: string,
  facts: readonly Fact[],
  inline: boolean | null,
  headerName: string | null,
): FilingMeta {
  const periodFact = dei(facts, "DocumentPeriodEndDate");
  // The period end is the end date of DocumentPeriodEndDate's context: its shown value is
  // sometimes a text date ("September 28, 2024") or, rarely, wrong.
  const periodEnd = periodFact
    ? periodFact.period.kind === "duration"
      ? periodFact.period.end
      : periodFact.period.kind === "instant"
        ? periodFact.period.instant
        : null
    : null;
  const cikText = dei(facts, "EntityCentralIndexKey")?.value;
  const cik = cikText && /^\d+$/.test(cikText) ? Number(cikText) : source.cik;
  const fiscalYear = Number(dei(facts, "DocumentFiscalYearFocus")?.value);
  const synthetic = source.accession === null;
  return {
    accession,
    accessionIsSynthetic: synthetic,
    cik,
    ticker: dei(facts, "TradingSymbol")?.value?.toUpperCase() ?? source.ticker,
    // The name as of the filing: dei, else the filing's own SEC header, else the source's (current) name.
    company: dei(facts, "EntityRegistrantName")?.value ?? headerName ?? source.company,
    form: source.form,
    filedDate: source.filedDate,
    periodEnd: periodEnd ?? source.periodEnd,
    fiscalYear: Number.isInteger(fiscalYear) && fiscalYear > 1900 ? fiscalYear : null,
    fiscalPeriod: dei(facts, "DocumentFiscalPeriodFocus")?.value?.toUpperCase() ?? null,
    fiscalYearEnd: dei(facts, "CurrentFiscalYearEndDate")?.value ?? null,
    primaryDocument: source.primaryDocument,
    url: !synthetic && cik !== null ? edgarFilingUrl(cik, accession, source.primaryDocument ?? "") : null,
    isInlineXbrl: inline === true ? true : (source.isInlineXbrl ?? inline),
  };
}
