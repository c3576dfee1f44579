import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../src/api/index.js";
import { ServiceMetrics } from "../../src/metrics/service-metrics.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { Type } from "typebox";
import type { Tool } from "../../src/tools/tool.js";
import { echoTool } from "./support/echo-tool.js";
import { bearer } from "./support/requests.js";
import { createTestApp, ROOMY_LIMITS, type TestApp } from "./support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";

interface Detail {
  loc: (string | number)[];
  type: string;
  input?: unknown;
}

const details = (body: string) => (JSON.parse(body) as { detail: Detail[] }).detail;

/**
 * Issue 9: inputs that used to crash, stall or slip past validation, and errors that came in
 * Fastify's shape or with statuses no route declares.
 */
describe("hardening: bounds, bodies, methods and auth (echo tools)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("non-finite numbers in a query string are 422 finite_number, with the text as sent", async () => {
    for (const text of ["Infinity", "-Infinity", "1e309", "-1e309"]) {
      const response = await t.app.inject({ url: `/api/filings?ticker=AAPL&year=2024&quarter=${text}` });
      expect(response.statusCode, text).toBe(422);
      expect(details(response.body)).toEqual([
        { loc: ["query", "quarter"], msg: "Input should be a finite number", type: "finite_number", input: text },
      ]);
    }
    const year = await t.app.inject({ url: "/api/filings?ticker=AAPL&year=1e309&quarter=1" });
    expect(details(year.body)).toMatchObject([{ loc: ["query", "year"], type: "finite_number" }]);
  });

  it("non-finite numbers in a JSON body (1e309 parses as Infinity) are 422", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/concept/cite",
      headers: { authorization: bearer(t.key.paid), "content-type": "application/json" },
      payload: '{"ticker":"AAPL","year":1e309,"quarter":4}',
    });
    expect(response.statusCode).toBe(422);
    expect(details(response.body)[0]).toMatchObject({ loc: ["body", "year"] });
  });

  it("a 5,000-deep JSON body is 422 json_invalid, and the next request is answered", async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/concept/cite",
      headers: { authorization: bearer(t.key.paid), "content-type": "application/json" },
      payload: `{"ticker":"AAPL","year":2024,"quarter":4,"form_types":${deep}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(details(response.body)).toEqual([
      { loc: ["body"], msg: "JSON decode error", type: "json_invalid", ctx: { error: "nesting deeper than 64 levels" } },
    ]);
    const next = await t.app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=4" });
    expect(next.statusCode).toBe(200);
  });

  it("bodies that are not JSON, malformed or empty are 422 on [body], never 415 or 400", async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/concept/cite",
        headers: { authorization: bearer(t.key.paid), "content-type": contentType },
        payload,
      });
    const plain = await post("ticker=AAPL", "text/plain");
    expect(plain.statusCode).toBe(422);
    expect(details(plain.body)).toMatchObject([{ loc: ["body"], type: "model_attributes_type" }]);
    const broken = await post('{"ticker": "AAPL",', "application/json");
    expect(broken.statusCode).toBe(422);
    expect(details(broken.body)).toMatchObject([{ loc: ["body"], type: "json_invalid" }]);
    const empty = await post("", "application/json");
    expect(empty.statusCode).toBe(422);
    expect(details(empty.body)).toMatchObject([{ loc: ["body"], type: "missing" }]);
  });

  it("a body over the size limit is 422 too_long", async () => {
    const small = await t.rebuild({
      http: { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, bodyLimitBytes: 100, checkIntervalMs: 1_000 },
    });
    const response = await small.inject({
      method: "POST",
      url: "/api/concept/cite",
      headers: { authorization: bearer(t.key.paid), "content-type": "application/json" },
      payload: JSON.stringify({ ticker: "AAPL", year: 2024, quarter: 4, form_types: Array.from({ length: 50 }, () => "10-K") }),
    });
    expect(response.statusCode).toBe(422);
    expect(details(response.body)).toMatchObject([{ loc: ["body"], type: "too_long" }]);
  });

  it("a known path with a wrong method is 405 with Allow, in the ErrorResponse shape", async () => {
    for (const [method, url, allow] of [
      ["TRACE", "/api/filings", "GET, HEAD"],
      ["PUT", "/api/filings", "GET, HEAD"],
      ["DELETE", "/api/concept/cite", "POST"],
      ["POST", "/api/warm/some-job", "GET, HEAD"],
      // A method Fastify expects a body with: 405 before the missing Content-Type matters.
      ["QUERY", "/api/filings", "GET, HEAD"],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      const body = response.json() as { error: { code: string; request_id: string } };
      expect(body.error.code).toBe("method_not_allowed");
      expect(body.error.request_id).toBe(response.headers["x-request-id"]);
    }
    // A fixed path is no value of a parameter route's parameter: GET /api/documents/ingest is 405
    // (POST only), not GET /api/documents/{source_id} with source_id "ingest".
    const documents = await t.rebuild({
      tools: [echoTool("ingest_document"), echoTool("get_document", Type.Object({ source_id: Type.String() }) as never)],
    });
    for (const method of ["GET", "PUT"] as const) {
      const response = await documents.inject({ method, url: "/api/documents/ingest", headers: { authorization: bearer(t.key.internal) } });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("POST");
    }
    const metrics = await t.rebuild({ metrics: { metrics: new ServiceMetrics(), token: null } });
    const options = await metrics.inject({ method: "OPTIONS", url: "/metrics" });
    expect(options.statusCode).toBe(405);
    expect(options.headers.allow).toBe("GET, HEAD");
    const unknown = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("no key on a tool above public is 401 naming the tier needed; a key too low is 403", async () => {
    const none = await t.app.inject({ url: "/api/filing/document?ticker=AAPL&year=2024&quarter=4" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="fds"');
    const body = none.json() as { error: { code: string; required_tier: string; message: string } };
    expect(body.error).toMatchObject({ code: "unauthorized", required_tier: "registered" });
    expect(body.error.message).toContain("registered key");
    const low = await t.app.inject({
      method: "POST",
      url: "/api/concept/cite",
      headers: { authorization: bearer(t.key.registered) },
      payload: { ticker: "AAPL", year: 2024, quarter: 4 },
    });
    expect(low.statusCode).toBe(403);
    expect(low.json()).toMatchObject({ error: { code: "forbidden_tier", required_tier: "paid" } });
  });
});

describe("hardening: a route that takes no input", () => {
  let t: TestApp;
  beforeAll(async () => {
    const noInput = { ...echoTool("list_extraction_schemas"), input: Type.Object({}, { additionalProperties: false }) } as Tool;
    t = await createTestApp({ tools: [noInput] });
  });
  afterAll(() => t?.close());

  it("ignores unknown query parameters rather than answering a 422 it does not declare", async () => {
    const response = await t.app.inject({
      url: "/api/documents/schemas?%03=1e308&x=y",
      headers: { authorization: bearer(t.key.internal) },
    });
    expect(response.statusCode).toBe(200);
    const doc = (await t.app.inject({ url: "/openapi.json" })).json() as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths["/api/documents/schemas"]?.get.responses ?? {})).not.toContain("422");
  });
});

describe("hardening: tag_equivalence is an open read (no 401, no bucket)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tools: IMPLEMENTED_TOOLS, limits: { ...ROOMY_LIMITS, public: { points: 1, windowSeconds: 3_600 } } });
  });
  afterAll(() => t?.close());

  it("a bad key is served as public, and calls spend nothing of the caller's bucket", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        url: "/api/tag_equivalence?group=revenue",
        headers: { authorization: bearer("fds_not-a-real-key") },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["ratelimit-remaining"]).toBeUndefined();
    }
    const anonymous = await t.app.inject({ url: "/api/tag_equivalence?tag=Revenues&key=fds_nope" });
    expect(anonymous.statusCode).toBe(200);
    // The one request of the public bucket is still there for a gated tool.
    const gated = await t.app.inject({ url: "/api/filings?ticker=AAPL&year=2024&quarter=4&source=auto" });
    expect(gated.headers["ratelimit-remaining"]).toBe("0");
    expect(gated.statusCode).not.toBe(429);
  });

  it("OpenAPI lists neither 401 nor 429 for it", async () => {
    const doc = (await t.app.inject({ url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths["/api/tag_equivalence"]?.get?.responses ?? {}).sort()).toEqual(["200", "422"]);
  });
});

/** Raw HTTP over a socket: what the server writes back before it closes (or `waitMs` passes: then the socket is dropped). */
async function rawExchange(url: string, write: (socket: Socket) => void, waitMs = 5_000): Promise<{ text: string }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = "";
  socket.on("data", (chunk) => (text += chunk.toString()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  write(socket);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      socket.destroy();
      resolve();
    }, waitMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { text };
}

function errorOf(raw: string): {
  status: number;
  body: { error: { code: string; request_id: string } };
  requestIdHeader: string | undefined;
} {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]);
  const requestIdHeader = /x-request-id: (\S+)/i.exec(head)?.[1];
  return { status, body: JSON.parse(body) as { error: { code: string; request_id: string } }, requestIdHeader };
}

describe("hardening: on a real socket", () => {
  let t: TestApp;
  let server: RunningServer;
  beforeAll(async () => {
    t = await createTestApp();
    server = await startServer({
      deps: offlineToolDeps(t.store),
      tools: [],
      keys: t.keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
      http: { requestTimeoutMs: 600, headersTimeoutMs: 600, keepAliveTimeoutMs: 1_000, bodyLimitBytes: 1_048_576, checkIntervalMs: 100 },
      port: 0,
      host: "127.0.0.1",
    });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("a body that never finishes arriving is cut off with 408 within the request timeout", async () => {
    // Node's own request timeout is 300 s and rawExchange drops the socket unanswered after 5 s,
    // so a 408 in the answer is the configured 600 ms timeout at work.
    const { text } = await rawExchange(server.url, (s) =>
      s.write('POST /api/concept/cite HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"ticker":'),
    );
    const error = errorOf(text);
    expect(error.status).toBe(408);
    expect(error.body.error.code).toBe("request_timeout");
    expect(error.body.error.request_id).toBe(error.requestIdHeader);
  });

  it("protocol errors before routing are 400 ErrorResponse with a request id", async () => {
    for (const request of [
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
      "GARBAGE\r\n\r\n",
      "GET /api/filings HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n",
      `GET /api/filings HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]) {
      const { text } = await rawExchange(server.url, (s) => s.write(request));
      const error = errorOf(text);
      expect(error.status, request.slice(0, 30)).toBe(400);
      expect(error.body.error.code).toBe("bad_request");
      expect(error.body.error.request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a URL that cannot be decoded is a 400 ErrorResponse", async () => {
    const response = await fetch(`${server.url}/api/fil%zzings`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; request_id: string } };
    expect(body.error.request_id).toBe(response.headers.get("x-request-id"));
  });
});
