/**
 * Where an error status goes on a route whose spec entry does not declare it (issue 9: a route
 * answers only what the spec declares, plus what its tier makes possible). The catalog gives
 * each code one natural status; a route without it answers the nearest status it does declare,
 * keeping the code, so the client still reads exactly what happened:
 *
 * - 403 `not_cached` (the playground asked for what the store lacks): 404, else 400;
 * - 404 (`filing_not_found`, `period_not_reported`, ...): 400, "the request names what is not there";
 * - 503 `edgar_unavailable` (EDGAR fetching not configured): the filing is simply not available,
 *   404, else 400;
 * - 502 `upstream_failed` (EDGAR failed): 503, else 400;
 * - 400 `bad_request` on a route declaring only 422: 422 (as ErrorResponse, spec part 7.1).
 */
const FALLBACKS: Readonly<Record<number, readonly number[]>> = {
  403: [404, 400],
  404: [400],
  503: [404, 400],
  502: [503, 400],
  400: [422],
};

/** The status to answer with on a route declaring `declared`; unknown statuses pass through. */
export function statusOnRoute(status: number, declared: ReadonlySet<number>): number {
  if (declared.has(status)) return status;
  for (const candidate of FALLBACKS[status] ?? []) if (declared.has(candidate)) return candidate;
  return status;
}
