/**
 * Named components of the OpenAPI document. The routes' schemas are the tools' own TypeBox
 * schemas, written inline (MCP lists them as output schemas, which must stand alone); here the
 * document is rewritten so every record is a component referenced by `$ref`:
 *
 * - each operation's body and success answer is named after the spec's record (part 2.3:
 *   MetricResponse, FilingEvidenceRequest ...), or the schema's own PascalCase title;
 * - any schema titled in PascalCase (`SourceRef`, `MetricValue`, `FilingRef` ...) is one
 *   component wherever it occurs, so a generated client has one class per shape, not one per use.
 *
 * Validation is untouched: it runs on the routes' inline schemas.
 */

/** A title that names a component (`SourceRef`); other titles ("filing.ingested payload") stay annotations. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Keywords that only annotate: two uses of one shape may differ in them and still share a component. */
const ANNOTATIONS = new Set(["title", "description", "examples", "example", "default", "$id"]);

/** Keywords whose values are data, not schemas: a `title` inside an example is no component. */
const DATA_KEYWORDS = new Set(["examples", "example", "default", "const", "enum"]);

/**
 * The spec's record names (part 2.3) by operation, and ours for the operations it leaves unnamed.
 * A schema's own PascalCase title wins over this table.
 */
const RECORD_NAMES: Readonly<Record<string, { readonly request?: string; readonly response: string }>> = {
  get_financials: { response: "FinancialsResponse" },
  get_metric: { response: "MetricResponse" },
  get_metric_series: { response: "MetricSeriesResponse" },
  list_metrics: { response: "ListMetricsResponse" },
  search_metrics: { response: "SearchMetricsResponse" },
  get_statement: { response: "StatementResponse" },
  get_concept: { response: "ConceptResponse" },
  compare_concept: { request: "CompareConceptRequest", response: "CompareConceptResponse" },
  concept_trend: { response: "ConceptTrendResponse" },
  cite_concept: { request: "CiteConceptRequest", response: "CiteConceptResponse" },
  get_tag_equivalence_registry: { response: "TagEquivalenceResponse" },
  get_filing_facts: { request: "FilingFactsQueryRequest", response: "FilingFactsQueryResponse" },
  get_filings: { response: "FilingsResponse" },
  get_event_filings: { response: "EventFilingsResponse" },
  describe_filing: { response: "FilingDescribeResponse" },
  get_filing_document: { response: "FilingDocumentResponse" },
  get_filing_sections: { response: "SectionsResponse" },
  get_filing_cover_facts: { response: "CoverFactsResponse" },
  get_filing_evidence: { request: "FilingEvidenceRequest", response: "FilingEvidenceResponse" },
  search_filing_text: { response: "FilingTextSearchResponse" },
  get_filing_tables: { response: "FilingTablesResponse" },
  search_filing_tables: { response: "TableSearchResponse" },
  compare_filing_tables: { request: "TableCompareRequest", response: "TableCompareResponse" },
  get_filing_extractions: { request: "ExtractionsRequest", response: "ExtractionsResponse" },
  search_extractions: { response: "ExtractionsSearchResponse" },
  get_extraction_series: { response: "ExtractionsSeriesResponse" },
  list_extraction_schemas: { response: "DocumentSchemasResponse" },
  get_operational_kpi_driver_rows: { response: "OperationalKpiDriversResponse" },
  ingest_document: { request: "IngestFilingRequest", response: "IngestFilingResponse" },
  ingest_transcript: { request: "IngestTranscriptRequest", response: "IngestFilingResponse" },
  extract_document: { request: "ExtractionRequest", response: "ExtractionResponse" },
  get_document: { response: "DocumentResponse" },
  get_transcripts: { response: "TranscriptsResponse" },
  get_latest_estimates: { response: "EstimatesLatestResponse" },
  get_estimate_revisions: { response: "EstimateRevisionsResponse" },
  get_estimate_revision_summary: { response: "EstimateRevisionSummaryResponse" },
  get_estimate_freshness: { response: "EstimateFreshnessResponse" },
  get_estimate_failures: { response: "EstimateFailuresResponse" },
  list_estimate_tickers: { response: "EstimateTickersResponse" },
  list_invalidations: { response: "InvalidationsResponse" },
  warm_metric_cache: { request: "WarmRequest", response: "WarmAcceptResponse" },
  warm_metric_cache_status: { response: "WarmJobStatusResponse" },
  register_webhook: { request: "WebhookRegisterRequest", response: "WebhookRegisterResponse" },
  list_webhooks: { response: "WebhookListResponse" },
  delete_webhook: { response: "WebhookDeleteResponse" },
  test_webhook: { response: "WebhookTestResponse" },
  list_webhook_deliveries: { response: "WebhookDeliveriesResponse" },
};

type Json = unknown;
type JsonObject = Record<string, Json>;
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: JsonObject }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonObject }> }>;
};

