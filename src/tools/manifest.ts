import type { ToolTier } from "./tiers.js";

/** One row of the spec's tool table (part 1.6): the contract every transport follows. */
export interface ManifestEntry {
  readonly name: string;
  readonly tier: ToolTier;
  /** HTTP surface; null for tools that exist only over MCP. */
  readonly http: { readonly method: "GET" | "POST"; readonly path: string } | null;
  /**
   * A read of static reference data whose spec entry declares no authentication failure
   * (`/api/tag_equivalence`, spec 4.1): any credential, even a bad one, is served as public,
   * and no request is taken from the caller's bucket.
   */
  readonly open?: true;
  /**
   * Changes what the service holds beyond caching what it read (queues a job): MCP's
   * `readOnlyHint` false. Absent: a read (fetching a missing filing into the store is caching).
   */
  readonly writes?: true;
  /**
   * Answers from the service's own data alone, never reaching EDGAR or a language model: MCP's
   * `openWorldHint` false. Absent: a cache miss may fetch from EDGAR (or ask a model).
   */
  readonly closed?: true;
}

const get = (path: string) => ({ method: "GET" as const, path });
const post = (path: string) => ({ method: "POST" as const, path });

/**
 * The spec's tool manifest, verbatim, and our tools beyond it (marked). Implementations are bound
 * to these names in `registry.ts`.
 */
export const TOOL_MANIFEST: readonly ManifestEntry[] = [
  { name: "get_financials", tier: "public", http: get("/api/financials") },
  { name: "get_filing_facts", tier: "registered", http: post("/api/filing/facts/query") },
  { name: "get_metric", tier: "public", http: get("/api/metric") },
  { name: "get_metric_series", tier: "public", http: get("/api/metric/series") },
  { name: "list_metrics", tier: "public", http: get("/api/financials/list_metrics") },
  { name: "search_metrics", tier: "public", http: get("/api/financials/search_metrics") },
  { name: "get_statement", tier: "public", http: get("/api/statement") },
  { name: "get_concept", tier: "public", http: get("/api/concept") },
  { name: "compare_concept", tier: "public", http: post("/api/concept/compare") },
  { name: "concept_trend", tier: "public", http: get("/api/concept/trend") },
  { name: "cite_concept", tier: "paid", http: post("/api/concept/cite") },
  { name: "warm_metric_cache", tier: "paid", http: post("/api/warm"), writes: true },
  { name: "warm_metric_cache_status", tier: "paid", http: get("/api/warm/{job_id}"), closed: true },
  { name: "get_tag_equivalence_registry", tier: "public", http: get("/api/tag_equivalence"), open: true, closed: true },
  { name: "get_filings", tier: "public", http: get("/api/filings") },
  { name: "get_event_filings", tier: "public", http: get("/api/filings/events") },
  { name: "describe_filing", tier: "public", http: get("/api/filing/describe") },
  { name: "get_filing_document", tier: "registered", http: get("/api/filing/document") },
  { name: "get_filing_sections", tier: "public", http: get("/api/sections") },
  { name: "get_filing_cover_facts", tier: "registered", http: get("/api/filing/cover-facts") },
  { name: "get_filing_evidence", tier: "paid", http: post("/api/filing/evidence") },
  { name: "get_issuer_submissions_meta", tier: "public", http: null },
  { name: "get_filing_tables", tier: "public", http: get("/api/tables") },
  { name: "search_filing_tables", tier: "public", http: get("/api/tables/search") },
  { name: "compare_filing_tables", tier: "public", http: post("/api/tables/compare") },
  { name: "search_filing_text", tier: "registered", http: get("/api/filing/text/search") },
  { name: "get_filing_extractions", tier: "paid", http: post("/api/extractions") },
  { name: "search_extractions", tier: "paid", http: get("/api/extractions/search") },
  { name: "get_extraction_series", tier: "paid", http: get("/api/extractions/series") },
  { name: "extract_filing_file", tier: "internal", http: null, closed: true },
  { name: "list_extraction_schemas", tier: "internal", http: get("/api/documents/schemas"), closed: true },
  { name: "get_operational_kpi_drivers", tier: "paid", http: null },
  { name: "get_operational_kpi_driver_rows", tier: "paid", http: get("/api/operational-kpis/drivers") },
  // Beyond the spec (issue 27): SEC's frames. The spec says nothing of them; like compare_concept,
  // its nearest route (one concept across companies for one period), a public read of stored data.
  { name: "get_frames", tier: "public", http: get("/api/frames"), closed: true },
];

