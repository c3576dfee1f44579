import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { loadDocument } from "../../src/domain/documents/document-source.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();
const ADBE_8K = "0000796343-23-000044";

type Entry = {
  concept: string | null;
  label: string;
  group: string | null;
  score?: number;
  value: {
    value: number;
    value_shown: number;
    unit: string;
    scale: number;
    source: string;
    duration_class: string | null;
    period: { type: string; end: string };
    source_ref: {
      accession: string;
      document: string;
      table_id: string;
      row_label: string;
      column_label: string;
      start: number;
      end: number;
    };
  };
};

describe.skipIf(!corpus)("source=8k on list_metrics and search_metrics: earnings-release tables", () => {
  let app: FastifyInstance;
  let keys: ApiKeyStore;
  let deps: ToolDeps;
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, ["ADBE", "BKE", "MMM"]);
    deps = stored.deps;
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    registered = (await issueApiKey(keys, { name: "registered", tier: "registered" })).key;
    app = await buildApp({
      deps,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
    cleanup = async () => {
      await app.close();
      await keys.close();
      await stored.close();
    };
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = (url: string) => app.inject({ url, headers: { authorization: `Bearer ${registered}` } });
  const markdownOf = async (accession: string, name: string) => {
    const filing = await deps.store.getFiling(accession);
    return (await loadDocument(deps, filing!, name)).artifacts.doc.markdown;
  };

  it("ADBE fiscal 2023 Q1 from its EX-99.1: revenue $4,655M, net income $1,247M, diluted EPS $2.71, each citing its table cell", async () => {
    const res = await get("/api/financials/list_metrics?ticker=ADBE&year=2023&quarter=1&source=8k&limit=500");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filing).toMatchObject({ accession: ADBE_8K, form: "8-K", filed_date: "2023-03-15" });
    // The period's 10-Q is not stored: the quarter end is estimated from ADBE's stored FY2024 10-K.
    expect(body.warnings[0]).toContain("matched by fiscal_calendar");
    const metrics = body.metrics as Entry[];
    expect(body.total).toBe(metrics.length);
    const revenue = metrics[0]!;
    expect(revenue).toMatchObject({ concept: "us-gaap:Revenues", label: "Total revenue", group: "revenue" });
    expect(revenue.value).toMatchObject({
      value: 4_655_000_000,
      value_shown: 4655,
      unit: "USD",
      scale: 1e6,
      source: "8k",
      duration_class: "Q",
      period: { type: "duration", end: "2023-03-03" },
    });
    expect(revenue.value.source_ref).toMatchObject({
      accession: ADBE_8K,
      document: "adbeex991q123.htm",
      table_id: "t-3-88a77eb7",
      row_label: "Total revenue",
      column_label: "Three Months Ended March 3, 2023",
    });
    const md = await markdownOf(ADBE_8K, "adbeex991q123.htm");
    expect(md.slice(revenue.value.source_ref.start, revenue.value.source_ref.end)).toContain("4,655");
    const byGroup = (g: string) => metrics.find((m) => m.group === g)!;
    expect(byGroup("net_income")).toMatchObject({ label: "Net income", concept: "us-gaap:NetIncomeLoss", value: { value: 1_247_000_000 } });
    // Per-share rows are not scaled.
    expect(byGroup("eps_diluted")).toMatchObject({
      label: "Diluted net income per share",
      value: { value: 2.71, scale: 1, unit: "USD/share" },
    });
    expect(byGroup("eps_basic").value.value).toBe(2.72);
    expect(byGroup("diluted_shares").value).toMatchObject({ value: 460_000_000, unit: "shares" });
    expect(byGroup("operating_income").value.value).toBe(1_586_000_000);
    const eps = byGroup("eps_diluted").value.source_ref;
    expect(md.slice(eps.start, eps.end)).toContain("2.71");
    // Balance-sheet rows: the instant at the quarter end. Unknown rows keep their label, concept null.
    const deferred = metrics.find((m) => m.label === "Deferred revenue")!;
    expect(deferred).toMatchObject({
      concept: null,
      group: null,
      value: { value: 5_357_000_000, period: { type: "instant", end: "2023-03-03" } },
    });
    // Non-GAAP rows never map to a registry group; no prior-year or forward-target column is read.
    expect(metrics.find((m) => m.label === "Non-GAAP net income")).toMatchObject({ group: null, value: { value: 1_746_000_000 } });
    expect(metrics.every((m) => m.value.period.end === "2023-03-03")).toBe(true);
    expect(metrics.some((m) => m.value.value === 4_262_000_000)).toBe(false);
  });

  it("BKE fiscal 2024 Q3 (no 10-Q stored: the release names its quarter); thirteen-week column, amounts in thousands", async () => {
    const res = await get("/api/financials/list_metrics?ticker=BKE&year=2024&quarter=3&source=8k&limit=500");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filing).toMatchObject({ ticker: "BKE", form: "8-K", accession_is_synthetic: true });
    expect(body.warnings[0]).toContain("matched by release_text");
    const metrics = body.metrics as Entry[];
    const byGroup = (g: string) => metrics.find((m) => m.group === g)!;
    expect(byGroup("revenue")).toMatchObject({
      label: "SALES, Net of returns and allowances",
      value: { value: 293_618_000, scale: 1000, period: { end: "2024-11-02" } },
    });
    expect(byGroup("revenue").value.source_ref.column_label).toBe("Thirteen Weeks Ended November 2, 2024");
    expect(byGroup("net_income").value.value).toBe(44_172_000);
    expect(byGroup("eps_diluted")).toMatchObject({ label: "Diluted", value: { value: 0.88 } });
    expect(byGroup("eps_basic").value.value).toBe(0.89);
    expect(byGroup("diluted_shares").value.value).toBe(50_297_000);
    const md = await markdownOf(body.filing.accession, "bke20241122-8kexhibit.htm");
    const ref = byGroup("net_income").value.source_ref;
    expect(md.slice(ref.start, ref.end)).toContain("44,172");
    // Year to date: the thirty-nine-week column.
    const ytd = (await get("/api/financials/list_metrics?ticker=BKE&year=2024&quarter=3&source=8k&date_type=YTD&limit=500")).json();
    expect((ytd.metrics as Entry[]).find((m) => m.group === "revenue")).toMatchObject({
      value: { value: 838_490_000, duration_class: "9M" },
    });
  });

  it("search_metrics with source=8k ranks the registry alias first", async () => {
    const res = await get("/api/financials/search_metrics?ticker=ADBE&year=2023&quarter=1&source=8k&query=revenue&limit=5");
    expect(res.statusCode, res.body).toBe(200);
    const metrics = res.json().metrics as Entry[];
    expect(metrics[0]).toMatchObject({ group: "revenue", score: 1, value: { value: 4_655_000_000 } });
    const eps = (await get("/api/financials/search_metrics?ticker=BKE&year=2024&quarter=3&source=8k&query=diluted%20eps")).json()
      .metrics as Entry[];
    expect(eps[0]).toMatchObject({ group: "eps_diluted", score: 1, value: { value: 0.88 } });
  });

  it("no stored release for the period: filing_not_found (400: list/search_metrics declare no 404), never an empty success", async () => {
    for (const url of [
      "/api/financials/list_metrics?ticker=ADBE&year=2023&quarter=2&source=8k",
      "/api/financials/list_metrics?ticker=BKE&year=2024&quarter=2&source=8k",
      "/api/financials/search_metrics?ticker=MMM&year=2024&quarter=1&source=8k&query=revenue",
      "/api/financials/list_metrics?ticker=ZZZZ&year=2024&quarter=1&source=8k",
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error?.code ?? res.json().code).toBe("filing_not_found");
    }
  });

  it("the XBRL path is unchanged; other tools still refuse source=8k", async () => {
    const auto = await get("/api/financials/list_metrics?ticker=ADBE&year=2024&quarter=4&limit=3");
    expect(auto.statusCode, auto.body).toBe(200);
    expect(auto.json().filing.form).toBe("10-K");
    expect(auto.json().metrics.every((m: { value: { source: string } }) => m.value.source === "xbrl")).toBe(true);
    expect((await get("/api/financials/list_metrics?ticker=ADBE&year=2024&quarter=4&source=web")).statusCode).toBe(422);
    const other = await get("/api/financials?ticker=ADBE&year=2024&quarter=4&source=8k");
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().detail[0]).toMatchObject({ loc: ["query", "source"], input: "8k" });
    // The parameter's description says where 8k is read.
    const doc = (await get("/openapi.json")).json();
    const source = doc.paths["/api/financials"].get.parameters.find((p: { name: string }) => p.name === "source");
    expect(JSON.stringify(source)).toContain("list_metrics and search_metrics only");
  });
});
