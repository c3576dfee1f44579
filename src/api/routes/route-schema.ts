import type { FastifySchema } from "fastify";
import type { ManifestEntry, Tool } from "../../tools/index.js";
import { CREATED_OPERATIONS, documentedStatuses } from "../declared-statuses.js";
import { STATUS_MEANING } from "../error-status.js";
import { exportContent, FORMAT_PARAM, formatParameter, type Tabulation, tabulationOf } from "../exports/index.js";

/** How one tool is served over HTTP, derived from its manifest entry and its one input schema. */
export interface ToolRouteSpec {
  readonly method: "GET" | "POST";
  /** Fastify's syntax: `/api/warm/:job_id`. */
  readonly url: string;
  /** `METHOD path` in the spec's syntax (`GET /api/warm/{job_id}`). */
  readonly operation: string;
  readonly successStatus: 200 | 201;
  readonly pathParams: readonly string[];
  /** Query fields typed boolean, whose spellings are normalised before validation. */
  readonly booleanQueryFields: readonly string[];
  /** Every error status the route can answer (the spec's plus the gate's); OpenAPI lists these. */
  readonly errorStatuses: ReadonlySet<number>;
  /** How the route answers in CSV and Parquet (its `format` parameter); null: JSON only. */
  readonly exports: Tabulation | null;
  readonly schema: FastifySchema;
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** Query parameter reserved for the API key (spec 5.1); no tool input may use the name. */
const KEY_QUERY_PARAM = "key";

/** Spec part 4 sections, used as OpenAPI tags, by path prefix (first match wins). */
const FAMILIES: readonly (readonly [string, string])[] = [
  ["/api/filing", "Filings"],
  ["/api/sections", "Filings"],
  ["/api/tables", "Tables"],
  ["/api/extractions", "Extractions, documents, KPIs"],
  ["/api/documents", "Extractions, documents, KPIs"],
  ["/api/operational-kpis", "Extractions, documents, KPIs"],
  ["/api/transcripts", "Extractions, documents, KPIs"],
  ["/api/estimates", "Estimates"],
  ["/api/warm", "Invalidations, warming, webhooks"],
  ["/api/invalidations", "Invalidations, warming, webhooks"],
  ["/api/webhooks", "Invalidations, warming, webhooks"],
  ["/api", "Financial facts"],
];

/**
 * The route of a tool with an HTTP surface. Path parameters (`{job_id}`) are taken out of the
 * input schema into `params`; the rest is the querystring (GET) or the body (POST), keeping the
 * schema's own `additionalProperties`.
 */
export function toolRouteSpec(tool: Tool, entry: ManifestEntry & { http: NonNullable<ManifestEntry["http"]> }): ToolRouteSpec {
  const { method, path } = entry.http;
  const operation = `${method} ${path}`;
  const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const input = tool.input as unknown as JsonSchema;
  const properties = input.properties ?? {};
  if (method === "GET" && KEY_QUERY_PARAM in properties)
    throw new Error(`${tool.name}: the query parameter "${KEY_QUERY_PARAM}" is reserved for API keys`);
  for (const p of pathParams) if (!(p in properties)) throw new Error(`${tool.name}: path parameter {${p}} is not in its input schema`);
  const exports = tabulationOf(tool.name) ?? null;
  if (exports && (method !== "GET" || FORMAT_PARAM in properties))
    throw new Error(`${tool.name}: an exportable route is a GET whose input leaves "${FORMAT_PARAM}" to the export formats`);

  const fields = omitProperties(input, pathParams);
  const given = withExamples(
    method === "GET" ? withTextNulls(fields) : fields,
    tool.example as Record<string, unknown> | undefined,
    method,
  );
  const rest = exports ? { ...given, properties: { ...given.properties, [FORMAT_PARAM]: formatParameter(exports) } } : given;
  const takesInput = Object.keys(rest.properties ?? {}).length > 0 || pathParams.length > 0;
  const errorStatuses = documentedStatuses(operation, entry, takesInput);
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: tool.name,
    summary: firstSentence(tool.description),
    description: `${tool.description}\n\nTier: ${entry.tier}.`,
    tags: [FAMILIES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "Other"],
    security: entry.tier === "public" ? [{ BearerAuth: [] }, { ApiKeyQuery: [] }, {}] : [{ BearerAuth: [] }, { ApiKeyQuery: [] }],
    response: responses(tool, operation, errorStatuses, exports),
  };
  if (pathParams.length > 0) schema.params = withTextNulls(pickProperties(input, pathParams));
  // A route that takes no input documents no 422: unknown query parameters are ignored there.
  if (method === "GET") schema.querystring = takesInput ? rest : { ...rest, additionalProperties: true };
  // A POST whose input is all in its path (`/api/webhooks/{webhook_id}/test`) takes no body.
  else if (Object.keys(rest.properties ?? {}).length > 0 || pathParams.length === 0)
    schema.body = tool.bodyRules?.length ? { ...rest, allOf: tool.bodyRules } : rest;

