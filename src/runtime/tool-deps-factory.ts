import { join } from "node:path";
import { DocumentLibrary } from "../domain/documents/index.js";
import { EquivalenceRegistry } from "../domain/equivalence/index.js";
import type { IssuerDirectory } from "../domain/filings/index.js";
import { FdsError } from "../domain/shared/index.js";
import {
  LOCAL_SUBMISSIONS_DIR,
  LocalIssuerDirectory,
  EdgarClient,
  FairShareGate,
  type EdgarConfig,
  type RequestGate,
  MeteredRequestGate,
} from "../edgar/index.js";
import type { ServiceMetrics } from "../metrics/index.js";
import { EdgarFilingFetcher } from "../ingest/index.js";
import { CachingFilingStore, ReadTracker, trackedCompanyFactsStore } from "../store/index.js";
import type { CompanyFactsStore, FilingStore } from "../store/index.js";
import { ResultCache } from "../tools/index.js";
import { EdgarCompanyFactsFetcher } from "./edgar-companyfacts.js";
import type { ToolDeps } from "../tools/index.js";

/** What the composition root hands the tools' dependencies besides the store. */
export interface ToolDepsOptions {
  /** EDGAR's settings (`FDS_SEC_*`). */
  readonly edgar: EdgarConfig;
  /** The data directory (`FDS_DATA_DIR`), where shipped submissions JSON is kept. */
  readonly dataDir: string;
  /** EDGAR's admission gate of this process (a Redis gate shares SEC's budget between processes). */
  readonly gate: RequestGate;
  /** Count EDGAR requests, throttling and result-cache hits here. */
  readonly metrics?: ServiceMetrics | null;
  /** SEC's company facts on the same database; absent: the tools answer from stored filings only. */
  readonly companyFacts?: CompanyFactsStore;
}

/** EDGAR requests per second one caller (a key, or an IP without one) may have of SEC's 10. */
const EDGAR_SHARE_PER_CALLER = 4;

/**
 * The tools' dependencies of every process (see open-runtime.ts), built once per process. Reads
 * go through an in-memory cache of filings' facts, and read-only tools' results are kept per
 * store generation (both kept fresh through the invalidations log);
 * EDGAR fetching (filings, and SEC's company facts of a company none are loaded of) is on only
 * when `FDS_SEC_USER_AGENT` is set: without it a cache miss answers
 * 503 `edgar_unavailable` rather than sending anonymous requests SEC would refuse. Issuer
 * profiles then come from the submissions JSON a corpus shipped (`fds ingest <corpus>` copies it
 * into the data directory).
 */
export function buildToolDeps(store: FilingStore, options: ToolDepsOptions): ToolDeps {
  const { edgar, metrics } = options;
  // One tracker per runtime: the caching store notes reads in it, the result cache tracks with it.
  const reads = new ReadTracker();
  const cached = new CachingFilingStore(store, { reads });
  const baseGate = options.gate;
  const metered = metrics
    ? new MeteredRequestGate(baseGate, {
        admitted: (ms) => (metrics.edgarRequests.inc(), metrics.edgarGateWait.observe(ms / 1000)),
        paused: () => metrics.edgarThrottled.inc(),
      })
    : baseGate;
  const gate = new FairShareGate(metered, EDGAR_SHARE_PER_CALLER);
  // What read EDGAR's changing metadata is kept by the result cache for a while only.
  const client = edgar.userAgent === null ? null : new EdgarClient(edgar, { gate, onChangingRead: reads.noteChangingRead });
  const results = new ResultCache(cached);
  metrics?.countLookups("results", () => results.counts());
  return {
    store: cached,
    documents: new DocumentLibrary(cached),
    fetcher: client === null ? null : new EdgarFilingFetcher(client, cached),
    issuers: client ?? shippedIssuers(new LocalIssuerDirectory(join(options.dataDir, LOCAL_SUBMISSIONS_DIR))),
    registry: new EquivalenceRegistry(),
    results,
    ...(options.companyFacts ? { companyFacts: trackedCompanyFactsStore(options.companyFacts, reads) } : {}),
    ...(options.companyFacts && client !== null
      ? { companyFactsFetcher: new EdgarCompanyFactsFetcher(client, { companyFacts: options.companyFacts, filings: cached }) }
      : {}),
  };
}

/**
 * The tools' dependencies without EDGAR, caches or background parts: a store (and SEC's company
 * facts when given) and what is read from it. For commands that answer from the store alone
 * (`fds transcripts ingest`), scripts and tests.
 */
export function offlineToolDeps(store: FilingStore, companyFacts?: CompanyFactsStore): ToolDeps {
  return {
    store,
    fetcher: null,
    registry: new EquivalenceRegistry(),
    documents: new DocumentLibrary(store),
    ...(companyFacts ? { companyFacts } : {}),
  };
}

/** Issuers from shipped submissions JSON; one that was not shipped is `edgar_unavailable`, as without them. */
function shippedIssuers(local: LocalIssuerDirectory): IssuerDirectory {
  const unavailable = (what: string) =>
    new FdsError("edgar_unavailable", `EDGAR is not configured (set FDS_SEC_USER_AGENT) and no corpus shipped ${what}`);
  return {
    async lookupCik(ticker) {
      const cik = await local.lookupCik(ticker);
      if (cik === undefined) throw unavailable("a ticker map");
      return cik;
    },
    async getSubmissions(cik) {
      const submissions = await local.findSubmissions(cik);
      if (submissions === null) throw unavailable(`the submissions of CIK ${cik}`);
      return submissions;
    },
  };
}
