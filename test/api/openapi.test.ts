import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestEntry } from "../../src/tools/manifest.js";
import { IMPLEMENTED_SERVICE_OPERATIONS, IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { buildApp } from "../../src/api/app.js";
import { createTestApp, ROOMY_LIMITS, type TestApp } from "./support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
  security: Record<string, unknown[]>[];
}
interface OpenApi {
  openapi: string;
  info: { version: string; title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>>; schemas: Record<string, Record<string, unknown>> };
}

describe("OpenAPI document, docs page, health", () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: "/openapi.json" });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApi;
  });
  afterAll(() => t?.close());

  it("is OpenAPI 3.1.0, description version 0.1.0", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("0.1.0");
  });

  it("lists exactly the implemented tools' HTTP routes, in the spec's path syntax", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(operations.sort()).toEqual(
      [
        "GET /api/filings get_filings",
        "GET /api/filing/document get_filing_document",
        "POST /api/concept/cite cite_concept",
        "GET /api/documents/schemas list_extraction_schemas",
        "GET /api/warm/{job_id} warm_metric_cache_status",
      ].sort(),
    );
  });

  it("documents each query parameter with its schema and whether it is required, and not the key", () => {
    const params = doc.paths["/api/filings"]?.get?.parameters ?? [];
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(["date_type", "fail", "form_types", "full_year_mode", "quarter", "ticker", "year"]);
    expect(byName.quarter).toMatchObject({ in: "query", required: true, schema: { type: "integer", minimum: 1, maximum: 4 } });
    expect(byName.full_year_mode).toMatchObject({ in: "query", required: false, schema: { type: "boolean", default: false } });
    const job = doc.paths["/api/warm/{job_id}"]?.get?.parameters ?? [];
    expect(job).toEqual([expect.objectContaining({ name: "job_id", in: "path", required: true })]);
  });

  it("documents POST bodies as JSON request bodies", () => {
    const body = doc.paths["/api/concept/cite"]?.post?.requestBody?.content["application/json"]?.schema;
    // The spec's record name (part 2.3), as a component the route refers to.
    expect(body).toEqual({ $ref: "#/components/schemas/CiteConceptRequest" });
    expect(doc.components.schemas.CiteConceptRequest).toMatchObject({
      type: "object",
      additionalProperties: false,
      required: ["ticker", "year", "quarter"],
    });
  });

  it("shows the input formats the tools enforce (patterns) and the bodies' cross-field rules, which MCP input schemas leave out", async () => {
    const app = await buildApp({
      deps: offlineToolDeps(t.store),
      keys: t.keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      const real = (await app.inject({ url: "/openapi.json" })).json() as OpenApi;
      const resolve = (schema: Record<string, unknown>): Record<string, unknown> =>
        typeof schema.$ref === "string" ? real.components.schemas[schema.$ref.replace("#/components/schemas/", "")]! : schema;
      const param = (path: string, name: string) => resolve(real.paths[path]!.get!.parameters!.find((p) => p.name === name)!.schema);
      const pattern = (schema: Record<string, unknown>): RegExp => {
        const text = (schema.pattern ?? (schema.anyOf as Record<string, unknown>[] | undefined)?.find((s) => s.pattern)?.pattern) as string;
        return new RegExp(text, "u");
      };
      const period = pattern(param("/api/statement", "period_from"));
      for (const ok of ["FY2023", "fy 2023", "2023", "2024Q2", "2024-q2", "2024 Q2"]) expect(period.test(ok), ok).toBe(true);
      for (const bad of ["FY2024Q2", "2024Q5", "0", "24Q2", "٢٠٢٤"]) expect(period.test(bad), bad).toBe(false);
      const date = pattern(param("/api/filings/events", "filing_date_from"));
      for (const ok of ["", "2024-02-29", "2024-12-31"]) expect(date.test(ok), ok).toBe(true);
      for (const bad of ["2024-13-01", "2024-1-01", "March"]) expect(date.test(bad), bad).toBe(false);
      const source = pattern(param("/api/metric", "source"));
      expect(["auto", "XBRL", "Auto"].every((s) => source.test(s))).toBe(true);
      expect(["8k", "caption", ""].some((s) => source.test(s))).toBe(false);

      const all = [...IMPLEMENTED_TOOLS, ...IMPLEMENTED_SERVICE_OPERATIONS];
      const withRules = all.filter((tool) => tool.bodyRules?.length);
      expect(withRules.map((tool) => tool.name).sort()).toEqual([
        "compare_concept",
        "compare_filing_tables",
        "get_filing_extractions",
        "ingest_document",
        "warm_metric_cache",
      ]);
      for (const tool of withRules) {
        const http = manifestEntry(tool.name).http!;
        const body = resolve(real.paths[http.path]![http.method.toLowerCase()]!.requestBody!.content["application/json"]!.schema);
        expect(body.allOf, tool.name).toEqual(tool.bodyRules);
      }
      for (const tool of all)
        expect(
          Object.keys(tool.input).filter((k) => ["anyOf", "allOf", "oneOf"].includes(k)),
          tool.name,
        ).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("declares BearerAuth and ApiKeyQuery; public tools also allow no key", () => {
    expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.ApiKeyQuery).toMatchObject({ type: "apiKey", in: "query", name: "key" });
    expect(doc.paths["/api/filings"]?.get?.security).toEqual([{ BearerAuth: [] }, { ApiKeyQuery: [] }, {}]);
    expect(doc.paths["/api/concept/cite"]?.post?.security).toEqual([{ BearerAuth: [] }, { ApiKeyQuery: [] }]);
  });

  it("lists the spec's declared statuses per route (plus the gate's), with ErrorResponse and HTTPValidationError", () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["ErrorResponse", "HTTPValidationError", "ValidationError"]),
    );
    // Spec 4.2: GET /api/filings declares 400, 401, 403, 422, 502; the limiter adds 429.
    const filings = doc.paths["/api/filings"]?.get?.responses ?? {};
    expect(Object.keys(filings).sort()).toEqual(["200", "400", "401", "403", "422", "429", "502"]);
    expect(filings["422"]?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/HTTPValidationError" });
    expect(filings["502"]?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ErrorResponse" });
    // Spec 4.1: POST /api/concept/cite declares 400, 401, 403, 404, 422, 503.
    expect(Object.keys(doc.paths["/api/concept/cite"]?.post?.responses ?? {}).sort()).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "422",
      "429",
      "503",
    ]);
    // Spec 4.4: GET /api/documents/schemas takes no input in the spec; our echo does, hence 422.
    expect(Object.keys(doc.paths["/api/documents/schemas"]?.get?.responses ?? {})).toEqual(expect.arrayContaining(["401", "403"]));
  });

  it("says where it is served (a relative server) and how webhook receivers authenticate the sender", () => {
    const full = doc as OpenApi & { servers: { url: string }[]; webhooks: Record<string, Record<string, Operation>> };
    expect(full.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(Object.keys(full.webhooks).length).toBeGreaterThan(0);
    for (const hook of Object.values(full.webhooks)) expect(hook.post?.security).toEqual([{ WebhookSignature: [] }]);
    expect(doc.components.securitySchemes.WebhookSignature).toMatchObject({ type: "apiKey", in: "header", name: "webhook-signature" });
  });

  it("leaves health, docs and the document itself out", () => {
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith("/api/"))).toEqual([]);
  });

  it("with the registry's tools and service operations, lists exactly their manifest routes", async () => {
    const app = await buildApp({
      deps: offlineToolDeps(t.store),
      keys: t.keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      const real = (await app.inject({ url: "/openapi.json" })).json() as OpenApi;
      const expected = [...IMPLEMENTED_TOOLS, ...IMPLEMENTED_SERVICE_OPERATIONS].flatMap((tool) => {
        const http = manifestEntry(tool.name).http;
        return http ? [`${http.method.toLowerCase()} ${http.path}`] : [];
      });
      const listed = Object.entries(real.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
      expect(listed.sort()).toEqual(expected.sort());
    } finally {
      await app.close();
    }
  });

  it("with the real tools, names the spec's records and the shared shapes as components, referenced by $ref", async () => {
    const app = await buildApp({
      deps: offlineToolDeps(t.store),
      keys: t.keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      const real = (await app.inject({ url: "/openapi.json" })).json() as OpenApi;
      const names = Object.keys(real.components.schemas);
      // Spec 2.3's named records (all of them that have a route here) and the shared shapes.
      const records = [
        "MetricResponse",
        "MetricSeriesResponse",
        "FinancialsResponse",
        "ListMetricsResponse",
        "SearchMetricsResponse",
        "StatementResponse",
        "ConceptResponse",
        "CompareConceptRequest",
        "CompareConceptResponse",
        "ConceptTrendResponse",
        "CiteConceptRequest",
        "CoverFactsResponse",
        "FilingDescribeResponse",
        "FilingDocumentResponse",
        "FilingsResponse",
        "SectionsResponse",
        "FilingEvidenceRequest",
        "TableSearchResponse",
        "TableCompareRequest",
        "TableCompareResponse",
        "ExtractionsRequest",
        "ExtractionsResponse",
        "ExtractionsSearchResponse",
        "ExtractionsSeriesResponse",
        "DocumentSchemasResponse",
        "IngestFilingRequest",
        "IngestTranscriptRequest",
        "IngestFilingResponse",
        "ExtractionRequest",
        "ExtractionResponse",
        "DocumentResponse",
        "InvalidationsResponse",
        "WarmRequest",
        "WarmAcceptResponse",
        "WarmJobStatusResponse",
        "WebhookRegisterRequest",
        "WebhookRegisterResponse",
        "WebhookListResponse",
      ];
      const shapes = [
        "MetricValue",
        "LocatedMetricValue",
        "SourceRef",
        "LocatedSourceRef",
        "SourceLocation",
        "FactPeriod",
        "FilingRef",
        "PeriodSelection",
        "ReportedIn",
        "DateType",
      ];
      expect(names).toEqual(expect.arrayContaining([...records, ...shapes]));
      expect(real.paths["/api/metric"]?.get?.responses["200"]?.content?.["application/json"]?.schema).toEqual({
        $ref: "#/components/schemas/MetricResponse",
      });
      expect(real.paths["/api/filing/evidence"]?.post?.requestBody?.content["application/json"]?.schema).toEqual({
        $ref: "#/components/schemas/FilingEvidenceRequest",
      });
      // One source_ref shape in the whole document, referred to wherever a fact is cited.
      const text = JSON.stringify(real);
      const sourceRefKeys = Object.keys((real.components.schemas.SourceRef as { properties: object }).properties).join();
      expect(objectsWithKeys(real, sourceRefKeys)).toBe(1);
      expect(text).toContain('"$ref":"#/components/schemas/SourceRef"');
      // No schema outside the components is titled as a component would be: each was lifted.
      const inline = JSON.stringify(real.paths).match(/"title":"[A-Z][A-Za-z0-9]*"/g) ?? [];
      expect(inline).toEqual([]);
      // Every $ref resolves.
      for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(names, name).toContain(name);
    } finally {
      await app.close();
    }
  });

  it("with the real tools, declares each nested shape once: no unnamed object is alike another or a component", async () => {
    const app = await buildApp({
      deps: offlineToolDeps(t.store),
      keys: t.keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      const real = (await app.inject({ url: "/openapi.json" })).json() as OpenApi;
      // Requests, answers and error bodies. A repeated nested object, or one alike a component, is
      // one contract written twice, and one class per copy in a generated client. Two components
      // may be alike: the spec names ListMetricsResponse and SearchMetricsResponse apart.
      const byShape = new Map<string, string[]>();
      const add = (path: string, object: unknown) => byShape.set(shapeOf(object), [...(byShape.get(shapeOf(object)) ?? []), path]);
      for (const [name, schema] of Object.entries(real.components.schemas)) {
        add(name, schema);
        for (const [path, object] of nestedObjects(schema, name)) add(path, object);
      }
      const copies = [...byShape.values()].filter((paths) => paths.length > 1 && paths.some((path) => path.includes("/")));
      expect(copies).toEqual([]);
      // The shared shapes are components wherever they occur.
      for (const name of ["Dimensions", "Issue", "JsonObject", "ExtractionSpan", "TableSummary", "ConceptResolution", "KpiCitation"])
        expect(Object.keys(real.components.schemas)).toContain(name);
    } finally {
      await app.close();
    }
  });

  it("/docs serves the reference page from local assets only", async () => {
    const page = await t.app.inject({ url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const html = page.body;
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source, source).not.toMatch(/^(https?:)?\/\//);
    expect(html).not.toMatch(/https?:\/\//);
    // Every asset it names is served here.
    for (const source of sources) expect((await t.app.inject({ url: source })).statusCode, source).toBe(200);
    const init = await t.app.inject({ url: "/docs/static/swagger-initializer.js" });
    expect(init.body).toContain("validatorUrl: null");
    expect(page.headers["content-security-policy"]).not.toMatch(/https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });

  it("/healthz and /readyz answer without a key and without touching a bucket", async () => {
    const app = await t.rebuild({ limits: { ...ROOMY_LIMITS, public: { points: 1, windowSeconds: 60 } } });
    for (let i = 0; i < 5; i++) {
      const health = await app.inject({ url: "/healthz", query: { key: "fds_bogus" } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok" });
      expect(health.headers["ratelimit-limit"]).toBeUndefined();
      expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    }
  });

  it("/readyz answers 503 when the store does not", async () => {
    const broken = { ...t.store, getFiling: async () => Promise.reject(new Error("connection refused")) };
    const app = await t.rebuild({ deps: offlineToolDeps(broken) });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).not.toContain("connection refused");
  });
});

/** How many object schemas in the document have exactly these property names (comma-joined). */
function objectsWithKeys(node: unknown, keys: string): number {
  if (Array.isArray(node)) return node.reduce((n: number, v) => n + objectsWithKeys(v, keys), 0);
  if (typeof node !== "object" || node === null) return 0;
  const own = (node as { properties?: object }).properties;
  const here = own && typeof own === "object" && Object.keys(own).join() === keys ? 1 : 0;
  return here + Object.values(node).reduce((n: number, v) => n + objectsWithKeys(v, keys), 0);
}

const ANNOTATIONS = new Set(["title", "description", "examples", "example", "default"]);

/** A schema without its annotations, keys sorted: two copies of one shape compare equal. */
function shapeOf(node: unknown): string {
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : typeof v === "object" && v !== null
        ? Object.fromEntries(
            Object.keys(v)
              .filter((k) => !ANNOTATIONS.has(k))
              .sort()
              .map((k) => [k, strip((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(strip(node));
}

/** The object schemas written inline below a component (not the component itself, not behind $ref), with their paths. */
function nestedObjects(node: unknown, path: string, top = true): [string, Record<string, unknown>][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => nestedObjects(v, `${path}/${i}`, false));
  if (typeof node !== "object" || node === null || "$ref" in node) return [];
  const schema = node as Record<string, unknown>;
  const here: [string, Record<string, unknown>][] = !top && schema.type === "object" ? [[path, schema]] : [];
  const below = Object.entries(schema).filter(([k]) => !["examples", "example", "default", "const", "enum"].includes(k));
  return [...here, ...below.flatMap(([k, v]) => nestedObjects(v, `${path}/${k}`, false))];
}