  return {
    method,
    url: path.replace(/\{([^}]+)\}/g, ":$1"),
    operation,
    successStatus: CREATED_OPERATIONS.has(operation) ? 201 : 200,
    pathParams,
    booleanQueryFields: method === "GET" ? Object.keys(rest.properties ?? {}).filter((k) => isBooleanSchema(rest.properties?.[k])) : [],
    errorStatuses: new Set(errorStatuses),
    exports,
    schema,
  };
}

function responses(tool: Tool, operation: string, errorStatuses: readonly number[], exports: Tabulation | null): Record<number, unknown> {
  const content = exports ? exportContent(exports, tool.output) : { "application/json": { schema: tool.output } };
  const out: Record<number, unknown> = { [CREATED_OPERATIONS.has(operation) ? 201 : 200]: { description: "Success", content } };
  for (const status of errorStatuses) {
    const ref = status === 422 ? "HTTPValidationError#" : "ErrorResponse#";
    out[status] = { description: STATUS_MEANING[status] ?? "Error", content: { "application/json": { schema: { $ref: ref } } } };
  }
  return out;
}

/**
 * The tool's example input (real tickers and periods of the corpus) shown in the OpenAPI
 * document: per query parameter for GET, as a whole body for POST. Property schemas are shared
 * TypeBox values, so they are copied, never annotated in place.
 */
function withExamples(schema: JsonSchema, example: Record<string, unknown> | undefined, method: "GET" | "POST"): JsonSchema {
  if (!example) return schema;
  if (method === "POST") return { ...schema, examples: [example] };
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => [k, k in example ? { ...v, examples: [example[k]] } : v]),
  );
  return { ...schema, properties };
}

/**
 * Text parameters (query, path) cannot carry null, and ajv's coercion turns `0`, `""` and
 * `false` into null where a union allows `{type: "null"}`: `char_end=0` and `cik=0` passed as
 * "absent" (issue 9). In text parts the null branch becomes `{const: null}`, which coerces
 * nothing; the parameter stays documented as nullable.
 */
function withTextNulls(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => {
      const branches = v.anyOf as Record<string, unknown>[] | undefined;
      if (!Array.isArray(branches) || !branches.some((b) => b.type === "null")) return [k, v];
      return [k, { ...v, anyOf: branches.map((b) => (b.type === "null" ? { const: null } : b)) }];
    }),
  );
  return { ...schema, properties };
}

function omitProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([k]) => !names.includes(k)));
  const required = (schema.required ?? []).filter((k) => !names.includes(k));
  const { required: _dropped, ...base } = schema;
  return { ...base, properties, ...(required.length > 0 ? { required } : {}) };
}

function pickProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const properties = Object.fromEntries(names.map((n) => [n, schema.properties?.[n] ?? {}]));
  return { type: "object", properties, required: [...names] };
}

function isBooleanSchema(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (schema.type === "boolean") return true;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  return Array.isArray(branches) && branches.some((b) => b.type === "boolean");
}

function firstSentence(text: string): string {
  const m = /^(.+?\.)(\s|$)/.exec(text);
  return (m?.[1] ?? text).slice(0, 120);
}
