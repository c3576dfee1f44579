import { indexTickers, normalizeTicker, parseCompanyTickers, type CompanyTicker } from "./company-tickers.js";
import { parseDirectoryListing } from "./directory-listing.js";
import { DiskCache, IMMUTABLE, type CacheFreshness } from "./disk-cache.js";
import { EdgarNotFoundError } from "./edgar-errors.js";
import type { EdgarConfig } from "./edgar-config.js";
import { buildEdgarFilingSource, type EdgarFilingSource } from "./edgar-filing-source.js";
import { EdgarHttp } from "./edgar-http.js";
import {
  COMPANY_TICKERS_PATH,
  companyFactsPath,
  directoryListingPath,
  documentPath,
  filingFolderPath,
  filingIndexPagePath,
  submissionsFilePath,
  submissionsPath,
} from "./edgar-urls.js";
import { parseFilingIndexPage } from "./filing-index-page.js";
import { matchesFilingQuery, mayHoldMatches, type FilingQuery } from "./filing-query.js";
import { sharedRequestGate, type RequestGate } from "./request-gate.js";
import {
  parseSubmissionsFile,
  parseSubmissionsPage,
  type CompanyProfile,
  type CompanySubmissions,
  type SubmissionEntry,
  type SubmissionsFileRef,
  type SubmissionsPage,
} from "./submissions.js";

/** Collaborators of the client; all optional. */
export interface EdgarClientDeps {
  /** Admission gate; the process-wide one at SEC's 10 requests/second by default. */
  readonly gate?: RequestGate;
  /**
   * Told of every read whose answer changes with time (the ticker map, submissions), cached or
   * not: what is computed from it may be kept only for a while.
   */
  readonly onChangingRead?: () => void;
}

/**
 * SEC EDGAR, read politely: every request through `EdgarHttp` (declared agent, shared rate gate,
 * retries, rate-limit pause) and a disk cache in front of it. Filing documents and folder
 * indexes never change once accepted, so they are cached forever; the ticker map and
 * submissions JSON change with every filing, so they are cached for `metadataTtlMs`.
 */
export class EdgarClient {
  readonly http: EdgarHttp;
  readonly cache: DiskCache;
  private readonly metadata: CacheFreshness;
  private readonly inflight = new Map<string, Promise<Buffer>>();
  private tickers: { readonly at: number; readonly index: ReadonlyMap<string, CompanyTicker> } | null = null;
  private readonly onChangingRead: () => void;

  constructor(
    readonly config: EdgarConfig,
    deps: EdgarClientDeps = {},
  ) {
    this.http = new EdgarHttp(config, deps.gate ?? sharedRequestGate());
    this.onChangingRead = deps.onChangingRead ?? (() => undefined);
    this.cache = new DiskCache(config.cacheDir);
    this.metadata = { kind: "ttl", maxAgeMs: config.metadataTtlMs };
  }

  /**
   * Bytes of an EDGAR URL through the cache. Concurrent callers of one URL share one request.
   * Failures are not cached.
   */
  async fetch(url: string, freshness: CacheFreshness): Promise<Buffer> {
    if (freshness.kind === "ttl") this.onChangingRead();
    const cached = await this.cache.get(url, freshness);
    if (cached !== null) return cached;
    const running = this.inflight.get(url);
    if (running) return running;
    const request = (async () => {
      const bytes = await this.http.get(url);
      await this.cache.put(url, bytes);
      return bytes;
    })().finally(() => this.inflight.delete(url));
    this.inflight.set(url, request);
    return request;
  }

  /** SEC's ticker map row for `ticker` (case-insensitive, `BRK.B` = `BRK-B`), or null when SEC lists no such ticker. */
  async lookupTicker(ticker: string): Promise<CompanyTicker | null> {
    this.onChangingRead();
    if (this.tickers === null || Date.now() - this.tickers.at > this.config.metadataTtlMs) {
      const bytes = await this.fetch(`${this.config.wwwUrl}${COMPANY_TICKERS_PATH}`, this.metadata);
      this.tickers = { at: Date.now(), index: indexTickers(parseCompanyTickers(bytes)) };
    }
    return this.tickers.index.get(normalizeTicker(ticker)) ?? null;
  }

  /** The CIK of `ticker`, or null when SEC lists no such ticker. */
  async lookupCik(ticker: string): Promise<number | null> {
    return (await this.lookupTicker(ticker))?.cik ?? null;
  }

  /** `/submissions/CIK##########.json` as is: profile, recent filings and the names of the extra files. */
  async getSubmissionsPage(cik: number): Promise<SubmissionsPage> {
    return parseSubmissionsPage(await this.fetch(`${this.config.dataUrl}${submissionsPath(cik)}`, this.metadata));
  }

