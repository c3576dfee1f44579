import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../support/extraction-app.js";

const corpus = requireCorpus();
const AAPL_10K = "0000320193-24-000123";
const AAPL_DOC = "aapl-20240928.htm";

type Span = {
  schema: string;
  class: string;
  text: string;
  document: string;
  start: number;
  end: number;
  attributes: Record<string, { text: string; start: number; end: number; value: unknown }>;
  in_previous_filing: boolean;
};

describe.skipIf(!corpus)("extraction and document routes", () => {
  let x: ExtractionApp;
  const req = (method: "GET" | "POST", url: string, key: string | null, payload?: unknown) =>
    x.app.inject({
      method,
      url,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    x = await extractionApp(corpus as string, ["AAPL", "NVDA"]);
  }, 240_000);
  afterAll(() => x?.close());

  /** The markdown GET /api/filing/document serves for a document of a filing. */
  const markdownOf = async (accession: string, document: string) => {
    const res = await req(
      "GET",
      `/api/filing/document?accession=${accession}&primary_document=${encodeURIComponent(document)}&max_chars=2000000`,
      x.key.registered,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().markdown as string;
  };

  it("POST /api/extractions: spans (and their attributes) slice back from the served markdown; the second call is cached", async () => {
    const first = await req("POST", "/api/extractions", x.key.paid, {
      accession: AAPL_10K,
      schemas: ["share_repurchases", "dividends", "debt"],
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.filing.accession).toBe(AAPL_10K);
    expect(body.schemas.map((s: { status: string }) => s.status)).toEqual(["extracted", "extracted", "extracted"]);
    const markdown = await markdownOf(AAPL_10K, AAPL_DOC);
    const spans: Span[] = body.schemas.flatMap((s: { spans: Span[] }) => s.spans);
    expect(spans.length).toBeGreaterThan(5);
    for (const s of spans) {
      expect(markdown.slice(s.start, s.end)).toBe(s.text);
      for (const a of Object.values(s.attributes))
        if (a.start !== s.start || a.end !== s.end || a.text === s.text)
          expect(markdown.slice(a.start, a.end), `${s.class} attribute`).toBe(a.text);
    }
    // The issuer-purchases table's remaining authorization cites its cell, in millions.
    const remaining = spans.find((s) => s.class === "remaining_authorization" && s.text === "$89,074");
    expect(remaining?.attributes.amount?.value).toBe(89_074_000_000);
    const again = (
      await req("POST", "/api/extractions", x.key.paid, {
        ticker: "AAPL",
        year: 2024,
        quarter: 4,
        schemas: ["share_repurchases", "dividends", "debt"],
      })
    ).json();
    expect(again.schemas.map((s: { status: string }) => s.status)).toEqual(["cached", "cached", "cached"]);
    expect(again.total_spans).toBe(body.total_spans);
  });

  it("POST /api/extractions: tiers, unknown schema, bounds", async () => {
    expect((await req("POST", "/api/extractions", null, { accession: AAPL_10K })).statusCode).toBe(401);
    expect((await req("POST", "/api/extractions", x.key.registered, { accession: AAPL_10K })).statusCode).toBe(403);
    const unknown = await req("POST", "/api/extractions", x.key.paid, { accession: AAPL_10K, schemas: ["NOPE!"] });
    expect(unknown.statusCode).toBe(422);
    const notOne = await req("POST", "/api/extractions", x.key.paid, { accession: AAPL_10K, schemas: ["no_such_schema"] });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().error.message).toContain("share_repurchases");
    expect((await req("POST", "/api/extractions", x.key.paid, { accession: "0000000000-00-000000" })).statusCode).toBe(400);
    expect((await req("POST", "/api/extractions", x.key.paid, { ticker: "AAPL", year: 2024, quarter: 5 })).statusCode).toBe(422);
  });

  it("a new schema version makes cached results stale: served only with allow_stale", async () => {
    const rows = await x.extractions.getResults({ sourceType: "filing", sourceId: AAPL_10K, document: AAPL_DOC, schema: "dividends" });
    const current = rows[0];
    expect(current).toBeDefined();
    // An older version's row for another schema, as a previous build would have left it.
    await x.extractions.saveResult({
      ...(current as NonNullable<typeof current>),
      schema: "guidance",
      schemaVersion: 0,
      spans: "[]",
      spanCount: 0,
    });
    await x.extractions.saveResult({
      ...(current as NonNullable<typeof current>),
      schema: "going_concern",
      schemaVersion: 0,
      spans: "[]",
      spanCount: 0,
    });
    const stale = (
      await req("POST", "/api/extractions", x.key.paid, { accession: AAPL_10K, schemas: ["going_concern"], allow_stale: true })
    ).json();
    expect(stale.schemas[0].status).toBe("stale");
    expect(stale.schemas[0].documents[0].schema_version).toBe(0);
    const fresh = (await req("POST", "/api/extractions", x.key.paid, { accession: AAPL_10K, schemas: ["going_concern"] })).json();
    expect(fresh.schemas[0].status).toBe("extracted");
    expect(fresh.schemas[0].documents[0].schema_version).toBe(1);
  });

  it("GET /api/extractions/search: a ticker's filings, newest first, by class and period; limit bounds", async () => {
    const res = await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration&class=revenue_share", x.key.paid);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total_hits).toBeGreaterThan(10);
    expect(body.hits.every((h: Span) => h.class === "revenue_share")).toBe(true);
    const periods = body.hits.map((h: { source_ref: { fiscal_year: number } }) => h.source_ref.fiscal_year);
    expect([...periods].sort((a: number, b: number) => b - a)).toEqual(periods);
    const narrowed = (
      await req(
        "GET",
        "/api/extractions/search?ticker=NVDA&schema=customer_concentration&period_from=FY2025&period_to=FY2025&form_type=10-K",
        x.key.paid,
      )
    ).json();
    expect(
      narrowed.hits.every(
        (h: { source_ref: { fiscal_year: number; form: string } }) => h.source_ref.fiscal_year === 2025 && h.source_ref.form === "10-K",
      ),
    ).toBe(true);
    expect(narrowed.total_hits).toBeGreaterThan(0);
    const one = (await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration&limit=1", x.key.paid)).json();
    expect(one.returned).toBe(1);
    expect(one.truncated).toBe(true);
    for (const bad of ["limit=0", "limit=5001", "limit=1e309"])
      expect(
        (await req("GET", `/api/extractions/search?ticker=NVDA&schema=customer_concentration&${bad}`, x.key.paid)).statusCode,
        bad,
      ).toBe(422);
    expect((await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration&limit=5000", x.key.paid)).statusCode).toBe(
      200,
    );
    expect((await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration&class=nope", x.key.paid)).statusCode).toBe(
      400,
    );
    expect(
      (await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration&period_from=soon", x.key.paid)).statusCode,
    ).toBe(422);
    expect((await req("GET", "/api/extractions/search?ticker=NVDA&schema=customer_concentration", x.key.registered)).statusCode).toBe(403);
  });

  it("GET /api/extractions/series: per fiscal period counts and cited values; hits capped per period", async () => {
    const res = await req(
      "GET",
      "/api/extractions/series?ticker=NVDA&schema=customer_concentration&include_hits=true&limit_hits_per_period=2",
      x.key.paid,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const fy25 = body.periods.find((p: { period: string }) => p.period === "FY2025Q4");
    expect(fy25.counts.revenue_share).toBeGreaterThan(3);
    expect(fy25.values.some((v: { class: string; value: number }) => v.class === "revenue_share" && v.value === 12)).toBe(true);
    expect(fy25.hits).toHaveLength(2);
    expect(fy25.hits_truncated).toBe(true);
    const indexes = body.periods
      .filter((p: { fiscal_year: number | null }) => p.fiscal_year !== null)
      .map((p: { fiscal_year: number; fiscal_quarter: number }) => p.fiscal_year * 4 + p.fiscal_quarter);
    expect([...indexes].sort((a: number, b: number) => a - b)).toEqual(indexes);
    for (const bad of ["limit_hits_per_period=0", "limit_hits_per_period=501"])
      expect(
        (await req("GET", `/api/extractions/series?ticker=NVDA&schema=customer_concentration&${bad}`, x.key.paid)).statusCode,
        bad,
      ).toBe(422);
    expect(
      (await req("GET", "/api/extractions/series?ticker=NVDA&schema=customer_concentration&limit_hits_per_period=500", x.key.paid))
        .statusCode,
    ).toBe(200);
  });

  it("risk-factor changes cite removed titles in the previous filing's document", async () => {
    const body = (
      await req("POST", "/api/extractions", x.key.paid, { ticker: "NVDA", year: 2025, quarter: 4, schemas: ["risk_factor_changes"] })
    ).json();
    expect(body.previous_filing.accession).toBe("0001045810-23-000017");
    const spans: Span[] = body.schemas[0].spans;
    const removed = spans.filter((s) => s.in_previous_filing);
    expect(removed.length).toBeGreaterThan(0);
    const previous = await markdownOf("0001045810-23-000017", "nvda-20230129.htm");
    for (const s of removed) expect(previous.slice(s.start, s.end)).toBe(s.text);
  });

  it("describe_filing reports extraction availability per schema", async () => {
    const body = (await req("GET", "/api/filing/describe?ticker=NVDA&year=2025&quarter=4", null)).json();
    expect(body.availability.extractions.schemas.risk_factor_changes.cached).toBe(true);
    expect(body.availability.extractions.schemas.restatement.cached).toBe(false);
  });

  it("GET /api/documents/schemas (internal): every schema with classes and typed attributes", async () => {
    expect((await req("GET", "/api/documents/schemas", null)).statusCode).toBe(401);
    expect((await req("GET", "/api/documents/schemas", x.key.paid)).statusCode).toBe(403);
    const body = (await req("GET", "/api/documents/schemas", x.key.internal)).json();
    expect(body.model_configured).toBe(false);
    const repurchases = body.schemas.find((s: { name: string }) => s.name === "share_repurchases");
    expect(repurchases.classes.find((c: { name: string }) => c.name === "remaining_authorization").numeric).toBe(true);
    expect(body.schemas.map((s: { name: string }) => s.name)).toContain("risk_factor_changes");
  });

  it("transcripts: ingested idempotently, parsed into turns, searchable, paged, extracted (guidance)", async () => {
    const text = readFileSync(path.join(corpus as string, "transcripts/aapl/AAPL_2024_Q4.txt"), "utf8");
    const payload = {
      ticker: "AAPL",
      year: 2024,
      quarter: 4,
      call_date: "2024-10-31",
      source: "corpus transcripts/aapl/AAPL_2024_Q4.txt",
      text,
    };
    expect((await req("POST", "/api/documents/ingest-transcript", x.key.paid, payload)).statusCode).toBe(403);
    const first = await req("POST", "/api/documents/ingest-transcript", x.key.internal, payload);
    expect(first.statusCode, first.body).toBe(200);
    const ingested = first.json();
    expect(ingested.status).toBe("stored");
    expect(ingested.counts.qa_turns).toBeGreaterThan(5);
    const again = (await req("POST", "/api/documents/ingest-transcript", x.key.internal, payload)).json();
    expect(again).toMatchObject({ id: ingested.id, status: "unchanged" });
    const doc = (await req("GET", `/api/documents/${ingested.id}?source_type=transcript&query=gross%20margin`, x.key.internal)).json();
    expect(doc.sections.map((s: { key: string }) => s.key)).toEqual(["prepared_remarks", "qa"]);
    expect(doc.matches.length).toBeGreaterThan(0);
    expect(doc.markdown.slice(doc.turns[1].text_start, doc.turns[1].text_start + 20)).toBe("Thank you, Suhasini.");
    const extracted = await req("POST", "/api/documents/extract", x.key.internal, {
      source_type: "transcript",
      source_id: ingested.id,
      schema: "guidance",
    });
    expect(extracted.statusCode, extracted.body).toBe(200);
    const spans: Span[] = extracted.json().spans;
    expect(spans.some((s) => s.attributes.value?.text === "46 and 47%")).toBe(true);
    for (const s of spans) expect(doc.markdown.slice(s.start, s.end)).toBe(s.text);
    // Guidance search covers the ticker's transcripts.
    const search = (await req("GET", "/api/extractions/search?ticker=AAPL&schema=guidance&form_type=transcript", x.key.paid)).json();
    expect(search.hits.some((h: { source_ref: { source_type: string } }) => h.source_ref.source_type === "transcript")).toBe(true);
  });

  it("documents: fetch a filing's document, 404 for unknown documents, 400 for the model extractor without a model, ingest is idempotent", async () => {
    const doc = await req("GET", `/api/documents/${AAPL_10K}?max_chars=1000`, x.key.internal);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json()).toMatchObject({ source_type: "filing", document: AAPL_DOC, char_end: 1000, truncated: true });
    expect((await req("GET", "/api/documents/tr-nope?source_type=transcript", x.key.internal)).statusCode).toBe(404);
    expect((await req("GET", "/api/documents/0000000000-00-000000", x.key.internal)).statusCode).toBe(404);
    expect((await req("GET", `/api/documents/${AAPL_10K}?max_chars=0`, x.key.internal)).statusCode).toBe(422);
    // query searches a filing document's blocks too (it was a 400 for a schema-valid request): each match slices the markdown served.
    const whole = (await req("GET", `/api/documents/${AAPL_10K}?max_chars=2000000`, x.key.internal)).json();
    const found = await req("GET", `/api/documents/${AAPL_10K}?max_chars=10&query=${encodeURIComponent("supply chain")}`, x.key.internal);
    expect(found.statusCode, found.body).toBe(200);
    const matches: { start: number; end: number; text_start: number; snippet: string; section: string | null; score: number }[] =
      found.json().matches;
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.some((m) => m.section === "item_1a")).toBe(true);
    for (const m of matches) expect(whole.markdown.slice(m.text_start, m.end).startsWith(m.snippet)).toBe(true);
    expect(matches.map((m) => m.score)).toEqual([...matches.map((m) => m.score)].sort((a, b) => b - a));
    expect((await req("GET", `/api/documents/${AAPL_10K}?query=${encodeURIComponent("!!!")}`, x.key.internal)).json().matches).toEqual([]);
    expect(whole.matches).toBeNull();
    // A page past the end is 400 with the length, as on GET /api/filing/document (schemathesis.toml says why ST202 takes it here).
    const past = await req("GET", `/api/documents/${AAPL_10K}?char_start=2147483647`, x.key.internal);
    expect([past.statusCode, past.json().error.code, past.json().error.total_chars]).toEqual([400, "bad_request", whole.total_chars]);
    expect(
      (await req("POST", "/api/documents/extract", x.key.internal, { source_id: "0000000000-00-000000", schema: "dividends" })).statusCode,
    ).toBe(404);
    const model = await req("POST", "/api/documents/extract", x.key.internal, {
      source_id: AAPL_10K,
      schema: "dividends",
      extractor: "model",
    });
    expect(model.statusCode).toBe(400);
    expect(model.json().error.message).toContain("no language model is configured");
    const ingest = await req("POST", "/api/documents/ingest", x.key.internal, { accession: AAPL_10K });
    expect(ingest.statusCode, ingest.body).toBe(200);
    expect(ingest.json()).toMatchObject({ id: AAPL_10K, source_type: "filing", status: "unchanged" });
    expect(ingest.json().counts.sections).toBeGreaterThan(10);
  });
});
