import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HIDDEN_MESSAGE } from "../../src/api/error-mapping.js";
import { STATUS_BY_CODE } from "../../src/api/error-status.js";
import { ERROR_CODES } from "../../src/model/index.js";
import { SECRET_MESSAGE } from "./support/echo-tool.js";
import { bearer } from "./support/requests.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

interface Detail {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

describe("validation (422 HTTPValidationError) and errors (ErrorResponse)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (query: string) => t.app.inject({ url: `/api/filings?${query}` });
  const details = async (query: string): Promise<Detail[]> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json() as { detail: Detail[] };
    expect(Object.keys(body)).toEqual(["detail"]);
    return body.detail;
  };

  it("a missing parameter: loc [query, name], type missing", async () => {
    expect(await details("year=2024&quarter=1")).toEqual([{ loc: ["query", "ticker"], msg: "Field required", type: "missing" }]);
  });

  it("quarter 0 and 5 are out of range", async () => {
    expect(await details("ticker=AAPL&year=2024&quarter=0")).toEqual([
      {
        loc: ["query", "quarter"],
        msg: "Input should be greater than or equal to 1",
        type: "greater_than_equal",
        input: 0,
        ctx: { ge: 1 },
      },
    ]);
    expect(await details("ticker=AAPL&year=2024&quarter=5")).toEqual([
      { loc: ["query", "quarter"], msg: "Input should be less than or equal to 4", type: "less_than_equal", input: 5, ctx: { le: 4 } },
    ]);
  });

  it("a non-integer is int_parsing", async () => {
    const [abc] = await details("ticker=AAPL&year=abc&quarter=1");
    expect(abc).toMatchObject({ loc: ["query", "year"], type: "int_parsing", input: "abc" });
    const [fraction] = await details("ticker=AAPL&year=2024&quarter=2.5");
    expect(fraction).toMatchObject({ loc: ["query", "quarter"], type: "int_parsing" });
  });

  it("a bad boolean is bool_parsing; pydantic's spellings of true and false are accepted", async () => {
    expect(await details("ticker=AAPL&year=2024&quarter=1&full_year_mode=maybe")).toEqual([
      {
        loc: ["query", "full_year_mode"],
        msg: "Input should be a valid boolean, unable to interpret input",
        type: "bool_parsing",
        input: "maybe",
      },
    ]);
    for (const [word, value] of [
      ["true", true],
      ["1", true],
      ["yes", true],
      ["On", true],
      ["false", false],
      ["0", false],
      ["no", false],
    ] as const) {
      const response = await get(`ticker=AAPL&year=2024&quarter=1&full_year_mode=${word}`);
      expect(response.statusCode, word).toBe(200);
      expect((response.json() as { input: { full_year_mode: boolean } }).input.full_year_mode).toBe(value);
    }
  });

  it("defaults are filled in and repeated or single values become arrays", async () => {
    const one = await get("ticker=AAPL&year=2024&quarter=1&form_types=10-K");
    expect(one.json()).toMatchObject({ input: { full_year_mode: false, form_types: ["10-K"] } });
    const two = await get("ticker=AAPL&year=2024&quarter=1&form_types=10-K&form_types=10-Q");
    expect(two.json()).toMatchObject({ input: { form_types: ["10-K", "10-Q"] } });
  });

  it("a value outside a union of literals is enum", async () => {
    expect(await details("ticker=AAPL&year=2024&quarter=1&date_type=H1")).toEqual([
      {
        loc: ["query", "date_type"],
        msg: "Input should be 'Q', 'YTD' or 'FY'",
        type: "enum",
        input: "H1",
        ctx: { expected: "'Q', 'YTD' or 'FY'" },
      },
    ]);
  });

  it("an unknown query parameter is extra_forbidden when the tool forbids extras", async () => {
    expect(await details("ticker=AAPL&year=2024&quarter=1&colour=red")).toEqual([
      { loc: ["query", "colour"], msg: "Extra inputs are not permitted", type: "extra_forbidden", input: "red" },
    ]);
  });

