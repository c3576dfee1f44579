import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import {
  missingForBrowser,
  openView,
  startWorkspaceBrowser,
  type WorkspaceBrowser,
  type WorkspaceServer,
} from "../support/workspace-server.js";

const corpus = requireCorpus();
const missing = missingForBrowser(corpus);
if (missing.length) console.warn(`\n[web views] NOTICE: ${missing.join(", ")} missing: the browser tests are SKIPPED\n`);

const AAPL_10K_2024 = "0000320193-24-000123";
const POLL = { timeout: 20_000, interval: 100 };

type Value = {
  value: number;
  unit: string;
  axis_key: string;
  concept: string;
  duration_class: string | null;
  period: { type: string; start: string | null; end: string };
};

/**
 * The workspace's analysis views in Debian's Chromium against `fds serve` with the corpus, with a
 * key entered in the page: breakdowns from dimensional facts, concept search, trailing twelve
 * months, as first reported against latest, calendar-aligned comparison, earnings calls beside
 * the filing, KPI series; each number is the API's (asked by the test with its own key).
 */
describe.skipIf(missing.length > 0)("web workspace analysis views", () => {
  let ws: WorkspaceBrowser;
  let server: WorkspaceServer;
  let browser: Browser;
  let ctx: BrowserContext;
  let p: Page;
  const api = async <T = unknown>(path: string, body?: unknown): Promise<T> =>
    (
      await fetch(`${server.url}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${server.key}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json() as Promise<T>;

  beforeAll(async () => {
    ws = await startWorkspaceBrowser({ corpus: corpus!, playgroundLimit: "unlimited" });
    ({ server, browser } = ws);
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript((k) => localStorage.setItem("fds.apiKey", k), server.key);
    p = await ctx.newPage();
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await ws?.close();
  });

  it("breakdowns: each axis of the 10-K's revenue is a table of the filing's members, each value the API's fact, the total reported, the share computed", async () => {
    const facts = (
      await api<{ facts: Value[] }>("/api/filing/facts/query", {
        accession: AAPL_10K_2024,
        concepts: ["us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"],
      })
    ).facts;
    const geo = facts.filter((f) => f.axis_key.startsWith("srt:StatementGeographicalAxis=") && f.period.end === "2024-09-28");
    expect(geo.length).toBeGreaterThan(1);
    await openView(p, `${server.url}/#/c/AAPL/breakdowns?year=2024&quarter=4`);
    const table = p.locator('.breakdown[data-axes="srt:StatementGeographicalAxis"] table');
    await table.waitFor();
    const column = "2023-10-01/2024-09-28";
    for (const f of geo)
      expect(await table.locator(`tr[data-axis="${f.axis_key}"] td[data-period="${column}"]`).getAttribute("data-value")).toBe(
        String(f.value),
      );
    const total = facts.find((f) => f.axis_key === "" && f.period.end === "2024-09-28")!;
    expect(await table.locator(`tr[data-axis=""] td[data-period="${column}"]`).textContent()).toBe(
      Math.round(total.value / 1e6).toLocaleString("en-US"),
    );
    expect(await p.title()).toBe("AAPL: Revenue by segment, geography and product · fds workspace");
    // Share of the reported total: a ratio computed in the page, marked.
    await p.getByLabel("Show").selectOption("share");
    const us = geo.find((f) => f.axis_key.endsWith("country:US"))!;
    await expect
      .poll(() => table.locator(`tr[data-axis="${us.axis_key}"] td[data-period="${column}"] .computed`).textContent(), POLL)
      .toBe(`${((us.value / total.value) * 100).toFixed(1)}%`);
    // A member charts over fiscal years through the metric series route, for that breakdown.
    await p.getByLabel("Show").selectOption("values");
    await table
      .locator(`tr[data-axis="${us.axis_key}"]`)
      .getByRole("link", { name: /over periods/ })
      .click();
    const figure = p.locator("figure.chart");
    await figure.waitFor();
    const series = await api<{ points: { value: { value: number } | null }[] }>(
      `/api/metric/series?ticker=AAPL&metric_name=us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax&end_year=2024&end_quarter=4&periods=5&full_year_mode=true&cached_only=true&axis_key=${encodeURIComponent(us.axis_key)}`,
    );
    const plotted = JSON.parse((await figure.getAttribute("data-series"))!) as { values: (number | null)[] }[];
    expect(plotted[0]!.values).toEqual(series.points.map((x) => x.value?.value ?? null));
    expect(plotted[0]!.values.at(-1)).toBe(us.value);
    expect(await p.locator("h1").textContent()).toMatch(/Geographical: US\)$/);
  });

  it("breakdowns name axes and members by the filer's own labels where its label linkbase is stored (Apple's fiscal 2023 10-K)", async () => {
    const answer = await api<{ facts: Value[]; dimension_labels: Record<string, string> }>("/api/filing/facts/query", {
      accession: "0000320193-23-000106",
      concepts: ["us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax"],
    });
    const members = [
      ...new Set(
        answer.facts
          .filter((f) => f.axis_key.startsWith("srt:StatementGeographicalAxis=") && !f.axis_key.includes("|"))
          .map((f) => f.axis_key),
      ),
    ];
    expect(members.length).toBeGreaterThan(1);
    await openView(p, `${server.url}/#/c/AAPL/breakdowns?year=2023&quarter=4`);
    const block = p.locator('.breakdown[data-axes="srt:StatementGeographicalAxis"]');
    await block.locator("table").waitFor();
    const strip = (label: string) => label.replace(/\s*\[(Axis|Member)\]$/, "");
    expect(await block.locator("h2").textContent()).toBe(strip(answer.dimension_labels["srt:StatementGeographicalAxis"]!));
    for (const key of members) {
      const member = key.split("=")[1]!;
      const th = block.locator(`tr[data-axis="${key}"] th`);
      expect(await th.textContent()).toBe(strip(answer.dimension_labels[member]!));
      expect(await th.getAttribute("data-member-label")).toBe("filer");
      expect(await th.getAttribute("title")).toBe(key);
    }
    // The filer calls its Greater China segment "Greater China", not the QName's "Greater China Segment", and its iPhone "iPhone".
    const segments = p.locator('.breakdown[data-axes="us-gaap:StatementBusinessSegmentsAxis"]');
    expect(
      await segments.locator('tr[data-axis="us-gaap:StatementBusinessSegmentsAxis=aapl:GreaterChinaSegmentMember"] th').textContent(),
    ).toBe("Greater China");
    const products = p.locator('.breakdown[data-axes="srt:ProductOrServiceAxis"]');
    expect(await products.locator('tr[data-axis="srt:ProductOrServiceAxis=aapl:IPhoneMember"] th').textContent()).toBe("iPhone");
  });

  it("concept search finds any concept of the filing, each with the API's value, and charts it over periods", async () => {
    const found = await api<{ metrics: { concept: string; value: { value: number } | null }[] }>(
      "/api/financials/search_metrics?ticker=AAPL&year=2024&quarter=4&query=research&limit=50",
    );
    expect(found.metrics.length).toBeGreaterThan(1);
    await openView(p, `${server.url}/#/c/AAPL/concepts?year=2024&quarter=4`);
    await p.getByLabel("Words of a line or concept").fill("research");
    await p.getByRole("button", { name: "Search" }).click();
    const rows = p.locator("table.concepts tbody tr");
    await rows.first().waitFor();
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-concept")))).toEqual(found.metrics.map((m) => m.concept));
    const values = await p.locator("table.concepts td.value").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-value")));
    expect(values).toEqual(found.metrics.map((m) => (m.value ? String(m.value.value) : "")));
    // An extension concept (not one of the chart's headline metrics) charts over fiscal years.
    const extension = found.metrics.find((m) => m.concept.startsWith("aapl:") && m.value)!;
    await p
      .locator(`tr[data-concept="${extension.concept}"]`)
      .getByRole("link", { name: /over fiscal years/ })
      .click();
    await expect.poll(() => p.locator("h1").textContent(), POLL).toBe(`AAPL: ${extension.concept}`);
    await p.locator("table.series").waitFor();
    const plotted = JSON.parse((await p.locator("figure.chart").getAttribute("data-series"))!) as { values: (number | null)[] }[];
    expect(plotted[0]!.values.at(-1)).toBe(extension.value!.value);
  });

  it("trailing twelve months: four quarters of revenue summed in the page (Q4 2024's is fiscal 2024), none for EPS", async () => {
    const quarters = await api<{ points: { fiscal_year: number; quarter: number; value: Value | null }[] }>(
      "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2025&end_quarter=4&periods=8&full_year_mode=false&cached_only=true",
    );
    const fy2024 = await api<{ points: { value: Value | null }[] }>(
      "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2024&end_quarter=4&periods=1&full_year_mode=true&cached_only=true",
    );
    await openView(p, `${server.url}/#/c/AAPL/chart?metric=revenue&mode=Q&end=2025&periods=8&plot=ttm`);
    // The quarters' table, not the last view's chart still shown while the answer comes.
    await p.locator("table.series td.ttm").first().waitFor();
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const ttm = await p.locator("table.series td.ttm").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-ttm")));
    const q4 = quarters.points.findIndex((x) => x.fiscal_year === 2024 && x.quarter === 4);
    const four = quarters.points.slice(q4 - 3, q4 + 1).map((x) => x.value!.value);
    expect(Number(ttm[q4])).toBe(four.reduce((a, b) => a + b, 0));
    expect(Number(ttm[q4])).toBe(fy2024.points[0]!.value!.value);
    expect(ttm.slice(0, 3)).toEqual(["", "", ""]);
    const plotted = JSON.parse((await p.locator("figure.chart").getAttribute("data-series"))!) as {
      label: string;
      values: (number | null)[];
    }[];
    expect(plotted[0]!.label).toMatch(/trailing twelve months \(computed\)/);
    expect(plotted[0]!.values.map((v) => (v === null ? "" : String(v)))).toEqual(ttm);
    // EPS is a quotient: no quarter sum is offered, and the page says why.
    await openView(p, `${server.url}/#/c/AAPL/chart?metric=eps_diluted&mode=Q&end=2025&periods=8&plot=ttm`);
    await expect.poll(() => p.locator("h1").textContent(), POLL).toBe("AAPL: EPS, diluted");
    // The table holds EPS once its values are per-share sized (the revenue table stays until the answer arrives).
    await expect
      .poll(async () => Number(await p.locator("table.series td.value:not([data-value=''])").first().getAttribute("data-value")), POLL)
      .toBeLessThan(100);
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await p.locator("table.series td.ttm").count()).toBe(0);
    expect(await p.locator(".warning", { hasText: "No trailing twelve months" }).textContent()).toMatch(/Per-share amounts/);
  });

  it("a statement's TTM column: four quarters of revenue summed, cash flow from year-to-date columns, none for EPS or balances", async () => {
    type Line = { key: string; values: (Value | null)[] };
    type Answer = { periods: { label: string }[]; lines: Line[] };
    await openView(p, `${server.url}/#/c/AAPL/statement/income_statement?mode=Q&periods=8`);
    const ttm = p.locator("table.statement thead th.ttm");
    await ttm.waitFor();
    const labels = await p
      .locator("table.statement thead th[data-period]:not(.ttm)")
      .evaluateAll((ths) => ths.map((th) => th.getAttribute("data-period")));
    const last = labels.at(-1)!;
    expect(await ttm.textContent()).toMatch(new RegExp(`^TTM to ${last}`));
    const ask = (statement: string) =>
      api<Answer>(`/api/statement?ticker=AAPL&statement=${statement}&period_from=${labels[0]}&period_to=${last}`);
    const income = await ask("income_statement");
    const revenue = income.lines.find((l) => l.key === "revenue")!.values.slice(-4);
    const cell = (key: string) => p.locator(`table.statement tr[data-line="${key}"] td.ttm`);
    expect(Number(await cell("revenue").getAttribute("data-ttm"))).toBe(revenue.reduce((sum, v) => sum + v!.value, 0));
    expect(await cell("revenue").getAttribute("data-from")).toBe(labels.slice(-4).join(" "));
    expect(await cell("revenue").locator(".computed").getAttribute("title")).toMatch(/^Trailing twelve months, computed in the page: /);
    // EPS is a quotient and share counts are averages: never summed.
    expect(await cell("eps_diluted").getAttribute("data-ttm")).toBe("");
    expect(await cell("diluted_shares").getAttribute("data-ttm")).toBe("");
    // A 10-Q's cash flow is year to date: the latest year to date, plus the fiscal year before, minus the same year to date before.
    await openView(p, `${server.url}/#/c/AAPL/statement/cash_flow?mode=Q&periods=8`);
    await expect.poll(() => p.locator("h1").textContent(), POLL).toBe("AAPL: Cash flow statement");
    const cash = await ask("cash_flow");
    const ocf = cash.lines.find((l) => l.key === "operating_cash_flow")!.values;
    const lastValue = ocf.at(-1)!;
    expect(lastValue.duration_class).not.toBe("Q");
    const q = Number(last.slice(-1));
    const year = Number(last.slice(0, 4));
    const at = (label: string) => ocf[cash.periods.findIndex((x) => x.label === label)]!.value;
    const expected = lastValue.value + at(`${year - 1}Q4`) - at(`${year - 1}Q${q}`);
    await expect.poll(() => cell("operating_cash_flow").getAttribute("data-ttm"), POLL).toBe(String(expected));
    expect(await cell("operating_cash_flow").getAttribute("data-from")).toBe(`${last} ${year - 1}Q4 ${year - 1}Q${q}`);
    // A balance sheet has no TTM column; fiscal years have none either.
    await openView(p, `${server.url}/#/c/AAPL/statement/balance_sheet?mode=Q&periods=8`);
    await expect.poll(() => p.locator("h1").textContent(), POLL).toBe("AAPL: Balance sheet");
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await p.locator("table.statement").waitFor();
    expect(await p.locator("table.statement .ttm").count()).toBe(0);
    await openView(p, `${server.url}/#/c/AAPL/statement/income_statement?periods=3`);
    await expect.poll(() => p.locator("table.statement thead th[data-period]").first().getAttribute("data-period"), POLL).toMatch(/^FY/);
    expect(await p.locator("table.statement .ttm").count()).toBe(0);
  });

  it("as first reported against latest: NVIDIA's fiscal 2023 EPS before and after its split, marked restated with both filings", async () => {
    const path = "/api/statement?ticker=NVDA&statement=income_statement&period_from=FY2023&period_to=FY2024";
    type Line = {
      key: string;
      values: ({ value: number; restated?: { as_reported: { value: number }; latest: { value: number } } } | null)[];
    };
    const first = (await api<{ lines: Line[] }>(path)).lines.find((l) => l.key === "eps_basic")!.values[0]!;
    const latest = (await api<{ lines: Line[] }>(`${path}&basis=latest`)).lines.find((l) => l.key === "eps_basic")!.values[0]!;
    expect(first.restated).toBeDefined();
    expect(first.value).not.toBe(latest.value);
    await openView(p, `${server.url}/#/c/NVDA/statement/income_statement?end=2024&periods=2`);
    const cell = p.locator('table.statement tr[data-line="eps_basic"] td[data-period="FY2023"]');
    await cell.waitFor();
    expect(await cell.getAttribute("class")).toContain("restated");
    expect((await cell.locator("a").textContent())?.trim()).toBe(first.value.toFixed(2));
    expect(await cell.locator(".restated-mark").getAttribute("title")).toMatch(
      /^Restated: .* as first reported \(10-K .*\); .* latest \(10-K .*\)$/,
    );
    const listed = p.locator('table.restatements tr[data-line="eps_basic"]');
    expect(await listed.locator("td").nth(1).getAttribute("data-value")).toBe(String(first.restated!.as_reported.value));
    expect(await listed.locator("td").nth(2).getAttribute("data-value")).toBe(String(first.restated!.latest.value));
    await p.getByLabel("Basis").selectOption("latest");
    await expect.poll(() => cell.locator("a").textContent(), POLL).toBe(latest.value.toFixed(2));
    expect(p.url()).toContain("basis=latest");
  });

  it("compares companies by calendar year as the API aligns them, each cell with its fiscal year and end date", async () => {
    const answer = await api<{
      companies: { ticker: string; fiscal_year: number; period: { end: string }; result: { value: { value: number } } }[];
    }>("/api/concept/compare", { concept: "revenue", tickers: ["AAPL", "NVDA"], year: 2024, align: "calendar" });
    await openView(p, `${server.url}/#/compare?tickers=AAPL,NVDA&concept=revenue&align=calendar&end=2024&years=2`);
    await p.locator("table.compare").waitFor();
    for (const c of answer.companies) {
      const td = p.locator(`table.compare tr[data-ticker="${c.ticker}"] td[data-year="2024"]`);
      await expect.poll(() => td.getAttribute("data-end"), POLL).toBe(c.period.end);
      expect(await td.locator(".period-note").textContent()).toBe(`FY${c.fiscal_year}, ended ${c.period.end}`);
    }
    const series = JSON.parse((await p.locator("figure.chart").getAttribute("data-series"))!) as {
      label: string;
      values: (number | null)[];
    }[];
    for (const c of answer.companies) expect(series.find((s) => s.label === c.ticker)!.values[1]).toBe(c.result.value.value);
    // Two calendar years: two requests, both in the curl panel.
    expect(await p.locator(".curl-row", { hasText: "/api/concept/compare" }).count()).toBe(2);
  });

  it("compares companies by calendar quarter: each column (CY2024Q3) filled by the fiscal quarter the API aligns, named in the cell", async () => {
    type Answer = {
      companies: {
        ticker: string;
        fiscal_year: number | null;
        quarter: number | null;
        period: { end: string } | null;
        result: { value: { value: number } } | null;
      }[];
    };
    const quarters = [
      [2024, 3],
      [2024, 4],
      [2025, 1],
      [2025, 2],
    ] as const;
    const tickers = ["AAPL", "NVDA", "NFLX"];
    const answers = await Promise.all(
      quarters.map(([year, quarter]) =>
        api<Answer>("/api/concept/compare", { concept: "revenue", tickers, year, quarter, align: "calendar" }),
      ),
    );
    await openView(
      p,
      `${server.url}/#/compare?tickers=${tickers.join(",")}&concept=revenue&align=calendar_quarter&end=2025&q=2&quarters=4`,
    );
    await p.locator("table.compare").waitFor();
    expect(await p.locator("h1").textContent()).toBe("Compare Revenue across companies by calendar quarter");
    expect(await p.locator("table.compare thead th").allTextContents()).toEqual(["Ticker", "CY2024Q3", "CY2024Q4", "CY2025Q1", "CY2025Q2"]);
    const cell = (ticker: string, year: number, quarter: number) =>
      p.locator(`table.compare tr[data-ticker="${ticker}"] td[data-period="CY${year}Q${quarter}"]`);
    // The four requests settle together; until then the cells are empty.
    for (const [i, [year, quarter]] of quarters.entries())
      for (const c of answers[i]!.companies)
        await expect.poll(() => cell(c.ticker, year, quarter).getAttribute("data-end"), POLL).toBe(c.period?.end ?? "");
    const series = JSON.parse((await p.locator("figure.chart").getAttribute("data-series"))!) as {
      label: string;
      values: (number | null)[];
    }[];
    let filled = 0;
    for (const [i, [year, quarter]] of quarters.entries())
      for (const c of answers[i]!.companies) {
        const td = cell(c.ticker, year, quarter);
        expect(series.find((s) => s.label === c.ticker)!.values[i]).toBe(c.result?.value.value ?? null);
        if (!c.result) continue;
        filled++;
        // A value printed at another scale than the caption's says its own after the period.
        expect((await td.locator(".period-note").textContent())!.split(" · ")[0]).toBe(
          `FY${c.fiscal_year} Q${c.quarter}, ended ${c.period!.end}`,
        );
      }
    expect(filled).toBeGreaterThan(2);
    // Apple's fiscal year ends in September: its fiscal Q4 fills calendar Q3.
    const apple = answers[0]!.companies.find((c) => c.ticker === "AAPL")!;
    expect([apple.fiscal_year, apple.quarter]).toEqual([2024, 4]);
    expect(await p.locator('tr[data-ticker="AAPL"] td[data-period="CY2024Q3"]').getAttribute("data-fiscal")).toBe("FY2024 Q4");
    // One request per calendar quarter, each in the curl panel.
    expect(await p.locator(".curl-row", { hasText: "/api/concept/compare" }).count()).toBe(4);
  });

  it("an earnings call beside its filing, and a KPI read from a call opens the call at its turn", async () => {
    const calls = await api<{ transcripts: { fiscal_year: number; fiscal_quarter: number }[] }>("/api/transcripts?ticker=AAPL");
    const q4 = calls.transcripts.find((t) => t.fiscal_year === 2024 && t.fiscal_quarter === 4);
    if (!q4) return console.warn("[web views] NOTICE: no AAPL fiscal 2024 Q4 call stored: the call pane is not tested");
    await openView(p, `${server.url}/#/read/${AAPL_10K_2024}?find=93%2C736`);
    await p.locator("mark#cite-hit").waitFor();
    await p.getByRole("button", { name: "Earnings call beside the filing" }).click();
    const pane = p.locator("aside.call-pane");
    await pane.locator(".call-text").waitFor();
    expect(await pane.locator("h2.call-title").textContent()).toMatch(/^AAPL fiscal 2024 Q4 call/);
    // Side by side: the document and the call share the screen's width.
    const [doc, call] = [(await p.locator("article.document").boundingBox())!, (await pane.boundingBox())!];
    expect(call.x).toBeGreaterThan(doc.x + doc.width - 1);
    expect(Math.abs(call.y - doc.y)).toBeLessThan(50);
    // A KPI row of Home Depot's read from its call opens the call with that turn's words highlighted.
    type Row = { source: { kind: string; text: string | null; start: number | null } | null };
    const kpis = await api<{ rows: Row[] }>("/api/operational-kpis/drivers?ticker=HD&year=2024&quarter=4");
    const fromCall = kpis.rows.findIndex((r) => r.source?.kind === "transcript_turn" && r.source.start !== null);
    if (fromCall < 0) return console.warn("[web views] NOTICE: no KPI row of HD read from a call: the call citation is not tested");
    await openView(p, `${server.url}/#/c/HD/kpis?year=2024&quarter=4`);
    const rows = p.locator("table.records tbody tr");
    await rows.first().waitFor();
    await rows.nth(fromCall).getByRole("link", { name: "open at the text" }).click();
    const hit = p.locator(".call-text mark.cite-hit");
    await hit.first().waitFor();
    expect((await hit.allTextContents()).join(" ")).toBe(kpis.rows[fromCall]!.source!.text!.trim());
  });

  it("a KPI read from an XBRL concept charts over periods for its own region", async () => {
    type Row = { kpi_name: string; dimensions: Record<string, string>; value: number; source: { kind: string; concept: string | null } };
    const kpis = await api<{ rows: Row[] }>("/api/operational-kpis/drivers?ticker=NFLX&year=2024&quarter=4");
    const at = kpis.rows.findIndex((r) => r.source?.concept && Object.keys(r.dimensions).length > 0);
    expect(at).toBeGreaterThanOrEqual(0);
    const row = kpis.rows[at]!;
    await openView(p, `${server.url}/#/c/NFLX/kpis?year=2024&quarter=4`);
    const rows = p.locator("table.records tbody tr");
    await rows.first().waitFor();
    await rows
      .nth(at)
      .getByRole("link", { name: /over periods/ })
      .click();
    await p.locator("table.series").waitFor();
    const plotted = JSON.parse((await p.locator("figure.chart").getAttribute("data-series"))!) as { values: (number | null)[] }[];
    // The series ends at the row's own period with the row's own value (its region's, not another's).
    expect(plotted[0]!.values.at(-1)).toBe(row.value);
    expect(await p.locator("h1").textContent()).toContain(row.source.concept);
  });

  it("KPI series: sentence rows of NVIDIA's stored annual reports side by side, each value the API's row, opening the sentence it was read from", async () => {
    type Row = {
      kpi_name: string;
      segment: string | null;
      unit: string;
      value: number;
      status: string;
      source: { kind: string; accession: string };
    };
    const fy2023 = await api<{ rows: Row[] }>("/api/operational-kpis/drivers?ticker=NVDA&year=2023&quarter=4");
    const fy2025 = await api<{ rows: Row[] }>("/api/operational-kpis/drivers?ticker=NVDA&year=2025&quarter=4");
    const employees = (rows: Row[]) => rows.find((r) => r.kpi_name === "employees" && r.segment === null && r.status === "reported")!;
    expect(employees(fy2023.rows).source.kind).toBe("sentence");
    await openView(p, `${server.url}/#/c/NVDA/kpis?year=2025&quarter=4`);
    await p.getByRole("button", { name: /^KPI series over 2 stored annual reports/ }).click();
    const table = p.locator("table.kpi-series");
    await table.waitFor();
    expect(p.url()).toContain("series=1");
    expect(await table.locator("thead th[data-period]").evaluateAll((ths) => ths.map((th) => th.getAttribute("data-period")))).toEqual([
      "FY2023",
      "FY2025",
    ]);
    const row = table.locator('tr[data-kpi="employees||employees"]');
    for (const [period, answer] of [
      ["FY2023", fy2023],
      ["FY2025", fy2025],
    ] as const) {
      const td = row.locator(`td[data-period="${period}"]`);
      expect(await td.getAttribute("data-value")).toBe(String(employees(answer.rows).value));
      expect(await td.getAttribute("data-kind")).toBe("sentence");
      expect(await td.locator("a").getAttribute("href")).toContain(employees(answer.rows).source.accession);
    }
    // A KPI found in one period only is "—" in the other, never zero.
    const israel = fy2025.rows.find((r) => r.segment === "Israel");
    if (israel && !fy2023.rows.some((r) => r.segment === "Israel")) {
      const cells = table.locator('tr[data-kpi="employees|israel|employees"] td.value');
      expect(await cells.evaluateAll((tds) => tds.map((td) => [td.getAttribute("data-value"), td.textContent]))).toEqual([
        ["", "—"],
        [String(israel.value), israel.value.toLocaleString("en-US")],
      ]);
    }
    // Each value opens the sentence it was read from.
    await row.locator('td[data-period="FY2023"] a').click();
    await p.locator("mark#cite-hit").waitFor();
    expect(p.url()).toContain(`/read/${employees(fy2023.rows).source.accession}`);
  });

  it("on a phone: statements and breakdowns keep line labels and the header row in view, nothing overflows, every control is at least 24 px", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.addInitScript((k) => localStorage.setItem("fds.apiKey", k), server.key);
    const views = [
      "/",
      "/c/AAPL",
      "/c/AAPL/chart?end=2024&mode=Q",
      "/c/AAPL/statement/income_statement?end=2024",
      "/c/AAPL/breakdowns?year=2024&quarter=4",
      "/c/AAPL/concepts?year=2024&quarter=4&q=lease",
      "/c/NFLX/kpis?year=2024&quarter=4",
      "/c/NVDA/kpis?year=2025&quarter=4&series=1",
      "/c/AAPL/estimates",
      "/c/AAPL/transcripts",
      "/compare?align=calendar&years=2",
      "/compare?tickers=AAPL,NFLX&align=calendar_quarter&end=2025&q=2&quarters=4",
      "/c/AAPL/statement/cash_flow?mode=Q&periods=8",
      `/read/${AAPL_10K_2024}?call=1`,
    ];
    const problems: string[] = [];
    try {
      const page = await phone.newPage();
      for (const view of views) {
        await page.goto(`${server.url}/#${view}`);
        await page.locator("main h1").first().waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 60_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 390);
        if (overflow > 1) problems.push(`${view}: ${overflow} px wider than the screen`);
        // WCAG 2.2 target size (2.5.8): buttons, fields, menus and tabs; links inside text and table cells are exempt.
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("button, input, select, summary, .tabs a, .top nav a")]
            .filter((el) => el.offsetParent !== null && el.getAttribute("type") !== "hidden")
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 24 || box.width < 24)
            .map(
              ({ el, box }) =>
                `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute("aria-label") || el.id).trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
        );
        for (const s of small) problems.push(`${view}: ${s}`);
      }
      // A breakdown scrolled sideways and down keeps its member names at the left edge and its header on top.
      await page.goto(`${server.url}/#/c/AAPL/breakdowns?year=2024&quarter=4`);
      const wrap = page.locator(".breakdown .table-wrap").first();
      await wrap.waitFor();
      const before = (await wrap.boundingBox())!;
      await wrap.evaluate((el) => el.scrollBy(300, 200));
      expect(await wrap.evaluate((el) => el.scrollLeft > 0)).toBe(true);
      expect(Math.abs((await wrap.locator("tbody th").first().boundingBox())!.x - before.x)).toBeLessThanOrEqual(1);
    } finally {
      await phone.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it("a breakdown exports as CSV with each member's axis key, period and source, as shown", async () => {
    await openView(p, `${server.url}/#/c/AAPL/breakdowns?year=2024&quarter=4`);
    const block = p.locator('.breakdown[data-axes="srt:StatementGeographicalAxis"]');
    await block.locator("table").waitFor();
    const [download] = await Promise.all([p.waitForEvent("download"), block.getByRole("button", { name: "CSV" }).click()]);
    const csv = readFileSync((await download.path())!, "utf8")
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("member,axis key,period,value,unit,decimals,period start,period end,concept,source,form,accession,filing URL");
    const us = csv.find((r) => r.startsWith("US,srt:StatementGeographicalAxis=country:US,12 months ended 2024-09-28,"))!;
    const shown = await block
      .locator('tr[data-axis="srt:StatementGeographicalAxis=country:US"] td[data-period="2023-10-01/2024-09-28"]')
      .getAttribute("data-value");
    expect(us.split(",")[3]).toBe(shown);
    expect(us).toContain(AAPL_10K_2024);
  });
});
