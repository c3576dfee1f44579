export type { EdgarConfig } from "./edgar-config.js";
export {
  EdgarError,
  EdgarNotFoundError,
  EdgarRateLimitedError,
  type EdgarErrorCode,
} from "./edgar-errors.js";
export { LocalRequestGate, type RequestGate } from "./request-gate.js";
export { asEdgarCaller, FairShareGate } from "./fair-share-gate.js";
export { EdgarClient } from "./edgar-client.js";
export type {
  CompanySubmissions,
  SubmissionEntry,
} from "./submissions.js";
export { startReplica, type Replica } from "./replica.js";
export { corpusDocumentType, corpusFileName, corpusPrimaryDocument, loadCorpusManifest } from "./corpus-manifest.js";
export type { CorpusFiling } from "./corpus-manifest.js";
export { LOCAL_SUBMISSIONS_DIR, LocalIssuerDirectory } from "./local-submissions.js";
export { MeteredRequestGate } from "./metered-request-gate.js";
export { RedisRequestGate } from "./redis-request-gate.js";
export { shipCorpusSubmissions } from "./local-submissions.js";
export { COMPANY_FACTS_NAME, parseCompanyFacts } from "./companyfacts.js";
export type { CompanyFactsEntry, CompanyFactsFile } from "./companyfacts.js";