  /** All of a company's filings: `filings.recent` and every extra file it names, newest first. */
  async getSubmissions(cik: number): Promise<CompanySubmissions> {
    const page = await this.getSubmissionsPage(cik);
    return { ...profileOf(page), filings: await this.entriesOf(page, () => true) };
  }

  /**
   * The company's XBRL company facts JSON (`/api/xbrl/companyfacts/`), cached like the submissions
   * (each filing adds to it); null when SEC has none for the CIK (a filer without XBRL).
   */
  async getCompanyFacts(cik: number): Promise<Buffer | null> {
    try {
      return await this.fetch(`${this.config.dataUrl}${companyFactsPath(cik)}`, this.metadata);
    } catch (error) {
      if (error instanceof EdgarNotFoundError) return null;
      throw error;
    }
  }

  /**
   * The company's filings matching `query`, newest first. Extra submissions files whose date
   * range cannot hold a match are not fetched.
   */
  async findFilings(cik: number, query: FilingQuery = {}): Promise<SubmissionEntry[]> {
    const page = await this.getSubmissionsPage(cik);
    const entries = await this.entriesOf(page, (ref) => mayHoldMatches(ref, query));
    return entries.filter((entry) => matchesFilingQuery(entry, query));
  }

  /**
   * The submissions row of `accession` and the company's profile. Looks in `filings.recent`
   * first and follows the extra files (older filings) only when needed. `entry` is null when
   * the company's list lacks the accession.
   */
  async findSubmission(cik: number, accession: string): Promise<{ profile: CompanyProfile; entry: SubmissionEntry | null }> {
    const page = await this.getSubmissionsPage(cik);
    const profile = profileOf(page);
    const recent = page.recent.find((e) => e.accession === accession);
    if (recent) return { profile, entry: recent };
    for (const ref of page.files) {
      const entry = (await this.submissionsFile(ref)).find((e) => e.accession === accession);
      if (entry) return { profile, entry };
    }
    return { profile, entry: null };
  }

  /**
   * A filing as a `FilingSource`: files from the folder's `index.json`, their EDGAR types from
   * `{accession}-index.html`, metadata and company from the submissions JSON. Each file's
   * `read()` fetches it (through the cache) only when called.
   */
  async getFilingSource(cik: number, accession: string): Promise<EdgarFilingSource> {
    const www = this.config.wwwUrl;
    // URLs first: building one can throw (an accession with a lone surrogate), and a request
    // started before that throw would reject with no one awaiting it.
    const listingUrl = `${www}${directoryListingPath(cik, accession)}`;
    const pageUrl = `${www}${filingIndexPagePath(cik, accession)}`;
    const [submission, listingBytes, pageBytes] = await Promise.all([
      this.findSubmission(cik, accession),
      this.fetch(listingUrl, IMMUTABLE),
      this.fetch(pageUrl, IMMUTABLE),
    ]);
    return buildEdgarFilingSource({
      cik,
      accession,
      entry: submission.entry,
      profile: submission.profile,
      listing: parseDirectoryListing(listingBytes),
      page: parseFilingIndexPage(pageBytes.toString("utf8")),
      origin: `${www}${filingFolderPath(cik, accession)}/`,
      documentUrl: (name) => `${www}${documentPath(cik, accession, name)}`,
      read: (url) => this.fetch(url, IMMUTABLE),
    });
  }

  private async submissionsFile(ref: SubmissionsFileRef): Promise<SubmissionEntry[]> {
    return parseSubmissionsFile(await this.fetch(`${this.config.dataUrl}${submissionsFilePath(ref.name)}`, this.metadata));
  }

  private async entriesOf(page: SubmissionsPage, wanted: (ref: SubmissionsFileRef) => boolean): Promise<SubmissionEntry[]> {
    const seen = new Set<string>();
    const entries: SubmissionEntry[] = [];
    const add = (list: readonly SubmissionEntry[]) => {
      for (const entry of list) {
        if (seen.has(entry.accession)) continue;
        seen.add(entry.accession);
        entries.push(entry);
      }
    };
    add(page.recent);
    for (const ref of page.files) if (wanted(ref)) add(await this.submissionsFile(ref));
    return entries;
  }
}

function profileOf(page: SubmissionsPage): CompanyProfile {
  const { cik, name, tickers, exchanges, fiscalYearEnd, sic, sicDescription } = page;
  return { cik, name, tickers, exchanges, fiscalYearEnd, sic, sicDescription };
}
