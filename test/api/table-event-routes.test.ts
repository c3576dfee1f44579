import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyTable, parsePeriodBound } from "../../src/domain/tables/table-search.js";
import { normalizeLabel } from "../../src/domain/tables/table-compare.js";
import { itemNumberOf } from "../../src/domain/events/event-items.js";
import type { ApiKeyStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp } from "../support/corpus-app.js";

const corpus = requireCorpus();
const MMM_8K = "0000066740-24-000023";
const NVDA_8K = "0001045810-26-000024";
const ADBE_8K = "0000796343-23-000044";
const AAPL_10K_2024 = "0000320193-24-000123";

describe("table and event helpers", () => {
  it("classifies statements by heading caption, notes by rows", () => {
    expect(classifyTable("CONSOLIDATED STATEMENTS OF OPERATIONS", []).type).toBe("income_statement");
    expect(classifyTable("Consolidated Statements of Income", []).type).toBe("income_statement");
    expect(classifyTable("CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME", []).type).toBe("comprehensive_income");
    expect(classifyTable("CONSOLIDATED BALANCE SHEETS", []).type).toBe("balance_sheet");
    expect(classifyTable("Consolidated Statements of Cash Flows", []).type).toBe("cash_flow");
    expect(classifyTable("The following table shows share-based compensation included in the Consolidated Statements of Operations (in millions):", ["Share-based compensation expense"]).type).toBe("other");
    expect(classifyTable(null, ["Total assets", "Total liabilities", "Total shareholders' equity"])).toEqual({ type: "balance_sheet", confidence: 0.6 });
    expect(classifyTable("Segment information", ["Americas"]).type).toBe("segment");
  });

  it("parses period bounds and labels", () => {
    expect(parsePeriodBound("p", "2024Q2")).toEqual({ kind: "fiscal", year: 2024, quarter: 2 });
    expect(parsePeriodBound("p", "FY2024")).toEqual({ kind: "fiscal", year: 2024, quarter: 0 });
    expect(parsePeriodBound("p", "2024-06-30")).toEqual({ kind: "date", date: "2024-06-30" });
    expect(parsePeriodBound("p", null)).toBeNull();
    expect(() => parsePeriodBound("p", "soon")).toThrow(/fiscal period/);
    expect(normalizeLabel("Other income/(expense), net")).toBe(normalizeLabel("Other income (expense), net"));
    expect(normalizeLabel("Selling, general & administrative (1)")).toBe("selling general and administrative");
    expect(itemNumberOf("item_2_02")).toBe("2.02");
    expect(itemNumberOf("item_9")).toBe("9");
    expect(itemNumberOf("part_1_item_2")).toBeNull();
  });
});