const isObject = (v: Json): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A union of string literals (TypeBox writes `anyOf: [{const: "Q"}, {const: "YTD"}]`) as one
 * `enum`, with its null branch kept apart: the same values, one enum type in a generated client
 * instead of one per literal. `{const: null}` (how text parameters spell null) reads as null.
 */
function asEnum(schema: JsonObject): JsonObject {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2 || !branches.every(isObject)) return schema;
  // @fastify/swagger writes a parameter's `const` as a one-value `enum`.
  const literal = (b: JsonObject): unknown =>
    Object.hasOwn(b, "const") ? b.const : Array.isArray(b.enum) && b.enum.length === 1 ? b.enum[0] : undefined;
  const isNull = (b: JsonObject) => b.type === "null" || literal(b) === null;
  const literals = branches.filter((b) => !isNull(b));
  const plain = (b: JsonObject) => Object.keys(b).every((k) => k === "const" || k === "enum" || k === "type" || k === "description");
  if (literals.length === 0 || !literals.every((b) => typeof literal(b) === "string" && plain(b))) return schema;
  const values = { type: "string", enum: literals.map(literal) };
  const { anyOf: _union, ...rest } = schema;
  return literals.length === branches.length ? { ...rest, ...values } : { ...rest, anyOf: [values, { type: "null" }] };
}

/** The schema without its annotations, keys sorted: two uses of one shape compare equal. */
function shape(schema: JsonObject): string {
  const strip = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(strip);
    if (!isObject(v)) return v;
    return Object.fromEntries(
      Object.keys(v)
        .filter((k) => !ANNOTATIONS.has(k))
        .sort()
        .map((k) => [k, strip(v[k])]),
    );
  };
  return JSON.stringify(strip(schema));
}

/**
 * Rewrites an OpenAPI 3.1 document (a fresh copy; the input is not changed) so that records and
 * PascalCase-titled shapes are `components.schemas` entries referenced by `$ref`. Throws when two
 * different shapes carry one name: a client would get the wrong class.
 */
export function withNamedComponents<D extends JsonObject>(document: D): D {
  const doc = structuredClone(document) as JsonObject & { components?: { schemas?: Record<string, JsonObject> } };
  const schemas: Record<string, JsonObject> = { ...(doc.components?.schemas ?? {}) };
  const shapes = new Map<string, string>();

  const lift = (name: string, schema: JsonObject): JsonObject => {
    const key = shape(schema);
    const known = shapes.get(name);
    if (known === undefined) {
      shapes.set(name, key);
      schemas[name] = { ...schema, title: name };
    } else if (known !== key) {
      throw new Error(`OpenAPI: two different schemas are named ${name}: ${known} and ${key}`);
    }
    // A use may say more than the component (its own description); OpenAPI 3.1 keeps it beside $ref.
    const description = schema.description;
    return typeof description === "string" && description !== schemas[name]?.description
      ? { $ref: `#/components/schemas/${name}`, description }
      : { $ref: `#/components/schemas/${name}` };
  };

  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node) || typeof node.$ref === "string") return node;
    const out: JsonObject = asEnum(Object.fromEntries(Object.entries(node).map(([k, v]) => [k, DATA_KEYWORDS.has(k) ? v : walk(v)])));
    return typeof out.title === "string" && COMPONENT_NAME.test(out.title) ? lift(out.title, out) : out;
  };

  // The components already declared (the error bodies) keep their names; their insides are walked.
  for (const [name, schema] of Object.entries(schemas)) {
    shapes.set(name, shape(schema));
    schemas[name] = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, DATA_KEYWORDS.has(k) ? v : walk(v)]));
  }

  const named = (schema: JsonObject | undefined, fallback: string | undefined): JsonObject | undefined => {
    if (!schema || typeof schema.$ref === "string") return schema;
    const own = typeof schema.title === "string" && COMPONENT_NAME.test(schema.title) ? schema.title : undefined;
    const name = own ?? fallback;
    return walk(name ? { ...schema, title: name } : schema) as JsonObject;
  };

  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const methods of Object.values(paths)) {
    for (const op of Object.values(methods)) {
      if (!isObject(op)) continue;
      const names = op.operationId ? RECORD_NAMES[op.operationId] : undefined;
      for (const media of Object.values(op.requestBody?.content ?? {})) media.schema = named(media.schema, names?.request);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        // The record's name is its JSON form's: an export route's CSV and Parquet bodies are strings.
        for (const [type, media] of Object.entries(response.content ?? {}))
          media.schema = named(media.schema, /^2/.test(status) && type === "application/json" ? names?.response : undefined);
      }
      // Parameters' schemas may hold titled shapes too.
      const params = (op as JsonObject).parameters;
      if (Array.isArray(params)) (op as JsonObject).parameters = walk(params);
    }
  }
  if (isObject(doc.webhooks)) doc.webhooks = walk(doc.webhooks);

  doc.components = {
    ...(doc.components ?? {}),
    schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
  };
  return doc as D;
}
