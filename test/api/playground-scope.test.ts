import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_MANIFEST } from "../../src/tools/manifest.js";
import { IMPLEMENTED_TOOLS } from "../../src/tools/registry.js";
import { tierAllows } from "../../src/tools/tiers.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp, type CorpusApp } from "../support/corpus-app.js";
import { bearer } from "./support/requests.js";
import { PLAYGROUND_TOKEN } from "./support/test-app.js";

const corpus = requireCorpus();

/** A tool's documented example with what it reads moved to something the store does not hold. */
function uncachedInput(example: Record<string, unknown>): Record<string, unknown> | null {
  if ("ticker" in example) return { ...example, ticker: "MSFT" };
  if ("tickers" in example) return { ...example, tickers: Array.isArray(example.tickers) ? ["MSFT"] : "MSFT" };
  if ("accession" in example) return { ...example, accession: "0000789019-24-000001" };
  return null;
}

/** Spec 5.7 (issue 21): the playground is cache-only; an uncached request is a 403 `not_cached` on every route it reaches. */
describe.skipIf(!corpus)("the playground answers 403 for what is not cached, on every route", () => {
  let c: CorpusApp;
  beforeAll(async () => {
    c = await corpusApp(corpus as string, ["AAPL"]);
  }, 120_000);
  afterAll(() => c?.close());

  const call = (method: "GET" | "POST", path: string, input: Record<string, unknown>, key: string) => {
    const headers = { authorization: bearer(key) };
    if (method === "POST") return c.app.inject({ method, url: path, payload: input, headers });
    const query = new URLSearchParams(
      Object.entries(input).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])),
    );
    return c.app.inject({ url: `${path}?${query}`, headers });
  };

  it("every filing tool the playground reaches refuses an uncached ticker or filing with 403 not_cached", async () => {
    let checked = 0;
    for (const entry of TOOL_MANIFEST) {
      const tool = IMPLEMENTED_TOOLS.find((t) => t.name === entry.name);
      if (!entry.http || entry.open || !tierAllows("playground", entry.tier) || !tool?.example) continue;
      const input = uncachedInput(tool.example as Record<string, unknown>);
      if (!input) continue;
      const res = await call(entry.http.method, entry.http.path, input, PLAYGROUND_TOKEN);
      expect(res.statusCode, `${entry.name}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json(), entry.name).toMatchObject({ error: { code: "not_cached" } });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it("uncached periods of a cached ticker are 403 too, where they were a 400, a 404 or an empty 200", async () => {
    const asked = [
      "/api/sections?ticker=AAPL&year=2019&quarter=4",
      "/api/statement?ticker=AAPL&statement=income&period_from=FY2015&period_to=FY2016",
      "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2016&end_quarter=4&periods=4",
      "/api/filing/describe?ticker=AAPL&year=2019&quarter=2",
      "/api/concept/trend?ticker=AAPL&concept_name=revenue&period_from=FY2015&period_to=FY2016",
    ];
    for (const url of asked) {
      const res = await c.app.inject({ url, headers: { authorization: bearer(PLAYGROUND_TOKEN) } });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: "not_cached" } });
    }
  });

  it("a keyed caller's own cached_only miss is not a refusal of its key", async () => {
    const res = await c.app.inject({
      url: "/api/concept/trend?ticker=AAPL&concept_name=revenue&period_from=FY2015&period_to=FY2016",
      headers: { authorization: bearer(c.key.registered) },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: "not_cached" } });
  });
});