/**
 * Service operations: the spec's operations that are not tools of its manifest (part 4.6:
 * invalidations, webhook registration and list) and ours beyond it (webhook management). The
 * route generator serves them exactly like manifest tools (same gate: tier, bucket, 422,
 * declared statuses, OpenAPI), but they are not tools: MCP never lists them.
 */
const SERVICE_OPERATIONS: readonly ManifestEntry[] = [
  { name: "list_invalidations", tier: "registered", http: get("/api/invalidations") },
  { name: "register_webhook", tier: "paid", http: post("/api/webhooks/register") },
  { name: "list_webhooks", tier: "paid", http: get("/api/webhooks/list") },
  { name: "delete_webhook", tier: "paid", http: post("/api/webhooks/{webhook_id}/delete") },
  { name: "test_webhook", tier: "paid", http: post("/api/webhooks/{webhook_id}/test") },
  { name: "list_webhook_deliveries", tier: "paid", http: get("/api/webhooks/{webhook_id}/deliveries") },
  // Spec 4.5 Estimates: registered tier (DESIGN.md).
  { name: "get_latest_estimates", tier: "registered", http: get("/api/estimates/latest") },
  { name: "get_estimate_revisions", tier: "registered", http: get("/api/estimates/revisions") },
  { name: "get_estimate_revision_summary", tier: "registered", http: get("/api/estimates/revision-summary") },
  { name: "get_estimate_freshness", tier: "registered", http: get("/api/estimates/freshness") },
  { name: "get_estimate_failures", tier: "registered", http: get("/api/estimates/failures") },
  { name: "list_estimate_tickers", tier: "registered", http: get("/api/estimates/tickers") },
  // Spec 4.4 Documents: internal tier (DESIGN.md): ingest, fetch, extract now.
  { name: "ingest_document", tier: "internal", http: post("/api/documents/ingest") },
  { name: "ingest_transcript", tier: "internal", http: post("/api/documents/ingest-transcript") },
  { name: "extract_document", tier: "internal", http: post("/api/documents/extract") },
  { name: "get_document", tier: "internal", http: get("/api/documents/{source_id}") },
  // Beyond the spec: the stored earnings calls of a company, to read (spec 1: document fetch is
  // "internal/paid use"; the paid tier's evidence and KPI rows cite these transcripts' turns).
  { name: "get_transcripts", tier: "paid", http: get("/api/transcripts"), closed: true },
  // Ours: a stored filing's facts as xBRL-JSON, CSV or Parquet (registered, as get_filing_facts).
  { name: "export_filing", tier: "registered", http: get("/api/filing/export") },
];

/** Entries by name, the manifest's first where a service operation bears the same name: asked on every request. */
const ENTRIES_BY_NAME: ReadonlyMap<string, ManifestEntry> = new Map([...SERVICE_OPERATIONS, ...TOOL_MANIFEST].map((e) => [e.name, e]));

/** The manifest entry of a tool or service operation. */
export function manifestEntry(name: string): ManifestEntry {
  const entry = ENTRIES_BY_NAME.get(name);
  if (!entry) throw new Error(`tool ${name} is not in the manifest`);
  return entry;
}

/**
 * MCP's behaviour hints of a manifest tool. Every tool is idempotent: a repeated read answers
 * the same, and a repeated warm request joins the job already queued for it.
 */
export function toolAnnotations(entry: ManifestEntry): {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
} {
  return { readOnlyHint: entry.writes !== true, destructiveHint: false, idempotentHint: true, openWorldHint: entry.closed !== true };
}
