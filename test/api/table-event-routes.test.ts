import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyTable, parsePeriodBound } from "../../src/domain/tables/table-search.js";
import { normalizeLabel } from "../../src/domain/tables/table-alignment.js";
import { itemNumberOf } from "../../src/domain/events/event-items.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp } from "../support/corpus-app.js";

const corpus = requireCorpus();
const MMM_8K = "0000066740-24-000023";
const NVDA_8K = "0001045810-26-000024";
const ADBE_8K = "0000796343-23-000044";
const AAPL_10K_2024 = "0000320193-24-000123";
const GOOGL_10K_2024 = "0001652044-25-000014";
const NVDA_10K_2025 = "0001045810-25-000023";

describe("table and event helpers", () => {
  it("classifies statements by heading caption, notes by rows", () => {
    expect(classifyTable("CONSOLIDATED STATEMENTS OF OPERATIONS", []).type).toBe("income_statement");
    expect(classifyTable("Consolidated Statements of Income", []).type).toBe("income_statement");
    expect(classifyTable("CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME", []).type).toBe("comprehensive_income");
    expect(classifyTable("CONSOLIDATED BALANCE SHEETS", []).type).toBe("balance_sheet");
    expect(classifyTable("Consolidated Statements of Cash Flows", []).type).toBe("cash_flow");
    expect(
      classifyTable(
        "The following table shows share-based compensation included in the Consolidated Statements of Operations (in millions):",
        ["Share-based compensation expense"],
      ).type,
    ).toBe("other");
    expect(classifyTable(null, ["Total assets", "Total liabilities", "Total shareholders' equity"])).toEqual({
      type: "balance_sheet",
      confidence: 0.6,
    });
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
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const corpusApplication = await corpusApp(corpus as string, ["AAPL", "NVDA", "GOOGL", "MMM", "ADBE", "JPM", "META", "BKE", "ORCL"]);
    ({ app } = corpusApplication);
    registered = corpusApplication.key.registered;
    cleanup = corpusApplication.close;
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = registered) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: "POST", url, payload: payload as object, headers: { authorization: `Bearer ${registered}` } });

  it("events: MMM's 8-K of 2024-03-08 with its press release exhibit; items from the document", async () => {
    const res = await get("/api/filings/events?ticker=MMM");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.form_types).toEqual(["8-K", "8-K/A"]);
    const mmm = body.events.find((e: { accession: string }) => e.accession === MMM_8K);
    expect(mmm).toMatchObject({
      ticker: "MMM",
      cik: 66740,
      form: "8-K",
      filed_date: "2024-03-08",
      period: "2024-03-08",
      items_source: "document",
    });
    expect(mmm.items.map((i: { number: string }) => i.number)).toEqual(["8.01", "9.01"]);
    // Item 8.01 (other events), not 2.02: the exhibit is a press release but not an earnings release.
    expect(mmm.exhibits).toEqual([
      {
        name: "pressrelease3-8x24.htm",
        type: "EX-99.1",
        is_earnings_release: false,
        url: "https://www.sec.gov/Archives/edgar/data/66740/000006674024000023/pressrelease3-8x24.htm",
      },
    ]);
    expect(body.events.every((e: { ticker: string }) => e.ticker === "MMM")).toBe(true);
  });

  it("events: a 10-K listed through form_types reports no 8-K items (not applicable), next to MMM's 8-K", async () => {
    const res = await get("/api/filings/events?ticker=AAPL&related_tickers=MMM&form_types=10-K&form_types=8-K");
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().events as { form: string; ticker: string; items: unknown[]; items_source: string }[];
    const tenK = events.filter((e) => e.form === "10-K");
    expect(tenK.length).toBeGreaterThan(0);
    expect(tenK.every((e) => e.ticker === "AAPL" && e.items.length === 0 && e.items_source === "not_applicable")).toBe(true);
    expect(events.find((e) => e.form === "8-K" && e.ticker === "MMM")).toMatchObject({ items_source: "document" });
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
    expect(nvda.events[0].exhibits).toMatchObject([
      { name: "formxex101xfy27variablecom.htm", type: "EX-10.1", is_earnings_release: false },
    ]);
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
    // items: events reporting any of the numbers given (repeated or comma-separated); not a number is a 400.
    const byItem = (await get("/api/filings/events?ticker=MMM&related_tickers=NVDA,ADBE&items=2.02&items=8.01")).json();
    expect(byItem.events.map((e: { accession: string }) => e.accession)).toEqual([MMM_8K, ADBE_8K]);
    expect((await get("/api/filings/events?ticker=MMM&related_tickers=NVDA,ADBE&items=5.02&query=earnings")).json().count).toBe(0);
    expect(
      (await get("/api/filings/events?ticker=ADBE&query=earnings")).json().events.map((e: { accession: string }) => e.accession),
    ).toEqual([ADBE_8K]);
    expect((await get("/api/filings/events?items=results")).statusCode).toBe(422);
    expect((await get("/api/filings/events?items=Item%202.02,,5.02")).statusCode).toBe(200);
    // A list of empty entries that fails at its end is refused at once (the pattern backtracked for minutes).
    const started = Date.now();
    expect((await get(`/api/filings/events?items=${encodeURIComponent(`${",  ".repeat(30)}!`)}`)).statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(2_000);
    // related_tickers are tickers (schemathesis ST201: "6.04e+16" was answered 200); empty entries name none.
    const related = await get("/api/filings/events?ticker=MMM&related_tickers=6.044512478165957e%2B16");
    expect([related.statusCode, related.json().detail?.[0]?.loc]).toEqual([422, ["query", "related_tickers", 0]]);
    const none = (await get("/api/filings/events?ticker=MMM&related_tickers=")).json();
    expect([none.tickers, none.events.map((e: { accession: string }) => e.accession)]).toEqual([["MMM"], [MMM_8K]]);
    expect((await get("/api/filings/events?ticker=MMM&related_tickers=%20nvda%20,,adbe")).json().tickers).toEqual(["MMM", "NVDA", "ADBE"]);
    // A share class's ticker (GOOG, on GOOGL's cover) selects the company's filings, stored under GOOGL.
    const byClass = (await get("/api/filings/events?ticker=GOOG&form_types=10-K")).json();
    expect(byClass.events.map((e: { accession: string }) => e.accession)).toContain(GOOGL_10K_2024);
    expect(byClass.events.every((e: { ticker: string }) => e.ticker === "GOOGL")).toBe(true);
    expect((await get("/api/filings/events?ticker=ZZZZ&form_types=10-K")).json().count).toBe(0);
    expect((await get("/api/filings/events?filing_date_from=March")).statusCode).toBe(422);
    expect((await get("/api/filings/events?filing_date_from=")).statusCode).toBe(200);
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
    expect(annual).toMatchObject({
      form: "10-K",
      fiscal_year: 2024,
      fiscal_period: "FY",
      caption: "CONSOLIDATED STATEMENTS OF OPERATIONS",
      section: "item_8",
      row_count: 24,
    });
    expect(annual.unit).toMatchObject({ currency: "USD", scale: 1_000_000 });
    expect(annual.row_labels.slice(0, 2)).toEqual(["Net sales:", "Products"]);
    expect(new Set(statements.map((t: { accession: string }) => t.accession)).size).toBeGreaterThan(3);
    // Statements (caption match, tagged) rank first.
    expect(body.tables[0].table_type).toBe("income_statement");
    const scores = body.tables.map((t: { score: number }) => t.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it("tables/search: table_type, period, form and section filters; bounds", async () => {
    const fy = (
      await get("/api/tables/search?ticker=AAPL&table_type=balance_sheet&period_from=FY2024&period_to=FY2024&form_type=10-K")
    ).json();
    expect(fy.tables.length).toBeGreaterThan(0);
    expect(
      fy.tables.every((t: { accession: string; table_type: string }) => t.accession === AAPL_10K_2024 && t.table_type === "balance_sheet"),
    ).toBe(true);
    expect(fy.tables[0].caption).toBe("CONSOLIDATED BALANCE SHEETS");
    const q = (await get("/api/tables/search?ticker=AAPL&table_type=income_statement&period_from=2025Q2&period_to=2025Q3")).json();
    expect(new Set(q.tables.map((t: { fiscal_period: string }) => `${t.fiscal_period}`))).toEqual(new Set(["Q2", "Q3"]));
    expect(q.tables.every((t: { fiscal_year: number; form: string }) => t.fiscal_year === 2025 && t.form === "10-Q")).toBe(true);
    const sec = (await get("/api/tables/search?ticker=AAPL&section_key=item_8&period_from=FY2024&period_to=FY2024&limit=1000")).json();
    expect(sec.tables.every((t: { section: string }) => t.section === "item_8")).toBe(true);
    expect(sec.count).toBeGreaterThan(10);
    expect((await get("/api/tables/search?ticker=AAPL&table_type=pie_chart")).statusCode).toBe(422);
    expect((await get("/api/tables/search?ticker=AAPL&table_type=Operations")).statusCode).toBe(200);
    expect((await get("/api/tables/search?ticker=AAPL&period_from=someday")).statusCode).toBe(422);
    for (const bound of ["2024Q2", "q2-2024", "FY2024", "2024fy", "2024", "2024-06-30"])
      expect((await get(`/api/tables/search?ticker=AAPL&period_from=${bound}`)).statusCode).toBe(200);
    expect((await get("/api/tables/search?ticker=AAPL&limit=0")).statusCode).toBe(422);
    expect((await get("/api/tables/search?ticker=AAPL&limit=1001")).statusCode).toBe(422);
    expect((await get("/api/tables/search?description=x")).statusCode).toBe(422);
    expect((await get("/api/tables/search?ticker=ZZZZ&description=operations")).json()).toMatchObject({ count: 0, filings_searched: 0 });
  });

  type Column = {
    key: string;
    label: string;
    by_company: Record<string, { column: number; label: string; start: string | null; end: string; source: string }>;
  };
  type Row = {
    key: string;
    label: string;
    aligned_by: string;
    group: string | null;
    by_company: Record<string, { label: string; concept: string | null; scaled_values: (number | null)[] }>;
  };
  const rowOf = (rows: Row[], id: string, concept: string) => rows.find((r) => r.by_company[id]?.concept === concept) as Row;

  it("tables/compare: Apple and Alphabet fiscal 2024 income statements, columns aligned by fiscal period whatever each prints first", async () => {
    const res = await post("/api/tables/compare", { tickers: ["AAPL", "GOOGL"], table_type: "income_statement", year: 2024 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [aapl, googl] = body.companies;
    expect(aapl.filing.accession).toBe(AAPL_10K_2024);
    expect(googl.filing.accession).toBe(GOOGL_10K_2024);
    // Apple prints 2024, 2023, 2022; Alphabet 2022, 2023, 2024.
    expect(aapl.table.columns.map((c: { fiscal_period: { label: string } }) => c.fiscal_period.label)).toEqual([
      "FY2024",
      "FY2023",
      "FY2022",
    ]);
    expect(googl.table.columns.map((c: { fiscal_period: { label: string } }) => c.fiscal_period.label)).toEqual([
      "FY2022",
      "FY2023",
      "FY2024",
    ]);
    const columns = body.aligned_columns as Column[];
    expect(columns.map((c) => c.label)).toEqual(["FY2024", "FY2023", "FY2022"]);
    // Each company's own dates, from the facts the column shows.
    expect(columns[0]?.by_company.AAPL).toMatchObject({
      column: aapl.table.columns[0].index,
      start: "2023-10-01",
      end: "2024-09-28",
      source: "xbrl",
    });
    expect(columns[0]?.by_company.GOOGL).toMatchObject({
      column: googl.table.columns[2].index,
      start: "2024-01-01",
      end: "2024-12-31",
      source: "xbrl",
    });
    const rows = body.aligned_rows as Row[];
    // Apple's "Total net sales" and Alphabet's "Revenues" report the same concept; Alphabet's FY2024 is in the FY2024 column.
    const revenue = rowOf(rows, "AAPL", "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax");
    expect(revenue).toMatchObject({ aligned_by: "concept", group: "revenue" });
    expect(revenue.by_company.AAPL).toMatchObject({
      label: "Total net sales",
      scaled_values: [391_035_000_000, 383_285_000_000, 394_328_000_000],
    });
    expect(revenue.by_company.GOOGL).toMatchObject({
      label: "Revenues",
      scaled_values: [350_018_000_000, 307_394_000_000, 282_836_000_000],
    });
    const net = rowOf(rows, "AAPL", "us-gaap:NetIncomeLoss");
    expect(net.by_company.GOOGL?.scaled_values).toEqual([100_118_000_000, 73_795_000_000, 59_972_000_000]);
    // Per-share rows meet by concept whatever their labels ("Basic" under "Earnings per share:").
    const eps = rowOf(rows, "AAPL", "us-gaap:EarningsPerShareBasic");
    expect(eps.by_company.AAPL?.label).toBe("Basic");
    expect(eps.by_company.GOOGL?.label).toBe("Basic net income per share (Note 12)");
    expect(eps.by_company.GOOGL?.scaled_values[0]).toBe(8.13);
  });

  it("tables/compare: Apple vs NVIDIA vs Alphabet income statements, rows aligned by concept and equivalence group", async () => {
    const res = await post("/api/tables/compare", {
      table_type: "income_statement",
      periods: [
        { ticker: "AAPL", year: 2024, quarter: 4 },
        { ticker: "NVDA", year: 2025 },
        { ticker: "GOOGL", year: 2024 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [aapl, nvda, googl] = body.companies;
    expect(aapl).toMatchObject({ id: "AAPL", error: null, filing: { accession: AAPL_10K_2024, form: "10-K" } });
    expect(aapl.table).toMatchObject({
      caption: "CONSOLIDATED STATEMENTS OF OPERATIONS",
      table_type: "income_statement",
      unit_text: "USD in millions",
    });
    expect(nvda.table).toMatchObject({
      caption: "Consolidated Statements of Income",
      table_type: "income_statement",
      unit_text: "USD in millions",
    });
    expect(nvda.filing).toMatchObject({ accession: NVDA_10K_2025, form: "10-K", fiscal_year: 2025 });
    expect(googl.filing.accession).toBe(GOOGL_10K_2024);
    expect(body.same_unit).toBe(true);
    expect(body.unit_note).toContain("AAPL: USD in millions; NVDA: USD in millions; GOOGL: USD in millions");
    // The periods asked for share the first column; NVIDIA's fiscal 2025 ended 2025-01-26.
    const first = (body.aligned_columns as Column[])[0] as Column;
    expect(first.label).toBe("AAPL FY2024 / NVDA FY2025 / GOOGL FY2024");
    expect(first.by_company.NVDA).toMatchObject({ label: "FY2025", end: "2025-01-26" });
    expect(first.by_company.AAPL).toMatchObject({ label: "FY2024", end: "2024-09-28" });
    expect(first.by_company.GOOGL).toMatchObject({ label: "FY2024", end: "2024-12-31" });
    const rows = body.aligned_rows as Row[];
    // Apple's "Total net sales" (RevenueFromContractWithCustomerExcludingAssessedTax) meets NVIDIA's "Revenue" (Revenues) through the registry's revenue group.
    const revenue = rowOf(rows, "NVDA", "us-gaap:Revenues");
    expect(revenue).toMatchObject({ aligned_by: "equivalence_group", group: "revenue", label: "Revenue" });
    expect(revenue.by_company.AAPL).toMatchObject({
      label: "Total net sales",
      concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
    });
    expect(revenue.by_company.NVDA?.label).toBe("Revenue");
    expect(revenue.by_company.GOOGL?.label).toBe("Revenues");
    expect(revenue.by_company.AAPL?.scaled_values[0]).toBe(391_035_000_000);
    expect(revenue.by_company.NVDA?.scaled_values[0]).toBe(130_497_000_000);
    expect(revenue.by_company.GOOGL?.scaled_values[0]).toBe(350_018_000_000);
    // Apple's "Products" net sales are a breakdown (ProductOrServiceAxis): never aligned with a total.
    expect(rows.some((r) => r.by_company.AAPL?.label === "Products" && (r.by_company.NVDA || r.by_company.GOOGL))).toBe(false);
    // Apple fiscal 2024 net income $93,736 million; NVIDIA fiscal 2025 $72,880 million; Alphabet 2024 $100,118 million.
    const net = rowOf(rows, "AAPL", "us-gaap:NetIncomeLoss");
    expect(net.aligned_by).toBe("concept");
    expect([net.by_company.AAPL?.scaled_values[0], net.by_company.NVDA?.scaled_values[0], net.by_company.GOOGL?.scaled_values[0]]).toEqual([
      93_736_000_000, 72_880_000_000, 100_118_000_000,
    ]);
    // NVIDIA's table also has "Other, net" in the same group: its total still meets Apple's and Alphabet's by concept.
    const other = rowOf(rows, "AAPL", "us-gaap:NonoperatingIncomeExpense");
    expect(other.by_company.AAPL?.label).toBe("Other income/(expense), net");
    expect(other.by_company.NVDA?.label).toBe("Other income (expense), net");
    expect(other.by_company.GOOGL?.label).toBe("Other income (expense), net");
    // Per-share amounts and share counts are told apart by concept, not by the repeated label "Basic".
    const shares = rowOf(rows, "AAPL", "us-gaap:WeightedAverageNumberOfSharesOutstandingBasic");
    expect(shares.by_company.AAPL?.scaled_values[0]).toBe(15_343_783_000);
    expect(shares.by_company.NVDA?.scaled_values[0]).toBe(24_555_000_000);
    expect(rows.every((r) => ["concept", "equivalence_group", "label"].includes(r.aligned_by))).toBe(true);
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
    const q = (
      await post("/api/tables/compare", {
        periods: [
          { ticker: "NVDA", year: 2023, quarter: 4 },
          { ticker: "NVDA", year: 2025 },
        ],
        table_type: "balance_sheet",
      })
    ).json();
    expect(q.companies.map((c: { id: string }) => c.id)).toEqual(["NVDA:2023Q4", "NVDA:2025Q4"]);
    const assets = q.aligned_rows.find((r: Row) => r.by_company["NVDA:2025Q4"]?.concept === "us-gaap:Assets");
    expect(q.aligned_columns[0].label).toBe("NVDA:2023Q4 FY2023 end / NVDA:2025Q4 FY2025 end");
    // NVIDIA's total assets at the end of fiscal 2025 ($111,601 million) and of fiscal 2023 ($41,182 million).
    expect(assets.by_company["NVDA:2025Q4"].scaled_values[0]).toBe(111_601_000_000);
    expect(assets.by_company["NVDA:2023Q4"].scaled_values[0]).toBe(41_182_000_000);
    const untyped = await post("/api/tables/compare", { tickers: ["AAPL"], year: 2024 });
    expect(untyped.statusCode).toBe(422);
    expect(untyped.json().detail[0].msg).toContain("give table_type");
    expect((await post("/api/tables/compare", { tickers: ["AAPL"], year: 2024, description: "a" })).statusCode).toBe(422);
    const noPeriod = await post("/api/tables/compare", { tickers: ["AAPL"], table_type: "income_statement" });
    expect(noPeriod.statusCode).toBe(422);
    expect(noPeriod.json().detail[0].msg).toBe("Value error, give tickers with year (and quarter), or periods [{ticker, year, quarter}]");
    expect(
      (await post("/api/tables/compare", { tickers: ["AAPL"], table_type: "income_statement", year: 2024, quarter: 5 })).statusCode,
    ).toBe(422);
  });
});
