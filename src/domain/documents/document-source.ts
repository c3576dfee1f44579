import type { FilingFile, FilingMeta } from "../../model/index.js";
import type { DocumentArtifacts } from "./document-cache.js";
import type { DocumentsPort } from "./document-library.js";
import { type CacheStatus, FdsError, type FetcherPort, findPeriodFiling, reportsPeriod, type StorePort } from "../shared/index.js";

/**
 * Which filing and document a document tool reads: an accession, or a ticker (or CIK) with a
 * fiscal year and quarter (4 = the annual report); `formType` picks an amendment ("10-K/A").
 */
export interface DocumentSelector {
  readonly accession?: string | null;
  readonly ticker?: string | null;
  readonly cik?: number | null;
  readonly year?: number | null;
  readonly quarter?: number | null;
  readonly formType?: string | null;
  /** File name in the filing; default the primary document. */
  readonly primaryDocument?: string | null;
  /** Never fetch from EDGAR (playground, cached_only). */
  readonly cacheOnly: boolean;
}

/** A stored document of a filing, with its computed markdown, sections and tables. */
export interface LoadedDocument {
  readonly filing: FilingMeta;
  readonly cacheStatus: CacheStatus;
  readonly file: FilingFile;
  readonly artifacts: DocumentArtifacts;
}

/** Resolves a selector to one filing (store first, EDGAR when allowed). */
export async function selectFiling(
  deps: StorePort & FetcherPort,
  sel: DocumentSelector,
): Promise<{ filing: FilingMeta; cacheStatus: CacheStatus }> {
  if (sel.accession) {
    const filing = await deps.store.getFiling(sel.accession);
    if (!filing) throw new FdsError("filing_not_found", `no filing ${sel.accession} is stored`, { accession: sel.accession });
    if (sel.cik != null && filing.cik !== null && filing.cik !== sel.cik)
      throw new FdsError("bad_request", `filing ${sel.accession} belongs to CIK ${filing.cik}, not ${sel.cik}`);
    if (sel.ticker && filing.ticker && filing.ticker.toUpperCase() !== sel.ticker.toUpperCase())
      throw new FdsError("bad_request", `filing ${sel.accession} is ${filing.ticker}'s, not ${sel.ticker.toUpperCase()}'s`);
    return { filing, cacheStatus: "cached" };
  }
  if (sel.year == null || sel.quarter == null || (!sel.ticker && sel.cik == null)) {
    throw new FdsError("bad_request", "select a filing by accession, or by ticker (or cik), year and quarter");
  }
  const ticker = sel.ticker ?? (await tickerOfCik(deps, sel.cik as number));
  const wanted = sel.formType?.trim().toUpperCase() || null;
  if (wanted?.endsWith("/A")) {
    // Amendments never stand in for the original; they are read only when asked for by form.
    const stored = (await deps.store.listFilings({ ticker: ticker.toUpperCase() })).filter(
      (f) => f.form.toUpperCase() === wanted && reportsPeriod(f, sel.year as number, sel.quarter as number),
    );
    const latest = stored.sort((a, b) => (b.filedDate ?? "").localeCompare(a.filedDate ?? ""))[0];
    if (!latest)
      throw new FdsError(
        "filing_not_found",
        `no ${wanted} of ${ticker.toUpperCase()} for fiscal ${sel.year} ${sel.quarter === 4 ? "annual report" : `Q${sel.quarter}`} is stored`,
      );
    return { filing: latest, cacheStatus: "cached" };
  }
  const found = await findPeriodFiling(deps, { ticker, fiscalYear: sel.year, quarter: sel.quarter, cacheOnly: sel.cacheOnly });
  if (wanted && found.filing.form.toUpperCase() !== wanted) {
    throw new FdsError(
      "filing_not_found",
      `${ticker.toUpperCase()} fiscal ${sel.year} quarter ${sel.quarter} is reported on ${found.filing.form}, not ${wanted}`,
      { form: found.filing.form },
    );
  }
  if (sel.cik != null && found.filing.cik !== null && found.filing.cik !== sel.cik)
    throw new FdsError("bad_request", `${ticker.toUpperCase()} is CIK ${found.filing.cik}, not ${sel.cik}`);
  return found;
}

async function tickerOfCik(deps: StorePort, cik: number): Promise<string> {
  const ticker = (await deps.store.listFilings({ cik })).find((f) => f.ticker)?.ticker;
  if (!ticker) throw new FdsError("filing_not_found", `no filing of CIK ${cik} is stored`, { cik });
  return ticker;
}

/**
 * Loads one document of a filing (the primary by default) and its artifacts through the
 * runtime's document library. The primary is the stored file whose role is `primary`: its name may differ from EDGAR's
 * (`filing.primaryDocument`) when the source saved it under another, and asking for it by
 * EDGAR's name finds it too.
 */
export async function loadDocument(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
  name: string | null,
): Promise<{ file: FilingFile; artifacts: DocumentArtifacts }> {
  const files = await deps.store.getFiles(filing.accession);
  const primary = files.find((f) => f.role === "primary" && f.name === filing.primaryDocument) ?? files.find((f) => f.role === "primary");
  const wanted = name ?? primary?.name ?? filing.primaryDocument ?? null;
  const file =
    wanted === null ? undefined : (files.find((f) => f.name === wanted) ?? (wanted === filing.primaryDocument ? primary : undefined));
  const artifacts = file ? await deps.documents.artifacts(filing, file) : null;
  if (!file || !artifacts) {
    const readable = files.filter((f) => f.role === "primary" || f.role === "exhibit").map((f) => f.name);
    throw new FdsError(
      "not_found",
      `${filing.accession} has no stored document ${wanted ?? "(no primary document)"}; stored documents: ${readable.join(", ") || "none"}`,
      { documents: readable },
    );
  }
  return { file, artifacts };
}

/** Selects a filing and loads its document: the common first step of every document tool. */
export async function loadFilingDocument(deps: StorePort & FetcherPort & DocumentsPort, sel: DocumentSelector): Promise<LoadedDocument> {
  const { filing, cacheStatus } = await selectFiling(deps, sel);
  const { file, artifacts } = await loadDocument(deps, filing, sel.primaryDocument ?? null);
  return { filing, cacheStatus, file, artifacts };
}
