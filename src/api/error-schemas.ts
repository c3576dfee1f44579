import { Type } from "typebox";
import { jsonObjectSchema } from "../domain/shared/index.js";

/**
 * The two error bodies of the API, registered once as shared schemas (`$id`) and referenced by
 * every route's responses, so OpenAPI lists them as components.
 */
const ErrorResponseSchema = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({
          description: "Stable error code: unauthorized, forbidden_tier, not_cached, filing_not_found, rate_limited ...",
        }),
        message: Type.String({ description: "What went wrong, for a human or a model; hidden for unexpected 5xx errors" }),
        request_id: Type.String({ description: "Also sent as the X-Request-Id header; quote it when reporting a problem" }),
      },
      { additionalProperties: true, description: "Further fields depend on the code (required_tier, retry_after_seconds, successors ...)" },
    ),
  },
  { $id: "ErrorResponse", title: "ErrorResponse" },
);

/** One validation failure, as FastAPI reports it. */
const ValidationErrorSchema = Type.Object(
  {
    loc: Type.Array(Type.Union([Type.String(), Type.Integer()]), { description: '["query" | "body" | "path", field, ...]' }),
    msg: Type.String(),
    type: Type.String({
      description: "missing, int_parsing, less_than_equal, greater_than_equal, bool_parsing, enum, extra_forbidden ...",
    }),
    input: Type.Optional(Type.Unknown()),
    ctx: Type.Optional(jsonObjectSchema()),
  },
  { $id: "ValidationError", title: "ValidationError" },
);

/** Status 422 body: FastAPI's HTTPValidationError. */
const HttpValidationErrorSchema = Type.Object(
  { detail: Type.Array(Type.Ref("ValidationError")) },
  { $id: "HTTPValidationError", title: "HTTPValidationError" },
);

/** Shared schemas in registration order (a schema must be added before one that refers to it). */
export const SHARED_SCHEMAS = [ErrorResponseSchema, ValidationErrorSchema, HttpValidationErrorSchema] as const;