describe.skipIf(!corpus)("table search, table compare and event routes on corpus filings", () => {
  let app: FastifyInstance;
  let keys: ApiKeyStore;
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const corpusApplication = await corpusApp(corpus as string, ["AAPL", "NVDA", "MMM", "ADBE", "JPM", "META", "BKE", "ORCL"]);
    ({ app, keys } = corpusApplication);
    registered = corpusApplication.key.registered;
    cleanup = corpusApplication.close;
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = registered) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });
  const post = (url: string, payload: unknown) => app.inject({ method: "POST", url, payload: payload as object, headers: { authorization: `Bearer ${registered}` } });

  it("events: MMM's 8-K of 2024-03-08 with its press release exhibit; items from the document", async () => {
    const res = await get("/api/filings/events?ticker=MMM");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.form_types).toEqual(["8-K", "8-K/A"]);
    const mmm = body.events.find((e: { accession: string }) => e.accession === MMM_8K);
    expect(mmm).toMatchObject({ ticker: "MMM", cik: 66740, form: "8-K", filed_date: "2024-03-08", period: "2024-03-08", items_source: "document" });
    expect(mmm.items.map((i: { number: string }) => i.number)).toEqual(["8.01", "9.01"]);
    // Item 8.01 (other events), not 2.02: the exhibit is a press release but not an earnings release.
    expect(mmm.exhibits).toEqual([
      { name: "pressrelease3-8x24.htm", type: "EX-99.1", is_earnings_release: false, url: "https://www.sec.gov/Archives/edgar/data/66740/000006674024000023/pressrelease3-8x24.htm" },
    ]);
    expect(body.events.every((e: { ticker: string }) => e.ticker === "MMM")).toBe(true);
  });

  it("events: an 8-K reporting Item 2.02 flags its EX-99.1 as the earnings release; NVDA's 2026 8-K reports 5.02", async () => {
    const adbe = (await get("/api/filings/events?ticker=ADBE")).json().events.find((e: { accession: string }) => e.accession === ADBE_8K);
    expect(adbe.items.map((i: { number: string }) => i.number)).toEqual(["2.02", "9.01"]);
    expect(adbe.exhibits).toMatchObject([{ name: "adbeex991q123.htm", type: "EX-99.1", is_earnings_release: true }]);
    expect(adbe.has_earnings_release).toBe(true);
    const nvda = (await get("/api/filings/events?ticker=NVDA&filing_date_from=2026-01-01&filing_date_to=2026-12-31")).json();
    expect(nvda.events.map((e: { accession: string }) => e.accession)).toEqual([NVDA_8K]);
    expect(nvda.events[0]).toMatchObject({ filed_date: "2026-03-06", period: "2026-03-02" });
    expect(nvda.events[0].items.map((i: { number: string }) => i.number)).toEqual(["5.02", "9.01"]);
    expect(nvda.events[0].exhibits).toMatchObject([{ name: "formxex101xfy27variablecom.htm", type: "EX-10.1", is_earnings_release: false }]);
    // By CIK too; nothing in 2025.
    expect((await get("/api/filings/events?cik=1045810")).json().events.map((e: { accession: string }) => e.accession)).toEqual([NVDA_8K]);
    expect((await get("/api/filings/events?ticker=NVDA&filing_date_to=2025-12-31")).json().count).toBe(0);
  });

  it("events: related tickers, query, sort order and limit", async () => {
    const both = (await get("/api/filings/events?ticker=MMM&related_tickers=NVDA&related_tickers=ADBE")).json();
    expect(both.events.map((e: { accession: string }) => e.accession)).toEqual([NVDA_8K, MMM_8K, ADBE_8K]);
    const asc = (await get("/api/filings/events?ticker=MMM&related_tickers=NVDA,ADBE&sort_order=asc")).json();
    expect(asc.events.map((e: { accession: string }) => e.accession)).toEqual([ADBE_8K, MMM_8K, NVDA_8K]);
    const all = (await get("/api/filings/events")).json();
    const dates = all.events.map((e: { filed_date: string | null; period: string | null }) => e.filed_date ?? e.period);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.total).toBe(7);
    expect((await get("/api/filings/events?limit=1")).json()).toMatchObject({ count: 1, total: all.total });
    expect((await get("/api/filings/events?limit=200")).statusCode).toBe(200);
    expect((await get("/api/filings/events?limit=0")).statusCode).toBe(422);
    expect((await get("/api/filings/events?limit=201")).statusCode).toBe(422);
    expect((await get("/api/filings/events?sort_order=newest")).statusCode).toBe(422);
    expect((await get("/api/filings/events?filing_date_from=March")).statusCode).toBe(400);
    const earnings = (await get("/api/filings/events?query=2.02")).json();
    expect(earnings.events.map((e: { ticker: string }) => e.ticker).sort()).toEqual(["ADBE", "BKE"]);
    const press = (await get("/api/filings/events?query=PRESSRELEASE")).json();
    expect(press.events.map((e: { accession: string }) => e.accession)).toContain(MMM_8K);
    expect((await get("/api/filings/events?query=nvidia")).json().events.map((e: { accession: string }) => e.accession)).toEqual([NVDA_8K]);
    // Public tool: no key needed.
    expect((await get("/api/filings/events?ticker=MMM", null)).statusCode).toBe(200);
  });

  it("tables/search: Apple's income statement by description across its stored filings", async () => {
    const res = await get("/api/tables/search?ticker=AAPL&description=operations&limit=50");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.filings_searched).toBeGreaterThan(3);
    const statements = body.tables.filter((t: { table_type: string }) => t.table_type === "income_statement");
    const annual = statements.find((t: { accession: string }) => t.accession === AAPL_10K_2024);
    expect(annual).toMatchObject({ form: "10-K", fiscal_year: 2024, fiscal_period: "FY", caption: "CONSOLIDATED STATEMENTS OF OPERATIONS", section: "item_8", row_count: 24 });
    expect(annual.unit).toMatchObject({ currency: "USD", scale: 1_000_000 });
    expect(annual.row_labels.slice(0, 2)).toEqual(["Net sales:", "Products"]);
    expect(new Set(statements.map((t: { accession: string }) => t.accession)).size).toBeGreaterThan(3);
    // Statements (caption match, tagged) rank first.
    expect(body.tables[0].table_type).toBe("income_statement");
    const scores = body.tables.map((t: { score: number }) => t.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it("tables/search: table_type, period, form and section filters; bounds", async () => {
    const fy = (await get("/api/tables/search?ticker=AAPL&table_type=balance_sheet&period_from=FY2024&period_to=FY2024&form_type=10-K")).json();
    expect(fy.tables.length).toBeGreaterThan(0);
    expect(fy.tables.every((t: { accession: string; table_type: string }) => t.accession === AAPL_10K_2024 && t.table_type === "balance_sheet")).toBe(true);
    expect(fy.tables[0].caption).toBe("CONSOLIDATED BALANCE SHEETS");
    const q = (await get("/api/tables/search?ticker=AAPL&table_type=income_statement&period_from=2025Q2&period_to=2025Q3")).json();
    expect(new Set(q.tables.map((t: { fiscal_period: string }) => `${t.fiscal_period}`))).toEqual(new Set(["Q2", "Q3"]));
    expect(q.tables.every((t: { fiscal_year: number; form: string }) => t.fiscal_year === 2025 && t.form === "10-Q")).toBe(true);
    const sec = (await get("/api/tables/search?ticker=AAPL&section_key=item_8&period_from=FY2024&period_to=FY2024&limit=1000")).json();
    expect(sec.tables.every((t: { section: string }) => t.section === "item_8")).toBe(true);
    expect(sec.count).toBeGreaterThan(10);
    expect((await get("/api/tables/search?ticker=AAPL&table_type=pie_chart")).statusCode).toBe(400);
    expect((await get("/api/tables/search?ticker=AAPL&period_from=someday")).statusCode).toBe(400);
    expect((await get("/api/tables/search?ticker=AAPL&limit=0")).statusCode).toBe(422);
    expect((await get("/api/tables/search?ticker=AAPL&limit=1001")).statusCode).toBe(422);
    expect((await get("/api/tables/search?description=x")).statusCode).toBe(422);
    expect((await get("/api/tables/search?ticker=ZZZZ&description=operations")).json()).toMatchObject({ count: 0, filings_searched: 0 });
  });

  it("tables/compare: Apple vs NVIDIA income statements side by side, rows aligned by label", async () => {
    const res = await post("/api/tables/compare", { table_type: "income_statement", periods: [{ ticker: "AAPL", year: 2024, quarter: 4 }, { ticker: "NVDA", year: 2025 }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [aapl, nvda] = body.companies;
    expect(aapl).toMatchObject({ id: "AAPL", error: null, filing: { accession: AAPL_10K_2024, form: "10-K" } });
    expect(aapl.table).toMatchObject({ caption: "CONSOLIDATED STATEMENTS OF OPERATIONS", table_type: "income_statement", unit_text: "USD in millions" });
    expect(nvda.table).toMatchObject({ caption: "Consolidated Statements of Income", table_type: "income_statement", unit_text: "USD in millions" });
    expect(nvda.filing).toMatchObject({ form: "10-K", fiscal_year: 2025 });
    expect(body.same_unit).toBe(true);
    expect(body.unit_note).toContain("AAPL: USD in millions; NVDA: USD in millions");
    const net = body.aligned_rows.find((r: { key: string }) => r.key === "net income");
    // Apple fiscal 2024 net income $93,736 million; NVIDIA fiscal 2025 $72,880 million (first column: latest year).
    expect(net.by_company.AAPL.scaled_values[0]).toBe(93_736_000_000);
    expect(net.by_company.NVDA.scaled_values[0]).toBe(72_880_000_000);
    const other = body.aligned_rows.find((r: { key: string }) => r.key === "other income expense net");
    expect(other.by_company.AAPL.label).toBe("Other income/(expense), net");
    expect(other.by_company.NVDA.label).toBe("Other income (expense), net");
    expect(body.aligned_rows.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(["research and development", "operating income", "basic", "basic#2"]));
    // "Net sales" (Apple) and "Revenue" (NVIDIA) do not match by label: not aligned.
    expect(body.aligned_rows.some((r: { key: string }) => r.key === "revenue")).toBe(false);
  });

  it("tables/compare: one year for every ticker, per-company errors, validation", async () => {
    // Fiscal 2024: Apple's 10-K is stored, NVIDIA's (fiscal 2024, filed Feb 2024) and 3M's are not.
    const res = await post("/api/tables/compare", { tickers: ["AAPL", "NVDA", "MMM"], description: "balance sheets", year: 2024 });
    expect(res.statusCode, res.body).toBe(200);
    const [aapl, nvda, mmm] = res.json().companies;
    expect(aapl.error, JSON.stringify(aapl.error)).toBeNull();
    expect(aapl.table).toMatchObject({ table_type: "balance_sheet", caption: "CONSOLIDATED BALANCE SHEETS" });
    expect(aapl.filing.fiscal_year).toBe(2024);
    for (const missing of [nvda, mmm]) {
      expect(missing.table).toBeNull();
      // Not stored, and this test app has no EDGAR fetcher.
      expect(missing.error.code).toBe("edgar_unavailable");
    }
    const q = (await post("/api/tables/compare", { periods: [{ ticker: "NVDA", year: 2023, quarter: 4 }, { ticker: "NVDA", year: 2025 }], table_type: "balance_sheet" })).json();
    expect(q.companies.map((c: { id: string }) => c.id)).toEqual(["NVDA:2023Q4", "NVDA:2025Q4"]);
    expect(q.aligned_rows.find((r: { key: string }) => r.key === "total assets").by_company["NVDA:2025Q4"].scaled_values[0]).toBeGreaterThan(100e9);
    expect((await post("/api/tables/compare", { tickers: ["AAPL"], year: 2024 })).statusCode).toBe(400);
    expect((await post("/api/tables/compare", { tickers: ["AAPL"], table_type: "income_statement" })).statusCode).toBe(400);
    expect((await post("/api/tables/compare", { tickers: ["AAPL"], table_type: "income_statement", year: 2024, quarter: 5 })).statusCode).toBe(422);
  });
});
