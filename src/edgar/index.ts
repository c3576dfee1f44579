export { EDGAR_DEFAULTS, SEC_DATA_URL, SEC_WWW_URL, USER_AGENT_EXAMPLE, type EdgarConfig } from "./edgar-config.js";
export {
  EDGAR_ERROR_CODES,
  EdgarError,
  EdgarNotFoundError,
  EdgarRateLimitedError,
  EdgarUnavailableError,
  EdgarUserAgentError,
  type EdgarErrorCode,
} from "./edgar-errors.js";
export { LocalRequestGate, SEC_MAX_REQUESTS_PER_SECOND, sharedRequestGate, type LocalRequestGateOptions, type RequestGate } from "./request-gate.js";
export { asEdgarCaller, FairShareGate } from "./fair-share-gate.js";
export { DiskCache, IMMUTABLE, type CacheFreshness } from "./disk-cache.js";
export { EdgarHttp, checkedUserAgent } from "./edgar-http.js";
export { EdgarClient, type EdgarClientDeps } from "./edgar-client.js";
export { type EdgarFilingSource, type EdgarSourceFile } from "./edgar-filing-source.js";
export { type FilingQuery } from "./filing-query.js";
export { type CompanyTicker } from "./company-tickers.js";
export {
  type CompanyProfile,
  type CompanySubmissions,
  type SubmissionEntry,
  type SubmissionsFileRef,
  type SubmissionsPage,
} from "./submissions.js";
export { parseFilingIndexPage, type FilingIndexPage, type IndexDocument } from "./filing-index-page.js";
export { parseDirectoryListing, type ListingItem } from "./directory-listing.js";
export { accessionNoDashes, paddedCik } from "./edgar-urls.js";
export { startReplica, type Replica, type ReplicaOptions, type ReplicaRequest } from "./replica.js";
export { corpusDocumentType, corpusFileName, corpusPrimaryDocument, loadCorpusManifest } from "./corpus-manifest.js";
export type { CorpusFiling } from "./corpus-manifest.js";
export { LOCAL_SUBMISSIONS_DIR, LocalIssuerDirectory } from "./local-submissions.js";
export { MeteredRequestGate } from "./metered-request-gate.js";
export { RedisRequestGate } from "./redis-request-gate.js";
export { shipCorpusSubmissions } from "./local-submissions.js";
