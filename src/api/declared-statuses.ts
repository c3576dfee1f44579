import type { ManifestEntry } from "../tools/index.js";

/**
 * Error statuses each operation declares in the spec's endpoint tables (part 4), keyed by
 * `METHOD path` with the spec's `{param}` syntax. Operations whose statuses are "not shown" have
 * an empty list.
 */
const SPEC_DECLARED_STATUSES: Readonly<Record<string, readonly number[]>> = {
  // 4.1 Financial facts
  "GET /api/financials": [400, 401, 403, 422, 429, 502, 503],
  "GET /api/metric": [400, 401, 403, 404, 422, 429, 502, 503],
  "GET /api/metric/series": [400, 401, 403, 422, 429],
  "GET /api/financials/list_metrics": [400, 401, 403, 422, 429, 502, 503],
  "GET /api/financials/search_metrics": [400, 401, 403, 422, 429, 502, 503],
  "GET /api/statement": [400, 401, 422, 429],
  "GET /api/concept": [400, 401, 404, 422, 429],
  "POST /api/concept/compare": [400, 401, 404, 422, 429],
  "GET /api/concept/trend": [400, 401, 404, 422, 429],
  "POST /api/concept/cite": [400, 401, 403, 404, 422, 503],
  "GET /api/tag_equivalence": [422],
  // "Parameters and payload: not shown": ours to declare, as for the other registered reads.
  "POST /api/filing/facts/query": [400, 401, 403, 404, 422, 429],
  // 4.2 Filings
  "GET /api/filings": [400, 401, 403, 422, 502],
  "GET /api/filings/events": [400, 401, 422, 502],
  "GET /api/filing/describe": [400, 401, 403, 422],
  "GET /api/filing/document": [400, 401, 403, 422, 502],
  "GET /api/sections": [400, 401, 422, 502],
  "GET /api/filing/cover-facts": [400, 401, 403, 404, 422, 502],
  "POST /api/filing/evidence": [400, 401, 403, 422, 503],
  "GET /api/filing/text/search": [400, 401, 403, 404, 422],
  // Ours (a service operation): 404 for a filing not stored, 409 for one that cannot be exported.
  "GET /api/filing/export": [400, 401, 403, 404, 409, 422, 429],
  // 4.3 Tables
  "GET /api/tables": [400, 401, 422, 502],
  "GET /api/tables/search": [400, 401, 403, 422, 503],
  "POST /api/tables/compare": [400, 401, 403, 422, 503],
  // 4.4 Extractions, documents, KPIs
  "POST /api/extractions": [400, 401, 403, 422, 502, 503],
  "GET /api/extractions/search": [400, 401, 403, 422],
  "GET /api/extractions/series": [400, 401, 403, 422],
  "POST /api/documents/ingest": [400, 401, 403, 422],
  "POST /api/documents/ingest-transcript": [400, 401, 403, 422],
  "GET /api/documents/schemas": [401, 403],
  "POST /api/documents/extract": [400, 401, 403, 404, 422, 503],
  "GET /api/documents/{source_id}": [400, 401, 403, 404, 422],
  "GET /api/operational-kpis/drivers": [400, 401, 403, 422, 502],
  // 4.5 Estimates
  "GET /api/estimates/latest": [400, 401, 422, 429, 503],
  "GET /api/estimates/revisions": [400, 401, 422, 429, 503],
  "GET /api/estimates/revision-summary": [400, 401, 422, 429, 503],
  "GET /api/estimates/freshness": [400, 401, 422, 429, 503],
  "GET /api/estimates/failures": [400, 401, 422, 429, 503],
  "GET /api/estimates/tickers": [401, 429, 503],
  // 4.6 Invalidations, warming, webhooks
  "GET /api/invalidations": [401, 422, 503],
  "POST /api/warm": [400, 401, 403, 422, 429, 503],
  "GET /api/warm/{job_id}": [401, 403, 404, 422],
  "POST /api/webhooks/register": [400, 401, 403, 409, 422],
  "GET /api/webhooks/list": [401],
  // Beyond the spec: SEC's frames (issue 27), declared as the nearest route, compare_concept, plus 503 (the store down).
  "GET /api/frames": [400, 401, 404, 422, 429, 503],
  // Beyond the spec: webhook management (src/tools/manifest.ts SERVICE_OPERATIONS), ours to declare.
  "POST /api/webhooks/{webhook_id}/delete": [401, 403, 404, 422],
  "POST /api/webhooks/{webhook_id}/test": [401, 403, 404, 422],
  "GET /api/webhooks/{webhook_id}/deliveries": [401, 403, 404, 422],
  // Beyond the spec: a company's stored earnings calls (the web workspace's transcript reader).
  "GET /api/transcripts": [400, 401, 403, 422, 429],
};

/** Operations answering 201 rather than 200 (spec part 4 conventions). */
export const CREATED_OPERATIONS: ReadonlySet<string> = new Set(["POST /api/warm", "POST /api/webhooks/register"]);

/**
 * The error statuses an operation can answer, and so its OpenAPI entry lists: what the spec
 * declares, plus what the gate can answer given the tool's tier (part 5): 401 (a bad key, or no
 * key where the tool needs one), 403 (a tier too low, or the playground asking for what is not
 * cached) and 429 on every gated route, 422 when the route takes input. Open routes (`tag_equivalence`) get neither
 * 401 nor 429. Errors of other statuses are moved onto these by `statusOnRoute`.
 */
export function documentedStatuses(operation: string, entry: Pick<ManifestEntry, "tier" | "open">, takesInput: boolean): number[] {
  const statuses = new Set(SPEC_DECLARED_STATUSES[operation] ?? []);
  if (!entry.open) {
    statuses.add(401);
    statuses.add(429);
  }
  // 403: a tier too low, or (spec 5.7) the playground, which reaches every gated route, asking for what is not cached.
  if (!entry.open) statuses.add(403);
  if (takesInput) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}
