import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp } from "../support/corpus-app.js";
import { secValue } from "../support/corpus-store.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("statement and registry routes on corpus filings", () => {
  let app: FastifyInstance;
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const corpusApplication = await corpusApp(corpus as string, ["AAPL", "NVDA", "GOOGL", "HD", "NKE", "PG"]);
    ({ app } = corpusApplication);
    registered = corpusApplication.key.registered;
    cleanup = corpusApplication.close;
  }, 120_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = null) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  it("GET /api/statement: NVIDIA (January year) and Alphabet income statements equal the SEC's values, public tier", async () => {
    const cases = [
      { q: "ticker=NVDA&statement=income&year=2025&quarter=4", cik: 1045810, acc: "0001045810-25-000023" },
      { q: "ticker=GOOGL&statement=is&year=2024&quarter=4", cik: 1652044, acc: "0001652044-25-000014" },
    ];
    for (const c of cases) {
      const res = await get(`/api/statement?${c.q}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.statement).toBe("income_statement");
      expect(body.periods[0].filing.accession).toBe(c.acc);
      for (const key of ["revenue", "net_income", "eps_diluted"]) {
        const v = body.lines.find((l: { key: string }) => l.key === key).values[0];
        expect(v.value, `${c.q} ${key}`).toBe(secValue(corpus!, c.cik, v.concept, { start: v.period.start, end: v.period.end }, c.acc));
      }
    }
  });

  it("GET /api/statement: a range, and 400 / 422 for bad input", async () => {
    const range = await get("/api/statement?ticker=AAPL&statement=balance_sheet&period_from=FY2023&period_to=FY2024");
    expect(range.statusCode, range.body).toBe(200);
    const assets = range.json().lines.find((l: { key: string }) => l.key === "total_assets");
    // Read by hand: 352,583 (September 30, 2023) and 364,980 (September 28, 2024), millions.
    expect(assets.values.map((v: { value: number }) => v.value)).toEqual([352_583_000_000, 364_980_000_000]);
    expect((await get("/api/statement?ticker=AAPL&statement=tax&year=2024&quarter=4")).statusCode).toBe(400);
    expect((await get("/api/statement?ticker=AAPL&statement=income&period_from=2024Q9")).statusCode).toBe(422);
    expect((await get("/api/statement?ticker=AAPL&statement=income&period_from=fy2023&period_to=2024")).statusCode).toBe(200);
    expect((await get("/api/statement?ticker=AAPL&statement=income&year=2024&quarter=5")).statusCode).toBe(422);
    expect((await get("/api/statement?ticker=AAPL&statement=income")).statusCode).toBe(400);
  });

  it("GET /api/tag_equivalence: version, a tag's group, a split group's successors; no key needed", async () => {
    const all = await get("/api/tag_equivalence");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().version).toBe("2026.11.4");
    const tag = (await get("/api/tag_equivalence?tag=us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax")).json();
    expect(tag.groups.map((g: { name: string }) => g.name)).toEqual(["revenue"]);
    const split = (await get("/api/tag_equivalence?group=debt", registered)).json();
    expect(split.matched.split).toBe(true);
    expect(split.split_groups[0].successors).toEqual(["long_term_debt", "short_term_debt"]);
  });

  it("concept routes: GET /api/concept, POST /api/concept/compare, GET /api/concept/trend", async () => {
    const one = await get("/api/concept?ticker=GOOGL&year=2024&quarter=4&concept_name=eps_diluted");
    expect(one.statusCode, one.body).toBe(200);
    const body = one.json();
    expect(body.value.value).toBe(
      secValue(corpus!, 1652044, body.concept.used, { start: "2024-01-01", end: "2024-12-31" }, "0001652044-25-000014"),
    );
    expect(body.tried[0]).toEqual({ concept: "us-gaap:EarningsPerShareDiluted", outcome: "answered" });
    const cmp = await app.inject({
      method: "POST",
      url: "/api/concept/compare",
      payload: { concept: "net_income", tickers: ["AAPL", "NVDA", "HD", "NKE", "PG"], year: 2024, align: "calendar" },
    });
    expect(cmp.statusCode, cmp.body).toBe(200);
    const ends = cmp.json().companies.map((c: { ticker: string; period: { end: string } }) => `${c.ticker} ${c.period.end}`);
    expect(ends).toEqual(["AAPL 2024-09-28", "NVDA 2025-01-26", "HD 2025-02-02", "NKE 2025-05-31", "PG 2025-06-30"]);
    const trend = await get("/api/concept/trend?ticker=AAPL&concept_name=total_assets&period_from=FY2022&period_to=FY2024");
    expect(trend.statusCode, trend.body).toBe(200);
    expect(trend.json().points.map((p: { value: { value: number } }) => p.value.value)).toEqual([
      352_755_000_000, 352_583_000_000, 364_980_000_000,
    ]);
    expect((await get("/api/concept/trend?ticker=AAPL&concept_name=revenue&period_from=FY2015&period_to=FY2016")).statusCode).toBe(404);
  });

  it("every schema-valid pair of period parameters has a meaning (no 400 for a combination; schemathesis ST202)", async () => {
    // date_type FY is the fiscal year whatever the quarter, as full_year_mode.
    const annual = (await get("/api/concept?ticker=GOOGL&year=2024&quarter=4&concept_name=eps_diluted")).json();
    const fy = await get("/api/concept?ticker=GOOGL&year=2024&quarter=3&concept_name=eps_diluted&date_type=FY&full_year_mode=false");
    expect(fy.statusCode, fy.body).toBe(200);
    expect([fy.json().value.value, fy.json().value.period]).toEqual([annual.value.value, annual.value.period]);
    // A trend's ends in either order, a fiscal year beside a quarter, date_type FY over quarters, and a range past 20 periods.
    const trend = (q: string) => get(`/api/concept/trend?ticker=AAPL&concept_name=total_assets&${q}`);
    const forward = (await trend("period_from=FY2022&period_to=FY2024")).json();
    const backward = await trend("period_from=FY2024&period_to=FY2022");
    expect(backward.statusCode, backward.body).toBe(200);
    expect(backward.json().points).toEqual(forward.points);
    const mixed = (await trend("period_from=FY2024&period_to=2024Q2")).json();
    expect(mixed.points.map((p: { label: string }) => p.label)).toEqual(["2024Q1", "2024Q2", "2024Q3", "2024Q4"]);
    const years = (await trend("period_from=2022Q3&period_to=2024Q1&date_type=FY")).json();
    expect(years.points.map((p: { label: string }) => p.label)).toEqual(["FY2022", "FY2023", "FY2024"]);
    const long = await trend("period_from=0001&period_to=FY2024");
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json().points).toHaveLength(20);
    expect(long.json().points.at(-1).value.value).toBe(364_980_000_000);
    expect(long.json().warnings).toContain("0001..FY2024 spans 2024 periods: the latest 20 are answered, from FY2005");
  });

  it("POST /api/filing/facts/query (registered): exact-QName facts and presentation occurrences of one accession", async () => {
    const post = (payload: object, key: string | null = registered) =>
      app.inject({ method: "POST", url: "/api/filing/facts/query", payload, headers: key ? { authorization: `Bearer ${key}` } : {} });
    expect((await post({ accession: "0000320193-23-000106", concepts: ["us-gaap:NetIncomeLoss"] }, null)).statusCode).toBe(401);
    const res = await post({
      accession: "0000320193-23-000106",
      concepts: ["us-gaap:NetIncomeLoss", "us-gaap:NoSuchConcept"],
      axis_key: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Fiscal 2023, 2022 and 2021 net income (millions) in the 2023 10-K: 96,995 / 99,803 / 94,680.
    const annual = body.facts.filter((f: { duration_class: string }) => f.duration_class === "FY").map((f: { value: number }) => f.value);
    expect([...new Set(annual)].sort()).toEqual([94_680_000_000, 96_995_000_000, 99_803_000_000]);
    expect(body.not_found).toEqual(["us-gaap:NoSuchConcept"]);
    expect(body.dimension_labels).toEqual({});
    // Dimensional facts come with the filer's labels of their axes and members (terse, else standard).
    const byRegion = (
      await post({ accession: "0000320193-23-000106", concepts: ["us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"] })
    ).json();
    expect(byRegion.facts.some((f: { dimensions: Record<string, string> }) => Object.keys(f.dimensions).length > 0)).toBe(true);
    expect(byRegion.dimension_labels).toMatchObject({
      "srt:StatementGeographicalAxis": "Geographical [Axis]",
      "aapl:GreaterChinaSegmentMember": "Greater China",
      "aapl:IPhoneMember": "iPhone",
    });
    const pres = (await post({ accession: "0000320193-23-000106", concepts: ["us-gaap:NetIncomeLoss"], presentation: true })).json();
    expect(pres.presentation.map((p: { role_definition: string }) => p.role_definition)).toContain(
      "0000003 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS",
    );
    expect((await post({ accession: "0000000000-00-000000", concepts: ["us-gaap:Assets"] })).statusCode).toBe(404);
    expect((await post({ accession: "0000320193-23-000106", concepts: ["NetIncomeLoss"] })).statusCode).toBe(422);
  });

  it("POST /api/concept/cite is paid-tier", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/concept/cite",
      payload: { ticker: "AAPL", year: 2024, quarter: 4, concept_name: "net_income" },
      headers: { authorization: `Bearer ${registered}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