  it("every problem is reported, not just the first", async () => {
    const all = await details("year=abc&quarter=7&zz=1");
    expect(all.map((d) => d.loc.join(".")).sort()).toEqual(["query.quarter", "query.ticker", "query.year", "query.zz"]);
  });

  const post = (payload: unknown, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: "/api/concept/cite",
      headers: { authorization: bearer(t.key.paid), "content-type": contentType },
      payload: payload as string,
    });

  it("body: an unknown property is extra_forbidden at [body, name]; a wrong type is typed", async () => {
    const extra = await post(JSON.stringify({ ticker: "AAPL", year: 2024, quarter: 1, colour: "red" }));
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual({
      detail: [{ loc: ["body", "colour"], msg: "Extra inputs are not permitted", type: "extra_forbidden", input: "red" }],
    });
    const typed = await post(JSON.stringify({ ticker: 12, year: 2024, quarter: 1 }));
    expect((typed.json() as { detail: Detail[] }).detail).toEqual([
      { loc: ["body", "ticker"], msg: "Input should be a valid string", type: "string_type", input: 12 },
    ]);
  });

  it("body: a missing body is [body] missing; invalid JSON is [body] json_invalid (as FastAPI answers it)", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/concept/cite", headers: { authorization: bearer(t.key.paid) } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: [{ loc: ["body"], msg: "Field required", type: "missing" }] });
    const broken = await post('{"ticker": ');
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ detail: [{ loc: ["body"], type: "json_invalid" }] });
  });

  it("path parameters come from the manifest's {job_id}", async () => {
    const response = await t.app.inject({ url: "/api/warm/job-42", headers: { authorization: bearer(t.key.paid) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tool: "warm_metric_cache_status", input: { job_id: "job-42" } });
  });

  it("an unknown route is 404 not_found, without echoing the query (it may hold a key)", async () => {
    const response = await t.app.inject({ url: "/api/nothing-here?key=fds_secretsecretsecretsecretsecret12" });
    expect(response.statusCode).toBe(404);
    const body = response.json() as { error: { code: string; message: string; request_id: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).not.toContain("secret");
    expect(body.error.request_id).toBe(response.headers["x-request-id"]);
  });

  it("MCP-only tools get no route", async () => {
    // get_issuer_submissions_meta is implemented in the test tool set but has no HTTP surface.
    const openapi = (await t.app.inject({ url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(openapi.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
    expect(ids).not.toContain("get_issuer_submissions_meta");
  });

  it("an unexpected error is a 500 whose message is hidden", async () => {
    const response = await get("ticker=AAPL&year=2024&quarter=1&fail=crash");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain(SECRET_MESSAGE);
    expect(response.json()).toEqual({
      error: { code: "internal_error", message: HIDDEN_MESSAGE, request_id: response.headers["x-request-id"] },
    });
  });

  it("catalog errors keep code, message and details; EDGAR errors map to the catalog; statuses are the route's own", async () => {
    // GET /api/filings declares no 404 (spec 4.2): a catalog 404 is answered as its 400, code kept.
    const fds = await get("ticker=AAPL&year=2024&quarter=1&fail=fds");
    expect(fds.statusCode).toBe(400);
    expect(fds.json()).toMatchObject({ error: { code: "metric_not_found", message: "no such metric", metric: "Foo" } });
    const edgar = await get("ticker=AAPL&year=2024&quarter=1&fail=edgar");
    expect(edgar.statusCode).toBe(502);
    expect(edgar.json()).toMatchObject({ error: { code: "upstream_failed" } });
  });

  it("every catalog code has a status", () => {
    for (const code of ERROR_CODES) expect(STATUS_BY_CODE[code], code).toBeGreaterThanOrEqual(400);
  });

  it("a well-formed X-Request-Id is kept; anything else replaced", async () => {
    const kept = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "abc-123" } });
    expect(kept.headers["x-request-id"]).toBe("abc-123");
    const replaced = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
