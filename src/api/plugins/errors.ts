import type { FastifyError } from "fastify";
import { errorBody, mapError } from "../error-mapping.js";
import { validationDetails, type AjvErrorLike } from "../validation-detail.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * The one error handler: 422 HTTPValidationError for schema failures, ErrorResponse for the
 * rest (5xx messages hidden and logged), and ErrorResponse `not_found` for unknown routes.
 */
export const errorsPlugin = sharedPlugin("fds-errors", async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.validation) {
      const part = error.validationContext ?? "body";
      return reply.code(422).send({ detail: validationDetails(error.validation as unknown as AjvErrorLike[], part) });
    }
    const mapped = mapError(error);
    if (!mapped.expected) request.log.error({ err: error }, "unexpected error");
    else if (mapped.status >= 500) request.log.warn({ err: error }, "upstream error");
    if (mapped.code === "rate_limited") {
      const retry = mapped.details.retry_after_seconds;
      if (typeof retry === "number") reply.header("retry-after", String(retry));
    }
    // RFC 9110 15.5.2: a 401 names the scheme to use.
    if (mapped.status === 401) reply.header("www-authenticate", 'Bearer realm="fds"');
    return reply.code(mapped.status).send(errorBody(mapped, request.id));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The path only: the query string may hold an API key.
    const path = request.url.split("?")[0] ?? "";
    return reply.code(404).send(errorBody({ code: "not_found", message: `no route ${request.method} ${path}`, details: {} }, request.id));
  });
});
