import type { DocumentsPort } from "./document-library.js";
import path from "node:path";
import type { FilingMeta } from "../../model/index.js";
import { corpusSources, ingestSources } from "../../ingest/index.js";
import { FdsError, type FetcherPort, filingRefOf, findPeriodFiling, type StorePort } from "../shared/index.js";
import { loadDocument } from "./document-source.js";
import type { IngestIssue, IngestResponse } from "./ingest-response.js";

const EDGAR_ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

/** A filing to ingest: by accession (stored, or from a corpus), or by ticker, form and fiscal period (fetched from EDGAR). */
export interface FilingIngestRequest {
  readonly accession: string | null;
  readonly ticker: string | null;
  readonly form: "10-K" | "10-Q" | null;
  readonly fiscalYear: number | null;
  readonly quarter: number | null;
  /** A corpus folder (or its manifest.json) on the server, for an operator: the filing of `accession` (or every one of `ticker`) is read from it. */
  readonly corpusPath: string | null;
}

/**
 * Ingests a filing through HTTP. Idempotent: a filing already stored with the same content
 * answers `unchanged`. By ticker and fiscal period it is fetched from EDGAR when the store lacks
 * it (503 when EDGAR is not configured); from a corpus, the manifest's entry is read and stored.
 */
export async function ingestFiling(deps: StorePort & FetcherPort & DocumentsPort, req: FilingIngestRequest): Promise<IngestResponse> {
  if (req.corpusPath) return fromCorpus(deps, req);
  if (req.accession) {
    const filing = await deps.store.getFiling(req.accession);
    if (filing) return describe(deps, filing, "unchanged", []);
    if (!req.ticker)
      throw new FdsError(
        "filing_not_found",
        `no filing ${req.accession} is stored; give its ticker to fetch it from EDGAR, or a corpus_path that holds it`,
      );
    // A synthetic id (fds-...) names a filing stored without an accession: EDGAR has nothing under it.
    if (!EDGAR_ACCESSION.test(req.accession))
      throw new FdsError(
        "filing_not_found",
        `no filing ${req.accession} is stored, and it is not an EDGAR accession (0000320193-24-000123) to fetch`,
      );
    if (!deps.fetcher?.fetchAccession)
      throw new FdsError("edgar_unavailable", "fetching from EDGAR is not configured (FDS_SEC_USER_AGENT)");
    const fetched = await deps.fetcher.fetchAccession(req.ticker, req.accession);
    return describe(deps, fetched.filing, fetched.fetched ? "fetched" : "unchanged", []);
  }
  if (!req.ticker || req.fiscalYear === null || req.quarter === null)
    throw new FdsError("bad_request", "give an accession, or ticker, year and quarter (with form), or corpus_path");
  if (req.form !== null && (req.form === "10-K") !== (req.quarter === 4))
    throw new FdsError("bad_request", `quarter ${req.quarter} is reported on ${req.quarter === 4 ? "10-K" : "10-Q"}, not ${req.form}`);
  const found = await findPeriodFiling(deps, { ticker: req.ticker, fiscalYear: req.fiscalYear, quarter: req.quarter, cacheOnly: false });
  return describe(deps, found.filing, found.cacheStatus === "fetched" ? "fetched" : "unchanged", []);
}

async function fromCorpus(deps: StorePort & DocumentsPort, req: FilingIngestRequest): Promise<IngestResponse> {
  if (!req.accession && !req.ticker)
    throw new FdsError("bad_request", "with corpus_path give the accession (or ticker) of the filing to ingest");
  let sources: Awaited<ReturnType<typeof corpusSources>>;
  try {
    sources = await corpusSources(path.resolve(req.corpusPath as string));
  } catch (err) {
    throw new FdsError("bad_request", `corpus_path ${req.corpusPath} is not a readable corpus: ${(err as Error).message}`);
  }
  const wanted = sources.filter((s) =>
    req.accession ? s.accession === req.accession : s.ticker?.toUpperCase() === req.ticker?.toUpperCase(),
  );
  const one = wanted[0];
  if (!one || (req.accession === null && wanted.length !== 1)) {
    throw new FdsError(
      "not_found",
      req.accession
        ? `the corpus has no filing ${req.accession}`
        : `the corpus has ${wanted.length} filings of ${req.ticker?.toUpperCase()}: give the accession`,
    );
  }
  const [outcome] = await ingestSources([one], deps.store);
  if (!outcome || outcome.error !== null || outcome.accession === null)
    throw new FdsError("bad_request", `the corpus filing could not be read: ${outcome?.error ?? "unknown error"}`);
  const filing = await deps.store.getFiling(outcome.accession);
  if (!filing) throw new FdsError("internal_error", `filing ${outcome.accession} was ingested but is not stored`);
  const issues: IngestIssue[] =
    outcome.issues > 0 ? [{ code: "parse_issues", message: `${outcome.issues} issue(s) while parsing; see describe_filing` }] : [];
  return describe(deps, filing, outcome.saved === "unchanged" ? "unchanged" : "stored", issues);
}

async function describe(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
  status: IngestResponse["status"],
  issues: IngestIssue[],
): Promise<IngestResponse> {
  const [files, facts, stored] = await Promise.all([
    deps.store.getFiles(filing.accession),
    deps.store.getFacts(filing.accession),
    deps.store.getIssues(filing.accession),
  ]);
  let sections = 0;
  let tables = 0;
  let markdown = 0;
  try {
    const { artifacts } = await loadDocument(deps, filing, null);
    sections = artifacts.sections().length;
    tables = artifacts.tables().length;
    markdown = artifacts.doc.markdown.length;
  } catch (err) {
    if (!(err instanceof FdsError && err.code === "not_found")) throw err;
    issues.push({ code: "no_primary_document", message: "the primary document is not stored: no markdown, sections or extractions" });
  }
  return {
    id: filing.accession,
    source_type: "filing",
    status,
    stored: {
      filing: filingRefOf(filing, status === "fetched" ? "fetched" : "cached"),
      documents: files
        .filter((f) => f.role === "primary" || f.role === "exhibit")
        .map((f) => ({ name: f.name, role: f.role, type: f.type })),
    },
    counts: { facts: facts.length, files: files.length, sections, tables, markdown_chars: markdown, issues: stored.length },
    issues: [...issues, ...stored.slice(0, 20).map((i) => ({ code: i.code, message: i.message }))],
  };
}
