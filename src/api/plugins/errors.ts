import type { FastifyError } from "fastify";
import { errorBody, mapError } from "../error-mapping.js";
import { BodyValidationError } from "../json-body.js";
import { statusOnRoute } from "../route-status.js";
import { validationDetails, type AjvErrorLike, type ValidationDetail } from "../validation-detail.js";
import "../fastify-types.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * Fastify's own body errors, answered as FastAPI answers a body it cannot read: a 422 on
 * `["body"]`. Every route that takes a body declares 422, and none declares 413 or 415.
 */
const BODY_ERRORS: Readonly<Record<string, (error: FastifyError) => ValidationDetail>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    loc: ["body"],
    msg: "Input should be a JSON object sent as application/json",
    type: "model_attributes_type",
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (e) => ({ loc: ["body"], msg: e.message, type: "too_long" }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ loc: ["body"], msg: "Field required", type: "missing" }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    loc: ["body"],
    msg: "Request body size did not match Content-Length",
    type: "json_invalid",
  }),
};

/**
 * The one error handler: 422 HTTPValidationError for schema and body failures, ErrorResponse for
 * the rest (5xx messages hidden and logged). On a tool route the status is one the route
 * declares (`statusOnRoute`), the catalog code unchanged.
 */
export const errorsPlugin = sharedPlugin("fds-errors", async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.validation) {
      const part = error.validationContext ?? "body";
      return reply.code(422).send({ detail: validationDetails(error.validation as unknown as AjvErrorLike[], part) });
    }
    if (error instanceof BodyValidationError) return reply.code(422).send({ detail: [error.detail] });
    const bodyError = typeof error.code === "string" ? BODY_ERRORS[error.code] : undefined;
    if (bodyError) return reply.code(422).send({ detail: [bodyError(error)] });

    const mapped = mapError(error);
    if (!mapped.expected) request.log.error({ err: error }, "unexpected error");
    else if (mapped.status >= 500) request.log.warn({ err: error }, "upstream error");
    const retry = mapped.details.retry_after_seconds;
    if (typeof retry === "number") reply.header("retry-after", String(retry));
    // A domain-level validation failure (a period range too long ...) is answered in the same
    // HTTPValidationError shape as a schema failure, as every route documents its 422.
    if (mapped.code === "validation_error") {
      const field = typeof mapped.details.field === "string" ? [mapped.details.field] : [];
      const type = typeof mapped.details.type === "string" ? mapped.details.type : "value_error";
      const ctx = typeof mapped.details.ctx === "object" && mapped.details.ctx !== null ? { ctx: mapped.details.ctx } : {};
      return reply
        .code(422)
        .send({ detail: [{ loc: [request.method === "GET" ? "query" : "body", ...field], msg: mapped.message, type, ...ctx }] });
    }
    const declared = request.routeOptions.config?.errorStatuses;
    const status = statusFor(mapped.code, mapped.status, request.caller?.tier === "playground", declared);
    // RFC 9110 15.5.2: a 401 names the scheme to use.
    if (status === 401) reply.header("www-authenticate", 'Bearer realm="fds"');
    return reply.code(status).send(errorBody(mapped, request.id));
  });
});

/**
 * Spec 5.7: the playground serves only what is cached; anything else is its 403, on every route
 * it reaches. A keyed caller's own `cached_only` miss is no refusal of its key: the route's
 * nearest "not there" status instead (404, else 400).
 */
function statusFor(code: string, status: number, playground: boolean, declared: ReadonlySet<number> | undefined): number {
  // The database or the job queue out of reach is the server's state, not an answer about the
  // request: every route says so the same way, as it says 500 for its own faults.
  if (code === "store_unavailable" || code === "jobs_unavailable") return status;
  if (code === "not_cached") {
    if (playground) return 403;
    if (declared) return statusOnRoute(status, new Set([...declared].filter((s) => s !== 403)));
  }
  return declared ? statusOnRoute(status, declared) : status;
}
