import type { Page } from "playwright-core";
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
if (missing.length) console.warn(`\n[web citations] NOTICE: ${missing.join(", ")} missing: the browser tests are SKIPPED\n`);

const POLL = { timeout: 20_000, interval: 100 };
/** Apple's 10-K for fiscal 2024: prints fiscal 2023 and 2022 in its comparative columns. */
const AAPL_10K_2024 = "0000320193-24-000123";
/** Apple's 10-K for fiscal 2023, stored as its XBRL instance only (no HTML). */
const AAPL_10K_2023 = "0000320193-23-000106";

interface Located {
  readonly value: number | null;
  readonly source_ref: {
    accession: string;
    location?: { kind: string; accession: string; shown: string | null; url: string | null } | null;
  } | null;
}

/**
 * Cited numbers in the workspace (Debian's Chromium against `fds serve`): every cell of a
 * statement opens a readable place (the reader at the number, or EDGAR), a period whose own
 * filing is stored as XBRL only opens a later filing's comparative column, share counts are
 * highlighted as printed (thousands), zero lands in the statement's table; default fiscal year
 * and column headings follow the company's fiscal calendar.
 */
describe.skipIf(missing.length > 0)("cited numbers in the workspace", () => {
  let ws: WorkspaceBrowser;
  let server: WorkspaceServer;
  let page: Page;
  const apiGet = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${server.key}` } })).json()) as T;

  beforeAll(async () => {
    ws = await startWorkspaceBrowser({ corpus: corpus!, playgroundLimit: "1000/1h" });
    ({ server, page } = ws);
  }, 240_000);
  afterAll(() => ws?.close());

  /** Opens a cell's link in the reader and returns the highlighted text and the note. */
  async function openCell(selector: string): Promise<{ mark: string; note: string; url: string }> {
    const cell = page.locator(selector);
    await cell.waitFor();
    await cell.click();
    const mark = page.locator("mark#cite-hit");
    await mark.waitFor();
    await expect.poll(() => page.locator(".cite-note").textContent(), POLL).toMatch(/ in item/i);
    return { mark: (await mark.textContent()) ?? "", note: (await page.locator(".cite-note").textContent()) ?? "", url: page.url() };
  }

  it("AAPL's income statement FY2020-2024: every cell opens the reader at its number or EDGAR, never an error", async () => {
    await openView(page, `${server.url}/#/c/AAPL/statement/income_statement?end=2024&periods=5`);
    const links = page.locator("table.statement td a.num");
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const cells = await page.locator("table.statement td").count();
    const values = await page.locator("table.statement td .num:not(.missing)").count();
    // Every number is a link: to the reader at offsets checked against the printed text, or to EDGAR.
    expect(hrefs.length).toBe(values);
    for (const h of hrefs) expect(h).toMatch(/^(#\/read\/[^?]+\?.*\bat=\d+&len=\d+.*\bshown=|https:\/\/www\.sec\.gov\/)/);
    const inReader = hrefs.filter((h) => h.startsWith("#/read/")).length;
    console.log(
      `[web citations] AAPL income statement FY2020-2024: ${values} numbers of ${cells} cells, ${inReader} open the reader highlighted, ${values - inReader} open EDGAR at the element`,
    );
    expect(inReader).toBeGreaterThanOrEqual(45);
  });

  it("FY2023 net income (its 10-K stored as XBRL only) opens the FY2024 10-K's comparative column at 96,995", async () => {
    const api = await apiGet<{ lines: { key: string; values: (Located | null)[] }[] }>(
      "/api/statement?ticker=AAPL&statement=income_statement&period_from=FY2020&period_to=FY2024",
    );
    const fy2023 = api.lines.find((l) => l.key === "net_income")!.values[3]!;
    expect(fy2023.source_ref?.accession).toBe(AAPL_10K_2023);
    expect(fy2023.source_ref?.location).toMatchObject({ kind: "comparative", accession: AAPL_10K_2024, shown: "96,995" });
    await openView(page, `${server.url}/#/c/AAPL/statement/income_statement?end=2024&periods=5`);
    const opened = await openCell('table.statement tr[data-line="net_income"] td[data-period="FY2023"] a');
    expect(opened.url).toContain(`#/read/${AAPL_10K_2024}`);
    expect(opened.mark).toBe("96,995");
    expect(opened.note).toMatch(/in Item 8\. Financial Statements/);
    expect(opened.note).toContain(`own filing (${AAPL_10K_2023}) is stored as XBRL data only`);
    expect(await page.locator("mark#cite-hit").evaluate((el) => el.closest("tr")?.textContent ?? "")).toMatch(/Net income/);
  });

  it("a share count is highlighted as printed, in thousands (15,408,095 for 15,408,095,000 shares)", async () => {
    await openView(page, `${server.url}/#/c/AAPL/statement/income_statement?end=2024&periods=5`);
    const opened = await openCell('table.statement tr[data-line="diluted_shares"] td[data-period="FY2024"] a');
    expect(opened.mark).toBe("15,408,095");
    expect(await page.locator("mark#cite-hit").evaluate((el) => el.closest("tr")?.textContent ?? "")).toMatch(/[Dd]iluted/);
  });

  it("NVDA: a zero (share repurchases) lands on its cell in the statements under Item 15, not on other digits", async () => {
    const api = await apiGet<{ periods: { label: string }[]; lines: { key: string; values: (Located | null)[] }[] }>(
      "/api/statement?ticker=NVDA&statement=cash_flow&period_from=FY2021&period_to=FY2025",
    );
    const line = api.lines.find((l) => l.key === "share_repurchases")!;
    const i = line.values.findIndex((v) => v?.value === 0 && v.source_ref?.location?.kind !== "edgar");
    expect(i).toBeGreaterThanOrEqual(0);
    await openView(page, `${server.url}/#/c/NVDA/statement/cash_flow?end=2025&periods=5`);
    const opened = await openCell(`table.statement tr[data-line="share_repurchases"] td[data-period="${api.periods[i]!.label}"] a`);
    expect(opened.mark).toBe(line.values[i]!.source_ref!.location!.shown);
    expect(opened.note).toMatch(/in item (8|15)\./i);
    // The highlight is a cell of a table row about repurchases, not "Commission file number: 0-23985".
    expect(await page.locator("mark#cite-hit").evaluate((el) => el.closest("tr")?.textContent ?? "")).toMatch(/repurchase/i);
  });

  it("HD: the default fiscal year is the company's latest with an annual report (fiscal 2024, ended 2025-02-02)", async () => {
    await openView(page, `${server.url}/#/c/HD/statement/income_statement`);
    const head = page.locator('table.statement thead th[data-period="FY2024"]');
    await head.waitFor();
    expect(await page.getByLabel("Last fiscal year").inputValue()).toBe("2024");
    expect(await head.textContent()).toContain("12 months ended 2025-02-02");
    expect(await page.locator('table.statement thead th[data-period="FY2025"]').count()).toBe(0);
  });

  it("quarter columns say what they hold: a 10-Q cash flow is year to date, with its end date", async () => {
    await openView(page, `${server.url}/#/c/AAPL/statement/cash_flow?mode=Q&end=2025&periods=4`);
    const h1 = page.locator('table.statement thead th[data-period="2025Q2"]');
    await h1.waitFor();
    expect(await h1.textContent()).toContain("6 months, year to date, ended 2025-03-29");
    await openView(page, `${server.url}/#/c/AAPL/statement/income_statement?mode=Q&end=2025&periods=4`);
    await expect
      .poll(() => page.locator('table.statement thead th[data-period="2025Q2"]').textContent(), POLL)
      .toContain("3 months, quarter ended 2025-03-29");
  });
});
