import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { buildToolDeps } from "../../src/runtime/index.js";
import { testToolDepsOptions } from "../support/tool-deps-options.js";
import { OpenAiEvidenceModel } from "../../src/llm/openai-evidence-model.js";
import { openApiKeyStore, type ApiKeyStore, openExtractionStore } from "../../src/store/index.js";
import type { ExtractionStore } from "../../src/store/index.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { startScriptedServer, type ScriptedServer } from "../support/scripted-server.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();
const AAPL_10K = "0000320193-24-000123";

type Item = {
  rank: number;
  layer: string;
  accession: string;
  document: string;
  form: string;
  fiscal_year: number | null;
  fiscal_period: string | null;
  filing_url: string | null;
  section: string | null;
  section_title: string | null;
  read_plan: string;
  text: string;
  start: number;
  end: number;
  cells: { start: number; end: number; text: string; fact_id: string | null }[] | null;
  page: { section_start: number; section_end: number; truncated: boolean; next_char_start: number | null } | null;
};
type ReadItem = { section: string; subsections: string[]; rationale: string };

function completion(content: string): string {
  return JSON.stringify({
    id: "cmpl-1",
    object: "chat.completion",
    created: 0,
    model: "local-test",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

describe.skipIf(!corpus)("POST /api/filing/evidence", () => {
  let deps: ToolDeps;
  let extractions: ExtractionStore;
  let keys: ApiKeyStore;
  let app: FastifyInstance;
  let withModel: FastifyInstance;
  let server: ScriptedServer;
  let close: () => Promise<void>;
  const key: Record<string, string> = {};
  /** What the local stand-in for an OpenAI-compatible model does: call 0 of a request is the plan advice, call 1 the answer. */
  let script: (n: number) => { status: number; content?: string } = () => ({ status: 500 });
  let calls = 0;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["AAPL", "NVDA"]);
    close = stored.close;
    const env = stored.store.env;
    const storeOptions = {
      dataDir: stored.store.dataDir,
      ...(env.FDS_DATABASE_URL ? { databaseUrl: env.FDS_DATABASE_URL, schema: env.FDS_DATABASE_SCHEMA } : {}),
    };
    extractions = await openExtractionStore(storeOptions);
    keys = await openApiKeyStore(storeOptions);
    for (const tier of ["registered", "paid", "internal"] as const) key[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
    deps = { ...buildToolDeps(stored.deps.store, testToolDepsOptions()), fetcher: null, issuers: null, extractions };
    app = await buildApp({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    server = await startScriptedServer((req) => {
      if (!req.url?.endsWith("/chat/completions")) return { status: 404 };
      const reply = script(calls++);
      return {
        status: reply.status,
        body: reply.status === 200 ? completion(reply.content ?? "") : JSON.stringify({ error: { message: "model down" } }),
        headers: { "content-type": "application/json" },
      };
    });
    const evidenceModel = new OpenAiEvidenceModel({
      baseURL: `${server.url}/v1`,
      model: "local-test",
      apiKey: "test",
      cache: extractions,
      timeoutMs: 5_000,
    });
    withModel = await buildApp({
      deps: { ...deps, evidenceModel },
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await withModel?.close();
    await server?.close();
    await keys?.close();
    await extractions?.close();
    await close?.();
  });

  const post = (payload: unknown, k: string | null = key.paid as string, on: FastifyInstance = app) =>
    on.inject({
      method: "POST",
      url: "/api/filing/evidence",
      headers: k ? { authorization: `Bearer ${k}` } : {},
      payload: payload as object,
    });
  const aapl = (query: string, extra: Record<string, unknown> = {}) => ({ ticker: "AAPL", year: 2024, quarter: 4, query, ...extra });
  const markdownOf = async (accession: string, document: string) => {
    const res = await app.inject({
      url: `/api/filing/document?accession=${accession}&primary_document=${encodeURIComponent(document)}&max_chars=2000000`,
      headers: { authorization: `Bearer ${key.registered}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().markdown as string;
  };

  it("answers a repurchase question on a 10-K per spec 2.2, reading Item 5 and MD&A's liquidity part, every item cited", async () => {
    const res = await post(aapl("How much did Apple spend on share repurchases in fiscal 2024?"));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["coverage", "evidence", "source_pack", "status", "suggested_next_reads", "warnings"]);
    expect(body.status).toBe("success");
    for (const f of [
      "matched_intent",
      "source_pack_version",
      "searched_sections",
      "searched_tables",
      "searched_extractions",
      "missing_or_unavailable",
      "evidence_layers_consulted",
      "confidence",
      "semantic_status",
      "coverage_status",
    ])
      expect(body.coverage).toHaveProperty(f);
    expect(body.coverage.matched_intent).toBe("liquidity_capital_returns");
    expect(body.coverage.source_pack_version).toMatch(/^evidence-read-plans\//);
    expect(body.coverage.cache_status).toBe("cold");
    expect(body.source_pack.matched_intent).toBe("liquidity_capital_returns");
    const required = body.source_pack.required_reads as ReadItem[];
    expect(required.map((r) => r.section)).toEqual(["item_5", "item_7"]);
    expect(required[1]?.subsections).toContain("Liquidity and Capital Resources");
    for (const r of [...required, ...body.source_pack.optional_reads, ...body.source_pack.recommended_sources] as ReadItem[])
      expect(r.rationale.length).toBeGreaterThan(10);
    expect(body.coverage.searched_sections).toEqual(expect.arrayContaining(["item_5", "item_7"]));
    expect(body.coverage.evidence_layers_consulted).toEqual(expect.arrayContaining(["sections", "text_index", "tables", "facts"]));
    expect(body.coverage.coverage_status).toBe("complete");
    const items = body.evidence as Item[];
    expect(items.length).toBe(12);
    expect(items[0]?.read_plan).toBe("required");
    expect(items.slice(0, 3).some((i) => /repurchased \$95\.0 billion/.test(i.text))).toBe(true);
    const markdown = await markdownOf(AAPL_10K, "aapl-20240928.htm");
    for (const i of items) {
      expect(i.accession).toBe(AAPL_10K);
      expect(i.form).toBe("10-K");
      expect([i.fiscal_year, i.fiscal_period]).toEqual([2024, "FY"]);
      expect(i.filing_url).toBe("https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm");
      expect(markdown.slice(i.start, i.end)).toBe(i.text);
      for (const c of i.cells ?? []) expect(markdown.slice(c.start, c.end)).toBe(c.text);
    }
    expect(items.some((i) => i.layer === "tables" && i.cells?.some((c) => c.fact_id !== null))).toBe(true);
  });

  it("plans a 10-Q legal question on Part II Item 1 and the contingencies note, and finds the securities litigation there", async () => {
    const res = await post({ ticker: "NVDA", year: 2026, quarter: 2, query: "What lawsuits is NVIDIA involved in?" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.coverage.matched_intent).toBe("legal_matters");
    const required = body.source_pack.required_reads as ReadItem[];
    expect(required.map((r) => r.section)).toEqual(["part_2_item_1", "part_1_item_1"]);
    expect(required[1]?.subsections).toContain("Commitments and Contingencies");
    const items = body.evidence as Item[];
    expect(items.some((i) => i.section === "part_1_item_1" && i.text.includes("Securities Litigation"))).toBe(true);
  });

  it("reads the 8-Ks filed in filing_date_from..to: an item of a stored 8-K cites that 8-K, and coverage lists it", async () => {
    const res = await post({
      ticker: "NVDA",
      year: 2026,
      quarter: 2,
      query: "What variable compensation plan did the Compensation Committee adopt for executive officers?",
      filing_date_from: "2026-01-01",
      filing_date_to: "2026-12-31",
      form_types: ["8-K"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.coverage.evidence_layers_consulted).toContain("event_filings");
    expect(body.coverage.searched_event_filings).toEqual(
      expect.arrayContaining([expect.objectContaining({ accession: "0001045810-26-000024", items: expect.arrayContaining(["5.02"]) })]),
    );
    const fromEvent = (body.evidence as Item[]).filter((i) => i.accession === "0001045810-26-000024");
    expect(fromEvent.length).toBeGreaterThan(0);
    expect(fromEvent[0]).toMatchObject({ layer: "event_filings", form: "8-K", section: "item_5_02" });
    expect(fromEvent.some((i) => i.text.includes("Variable Compensation Plan"))).toBe(true);
    // The 8-K's primary document and its EX-10.1: each item slices its own document's markdown.
    for (const i of fromEvent) expect((await markdownOf("0001045810-26-000024", i.document)).slice(i.start, i.end)).toBe(i.text);
  });

  it("reads related tickers' filings of the same fiscal period only when stored, and names the ones that are not", async () => {
    const res = await post(aapl("What were total net sales?", { related_tickers: ["NVDA"] }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.coverage.evidence_layers_consulted).toContain("related_filings");
    expect(body.coverage.missing_or_unavailable).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "layer", name: "related_filings: NVDA", stored: false })]),
    );
    expect((body.evidence as Item[]).every((i) => i.accession === AAPL_10K)).toBe(true);
  });

  it("names what it could not read: a 10-K item incorporated by reference from the proxy statement makes coverage partial", async () => {
    const res = await post(aapl("Who are the directors and executive officers, and how are they compensated?"));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.coverage.matched_intent).toBe("governance_executives");
    expect(body.coverage.coverage_status).toBe("partial");
    const missing = body.coverage.missing_or_unavailable as { kind: string; section: string; name: string; stored: boolean }[];
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "document", section: "item_10", name: "DEF 14A proxy statement", stored: false }),
      ]),
    );
    expect(body.suggested_next_reads).toEqual(expect.arrayContaining([expect.objectContaining({ document: "DEF 14A proxy statement" })]));
  });

  it("adds the planner trace and the required sections' full text, paged, when asked", async () => {
    const res = await post(
      aapl("What legal proceedings is Apple involved in?", { include_planner_trace: true, include_full_sections: true, max_hits: 3 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    for (const f of [
      "matched_intent",
      "source_pack_version",
      "recommended_sources",
      "required_reads",
      "optional_reads",
      "warnings",
      "rationale",
    ])
      expect(body.planner_trace).toHaveProperty(f);
    expect(body.planner_trace.rationale).toMatch(/legal_matters/);
    const items = body.evidence as Item[];
    expect(items.filter((i) => i.layer !== "full_sections")).toHaveLength(3);
    const fulls = items.filter((i) => i.layer === "full_sections");
    expect(fulls.map((i) => i.section)).toEqual(["item_3", "item_8"]);
    const markdown = await markdownOf(AAPL_10K, "aapl-20240928.htm");
    for (const f of fulls) {
      expect(markdown.slice(f.start, f.end)).toBe(f.text);
      expect(f.start).toBe(f.page?.section_start);
    }
    expect(fulls[0]?.page).toMatchObject({ truncated: false, next_char_start: null });
    // Item 8 is longer than one page: the rest is a suggested read with its offsets.
    expect(fulls[1]?.page?.truncated).toBe(true);
    expect(body.suggested_next_reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tool: "get_filing_document",
          arguments: expect.objectContaining({ char_start: fulls[1]?.end, char_end: fulls[1]?.page?.section_end }),
        }),
      ]),
    );
  });

  it("keeps the bounds: max_hits 1..100 (default 12), unknown properties, missing fields and quarter are 422", async () => {
    expect((await post(aapl("revenue", { max_hits: 1 }))).json().evidence).toHaveLength(1);
    for (const bad of [
      aapl("revenue", { max_hits: 0 }),
      aapl("revenue", { max_hits: 101 }),
      aapl("revenue", { colour: "red" }),
      { ticker: "AAPL", year: 2024, quarter: 4 },
      aapl("revenue", { quarter: 5 }),
      aapl("revenue", { form_types: "8-K" }),
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().detail.length).toBeGreaterThan(0);
    }
  });

  it("is a paid tool: no key 401, a registered key 403, paid and internal keys 200", async () => {
    expect((await post(aapl("revenue"), null)).statusCode).toBe(401);
    expect((await post(aapl("revenue"), key.registered as string)).statusCode).toBe(403);
    expect((await post(aapl("revenue"), key.internal as string)).statusCode).toBe(200);
  });

  it("answers a query without words or dates out of order with a 400 error, a malformed date with 422, a filing it cannot fetch (no EDGAR configured) with 503", async () => {
    const malformed = await post(aapl("revenue", { filing_date_from: "2024-13-01" }));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({ loc: ["body", "filing_date_from"], type: "string_pattern_mismatch" });
    for (const payload of [aapl("?!"), aapl("revenue", { filing_date_from: "2024-10-01", filing_date_to: "2024-01-01" })]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("bad_request");
    }
    const missing = await post({ ticker: "AAPL", year: 2019, quarter: 2, query: "revenue" });
    expect(missing.statusCode).toBe(503);
    expect(missing.json().error.code).toBe("edgar_unavailable");
  });

  it("turns a model that fails into a warning: the deterministic answer stands", async () => {
    script = () => ({ status: 500 });
    const res = await post(aapl("How many employees does Apple have?"), key.paid as string, withModel);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.warnings.join(" ")).toMatch(/could not refine the plan/);
    expect(body.warnings.join(" ")).toMatch(/could not phrase an answer/);
    expect(body.answer).toBeUndefined();
    expect((body.evidence as Item[]).some((i) => i.text.includes("164,000"))).toBe(true);
  });

  it("never lets the model inject an uncited number; an answer whose numbers are all in the evidence is returned", async () => {
    calls = 0;
    script = (n) =>
      n % 2 === 0
        ? { status: 200, content: '{"intent": null, "sections": ["item_1a"]}' }
        : { status: 200, content: "Apple repurchased $999.0 billion of its stock [1]." };
    const bad = (await post(aapl("What did Apple spend on buybacks in 2024?"), key.paid as string, withModel)).json();
    expect(bad.answer).toBeUndefined();
    expect(bad.warnings.join(" ")).toMatch(/answer was dropped: 999\.0 not found in the cited evidence/);
    expect(bad.source_pack.optional_reads.map((r: ReadItem) => r.section)).toContain("item_1a");
    script = (n) =>
      n % 2 === 0
        ? { status: 200, content: '{"intent": "not_an_intent", "sections": []}' }
        : { status: 200, content: "During 2024, the Company repurchased $95.0 billion of its common stock [1]." };
    const good = (await post(aapl("How much stock did Apple repurchase during 2024?"), key.paid as string, withModel)).json();
    expect(good.warnings.join(" ")).toMatch(/unknown intent "not_an_intent"/);
    expect(good.answer).toMatchObject({
      text: "During 2024, the Company repurchased $95.0 billion of its common stock [1].",
      model: "llm:local-test",
    });
    const shown = (good.evidence as Item[]).filter((i) => good.answer.evidence_ranks.includes(i.rank));
    expect(shown.some((i) => i.text.includes("95.0"))).toBe(true);
  });
});
