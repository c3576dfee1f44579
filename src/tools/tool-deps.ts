import type { ExtractionStorePort, FetcherPort, FilingFetcher, IssuersPort, StorePort } from "../domain/shared/index.js";
import type { EquivalenceRegistry, RegistryPort } from "../domain/equivalence/index.js";
import type { IssuerDirectory } from "../domain/filings/index.js";
import type { FilingStore, InvalidationFeed, EstimateStore, ExtractionStore, CompanyFactsStore } from "../store/index.js";
import type { CompanyFactsFetcher, CompanyFactsPort } from "../domain/companyfacts/index.js";
import type { ResultCache } from "./result-cache.js";
import type { Webhooks } from "../domain/webhooks/index.js";
import type { JobQueue } from "../jobs/index.js";
import type { ProposerPort, SpanProposer } from "../domain/extractions/index.js";
import type { EvidenceModel, EvidenceModelPort } from "../domain/evidence/index.js";
import type { DocumentLibrary, DocumentsPort } from "../domain/documents/index.js";

/**
 * Everything a tool needs, built once by the composition root and shared by HTTP and MCP. It
 * extends every port the domain declares, so it is passed unchanged to each domain function.
 */
export interface ToolDeps
  extends StorePort,
    FetcherPort,
    RegistryPort,
    IssuersPort,
    ExtractionStorePort,
    ProposerPort,
    EvidenceModelPort,
    DocumentsPort,
    CompanyFactsPort {
  readonly store: FilingStore;
  /** Stored documents with what is built from them (markdown, sections, tables), kept per runtime. */
  readonly documents: DocumentLibrary;
  /** Fetches a missing filing from EDGAR into the store; null when EDGAR is not configured. */
  readonly fetcher: FilingFetcher | null;
  readonly registry: EquivalenceRegistry;
  /** EDGAR's issuer submissions (MCP's get_issuer_submissions_meta); null when EDGAR is not configured. */
  readonly issuers?: IssuerDirectory | null;
  /** Serialized results of cacheable tools for the current store generation; absent: no caching. */
  readonly results?: ResultCache;
  /** The invalidations feed (`GET /api/invalidations`) and its retention; absent: 503. */
  readonly invalidations?: { readonly feed: InvalidationFeed; readonly retentionDays: number };
  /** Webhook subscriptions, test pings and delivery history (`/api/webhooks/...`); absent: 503. */
  readonly webhooks?: Webhooks;
  /** Background jobs (warm_metric_cache): submit and poll; absent or null when no engine is configured. */
  readonly jobs?: JobQueue | null;
  /** Transcripts and cached extraction results (`/api/extractions`, `/api/documents/...`); absent: 503. */
  readonly extractions?: ExtractionStore;
  /** A language model that proposes spans (OpenAI-compatible, FDS_LLM_*); absent or null: rules only. */
  readonly proposer?: SpanProposer | null;
  /** A language model that advises the evidence planner (same FDS_LLM_* settings); absent or null: deterministic only. */
  readonly evidenceModel?: EvidenceModel | null;
  /** Analyst estimates (`/api/estimates/...`); absent or null: 503 estimates_unavailable. */
  readonly estimates?: EstimateStore | null;
  /** SEC's company facts (`fds ingest-companyfacts`): metric, series, concept and frames answer from them; absent or null: stored filings only. */
  readonly companyFacts?: CompanyFactsStore | null;
  /** Loads a company's facts from EDGAR when none are loaded (EDGAR configured, company facts store open); absent or null: never fetched. */
  readonly companyFactsFetcher?: CompanyFactsFetcher | null;
}
