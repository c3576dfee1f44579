import type { ErrorCode } from "../domain/shared/index.js";
import type { EdgarErrorCode } from "../edgar/index.js";

/**
 * The HTTP status of every catalog code: the one place codes meet statuses. A new code that is
 * missing here fails to compile.
 */
export const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  bad_request: 400,
  equivalence_group_split: 400,
  unauthorized: 401,
  forbidden_tier: 403,
  // The playground (and cached_only) asked for something not in the store (spec 5.7).
  not_cached: 403,
  filing_not_found: 404,
  period_not_reported: 404,
  metric_not_found: 404,
  not_found: 404,
  // A known path asked with a method it does not serve (answered with `Allow`).
  method_not_allowed: 405,
  // The request (headers and body) did not arrive within the server's request timeout.
  request_timeout: 408,
  validation_error: 422,
  rate_limited: 429,
  internal_error: 500,
  // The database refused, dropped or did not answer within its deadline: retry shortly.
  store_unavailable: 503,
  upstream_failed: 502,
  edgar_unavailable: 503,
  // A webhook URL that is not https, carries credentials, or resolves to a refused address (SSRF).
  webhook_url_refused: 400,
  // The caller already has a subscription for the same URL and events.
  webhook_exists: 409,
  // The invalidations feed or the webhook store is not configured behind this server.
  events_unavailable: 503,
  // A job exists but was submitted by another caller (its id is not theirs to read).
  job_forbidden: 403,
  // No job engine runs behind this server.
  jobs_unavailable: 503,
  // No estimates store behind this server; a ticker or fiscal period with no estimates collected.
  estimates_unavailable: 503,
  estimate_ticker_unknown: 400,
  estimate_period_unknown: 400,
  // No extraction store was configured for this process (documents and extractions routes).
  extractions_unavailable: 503,
  // The extraction asked for needs a language model and none is configured (FDS_LLM_*).
  model_unavailable: 503,
  // A stored filing that cannot be exported as asked (no XBRL, or stored before exports were possible).
  export_unavailable: 409,
};

/**
 * EDGAR client failures that reach the edge unconverted, in the catalog's words: EDGAR has no
 * such filing (404), EDGAR failed or throttled us (502 upstream), EDGAR is not configured (503).
 */
export const CODE_BY_EDGAR_CODE: Readonly<Record<EdgarErrorCode, ErrorCode>> = {
  EDGAR_NOT_FOUND: "filing_not_found",
  EDGAR_UNAVAILABLE: "upstream_failed",
  EDGAR_RATE_LIMITED: "upstream_failed",
  EDGAR_USER_AGENT_MISSING: "edgar_unavailable",
};

/**
 * What each catalog code tells the caller, and what to do about it: the source of
 * `docs/error-codes.md` (`npm run docs:error-codes`; a test keeps the page equal to this).
 */
export const MEANING_BY_CODE: Readonly<Record<ErrorCode, string>> = {
  bad_request:
    "The request cannot be answered as asked (a period, ticker or combination of fields the route does not take); the message says what to send instead.",
  validation_error:
    "A field is missing, of the wrong type or out of bounds; answered as HTTPValidationError (`detail[].loc` names the field).",
  unauthorized:
    "No key, or a key that is unknown, revoked or expired, on a route above the public tier; `required_tier` names the tier needed.",
  forbidden_tier: "The key's tier is below the route's; `required_tier` names the tier needed.",
  not_cached: "The playground (or a `cached_only` request) asked for what the store does not hold; a key may fetch it from EDGAR.",
  filing_not_found: "No stored filing, and none on EDGAR, reports what was asked; the message names the filing looked for.",
  period_not_reported:
    "The filing exists but reports no value for that period (a quarter only a cumulative figure covers, say); the message says what it does report.",
  metric_not_found: "No concept of the filing matches the metric name; `search_metrics` lists what it reports.",
  equivalence_group_split:
    "The metric's equivalence group was divided into narrower groups; `successors` lists the names to ask for instead.",
  rate_limited: "The caller's bucket is empty; `Retry-After` (and `retry_after_seconds`) says when it refills.",
  upstream_failed: "EDGAR failed or throttled the server; retry later (such a failure is remembered for 30 s).",
  edgar_unavailable: "The answer needs EDGAR and this server has no EDGAR access configured (`FDS_SEC_USER_AGENT`).",
  not_found: "No such route, job, document or resource.",
  method_not_allowed: "The path exists but not with this method; `Allow` lists the methods it takes.",
  request_timeout: "The request's headers or body did not arrive within the server's request timeout.",
  internal_error: "A fault of the server; quote the `request_id` when reporting it.",
  store_unavailable: "The database refused, dropped or did not answer within its deadline; retry after `Retry-After` seconds.",
  webhook_url_refused: "The webhook URL is not https, carries credentials, or resolves to an address the server will not call.",
  webhook_exists: "The caller already has a subscription for the same URL and events.",
  events_unavailable: "No invalidations feed or webhook store runs behind this server.",
  job_forbidden: "The job exists but was submitted with another key.",
  jobs_unavailable: "No job engine runs behind this server, or its queue (Redis) does not answer.",
  extractions_unavailable: "No extraction store runs behind this server.",
  model_unavailable: "The extraction asked for needs a language model and none is configured (`FDS_LLM_*`).",
  estimates_unavailable: "No estimates store runs behind this server, or no estimates were collected.",
  estimate_ticker_unknown: "No estimates were collected for the ticker.",
  estimate_period_unknown: "The estimates of the ticker have no such fiscal period.",
  export_unavailable:
    "The stored filing cannot be exported as asked: it has no XBRL facts, or it was stored by an older version that did not keep its DTS references and namespaces (ingest it again); the message says which.",
};

/** Meaning of each status the API declares (spec part 7), used as OpenAPI response descriptions. */
export const STATUS_MEANING: Readonly<Record<number, string>> = {
  400: "Bad request",
  401: "Key missing, expired or invalid",
  403: "Key not allowed for the tier or tool; on the playground, only pre-cached tickers or filings are available",
  404: "Not found",
  405: "Method not allowed (see Allow)",
  409: "Conflict",
  422: "Validation error (missing or out-of-bounds parameters, such as quarter outside 1-4)",
  429: "Too many requests; retry after the rate-limit window (see Retry-After)",
  500: "Internal error",
  502: "Bad gateway (upstream failure)",
  503: "Service unavailable",
};
