/**
 * The error catalog: every failure a caller can see has one stable code. Domain code throws
 * FdsError; the HTTP edge maps codes to statuses (src/api), the MCP edge to tool errors.
 */
export const ERROR_CODES = [
  "bad_request",
  "validation_error",
  "unauthorized",
  "forbidden_tier",
  "not_cached",
  "filing_not_found",
  "period_not_reported",
  "metric_not_found",
  "equivalence_group_split",
  "rate_limited",
  "upstream_failed",
  "edgar_unavailable",
  "not_found",
  "method_not_allowed",
  "request_timeout",
  "internal_error",
  "store_unavailable",
  "webhook_url_refused",
  "webhook_exists",
  "events_unavailable",
  "job_forbidden",
  "jobs_unavailable",
  "extractions_unavailable",
  "model_unavailable",
  "estimates_unavailable",
  "estimate_ticker_unknown",
  "estimate_period_unknown",
  "export_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class FdsError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra machine-readable fields for the caller (successor groups, needed tier, retry time ...). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "FdsError";
  }
}
