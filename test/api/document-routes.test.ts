import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp } from "../support/corpus-app.js";
import { Compile } from "typebox/compile";
import { MetricValueSchema } from "../../src/tools/shared/schemas.js";

const metricValue = Compile(MetricValueSchema);
const isMetricValue = (v: unknown) => metricValue.Check(v);

const corpus = requireCorpus();
const AAPL_10K = "0000320193-24-000123";
const GOOGL_10K = "0001652044-25-000014";
const AAPL_10Q_2025Q2 = "0000320193-25-000057";
const MMM_8K = "0000066740-24-000023";
/** EDGAR's folder of a filing: every document's URL is this plus its own file name. */
const archive = (cik: number, accession: string) => `https://www.sec.gov/Archives/edgar/data/${cik}/${accession.replaceAll("-", "")}/`;

describe.skipIf(!corpus)("document routes on corpus filings", () => {
  let app: FastifyInstance;
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const corpusApplication = await corpusApp(corpus as string, ["AAPL", "GOOGL", "NVDA", "MMM"]);
    ({ app } = corpusApplication);
    registered = corpusApplication.key.registered;
    cleanup = corpusApplication.close;
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = registered) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("document: pages concatenate to the whole markdown exactly, with filing fields on every page", async () => {
    const first = (await get("/api/filing/document?ticker=AAPL&year=2024&quarter=4&max_chars=60000")).json();
    expect(first.accession).toBe(AAPL_10K);
    expect(first.form).toBe("10-K");
    expect(first.fiscal_year).toBe(2024);
    expect(first.primary_document).toBe("aapl-20240928.htm");
    expect(first.url).toContain("sec.gov");
    const total = first.total_chars as number;
    expect(total).toBeGreaterThan(150_000);
    let text = "";
    let next: number | null = 0;
    let pages = 0;
    while (next !== null) {
      const res = await get(`/api/filing/document?accession=${AAPL_10K}&char_start=${next}&max_chars=60000`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.char_start).toBe(next);
      expect(page.truncated).toBe(page.next_char_start !== null);
      text += page.markdown;
      next = page.next_char_start;
      pages++;
    }
    expect(pages).toBe(Math.ceil(total / 60000));
    const whole = (await get(`/api/filing/document?accession=${AAPL_10K}&max_chars=2000000`)).json();
    expect(whole.truncated).toBe(false);
    expect(text).toBe(whole.markdown);
    expect(text.length).toBe(total);
  });

  it("document: sections are joined and paged; offsets outside the text and unknown sections are 400, bounds 422", async () => {
    const res = await get("/api/filing/document?ticker=AAPL&year=2024&quarter=4&sections=risk_factors,item_7&max_chars=100");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sections.map((s: { key: string }) => s.key)).toEqual(["item_1a", "item_7"]);
    expect(body.markdown).toBe(
      "## Item 1A. Risk Factors\n\nThe Company’s business, reputation, results of operations, financial condition and stock price".slice(
        0,
        100,
      ),
    );
    expect(body.markdown).toHaveLength(100);
    const total = body.total_chars as number;
    const past = await get(`/api/filing/document?ticker=AAPL&year=2024&quarter=4&sections=item_1a,item_7&char_start=${total}`);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toContain(`${total} characters`);
    expect((await get(`/api/filing/document?accession=${AAPL_10K}&char_start=10&char_end=10`)).statusCode).toBe(400);
    expect((await get(`/api/filing/document?accession=${AAPL_10K}&char_end=99999999`)).statusCode).toBe(400);
    expect((await get(`/api/filing/document?accession=${AAPL_10K}&char_start=-1`)).statusCode).toBe(422);
    expect((await get(`/api/filing/document?accession=${AAPL_10K}&max_chars=0`)).statusCode).toBe(422);
    expect((await get(`/api/filing/document?accession=${AAPL_10K}&max_chars=2000001`)).statusCode).toBe(422);
    const unknown = await get(`/api/filing/document?accession=${AAPL_10K}&sections=item_1a,item_42`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("item_7a");
    expect((await get("/api/filing/document?ticker=AAPL")).statusCode).toBe(400);
    // No key on a tool above the public tier: 401 (DESIGN: a valid key of too low a tier is 403).
    expect((await get("/api/filing/document?ticker=AAPL&year=2024&quarter=4", null)).statusCode).toBe(401);
  });

  it("sections: Apple's 2024 10-K Item 1A and Item 7 start at their headings; fallback offers the nearest", async () => {
    const res = await get("/api/sections?ticker=AAPL&year=2024&quarter=4&sections=item_1a,item_7&format=full&max_words=50");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [risk, mda] = body.sections;
    // Headings as printed in aapl-20240928.htm ("Item 1A.    Risk Factors", "Item 7. Management’s Discussion ...").
    expect(risk.title).toBe("Item 1A. Risk Factors");
    expect(mda.title).toBe("Item 7. Management’s Discussion and Analysis of Financial Condition and Results of Operations");
    const doc = (await get(`/api/filing/document?accession=${AAPL_10K}&max_chars=2000000`)).json().markdown as string;
    expect(doc.slice(risk.start).startsWith("## Item 1A. Risk Factors")).toBe(true);
    expect(doc.slice(mda.start).startsWith("## Item 7. Management’s Discussion")).toBe(true);
    expect(risk.word_count).toBeGreaterThan(5000);
    expect(risk.text.split(/\s+/).length).toBe(50);
    expect(risk.truncated).toBe(true);
    const googl = (await get("/api/sections?ticker=GOOGL&year=2024&quarter=4&sections=mda")).json();
    expect(googl.sections[0].title).toBe("ITEM 7. MANAGEMENT’S DISCUSSION AND ANALYSIS OF FINANCIAL CONDITION AND RESULTS OF OPERATIONS");
    expect((await get("/api/sections?ticker=AAPL&year=2024&quarter=4&sections=item_99")).statusCode).toBe(400);
    // Item 1C (cybersecurity) was added to Form 10-K in 2023: NVIDIA's fiscal 2023 10-K (filed February 2023) has none.
    const strictRes = await get("/api/sections?ticker=NVDA&year=2023&quarter=4&sections=item_1c,item_1a");
    expect(strictRes.statusCode, strictRes.body).toBe(200);
    const strict = strictRes.json();
    expect(strict.sections.map((s: { key: string }) => s.key)).toEqual(["item_1a"]);
    expect(strict.missing_sections).toEqual([{ key: "item_1c", nearest: "item_2" }]);
    const q = (await get("/api/sections?ticker=NVDA&year=2023&quarter=4&sections=item_1c&fallback=true")).json();
    expect(q.sections.map((s: { key: string; fallback_for: string | null }) => [s.key, s.fallback_for])).toEqual([["item_2", "item_1c"]]);
    const described = (await get("/api/filing/describe?ticker=AAPL&year=2024&quarter=4")).json();
    expect(described.availability.sections).toMatchObject({ cached: true, count: body.available_sections.length });
    expect(described.availability.markdown.cached).toBe(true);
    expect(described.availability.tables.count).toBeGreaterThan(20);
    const withTables = (await get("/api/sections?ticker=AAPL&year=2024&quarter=4&sections=item_8&include_tables=true")).json();
    expect(withTables.sections[0].tables.length).toBeGreaterThan(5);
  });

  it("cover facts: Alphabet's shares outstanding per class, Apple's one total, each in the common fact shape and cited to the cover page", async () => {
    const googl = await get("/api/filing/cover-facts?ticker=GOOGL&year=2024&quarter=4");
    expect(googl.statusCode, googl.body).toBe(200);
    const g = googl.json();
    expect(g.filing.accession).toBe(GOOGL_10K);
    // Class A 5,833M, Class B 860M, Class C 5,497M shares.
    expect(g.facts.map((f: { value_exact: string }) => f.value_exact).sort()).toEqual(["5497000000", "5833000000", "860000000"]);
    expect(g.facts.map((f: { value: number }) => f.value).sort((a: number, b: number) => a - b)).toEqual([
      860_000_000, 5_497_000_000, 5_833_000_000,
    ]);
    for (const f of g.facts) {
      // The API's common fact shape (MetricValueSchema), cover-specific fields beside it.
      expect(isMetricValue(f), JSON.stringify(f)).toBe(true);
      expect(f).toMatchObject({
        concept: "dei:EntityCommonStockSharesOutstanding",
        unit: "shares",
        source: "xbrl",
        period: { type: "instant", start: null },
        duration_class: null,
      });
      expect(f.class_of_stock).not.toBeNull();
      expect(f.dimensions["us-gaap:StatementClassOfStockAxis"]).toBe(f.class_of_stock);
      expect(f.axis_key).toBe(`us-gaap:StatementClassOfStockAxis=${f.class_of_stock}`);
      expect(f.source_ref).toMatchObject({ accession: GOOGL_10K, form: "10-K", filed_date: g.filing.filed_date });
      expect(f.source_ref.url).toBe(
        `https://www.sec.gov/Archives/edgar/data/1652044/${GOOGL_10K.replaceAll("-", "")}/${f.source_ref.document}`,
      );
      expect(f.citation.shown).toBe(true);
    }
    // The same facts, field for field, as the exact-QName facts query returns them.
    const queried = await app.inject({
      method: "POST",
      url: "/api/filing/facts/query",
      payload: { accession: GOOGL_10K, concepts: ["dei:EntityCommonStockSharesOutstanding"] },
      headers: { authorization: `Bearer ${registered}` },
    });
    expect(queried.statusCode, queried.body).toBe(200);
    const byElement = new Map(queried.json().facts.map((f: { source_ref: { element_id: string } }) => [f.source_ref.element_id, f]));
    for (const f of g.facts) {
      const { citation: _citation, class_of_stock: _class, ...value } = f;
      const { label: _label, ...other } = byElement.get(f.source_ref.element_id) as Record<string, unknown>;
      expect(value).toEqual(other);
    }
    const aapl = (await get("/api/filing/cover-facts?ticker=AAPL&year=2024&quarter=4")).json();
    expect(aapl.facts).toHaveLength(1);
    const f = aapl.facts[0];
    expect(f).toMatchObject({ value: 15_115_823_000, value_exact: "15115823000", class_of_stock: null, axis_key: "", dimensions: {} });
    expect(f.period.end).toMatch(/^2024-10-/);
    expect(f.source_ref).toMatchObject({
      element_id: "f-54",
      document: "aapl-20240928.htm",
      url: `${archive(320193, AAPL_10K)}aapl-20240928.htm`,
    });
    expect(f.citation.shown).toBe(true);
    expect(f.citation.shown_text).toBe("15,115,823,000");
    const doc = (
      await get(`/api/filing/document?accession=${AAPL_10K}&char_start=${f.citation.markdown_start}&char_end=${f.citation.markdown_end}`)
    ).json();
    expect(doc.markdown).toBe("15,115,823,000");
    const hidden = (await get("/api/filing/cover-facts?ticker=AAPL&year=2024&quarter=4&fact_name=dei:AmendmentFlag")).json();
    // A text fact: no number, its text in value_exact.
    expect(hidden.facts[0]).toMatchObject({ value: null, value_exact: "false", unit: null });
    expect(isMetricValue(hidden.facts[0])).toBe(true);
    expect(hidden.facts[0].citation.shown).toBe(false);
    expect(hidden.facts[0].citation.note).toContain("hidden");
    const missing = await get("/api/filing/cover-facts?ticker=AAPL&year=2024&quarter=4&fact_name=NoSuchCoverFact");
    expect(missing.statusCode).toBe(404);
  });

  it("text search: 'supply chain' in Apple's Item 1A, offsets slice to the match", async () => {
    const res = await get("/api/filing/text/search?ticker=AAPL&year=2024&quarter=4&query=supply%20chain");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.hits.length).toBeGreaterThan(3);
    const doc = (await get(`/api/filing/document?accession=${AAPL_10K}&max_chars=2000000`)).json().markdown as string;
    const risk = body.hits.find((h: { section: string }) => h.section === "item_1a");
    expect(risk).toBeDefined();
    expect(body.hits[0].phrase_matches).toBeGreaterThan(0);
    // Served by the full-text index built at ingest; its block offsets slice the served markdown.
    expect(body.indexed).toBe(true);
    expect(body.method).toContain("full-text index");
    for (const h of body.hits) {
      expect(h.match_start).toBeGreaterThanOrEqual(h.block_start);
      expect(h.match_end).toBeLessThanOrEqual(h.block_end);
      expect(doc.slice(h.block_start, h.block_end).replace(/\s+/g, " ")).toContain(
        h.snippet.replace(/\*\*/g, "").replace(/^…|…$/g, "").replace(/\s+/g, " ").slice(0, 40),
      );
    }
    // Query syntax in user input is taken as words.
    const hostile = await get(`/api/filing/text/search?ticker=AAPL&year=2024&quarter=4&query=${encodeURIComponent('"supply" OR NEAR(')}`);
    expect(hostile.statusCode, hostile.body).toBe(200);
    expect(hostile.json().hits.length).toBeGreaterThan(0);
    for (const h of body.hits) if (h.phrase_matches > 0) expect(doc.slice(h.match_start, h.match_end).toLowerCase()).toBe("supply chain");
    const sections = (await get("/api/sections?ticker=AAPL&year=2024&quarter=4&sections=item_1a")).json();
    expect(risk.match_start).toBeGreaterThanOrEqual(sections.sections[0].start);
    expect(risk.match_end).toBeLessThanOrEqual(sections.sections[0].end);
    expect(risk.snippet).toMatch(/\*\*supply chain\*\*/i);
  });

  it("tables: listing in snake_case, one hydrated table by id, another filing's id is a 404", async () => {
    const list = (await get("/api/tables?ticker=AAPL&year=2024&quarter=4&section=item_8")).json();
    expect(list.count).toBeGreaterThan(5);
    const t = list.tables[0];
    expect(t.table_id).toMatch(/^t-\d+-[0-9a-f]{8}$/);
    expect(t.section).toBe("item_8");
    expect(t.xbrl_overlap).toHaveProperty("tagged_cells");
    const one = (await get(`/api/tables?ticker=AAPL&year=2024&quarter=4&table_id=${t.table_id}`)).json();
    expect(one.table.table_id).toBe(t.table_id);
    expect(one.table.rows.length).toBe(t.row_count);
    const googl = (await get("/api/tables?ticker=GOOGL&year=2024&quarter=4")).json();
    const other = await get(`/api/tables?ticker=AAPL&year=2024&quarter=4&table_id=${googl.tables[0].table_id}`);
    // /api/tables declares no 404 (spec 4.3): the route answers 400, keeping the not_found code.
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({ code: "not_found" });
    expect(other.json().error.message).toContain(AAPL_10K);
  });

  it("exhibits: the document route reports the exhibit's own name, role, type and EDGAR URL", async () => {
    const res = await get(`/api/filing/document?accession=${MMM_8K}&primary_document=pressrelease3-8x24.htm`);
    expect(res.statusCode, res.body).toBe(200);
    const ex = res.json();
    expect(ex).toMatchObject({
      accession: MMM_8K,
      primary_document: "pressrelease3-8x24.htm",
      document_role: "exhibit",
      document_type: "EX-99.1",
      url: `${archive(66740, MMM_8K)}pressrelease3-8x24.htm`,
    });
    // The filing itself is still cited by its primary document.
    expect(ex.filing.url).toBe(`${archive(66740, MMM_8K)}mmm-20240308.htm`);
    const primary = (await get(`/api/filing/document?accession=${MMM_8K}`)).json();
    expect(primary).toMatchObject({
      primary_document: "mmm-20240308.htm",
      document_role: "primary",
      url: `${archive(66740, MMM_8K)}mmm-20240308.htm`,
    });
    expect(ex.markdown).not.toBe(primary.markdown);
    // Sections and tables name the document they read and its URL.
    const sections = (await get(`/api/sections?accession=${MMM_8K}`)).json();
    expect(sections).toMatchObject({ primary_document: "mmm-20240308.htm", url: `${archive(66740, MMM_8K)}mmm-20240308.htm` });
    const tables = (await get("/api/tables?ticker=AAPL&year=2024&quarter=4&section=item_8")).json();
    expect(tables).toMatchObject({ primary_document: "aapl-20240928.htm", url: `${archive(320193, AAPL_10K)}aapl-20240928.htm` });
  });

  it("text search: hits in exhibits name their document and URL, and their offsets slice that document", async () => {
    // Apple's Q2 2025 10-Q carries its Section 302 and 906 certifications as exhibits (EX-31.1, EX-31.2, EX-32.1).
    const res = await get("/api/filing/text/search?ticker=AAPL&year=2025&quarter=2&query=certify&limit=50");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filing.accession).toBe(AAPL_10Q_2025Q2);
    const documents = new Set(body.hits.map((h: { document: string }) => h.document));
    expect(documents).toEqual(new Set(["a10-qexhibit31103292025.htm", "a10-qexhibit31203292025.htm", "a10-qexhibit32103292025.htm"]));
    for (const h of body.hits) {
      expect(h.url).toBe(`${archive(320193, AAPL_10Q_2025Q2)}${h.document}`);
      const page = (
        await get(
          `/api/filing/document?accession=${AAPL_10Q_2025Q2}&primary_document=${h.document}&char_start=${h.match_start}&char_end=${h.match_end}`,
        )
      ).json();
      // PostgreSQL's English configuration stems ("certifying" matches); FTS5 does not.
      expect(page.markdown.toLowerCase()).toMatch(/^certif(y|ying|ies|ied)$/);
      expect(page.url).toBe(h.url);
    }
  });
});
